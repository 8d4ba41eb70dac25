import { useId } from 'react'
import { useT } from '../../i18n/intl'
import { changeSearch, type EventsSearch } from '../../model/event-search'
import { EVENT_ORDERS } from '../../model/events'
import { SearchLink } from '../../components/filters/SearchLink'

/** EVENTS-03: date sort, ascending (`date_from`, the default) or descending (`-date_from`). */
export function EventsSort({ search }: { search: EventsSearch }) {
  const t = useT()
  const id = useId()
  const current = search.order_by ?? 'date_from'
  return (
    <div className="events-sort" role="group" aria-labelledby={id}>
      <span className="events-sort__label" id={id}>
        {t('events.sort.label')}
      </span>
      {EVENT_ORDERS.map((order) => (
        <SearchLink
          key={order}
          // The default order leaves the key out.
          change={(latest) => changeSearch(latest, 'order_by', order === 'date_from' ? undefined : order)}
          current={order === current}
          className="chip"
        >
          {t(`events.sort.${order}`)}
        </SearchLink>
      ))}
    </div>
  )
}
