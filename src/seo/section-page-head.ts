import type { SiteSeo } from './head'
import { breadcrumbListLd } from './json-ld'
import { pageHead, siteSeo, type Head, type HeadContext } from './route-head'
import { canonicalUrl } from '../model/site-urls'

export interface SectionPageSeo {
  /** Language-less path of the page ('/about-center'). */
  path: string
  /** Message keys of the page's title (also its crumb) and description. */
  title: string
  description: string
  /** The crumbs between home and the page: message key and path. */
  parents?: Array<{ title: string; path: string }>
  /** A title and description of the page's own instead of the messages (an item's). */
  name?: string
  summary?: string
  /** More JSON-LD about the page, given the page's absolute address. */
  jsonLd?: (url: string, site: SiteSeo) => Array<Record<string, unknown>>
}

/**
 * The head of one of the centre's own pages (about, club, franchise, franchisers, social activities, online school):
 * title and description from the catalogue, a BreadcrumbList of home, the parents and the page, and its own JSON-LD.
 */
export function sectionPageHead(ctx: HeadContext, seo: SectionPageSeo): Head {
  const site = siteSeo(ctx)
  const t = (id: string) => ctx.match.context.intl.formatMessage({ id })
  const url = canonicalUrl(site.origin, site.language, seo.path)
  const title = seo.name ?? t(seo.title)
  return pageHead(ctx, { title, description: seo.summary ?? t(seo.description) }, [
    breadcrumbListLd([
      { name: t('breadcrumbs.home'), url: canonicalUrl(site.origin, site.language, '/') },
      ...(seo.parents ?? []).map((parent) => ({ name: t(parent.title), url: canonicalUrl(site.origin, site.language, parent.path) })),
      { name: title, url },
    ]),
    ...(seo.jsonLd?.(url, site) ?? []),
  ])
}
