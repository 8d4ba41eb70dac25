/**
 * What a page says about itself to search engines and link previews (SEO-01…05, OQ-20), as plain tag
 * descriptions that TanStack Router's `head()` renders. Pure: no router, no React, no globals.
 */
import type { Language } from '../model/languages'
import { canonicalUrl, languageAlternates } from '../model/site-urls'

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }

export interface LinkTag {
  rel: string
  href: string
  hrefLang?: string
}

/** The site-wide facts every page's head needs. */
export interface SiteSeo {
  /** Public origin without a trailing slash (SEO-04). */
  origin: string
  /** The company name of the contacts' json_data, or its message fallback. */
  siteName: string
  language: Language
  /** The languages routable now (OQ-01), in menu order. */
  languages: readonly Language[]
}

/** What one page says about itself (SEO-02: from its seo_* fields where it has them). */
export interface PageSeo {
  /** The page's own title, without the site name. Empty: the site name alone. */
  title: string
  description?: string
  keywords?: string
  /** SEO-03: `noindex,follow` instead of `index,follow`. */
  noindex?: boolean
  type?: 'website' | 'article'
  /** Absolute, or a path on this site. */
  image?: string
  /** ISO instant of publication: `article:published_time` of an article. */
  publishedTime?: string
}

/** Open Graph locales of the interface languages. */
export const OG_LOCALES: Record<Language, string> = { ru: 'ru_RU', en: 'en_US', ky: 'ky_KG' }

export const ROBOTS_INDEX = 'index,follow'
export const ROBOTS_NOINDEX = 'noindex,follow'

/** "{Page title} — {company name}"; the site name alone when the page has no title of its own. */
export function documentTitle(pageTitle: string, siteName: string): string {
  const title = pageTitle.trim()
  if (!title || title === siteName) return siteName
  if (!siteName) return title
  // An SEO title a manager ended with the company's name already ("Блокнот — Вершина Академия") keeps it once.
  if (title.toLocaleLowerCase().endsWith(siteName.toLocaleLowerCase())) return title
  return `${title} — ${siteName}`
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`
}

/**
 * Title, description, keywords, robots, Open Graph and the Twitter card of a page (SEO-01…03, SEO-05).
 * Empty description or keywords are left out rather than rendered empty.
 */
export function pageMeta(page: PageSeo, site: SiteSeo): MetaTag[] {
  const title = documentTitle(page.title, site.siteName)
  const description = page.description?.trim() ?? ''
  const keywords = page.keywords?.trim() ?? ''
  const meta: MetaTag[] = [{ title }]
  if (description) meta.push({ name: 'description', content: description })
  if (keywords) meta.push({ name: 'keywords', content: keywords })
  meta.push({ name: 'robots', content: page.noindex ? ROBOTS_NOINDEX : ROBOTS_INDEX })
  meta.push(
    { property: 'og:title', content: title },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: site.siteName },
    { property: 'og:locale', content: OG_LOCALES[site.language] },
  )
  if (description) meta.push({ property: 'og:description', content: description })
  if (page.image) meta.push({ property: 'og:image', content: absolute(site.origin, page.image) })
  if (page.type === 'article' && page.publishedTime) {
    meta.push({ property: 'article:published_time', content: page.publishedTime })
  }
  // SEO-05: the default card; its title and description come from og:* when twitter:* are absent.
  meta.push({ name: 'twitter:card', content: 'summary' })
  return meta
}

/**
 * The address tags of a page (SEO-04, OQ-20): a self-referencing canonical in its own language, og:url equal
 * to it, and hreflang alternates for every language with x-default → ru. (No og:locale:alternate: the router
 * keeps one meta per property, so a list of them cannot be expressed.)
 */
export function addressTags(site: SiteSeo, path: string): { meta: MetaTag[]; links: LinkTag[] } {
  const canonical = canonicalUrl(site.origin, site.language, path)
  return {
    meta: [{ property: 'og:url', content: canonical }],
    links: [
      { rel: 'canonical', href: canonical },
      ...languageAlternates(site.origin, path, site.languages).map(({ hreflang, href }) => ({ rel: 'alternate', hrefLang: hreflang, href })),
    ],
  }
}
