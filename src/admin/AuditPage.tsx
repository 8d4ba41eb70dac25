import { useT } from '../i18n/intl'
import type { ListResponse } from '../model/api'
import type { AuditEntry, AuditQuery } from '../model/desk-people'
import { DeskPager } from './DeskPager'
import { DeskDateRange } from './DeskDateRange'
import { DeskFilterActions } from './DeskFilterActions'
import './admin.css'
import './desk-people.css'

/** /admin/audit (issue 41 "Audit log"; admin): every staff action, newest first, by who, what and day; read only. */
export function AuditPage({ log, search }: { log: ListResponse<AuditEntry>; search: AuditQuery }) {
  const t = useT()
  const filter = { staff: search.staff, action: search.action, from: search.from, to: search.to }
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.audit.title')}</h1>
      <form className="admin-filters" method="get" role="search" aria-label={t('admin.people.filter')}>
        <label className="field">
          <span className="field__label">{t('admin.audit.staff')}</span>
          <input className="field__control" name="staff" type="email" defaultValue={search.staff ?? ''} />
        </label>
        <label className="field">
          <span className="field__label">{t('admin.audit.action')}</span>
          <input className="field__control" name="action" defaultValue={search.action ?? ''} />
        </label>
        <DeskDateRange from={search.from} to={search.to} />
        <DeskFilterActions clearTo="/admin/audit" />
      </form>
      <ol className="desk-cards">
        {log.rows.map((entry) => (
          <li key={entry.id} className="desk-card">
            <p className="desk-card__head">
              <strong>{entry.action}</strong> · <span className="desk-table__wrap">{entry.staff ?? `#${entry.staff_id}`}</span> ·{' '}
              <time dateTime={entry.at}>{entry.at.slice(0, 19).replace('T', ' ')}</time>
            </p>
            <p className="desk-card__line desk-table__wrap">{entry.subject}</p>
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
          </li>
        ))}
      </ol>
      <DeskPager path="/admin/audit" search={filter} meta={log.meta} />
    </div>
  )
}
