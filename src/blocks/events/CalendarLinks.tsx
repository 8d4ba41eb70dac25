import { useRouteContext } from '@tanstack/react-router'
import { useLocalizedPath } from '../../components/layout/use-language'
import { useT } from '../../i18n/intl'
import { eventCalendarFilePath, eventGoogleCalendarPath, eventsFeedPath, webcalAddress } from '../../model/calendar-paths'
import type { EventsSearch } from '../../model/event-search'

/** Issue 44: "add to calendar" of an event page — its `.ics` download and its Google Calendar link (plain links, no script). */
export function EventCalendarLinks({ slug }: { slug: string }) {
  const t = useT()
  const localize = useLocalizedPath()
  return (
    <p className="event-calendar">
      <span className="event-calendar__title">{t('event.calendar.title')}:</span>{' '}
      <a href={localize(eventCalendarFilePath(slug))} download className="event-calendar__link" data-calendar="ics">
        {t('event.calendar.ics')}
      </a>{' '}
      <a href={localize(eventGoogleCalendarPath(slug))} rel="nofollow" className="event-calendar__link" data-calendar="google">
        {t('event.calendar.google')}
      </a>
    </p>
  )
}

/** Issue 44: "subscribe to this schedule" of the events list, with its current filters (webcal:// and the plain address). */
export function ScheduleSubscribeLinks({ search }: { search: EventsSearch }) {
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
