import { Breadcrumbs } from '../../components/Breadcrumbs'
import { EventCard } from '../../components/cards/EventCard'
import { Pagination } from '../../components/pagination/Pagination'
import { useT } from '../../i18n/intl'
import { changeSearch, type EventsSearch } from '../../model/event-search'
import type { EventFormat } from '../../model/events'
import { ReviewsSlider } from '../../components/sliders/ReviewsSlider'
import { SubscriptionBanner } from '../../components/subscription/SubscriptionBanner'
import { EventsFilters } from './EventsFilters'
import { EventsSort } from './EventsSort'
import type { EventsListData } from './load-events-list'
import { MonthSwitcher, useMonthName } from './MonthSwitcher'
import { SearchLink } from '../../components/filters/SearchLink'
import { TrainerChip } from './TrainerChip'
import { useRouteContext } from '@tanstack/react-router'
import { useLocalizedPath } from '../../components/layout/use-language'
import { eventsFeedPath, webcalAddress } from '../../model/events-feed-path'

/** Issue 44: "subscribe to this schedule" of the events list, with its current filters (webcal:// and the plain address). */
function ScheduleSubscribeLinks({ search }: { search: EventsSearch }) {
  const t = useT()
  const localize = useLocalizedPath()
  const siteUrl = useRouteContext({ from: '__root__', select: (context) => context.siteUrl })
  const address = `${siteUrl.replace(/\/$/, '')}${localize(eventsFeedPath(search))}`
  return (
    <p className="event-calendar events-page__subscribe">
      <a href={webcalAddress(address)} className="event-calendar__link" data-calendar="webcal">
        {t('events.calendar.subscribe')}
      </a>{' '}
      <a href={address} className="event-calendar__link" data-calendar="feed">
        {t('events.calendar.feed')}
      </a>
    </p>
  )
}

export interface EventsListPageProps {
  data: EventsListData
  search: EventsSearch
  /** `/events/{format}`: the format the address fixes (EVENTS-13). */
  fixedFormat?: EventFormat
}

/**
 * `/events` and `/events/{format}` (EVENTS-01…13): title, filters, month switcher, date sort, the month's events
 * 24 a page, the 'not planned' message for an empty month with a link to the nearest month that has events,
 * the subscription banner (EVENTS-09, OQ-07), related reviews.
 */
export function EventsListPage({ data, search, fixedFormat }: EventsListPageProps) {
  const t = useT()
  const monthName = useMonthName()
  const title = fixedFormat ? t('events.title_format', { format: t(`events.format.${fixedFormat}`) }) : t('events.title')
  const { rows, meta } = data.list
  const { nextMonth } = data
  return (
    <div className="events-page">
      <div className="container">
        <Breadcrumbs items={fixedFormat ? [{ label: t('events.title'), to: '/events' }, { label: title }] : [{ label: title }]} />
        <h1 className="events-page__title">{title}</h1>
        <EventsFilters search={search} fixedFormat={fixedFormat} />
        <div className="events-page__bar">
          <MonthSwitcher search={search} months={data.months} />
          <EventsSort search={search} />
        </div>
        {data.trainer ? <TrainerChip search={search} name={data.trainer.name} /> : null}
        {rows.length > 0 ? (
          <>
            <ul className="events-grid" aria-label={t('events.list.label')}>
              {rows.map((event, index) => (
                <li key={event.uuid} className="events-grid__item">
                  <EventCard event={event} headingLevel={2} eager={index < 2} />
                </li>
              ))}
            </ul>
            <Pagination meta={meta} />
          </>
        ) : (
          <div className="events-empty" role="status">
            <p className="events-empty__title">{t('events.empty')}</p>
            {nextMonth ? (
              <p className="events-empty__hint">
                {t('events.empty_next')}{' '}
                <SearchLink change={(latest) => changeSearch(latest, 'date', nextMonth)} className="events-empty__next">
                  {monthName(nextMonth)}
                </SearchLink>
              </p>
            ) : (
              <p className="events-empty__hint">{t('events.empty_hint')}</p>
            )}
          </div>
        )}
        <ScheduleSubscribeLinks search={fixedFormat ? { ...search, format: fixedFormat } : search} />
        <SubscriptionBanner id="events-subscription" />
      </div>
      <ReviewsSlider reviews={data.reviews} />
    </div>
  )
}
