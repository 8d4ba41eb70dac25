import { Breadcrumbs } from '../../components/Breadcrumbs'
import { HydrateWhenNear } from '../../components/HydrateWhenNear'
import { useLanguage } from '../../components/layout/use-language'
import { useShellData } from '../../components/layout/use-shell-data'
import { useT } from '../../i18n/intl'
import { canonicalUrl } from '../../model/site-urls'
import { ReviewsSlider } from '../../components/sliders/ReviewsSlider'
import { EventBanner } from './EventBanner'
import { EventBooking } from './EventBooking'
import { EventGallery } from './EventGallery'
import { EventInfo } from './EventInfo'
import { EventLeaders } from './EventLeaders'
import { EventDescription, EventProgramme } from './EventTextSections'
import type { EventPageData } from './load-event'

/**
 * `/events/i/{slug}` (EVENT-01…11): banner, info, description, leaders, programme, gallery, the buy form (ORDER-01;
 * or the unavailable notice of a past event, EVENT-11), related reviews — in that order (EVENT-08).
 */
export function EventPage({ data }: { data: EventPageData }) {
  const t = useT()
  const language = useLanguage()
  const { siteUrl } = useShellData()
  const { event } = data
  const url = canonicalUrl(siteUrl, language, `/events/i/${event.slug}`)
  return (
    <article className="event-page">
      <div className="container">
        <Breadcrumbs items={[{ label: t('events.title'), to: '/events' }, { label: event.title }]} />
      </div>
      <EventBanner event={event} url={url} purchasable={data.purchasable} />
      <EventInfo event={event} />
      {/* The blocks after the info are hydrated only when they come near the viewport (issue 4); the booking
          block, where 'buy' leads, is hydrated with the page. */}
      <HydrateWhenNear className="event-page__later">
        <EventDescription event={event} />
        <EventLeaders event={event} />
        <EventProgramme event={event} />
        <EventGallery event={event} />
      </HydrateWhenNear>
      <EventBooking event={event} purchasable={data.purchasable} />
      <HydrateWhenNear className="event-page__later">
        <ReviewsSlider reviews={data.reviews} about={event.uuid} />
      </HydrateWhenNear>
    </article>
  )
}
