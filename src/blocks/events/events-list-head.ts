import { breadcrumbListLd } from '../../seo/json-ld'
import { pageHead, siteSeo, type HeadContext } from '../../seo/route-head'
import { canonicalUrl } from '../../model/site-urls'
import type { EventFormat } from '../../model/events'

/** SEO-01: the events list's title and description from the messages, with its breadcrumb trail as JSON-LD. */
export function eventsListHead(ctx: HeadContext, format?: EventFormat) {
  const site = siteSeo(ctx)
  const t = (id: string, values?: Record<string, string>) => ctx.match.context.intl.formatMessage({ id }, values)
  const listTitle = t('events.title')
  const crumbs = [
    { name: t('breadcrumbs.home'), url: canonicalUrl(site.origin, site.language, '/') },
    { name: listTitle, url: canonicalUrl(site.origin, site.language, '/events') },
  ]
  if (format) {
    crumbs.push({
      name: t('events.title_format', { format: t(`events.format.${format}`) }),
      url: canonicalUrl(site.origin, site.language, `/events/${format}`),
    })
  }
  const title = format ? `${t('events.title_format', { format: t(`events.format.${format}`) })}` : t('events.seo.title')
  return pageHead(ctx, { title, description: t('events.seo.description') }, [breadcrumbListLd(crumbs)])
}
