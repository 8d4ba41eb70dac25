import type { Language } from '../../src/model/languages'
import { canonicalUrl, languageAlternates } from '../../src/model/site-urls'

/** One page of the site, in every language: a language-less path ('/page/oferta') and when it last changed. */
export interface SitemapEntry {
  path: string
  /** ISO date or instant. */
  lastmod?: string
}

/**
 * A kind of page the sitemap lists. Later kinds (events, trainers, tags, news…) are one more source each,
 * returning only what may be indexed (no seo_noindex).
 */
export type SitemapSource = (db: D1Database) => Promise<SitemapEntry[]>

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** W3C date of a stored instant or date; nothing when it is not one. */
function w3cDate(value: string | undefined): string | undefined {
  if (!value) return undefined
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value)
  return match ? match[0] : undefined
}

/**
 * sitemap.xml (SEO-01, OQ-20): every entry in every routable language (OQ-01), each with its hreflang alternates
 * (those languages, x-default → ru) and lastmod; absolute addresses on `origin`.
 */
export function sitemapXml(origin: string, entries: SitemapEntry[], routable: readonly Language[]): string {
  const urls = entries.flatMap((entry) => {
    const lastmod = w3cDate(entry.lastmod)
    const alternates = languageAlternates(origin, entry.path, routable)
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join('\n')
    return routable.map((language) =>
      [
        '  <url>',
        `    <loc>${escapeXml(canonicalUrl(origin, language, entry.path))}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        alternates,
        '  </url>',
      ].join('\n'),
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** The newest lastmod of a list, for pages that show the newest content (home). */
export function newestLastmod(entries: SitemapEntry[]): string | undefined {
  return entries
    .map((entry) => w3cDate(entry.lastmod))
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1)
}
