/** What sitemap.xml lists of the content (SEO-01, SEO-03): only what may be indexed. */
import { visibleSql } from './content-registry'

export interface IndexedPage {
  slug: string
  /** ISO instant the page was published. */
  date_publication: string
}

/** Content pages without seo_noindex, in slug order. Pages are few (tens), so the table is simply scanned. */
export async function indexablePages(db: D1Database): Promise<IndexedPage[]> {
  const { results } = await db
    .prepare(`SELECT slug, date_publication FROM pages p WHERE seo_noindex = 0 AND ${visibleSql('p')} ORDER BY slug`)
    .all<IndexedPage>()
  return results
}

/** A catalogue page the sitemap lists: its slug and, where the database knows it, when it appeared. */
export interface IndexedSlug {
  slug: string
  /** ISO instant the record was created; the schema keeps no later modification time. */
  created: string
}

/** The catalogues whose item pages the sitemap lists by slug: events, online courses, trainers, products. */
export type CatalogueTable = 'events' | 'online_courses' | 'trainers' | 'products'

/**
 * The item pages of a catalogue without seo_noindex (EVENT-*, COURSES-07, TRAINER-*, PRODUCT-01, SEO-03), in slug
 * order. Past events keep their page (the 'unavailable' notice), so they stay listed. The whole table is read on
 * purpose: the sitemap lists every page (cached an hour, SEO).
 */
export async function indexableCatalogue(db: D1Database, table: CatalogueTable): Promise<IndexedSlug[]> {
  const { results } = await db
    .prepare(`SELECT slug, created FROM ${table} x WHERE seo_noindex = 0 AND ${visibleSql('x')} ORDER BY slug`)
    .all<IndexedSlug>()
  return results
}

/**
 * Tag pages (TAG-01…04) of tags that something carries: an unused tag's page would list nothing. Tags have no
 * noindex flag and their page changes whenever tagged content does, so no date is given for them.
 */
export async function usedTagSlugs(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare(`SELECT slug FROM tags tg WHERE total_count > 0 AND ${visibleSql('tg')} ORDER BY slug`).all<{ slug: string }>()
  return results.map((row) => row.slug)
}

/** A news item the sitemap lists: its slug and the last date the schema records for it. */
export interface IndexedNews {
  slug: string
  /** The later of its publication and creation instants. */
  lastmod: string
}

/**
 * News items (NEWS-*, SEO-03) that are published (`date_publication` not after `now`, an ISO instant) and have no
 * seo_noindex, newest first: the range walks the news_by_publication index.
 */
export async function indexableNews(db: D1Database, now: string, table: 'news' | 'articles' = 'news'): Promise<IndexedNews[]> {
  const { results } = await db
    .prepare(
      `SELECT slug, max(date_publication, created) AS lastmod FROM ${table} x
       WHERE date_publication <= ?1 AND seo_noindex = 0 AND ${visibleSql('x')} ORDER BY date_publication DESC, uuid`,
    )
    .bind(now)
    .all<IndexedNews>()
  return results
}

/** The social activities' slugs with their completion date (SOCIAL-01), newest first. */
export async function socialActivityPages(db: D1Database): Promise<Array<{ slug: string; date_completion: string }>> {
  const { results } = await db
    .prepare(`SELECT slug, date_completion FROM social_activities s WHERE ${visibleSql('s')} ORDER BY date_completion DESC, uuid`)
    .all<{ slug: string; date_completion: string }>()
  return results
}
