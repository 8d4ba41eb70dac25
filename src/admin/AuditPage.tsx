import { DateTime } from '../components/DateTime'
import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useT } from '../i18n/intl'
import type { ListResponse } from '../model/api'
import { auditChanges, readAuditJson, type AuditChange } from '../model/audit-changes'
import { auditSubjectPage, parseAuditSubject, recordedSubjectName } from '../model/audit-subjects'
import type { AuditEntry, AuditQuery } from '../model/desk-people'
import type { StaffMember } from '../model/staff-members'
import { AUDIT_FILTER_CHOICES, useAuditLabels, type AuditLabels } from './audit-labels'
import { DeskPager } from './DeskPager'
import { DeskDateRange } from './DeskDateRange'
import { DeskFilterActions } from './DeskFilterActions'
import { DeskFilterSelect } from './DeskFilterSelect'
import './admin.css'
import './desk-people.css'
import { DeskFilterForm } from './DeskFilterForm'

/** How many changed values a card lists; the rest are counted, and the technical details hold them all. */
const SHOWN_CHANGES = 8

/**
 * /admin/audit (issue 41 "Audit log"; admin): every staff action, newest first, by who, what and day; read only. Each
 * says in words what was done to what (linked to the desk page that shows it) and what changed, value by value; the
 * recorded codes and JSON stay under "Technical details".
 */
export function AuditPage({ log, members, search }: { log: ListResponse<AuditEntry>; members: StaffMember[]; search: AuditQuery }) {
  const t = useT()
  const labels = useAuditLabels()
  const filter = { staff: search.staff, action: search.action, from: search.from, to: search.to }
  const choices: { value: string; label: string }[] = AUDIT_FILTER_CHOICES.map((choice) => ({ value: choice, label: labels.choice(choice) }))
  // By name; someone no longer on the staff, named by the address, stays chosen by their e-mail.
  const people = members.map((member) => ({ value: member.email, label: member.name ? `${member.name} (${member.email})` : member.email }))
  const chosen = search.staff ? (people.find((person) => person.value.toLowerCase() === search.staff?.toLowerCase())?.value ?? search.staff) : undefined
  if (chosen && !people.some((person) => person.value === chosen)) people.unshift({ value: chosen, label: chosen })
  // An address naming an action the list does not offer (a link with an action's full name) keeps it chosen.
  if (search.action && !choices.some((choice) => choice.value === search.action)) choices.unshift({ value: search.action, label: labels.action(search.action) })
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.audit.title')}</h1>
      <DeskFilterForm shows={search} role="search" aria-label={t('admin.people.filter')}>
        <DeskFilterSelect label={t('admin.audit.staff')} name="staff" value={chosen} anyLabel={t('admin.audit.any_staff')} options={people} />
        <DeskFilterSelect label={t('admin.audit.action')} name="action" value={search.action} anyLabel={t('admin.audit.any_action')} options={choices} />
        <DeskDateRange from={search.from} to={search.to} />
        <DeskFilterActions clearTo="/admin/audit" />
      </DeskFilterForm>
      <ol className="desk-cards">
        {log.rows.map((entry) => (
          <AuditCard key={entry.id} entry={entry} />
        ))}
      </ol>
      <DeskPager path="/admin/audit" search={filter} meta={log.meta} />
    </div>
  )
}

function AuditCard({ entry }: { entry: AuditEntry }) {
  const t = useT()
  const labels = useAuditLabels()
  const subject = parseAuditSubject(entry.subject)
  const page = auditSubjectPage(subject, entry.subject_exists, entry.subject_parent)
  const before = readAuditJson(entry.before)
  // A deleted item is named as its row recorded it.
  const what = labels.what(subject, entry.subject_name ?? recordedSubjectName(subject, before), entry.subject_provider)
  const changes = auditChanges(before, readAuditJson(entry.after))
  return (
    <li className="desk-card">
      <p className="desk-card__head">
        <strong>{labels.action(entry.action)}</strong> · <span className="desk-table__wrap">{labels.actor(entry.staff, entry.staff_id)}</span> ·{' '}
        <DateTime value={entry.at} format="event" />
      </p>
      <p className="desk-card__line desk-table__wrap">
        {page ? <LocalizedLink to={page.path} {...(page.search ? { search: page.search } : {})}>{what}</LocalizedLink> : what}
        {entry.subject_exists ? null : ` (${t('admin.audit.gone')})`}
      </p>
      {changes.length > 0 ? (
        <dl className="audit-changes" aria-label={t('admin.audit.changes')}>
          {changes.slice(0, SHOWN_CHANGES).map((change) => (
            <div key={change.path.join('.')} className="audit-changes__row">
              <dt>{labels.place(change.path)}</dt>
              <dd className="desk-table__wrap">
                <ChangedValue change={change} labels={labels} staffNames={entry.staff_names} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {changes.length > SHOWN_CHANGES ? <p className="desk-card__line">{t('admin.audit.more_changes', { count: changes.length - SHOWN_CHANGES })}</p> : null}
      <details className="desk-card__details">
        <summary>{t('admin.audit.details')}</summary>
        <p className="desk-card__line">
          {t('admin.audit.code')}: <code>{entry.action}</code>
        </p>
        <p className="desk-card__line">
          {t('admin.audit.subject_code')}: <code>{entry.subject}</code>
        </p>
        {entry.before ? (
          <p className="desk-card__line desk-table__wrap">
            {t('admin.audit.before')}: <code>{entry.before}</code>
          </p>
        ) : null}
        {entry.after ? (
          <p className="desk-card__line desk-table__wrap">
            {t('admin.audit.after')}: <code>{entry.after}</code>
          </p>
        ) : null}
      </details>
    </li>
  )
}

/** A value that was changed: "before → after"; a value given to a new row only as it became, one removed as it was. */
function ChangedValue({ change, labels, staffNames }: { change: AuditChange; labels: AuditLabels; staffNames: Record<string, string> }) {
  const value = (recorded: unknown) => labels.value(recorded, change.path, staffNames)
  if (change.before === undefined) return <>{value(change.after)}</>
  if (change.after === undefined) return <del>{value(change.before)}</del>
  return (
    <>
      <del>{value(change.before)}</del> → <ins>{value(change.after)}</ins>
    </>
  )
}
