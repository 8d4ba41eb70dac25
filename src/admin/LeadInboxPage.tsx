import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useT } from '../i18n/intl'
import type { ListResponse } from '../model/api'
import { LEAD_STATUSES, type DeskLead, type LeadInboxQuery, type LeadStatus } from '../model/lead-inbox'
import type { StaffClient } from './staff-client'
import './admin.css'

/**
 * /admin/leads (issue 41, BE-20): the leads of every form, newest first, filtered in the address (a plain GET form,
 * so the filters work before the script arrives); each lead taken, moved through its statuses and commented.
 */
export function LeadInboxPage({ staff, inbox, filters }: { staff: StaffClient; inbox: ListResponse<DeskLead>; filters: LeadInboxQuery }) {
  const t = useT()
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.leads.title')}</h1>
      <form className="admin-filters" method="get" role="search">
        <label className="field">
          <span className="field__label">{t('admin.leads.status')}</span>
          <select className="field__control" name="status" defaultValue={filters.status ?? ''}>
            <option value="">{t('admin.leads.status_any')}</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.leads.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('admin.leads.search')}</span>
          <input className="field__control" type="search" name="q" defaultValue={filters.q ?? ''} />
        </label>
        <label className="admin-filters__check">
          <input type="checkbox" name="mine" value="1" defaultChecked={filters.mine === true} /> {t('admin.leads.mine')}
        </label>
        <button className="button button--primary" type="submit">
          {t('admin.leads.apply')}
        </button>
      </form>
      <p>{t('admin.leads.count', { count: inbox.meta.count })}</p>
      <ul className="admin-queue">
        {inbox.rows.map((lead) => (
          <li key={lead.uuid}>
            <LeadCard staff={staff} lead={lead} />
          </li>
        ))}
      </ul>
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

function LeadCard({ staff, lead }: { staff: StaffClient; lead: DeskLead }) {
  const t = useT()
  const router = useRouter()
  const [comment, setComment] = useState('')
  const [failed, setFailed] = useState<string | null>(null)
  const params = { id: lead.uuid }
  const act = (call: () => Promise<unknown>, after?: () => void) => async () => {
    setFailed(null)
    try {
      await call()
      after?.()
      await router.invalidate()
    } catch (error) {
      // 409: another manager moved it first; the list then shows where it is now.
      const status = (error as { status?: number }).status
      setFailed(status === 409 ? t('admin.leads.changed') : t('admin.errors.other'))
      await router.invalidate()
    }
  }
  const titleId = `lead-${lead.uuid}`
  const name = typeof lead.fields.name === 'string' ? lead.fields.name : lead.form_slug
  return (
    <article className="admin-review" aria-labelledby={titleId}>
      <h2 className="admin-review__author" id={titleId}>
        {name} · <span className="admin-badge">{t(`admin.leads.status.${lead.status}`)}</span>
      </h2>
      <p className="admin-review__meta">
        {lead.form_slug} · <time dateTime={lead.created}>{lead.created.slice(0, 16).replace('T', ' ')}</time>
        {lead.city ? ` · ${lead.city}` : ''}
        {lead.referer ? ` · ${lead.referer}` : ''}
      </p>
      <dl className="admin-fields">
        {Object.entries(lead.fields).map(([field, value]) => (
          <div key={field}>
            <dt>{field}</dt>
            <dd>
              {field === 'phone' && typeof value === 'string' ? <a href={`tel:${value}`}>{value}</a> : typeof value === 'boolean' ? (value ? '✓' : '—') : value}
            </dd>
          </div>
        ))}
      </dl>
      {lead.comments.length > 0 ? (
        <ul className="admin-comments" aria-label={t('admin.leads.comments')}>
          {lead.comments.map((note) => (
            <li key={note.id}>
              <time dateTime={note.created}>{note.created.slice(0, 16).replace('T', ' ')}</time> {note.body}
            </li>
          ))}
        </ul>
      ) : null}
      {lead.cv_url ? (
        <p>
          <a href={lead.cv_url}>{t('admin.leads.cv')}</a>
        </p>
      ) : null}
      {failed ? (
        <p className="field__error" role="alert">
          {failed}
        </p>
      ) : null}
      <div className="admin-review__actions">
        {NEXT[lead.status].map((to) => (
          <button
            key={to}
            className={to === NEXT[lead.status][0] ? 'button button--primary' : 'button button--outline'}
            type="button"
            onClick={act(() => staff.leadStatus({ params, body: { from: lead.status, to } }))}
          >
            {t(`admin.leads.move.${to}`)}
          </button>
        ))}
        <button
          className="button button--ghost"
          type="button"
          onClick={act(() => staff.leadAssign({ params, body: { assignee: lead.assignee_id === null ? 'me' : null } }))}
        >
          {t(lead.assignee_id === null ? 'admin.leads.take' : 'admin.leads.release')}
        </button>
      </div>
      <form
        className="admin-comment"
        onSubmit={(event) => {
          event.preventDefault()
          void act(() => staff.leadComment({ params, body: { body: comment } }), () => setComment(''))()
        }}
      >
        <label className="field">
          <span className="field__label">{t('admin.leads.comment')}</span>
          <input className="field__control" value={comment} maxLength={4000} onChange={(event) => setComment(event.target.value)} />
        </label>
        <button className="button button--outline" type="submit" disabled={!comment.trim()}>
          {t('admin.leads.add_comment')}
        </button>
      </form>
    </article>
  )
}
