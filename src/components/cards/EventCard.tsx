import { DateTime } from '../DateTime'
import { Picture } from '../Picture'
import { LocalizedLink } from '../layout/LocalizedLink'
import { EventPrice } from './EventPrice'
import { useT } from '../../i18n/intl'
import { IMAGE_DIMENSIONS } from '../../model/entities/reference'
import type { EventCardData } from './card-data'
import { eventCover } from './expanded-image'
import { eventTimeZone } from '../../model/event-rules'

export interface EventCardProps {
  event: EventCardData
  /** The card title's level in the page outline (2 on a list page, 3 inside a titled section). */
  headingLevel?: 2 | 3
  /** Eager image for a card above the fold. */
  eager?: boolean
}

/**
 * An event in lists (EVENTS-01, HOME-03, TRAINER-07): picture, date and time with the zone label (OQ-21), title,
 * city or 'online', price with 'from' (EVENT-05). The whole card is one link to the event page.
 */
export function EventCard({ event, headingLevel = 3, eager = false }: EventCardProps) {
  const t = useT()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const cover = eventCover(event)
  const place = event.format === 'ONLINE' || !event.city ? t('cards.event.online') : event.city.title
  const { width, height } = IMAGE_DIMENSIONS.medium
  return (
    <article className="event-card">
      <div className="event-card__media">
        {cover ? (
          <Picture
            images={cover}
            alt=""
            width={width}
            height={height}
            className="event-card__picture"
            loading={eager ? 'eager' : 'lazy'}
          />
        ) : null}
        <span className="event-card__type">{t(`events.type.${event.type}`)}</span>
      </div>
      <div className="event-card__body">
        <p className="event-card__when">
          <DateTime value={event.date_from} format="event" timeZone={eventTimeZone(event)} />
        </p>
        <Heading className="event-card__title">
          <LocalizedLink to={`/events/i/${event.slug}`} className="event-card__link">
            {event.title}
          </LocalizedLink>
        </Heading>
        <p className="event-card__place">{place}</p>
        <p className="event-card__price">
          <span className="visually-hidden">{t('cards.event.price_label')}: </span>
          <EventPrice event={event} />
        </p>
      </div>
    </article>
  )
}
