import { DateTime } from '../../components/DateTime'
import { ShareButton } from '../../components/share/ShareButton'
import { useT } from '../../i18n/intl'
import type { EventEntity } from '../../model/entities/events'
import { bannerPlace, eventTimeZone } from '../../model/event-rules'
import { EVENT_BLOCK_IDS } from './event-blocks'
import { ItemBanner } from './ItemBanner'
import { ScrollButton } from './ScrollButton'

/**
 * EVENT-01, EVENT-02: image, title, date, short description, "country, city" (only with a city and not ONLINE),
 * and the 'buy' (to the booking block), 'more' (to the info block) and share buttons. An event that can no longer
 * be bought (EVENT-11) offers no 'buy': 'more' is its main button.
 */
export function EventBanner({ event, url, purchasable }: { event: EventEntity; url: string; purchasable: boolean }) {
  const t = useT()
  const place = bannerPlace(event)
  return (
    <ItemBanner
      item={event}
      titleId="event-title"
      meta={
        <>
          <span className="event-banner__type">{t(`events.type.${event.type}`)}</span>
          <DateTime value={event.date_from} format="event" timeZone={eventTimeZone(event)} className="event-banner__date" />
          {place ? <span className="event-banner__place">{place}</span> : null}
        </>
      }
      actions={
        <>
          {purchasable ? (
            <ScrollButton target={EVENT_BLOCK_IDS.booking} className="button button--accent button--large">
              {t('event.buy')}
            </ScrollButton>
          ) : null}
          <ScrollButton target={EVENT_BLOCK_IDS.info} className={`button button--large ${purchasable ? 'button--ghost-light' : 'button--accent'}`}>
            {t('event.more')}
          </ScrollButton>
          <ShareButton url={url} title={event.title} />
        </>
      }
    />
  )
}
