import { useRouter } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { ApiRequestError } from '../api/client'
import { DateTime } from '../components/DateTime'
import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useLanguage } from '../components/layout/use-language'
import { useT } from '../i18n/intl'
import { isLanguage } from '../model/languages'
import { MESSENGER_FIELD_SLUG, storedAnswerChannel } from '../model/lead-messenger'
import { deskLeadPath, type DeskLead, type LeadAssignees, type LeadStatus } from '../model/lead-inbox'
import { DeskActionStatus, useDeskAction } from './desk-action'
import type { StaffClient } from './staff-client'
import './admin.css'

/** The next statuses offered for a lead: forward ones first, and back to "new" to undo. */
const NEXT: Record<LeadStatus, LeadStatus[]> = {
  new: ['in_work', 'done', 'spam'],
  in_work: ['done', 'spam', 'new'],
  done: ['in_work', 'new'],
  spam: ['new'],
}

type LeadAction = { kind: 'status'; from: LeadStatus; to: LeadStatus } | { kind: 'assign'; assignee: number | null } | { kind: 'comment'; body: string }

type T = ReturnType<typeof useT>

/** A field's value as the desk shows it; the messenger field names the channel (issue 45.5), old leads' booleans too. */
function shownField(field: string, value: string | boolean, t: T): string {
  const channel = field === MESSENGER_FIELD_SLUG ? storedAnswerChannel(value) : null
  if (channel) return t(`lead_form.answer_channel.${channel}`)
  return typeof value === 'boolean' ? (value ? '✓' : '—') : value
}

/**
 * One lead with its actions (issue 41 "Leads"): a card of the inbox (`page` false: its name links the lead's page, the
 * details folded) and the lead's own page /admin/leads/{uuid} (`page`: the name is the page's title, all shown). Each
 * change (status, assignee, comment) refreshes what the page loaded, and so does a change someone made first (409).
 */
