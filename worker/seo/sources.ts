import { indexablePages } from '../db/sitemap'
import type { SitemapSource } from './sitemap'

/** Content pages (ROUTE-09, PAGE-02): those without seo_noindex, dated by their publication. */
export const contentPages: SitemapSource = async (db) =>
  (await indexablePages(db)).map((page) => ({
    path: `/page/${encodeURIComponent(page.slug)}`,
    lastmod: page.date_publication,
  }))

/** Everything the sitemap lists besides the home page; a new kind of page adds its source here. */
export const SITEMAP_SOURCES: SitemapSource[] = [contentPages]
