import { useT } from '../i18n/intl'
import { useLanguage } from '../components/layout/use-language'
import { DateTime } from '../components/DateTime'
import type { ListResponse } from '../model/api'
import { deskExportHref } from '../model/desk-exports'
import { isLanguage } from '../model/languages'
import { searchString, SUBSCRIBER_STATUSES, type DeskSubscriber, type SubscriberListQuery } from '../model/desk-people'
import { STAFF_API_PREFIX, STAFF_ENDPOINTS } from '../model/staff-contract/endpoints'
import { DeskFilterSelect } from './DeskFilterSelect'
import { DeskPager } from './DeskPager'
import { DeskFilterActions } from './DeskFilterActions'
import './admin.css'
import './desk-people.css'
import { DeskFilterForm } from './DeskFilterForm'

/**
 * /admin/subscribers (issue 41 "Subscribers"; manager, admin): the newsletter list by state and address, paged on the
 * server; the filter is a plain GET form and the CSV a plain download link, both working before the page's script.
 */
export function SubscribersPage({ list, search }: { list: ListResponse<DeskSubscriber>; search: SubscriberListQuery }) {
  const t = useT()
  const language = useLanguage()
  const filter = { status: search.status, q: search.q }
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.subscribers.title')}</h1>
      <DeskFilterForm shows={search} role="search" aria-label={t('admin.people.filter')}>
        <DeskFilterSelect
          label={t('admin.subscribers.status')}
          name="status"
          value={search.status}
          anyLabel={t('admin.subscribers.all')}
          options={SUBSCRIBER_STATUSES.map((status) => ({ value: status, label: t(`admin.subscribers.status.${status}`) }))}
        />
        <label className="field">
          <span className="field__label">{t('admin.subscribers.search')}</span>
          <input className="field__control" name="q" type="search" defaultValue={search.q ?? ''} />
        </label>
        <DeskFilterActions clearTo="/admin/subscribers">
          <a className="button button--outline" href={deskExportHref(`${STAFF_API_PREFIX}${STAFF_ENDPOINTS.subscriberExport.path}`, searchString(filter), language)} download>
            {t('admin.subscribers.export')}
          </a>
        </DeskFilterActions>
      </DeskFilterForm>
      <p>{t('admin.subscribers.count', { count: list.meta.count })}</p>
      {list.rows.length === 0 ? (
        <p className="desk-card__line">{t('admin.subscribers.empty')}</p>
      ) : (
        <table className="desk-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.subscribers.email')}</th>
              <th scope="col">{t('admin.subscribers.status')}</th>
              <th scope="col">{t('admin.subscribers.since')}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.email}>
                <td className="desk-table__wrap">{row.email}</td>
                <td>
                  {t(`admin.subscribers.status.${row.status}`)} · {isLanguage(row.language) ? t(`admin.languages.${row.language}`) : row.language}
                </td>
                <td>
                  <DateTime value={row.created} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <DeskPager path="/admin/subscribers" search={filter} meta={list.meta} />
    </div>
  )
}
