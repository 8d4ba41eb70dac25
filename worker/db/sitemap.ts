/** What sitemap.xml lists of the content (SEO-01, SEO-03): only what may be indexed. */

export interface IndexedPage {
  slug: string
  /** ISO instant the page was published. */
  date_publication: string
}

/** Content pages without seo_noindex, in slug order. Pages are few (tens), so the table is simply scanned. */
export async function indexablePages(db: D1Database): Promise<IndexedPage[]> {
  const { results } = await db
    .prepare('SELECT slug, date_publication FROM pages WHERE seo_noindex = 0 ORDER BY slug')
    .all<IndexedPage>()
  return results
}
