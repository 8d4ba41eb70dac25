import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { formatShortDate } from '../../i18n/format'
import { useT } from '../../i18n/intl'
import type { EventEntity } from '../../model/entities/events'
import { eventEnd, eventTimeZone } from '../../model/event-rules'
import { EventBuyForm } from './buy-form/EventBuyForm'
import { EVENT_BLOCK_IDS } from './event-blocks'
import { useLocalizedPath } from '../../components/layout/use-language'
import { eventCalendarFilePath, eventGoogleCalendarPath } from '../../model/event-calendar-paths'

/** Issue 44: "add to calendar" of an event page — its `.ics` download and its Google Calendar link (plain links, no script). */
function EventCalendarLinks({ slug }: { slug: string }) {
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

/** EVENT-11: a past event shows the date it took place (DD.MM.YY), a subtitle and the way back to the list. */
function UnavailableNotice({ event }: { event: EventEntity }) {
  const t = useT()
  return (
    <>
      <h2 className="event-booking__title" id="event-booking-title">
        {t('event.unavailable.title', { date: formatShortDate(eventEnd(event), eventTimeZone(event)) })}
      </h2>
      <p className="event-booking__text">{t('event.unavailable.subtitle')}</p>
      {/* The list is another page, not a section the visitor is in: matched exactly, so not aria-current. */}
      <LocalizedLink to="/events" activeOptions={{ exact: true }} className="button button--primary">
        {t('event.unavailable.back')}
      </LocalizedLink>
    </>
  )
}

/**
 * The block that 'buy' scrolls to (EVENT-02): the buy form while the event can be bought (EVENT-10, ORDER-01),
 * else the unavailable notice (EVENT-11).
 */
export function EventBooking({ event, purchasable }: { event: EventEntity; purchasable: boolean }) {
  return (
    <section
      className={`event-booking container ${purchasable ? 'event-booking--form' : 'event-booking--unavailable'}`}
      id={EVENT_BLOCK_IDS.booking}
      aria-labelledby="event-booking-title"
    >
      <div className="event-booking__card">{purchasable ? <EventBuyForm event={event} /> : <UnavailableNotice event={event} />}</div>
      {/* Below the card, so that the block's top, where 'buy' scrolls to, stays where it was. */}
      <EventCalendarLinks slug={event.slug} />
    </section>
  )
}
