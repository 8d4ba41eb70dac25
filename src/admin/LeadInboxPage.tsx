import { useRouter } from '@tanstack/react-router'
import { DateTime } from '../components/DateTime'
import { useState } from 'react'
import { ApiRequestError } from '../api/client'
import { useLanguage } from '../components/layout/use-language'
import { useT } from '../i18n/intl'
import type { ListResponse } from '../model/api'
import { deskExportHref } from '../model/desk-exports'
import { FORM_SLUGS } from '../model/entities/publications'
import { MESSENGER_FIELD_SLUG, storedAnswerChannel } from '../model/lead-messenger'
import { LEAD_STATUSES, leadInboxSearchString, type DeskLead, type LeadAssignees, type LeadInboxFilters, type LeadStatus } from '../model/lead-inbox'
import { STAFF_API_PREFIX, STAFF_ENDPOINTS } from '../model/staff-contract/endpoints'
import { DeskActionStatus, useDeskAction } from './desk-action'
import type { StaffClient } from './staff-client'
import { DeskPager } from './DeskPager'
import { DeskFilterSelect } from './DeskFilterSelect'
import { DeskDateRange } from './DeskDateRange'
import { DeskFilterActions } from './DeskFilterActions'
import './admin.css'

type Filters = LeadInboxFilters & { skip?: number }

/**
 * /admin/leads (issue 41, BE-20): the leads of every form, newest first, a page at a time; the filters live in the
 * address (a plain GET form and plain links, so they work before the script and a filtered view can be shared), and
 * the CSV link exports the same filter. Each lead is taken, moved through its statuses and commented here.
 */
export function LeadInboxPage({ staff, inbox, assignees, filters }: { staff: StaffClient; inbox: ListResponse<DeskLead>; assignees: LeadAssignees; filters: Filters }) {
  const t = useT()
  const language = useLanguage()
  const { skip, ...filter } = filters
  const { count } = inbox.meta
  const names = new Map(assignees.people.map((person) => [person.id, person.name]))
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.leads.title')}</h1>
      <form className="admin-filters" method="get" role="search" aria-label={t('admin.leads.filters')}>
        <label className="field">
          <span className="field__label">{t('admin.leads.search')}</span>
          <input className="field__control" type="search" name="q" defaultValue={filter.q ?? ''} />
        </label>
        <DeskFilterSelect
          label={t('admin.leads.status')}
          name="status"
          value={filter.status}
          anyLabel={t('admin.leads.any')}
          options={LEAD_STATUSES.map((status) => ({ value: status, label: t(`admin.leads.status.${status}`) }))}
        />
        <DeskFilterSelect
          label={t('admin.leads.form')}
          name="form"
          value={filter.form}
          anyLabel={t('admin.leads.any')}
          options={FORM_SLUGS.map((slug) => ({ value: slug, label: t(`admin.leads.form.${slug}`) }))}
        />
        <DeskFilterSelect
          label={t('admin.leads.assignee')}
          name="assignee"
          value={filter.assignee === undefined ? undefined : String(filter.assignee)}
          anyLabel={t('admin.leads.any')}
          options={[
            { value: 'me', label: t('admin.leads.mine') },
            { value: 'none', label: t('admin.leads.nobody') },
            ...assignees.people.map((person) => ({ value: String(person.id), label: person.name })),
          ]}
        />
        <DeskDateRange from={filter.from} to={filter.to} />
        <DeskFilterActions clearTo="/admin/leads" />
      </form>
      <div className="admin-leads__summary">
        <p>{t('admin.leads.count', { count })}</p>
        <a className="button button--outline" href={deskExportHref(`${STAFF_API_PREFIX}${STAFF_ENDPOINTS.leadExport.path}`, leadInboxSearchString(filter), language)} download>
          {t('admin.leads.export')}
        </a>
      </div>
      <ul className="admin-queue">
        {inbox.rows.map((lead) => (
          <li key={lead.uuid}>
            <LeadCard staff={staff} lead={lead} assignees={assignees} assigneeName={lead.assignee_id === null ? null : (names.get(lead.assignee_id) ?? null)} />
          </li>
        ))}
      </ul>
      <DeskPager path="/admin/leads" search={filter} meta={inbox.meta} />
    </div>
  )
}

/** The next statuses offered for a lead: forward ones first, and back to "new" to undo. */
const NEXT: Record<LeadStatus, LeadStatus[]> = {
  new: ['in_work', 'done', 'spam'],
  in_work: ['done', 'spam', 'new'],
  done: ['in_work', 'new'],
  spam: ['new'],
}

type LeadAction = { kind: 'status'; to: LeadStatus } | { kind: 'assign'; assignee: number | null } | { kind: 'comment'; body: string }

/** A field's value as the desk shows it; the messenger field names the channel (issue 45.5), old leads' booleans too. */
function shownField(field: string, value: string | boolean, t: ReturnType<typeof useT>): string {
  const channel = field === MESSENGER_FIELD_SLUG ? storedAnswerChannel(value) : null
  if (channel) return t(`lead_form.answer_channel.${channel}`)
  return typeof value === 'boolean' ? (value ? '✓' : '—') : value
}

function LeadCard({ staff, lead, assignees, assigneeName }: { staff: StaffClient; lead: DeskLead; assignees: LeadAssignees; assigneeName: string | null }) {
  const t = useT()
  const router = useRouter()
  const [comment, setComment] = useState('')
  const [assignTo, setAssignTo] = useState(lead.assignee_id === null ? '' : String(lead.assignee_id))
  const params = { id: lead.uuid }
  // One desk action for the card's changes; each refreshes the list, and so does a change someone made first (409).
  const act = useDeskAction(
    staff,
    async (action: LeadAction): Promise<unknown> => {
      try {
        return action.kind === 'status'
          ? await staff.leadStatus({ params, body: { from: lead.status, to: action.to } })
          : action.kind === 'assign'
            ? await staff.leadAssign({ params, body: { assignee: action.assignee } })
            : await staff.leadComment({ params, body: { body: action.body } })
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
  return (
    <article className="admin-review admin-lead" aria-labelledby={titleId}>
      <h2 className="admin-review__author" id={titleId}>
        {name} <span className={`admin-badge admin-badge--${lead.status}`}>{t(`admin.leads.status.${lead.status}`)}</span>
      </h2>
      <p className="admin-review__meta">
        {t(`admin.leads.form.${lead.form_slug}`)} · <DateTime value={lead.created} format="event" />
        {lead.city ? ` · ${lead.city}` : ''} · {assigneeName ? t('admin.leads.assigned_to', { name: assigneeName }) : t('admin.leads.nobody')}
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
            onClick={() => act.run({ kind: 'status', to })}
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
      <details className="admin-lead__details">
        <summary>{t('admin.leads.details')}</summary>
        <dl className="admin-fields">
          {Object.entries(lead.fields).map(([field, value]) => (
            <div key={field}>
              <dt>{field}</dt>
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
            <dd>{lead.language}</dd>
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
      </details>
      {lead.comments.length > 0 ? (
        <ul className="admin-comments" aria-label={t('admin.leads.comments')}>
          {lead.comments.map((note) => (
            <li key={note.id}>
              <DateTime value={note.created} format="event" /> {note.body}
            </li>
          ))}
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