export function DeskLeadView({ staff, lead, assignees, page = false }: { staff: StaffClient; lead: DeskLead; assignees: LeadAssignees; page?: boolean }) {
  const t = useT()
  const language = useLanguage()
  const router = useRouter()
  const [comment, setComment] = useState('')
  // The drop-down follows the lead's assignee as the page last read it (taken, assigned, or changed by someone else):
  // a choice not yet sent lasts until the next read that changes the assignee.
  const assigned = lead.assignee_id === null ? '' : String(lead.assignee_id)
  const [choice, setChoice] = useState({ of: assigned, to: assigned })
  if (choice.of !== assigned) setChoice({ of: assigned, to: assigned })
  const assignTo = choice.of === assigned ? choice.to : assigned
  const setAssignTo = (to: string) => setChoice({ of: assigned, to })
  const request = { params: { id: lead.uuid }, query: { language } }
  const act = useDeskAction(
    staff,
    async (action: LeadAction): Promise<unknown> => {
      try {
        return action.kind === 'status'
          ? await staff.leadStatus({ ...request, body: { from: action.from, to: action.to } })
          : action.kind === 'assign'
            ? await staff.leadAssign({ ...request, body: { assignee: action.assignee } })
            : await staff.leadComment({ params: request.params, body: { body: action.body } })
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409) await router.invalidate()
        throw error
      }
    },
    async () => {
      setComment('')
      await router.invalidate()
    },
  )
  const titleId = `lead-${lead.uuid}`
  const text = (field: string) => (typeof lead.fields[field] === 'string' ? (lead.fields[field] as string) : null)
  const name = text('name') ?? t(`admin.leads.form.${lead.form_slug}`)
  const phone = text('phone')
  const email = text('email')
  const nameOf = (id: number | null) => (id === null ? null : (assignees.people.find((person) => person.id === id)?.name ?? null))
  const assignee = nameOf(lead.assignee_id)
  const Heading = page ? 'h1' : 'h2'
  const details: ReactNode = (
    <>
      <dl className="admin-fields">
        {Object.entries(lead.fields).map(([field, value]) => (
          <div key={field}>
            <dt>{lead.field_titles[field] ?? field}</dt>
            <dd>{shownField(field, value, t)}</dd>
          </div>
        ))}
        <div>
          <dt>{t('admin.leads.page')}</dt>
          <dd>{lead.referer || '—'}</dd>
        </div>
        <div>
          <dt>{t('admin.leads.place')}</dt>
          <dd>{[lead.city, lead.country].filter(Boolean).join(', ') || '—'}</dd>
        </div>
        <div>
          <dt>{t('admin.leads.language')}</dt>
          <dd>{isLanguage(lead.language) ? t(`admin.languages.${lead.language}`) : lead.language}</dd>
        </div>
      </dl>
      {lead.cv_url ? (
        <p>
          <a href={lead.cv_url} rel="noopener noreferrer" target="_blank">
            {t('admin.leads.cv')}
          </a>
        </p>
      ) : null}
      <form
        className="admin-comment"
        onSubmit={(event) => {
          event.preventDefault()
          act.run({ kind: 'assign', assignee: assignTo === '' ? null : Number(assignTo) })
        }}
      >
        <label className="field">
          <span className="field__label">{t('admin.leads.assignee')}</span>
          <select className="field__control" value={assignTo} onChange={(event) => setAssignTo(event.target.value)}>
            <option value="">{t('admin.leads.nobody')}</option>
            {assignees.people.map((person) => (
              <option key={person.id} value={String(person.id)}>
                {person.name}
              </option>
            ))}
          </select>
        </label>
        <button className="button button--outline" type="submit" disabled={act.busy}>
          {t('admin.leads.assign')}
        </button>
      </form>
    </>
  )
  return (
    <article className="admin-review admin-lead" aria-labelledby={titleId}>
      <Heading className={page ? 'admin-page__title admin-review__author' : 'admin-review__author'} id={titleId}>
        {page ? name : <LocalizedLink to={deskLeadPath(lead.uuid)}>{name}</LocalizedLink>}{' '}
        <span className={`admin-badge admin-badge--${lead.status}`}>{t(`admin.leads.status.${lead.status}`)}</span>
      </Heading>
      <p className="admin-review__meta">
        {t(`admin.leads.form.${lead.form_slug}`)} · <DateTime value={lead.created} format="event" />
        {lead.city ? ` · ${lead.city}` : ''} · {assignee ? t('admin.leads.assigned_to', { name: assignee }) : t('admin.leads.nobody')}
      </p>
      {phone || email ? (
        <p className="admin-lead__contacts">
          {phone ? <a href={`tel:${phone}`}>{phone}</a> : null}
          {email ? <a href={`mailto:${email}`}>{email}</a> : null}
        </p>
      ) : null}
      <DeskActionStatus action={act} />
      <div className="admin-review__actions">
        {NEXT[lead.status].map((to, index) => (
          <button
            key={to}
            className={index === 0 ? 'button button--primary' : 'button button--outline'}
            type="button"
            disabled={act.busy}
            onClick={() => act.run({ kind: 'status', from: lead.status, to })}
          >
            {t(`admin.leads.move.${to}`)}
          </button>
        ))}
        {lead.assignee_id !== assignees.me ? (
          <button className="button button--ghost" type="button" disabled={act.busy} onClick={() => act.run({ kind: 'assign', assignee: assignees.me })}>
            {t('admin.leads.take')}
          </button>
        ) : null}
      </div>
      {page ? (
        <div className="admin-lead__details">{details}</div>
      ) : (
        <details className="admin-lead__details">
          <summary>{t('admin.leads.details')}</summary>
          {details}
        </details>
      )}
      {lead.comments.length > 0 ? (
        <ul className="admin-comments" aria-label={t('admin.leads.comments')}>
          {lead.comments.map((note) => {
            const author = nameOf(note.author_id)
            return (
              <li key={note.id}>
                <DateTime value={note.created} format="event" /> {author ? `${author}: ` : ''}
                {note.body}
              </li>
            )
          })}
        </ul>
      ) : null}
      <form
        className="admin-comment"
        onSubmit={(event) => {
          event.preventDefault()
          act.run({ kind: 'comment', body: comment })
        }}
      >
        <label className="field">
          <span className="field__label">{t('admin.leads.comment')}</span>
          <input
            className="field__control"
            value={comment}
            maxLength={4000}
            onChange={(event) => setComment(event.target.value)}
            aria-invalid={act.fields.body ? true : undefined}
          />
        </label>
        <button className="button button--outline" type="submit" disabled={act.busy || !comment.trim()}>
          {t('admin.leads.add_comment')}
        </button>
      </form>
    </article>
  )
}
