import { Breadcrumbs } from '../../components/Breadcrumbs'
import { HydrateWhenNear } from '../../components/HydrateWhenNear'
import { useLanguage } from '../../components/layout/use-language'
import { useShellData } from '../../components/layout/use-shell-data'
import { useT } from '../../i18n/intl'
import { canonicalUrl } from '../../model/site-urls'
import { lazyPart } from '../../components/lazy-part'
import { EventBanner } from './EventBanner'
import { EventBooking } from './EventBooking'
import { EventInfo } from './EventInfo'
import type { EventPageData } from './load-event'

const ReviewsSlider = lazyPart(() => import('../../components/sliders/ReviewsSlider').then((module) => module.ReviewsSlider))
const EventDescription = lazyPart(() => import('./EventTextSections').then((module) => module.EventDescription))
const EventProgramme = lazyPart(() => import('./EventTextSections').then((module) => module.EventProgramme))
const EventLeaders = lazyPart(() => import('./EventLeaders').then((module) => module.EventLeaders))
const EventGallery = lazyPart(() => import('./EventGallery').then((module) => module.EventGallery))

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
          block, where 'buy' leads, is hydrated with the page. Their code loads with their gate. */}
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
