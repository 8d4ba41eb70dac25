import { DateTime } from '../../components/DateTime'
import { Picture } from '../../components/Picture'
import { ShareButton } from '../../components/share/ShareButton'
import { eventCover } from '../../components/cards/EventCard'
import { useT } from '../../i18n/intl'
import type { EventEntity } from '../../model/entities/events'
import { IMAGE_DIMENSIONS } from '../../model/entities/reference'
import { bannerPlace, eventTimeZone } from '../../model/event-rules'
import { EVENT_BLOCK_IDS } from './event-blocks'
import { ScrollButton } from './ScrollButton'

/**
 * EVENT-01, EVENT-02: image, title, date, short description, "country, city" (only with a city and not ONLINE),
 * and the 'buy' (to the booking block), 'more' (to the info block) and share buttons. An event that can no longer
 * be bought (EVENT-11) offers no 'buy': 'more' is its main button.
 */
export function EventBanner({ event, url, purchasable }: { event: EventEntity; url: string; purchasable: boolean }) {
  const t = useT()
  const cover = eventCover(event)
  const place = bannerPlace(event)
  const zone = eventTimeZone(event)
  const { width, height } = IMAGE_DIMENSIONS.large
  return (
    <section className="event-banner" aria-labelledby="event-title">
      {cover ? (
        <Picture images={cover} alt="" width={width} height={height} className="event-banner__image" loading="eager" fetchPriority="high" />
      ) : null}
      <div className="event-banner__content container">
        <p className="event-banner__meta">
          <span className="event-banner__type">{t(`events.type.${event.type}`)}</span>
          <DateTime value={event.date_from} format="event" timeZone={zone} className="event-banner__date" />
          {place ? <span className="event-banner__place">{place}</span> : null}
        </p>
        <h1 className="event-banner__title" id="event-title">
          {event.title}
        </h1>
        {event.short_description ? <p className="event-banner__lead">{event.short_description}</p> : null}
        <div className="event-banner__actions">
          {purchasable ? (
            <ScrollButton target={EVENT_BLOCK_IDS.booking} className="button button--accent button--large">
              {t('event.buy')}
            </ScrollButton>
          ) : null}
          <ScrollButton target={EVENT_BLOCK_IDS.info} className={`button button--large ${purchasable ? 'button--ghost-light' : 'button--accent'}`}>
            {t('event.more')}
          </ScrollButton>
          <ShareButton url={url} title={event.title} />
        </div>
      </div>
    </section>
  )
}
