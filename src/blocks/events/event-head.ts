import { Temporal } from '@js-temporal/polyfill'
import { eventLd } from '../../seo/event-ld'
import { textExcerpt } from '../../seo/excerpt'
import { breadcrumbListLd } from '../../seo/json-ld'
import { pageHead, siteSeo, type HeadContext } from '../../seo/route-head'
import { canonicalUrl } from '../../model/site-urls'
import { eventCover } from '../../components/cards/expanded-image'
import type { EventPageData } from './load-event'

/** SEO-01…03: meta from the event's seo fields; JSON-LD Event and BreadcrumbList (issue 4). */
export function eventPageHead(ctx: HeadContext, data: EventPageData) {
  const { event } = data
  const site = siteSeo(ctx)
  const url = (path: string) => canonicalUrl(site.origin, site.language, path)
  const t = (id: string) => ctx.match.context.intl.formatMessage({ id })
  const pageUrl = url(`/events/i/${event.slug}`)
  const cover = eventCover(event)
  return pageHead(
    ctx,
    {
      title: event.seo_title || event.title,
      description: event.seo_description || event.short_description || textExcerpt(event.description),
      keywords: event.seo_keywords,
      noindex: event.seo_noindex,
      ...(cover ? { image: cover.large || cover.medium } : {}),
    },
    [
      eventLd(event, {
        url: pageUrl,
        trainerUrl: (slug) => url(`/trainers/${slug}`),
        absolute: (path) => new URL(path, `${site.origin}/`).toString(),
        organizer: { name: site.siteName, url: url('/') },
        now: Temporal.Instant.from(data.checkedAt),
      }),
      breadcrumbListLd([
        { name: t('breadcrumbs.home'), url: url('/') },
        { name: t('events.title'), url: url('/events') },
        { name: event.title, url: pageUrl },
      ]),
    ],
  )
}
