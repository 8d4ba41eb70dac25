import { EVENT_FORMATS } from '../../src/model/events'
import { indexableCatalogue, indexableNews, indexablePages, socialActivityPages, usedTagSlugs, type CatalogueTable } from '../db/sitemap'
import { newestLastmod, type SitemapSource } from './sitemap'

const segment = encodeURIComponent

/** Content pages (ROUTE-09, PAGE-02): those without seo_noindex, dated by their publication. */
export const contentPages: SitemapSource = async (db) =>
  (await indexablePages(db)).map((page) => ({
    path: `/page/${segment(page.slug)}`,
    lastmod: page.date_publication,
  }))

/**
 * A catalogue's list page, dated by its newest item, and its item pages at `itemPath(slug)`, each dated by its
 * creation: the last change the schema records.
 */
async function catalogue(db: D1Database, table: CatalogueTable, listPath: string, itemPath: (slug: string) => string) {
  const items = (await indexableCatalogue(db, table)).map((row) => ({ path: itemPath(segment(row.slug)), lastmod: row.created }))
  return { list: { path: listPath, lastmod: newestLastmod(items) }, items }
}

/**
 * The events list `/events`, its format pages `/events/{ONLINE,OFFLINE,MIXED}` (OQ-12: the upper-case address is
 * the only one; undated, as the schema dates no event by format here), and the event pages `/events/i/{slug}`.
 */
export const eventPages: SitemapSource = async (db) => {
  const { list, items } = await catalogue(db, 'events', '/events', (slug) => `/events/i/${slug}`)
  return [list, ...EVENT_FORMATS.map((format) => ({ path: `/events/${format}` })), ...items]
}

/** The trainers list `/trainers` and the trainer pages `/trainers/{slug}`. */
export const trainerPages: SitemapSource = async (db) => {
  const { list, items } = await catalogue(db, 'trainers', '/trainers', (slug) => `/trainers/${slug}`)
  return [list, ...items]
}

/** The shop `/shop` and the product pages `/shop/{slug}` (SHOP-01, PRODUCT-01). */
export const productPages: SitemapSource = async (db) => {
  const { list, items } = await catalogue(db, 'products', '/shop', (slug) => `/shop/${slug}`)
  return [list, ...items]
}

/** The courses list `/online_school/courses` and each course page (COURSES-07). */
export const coursePages: SitemapSource = async (db) => {
  const { list, items } = await catalogue(db, 'online_courses', '/online_school/courses', (slug) => `/online_school/courses/${slug}`)
  return [list, ...items]
}

/** The reviews page `/reviews` (REVIEWS-*), undated: what it shows changes with moderation, which is not dated. */
export const reviewsPage: SitemapSource = () => Promise.resolve([{ path: '/reviews' }])

/** Tag pages `/tags/{slug}` of the tags in use, without a date (see usedTagSlugs). */
export const tagPages: SitemapSource = async (db) => (await usedTagSlugs(db)).map((slug) => ({ path: `/tags/${segment(slug)}` }))

/**
 * The news list `/news` and each published, indexable news item `/news/{slug}` (NEWS-*, SEO-01), dated by its
 * publication (or creation, when later); the list changes with its newest item.
 */
export const newsPages: SitemapSource = async (db) => {
  const items = (await indexableNews(db, new Date().toISOString())).map((news) => ({
    path: `/news/${segment(news.slug)}`,
    lastmod: news.lastmod,
  }))
  return [{ path: '/news', lastmod: newestLastmod(items) }, ...items]
}

/** The blog `/blog` and each published, indexable article `/blog/{slug}` (BLOG-*), dated like news. */
export const blogPages: SitemapSource = async (db) => {
  const items = (await indexableNews(db, new Date().toISOString(), 'articles')).map((article) => ({
    path: `/blog/${segment(article.slug)}`,
    lastmod: article.lastmod,
  }))
  return [{ path: '/blog', lastmod: newestLastmod(items) }, ...items]
}

/** The career and employees pages (CAREER-*, EMPLOYEES-*), undated. */
export const teamPages: SitemapSource = () => Promise.resolve([{ path: '/career' }, { path: '/employees' }])

/** The centre's own pages (issue 26), undated: their content is CMS data that records no change date. */
export const centrePages: SitemapSource = () =>
  Promise.resolve(['/about-center', '/club', '/franchise', '/franchisers', '/online_school'].map((path) => ({ path })))

/** `/social-activities`, dated by its newest activity, and each activity's page, dated by its completion (SOCIAL-01). */
export const socialActivityPagesSource: SitemapSource = async (db) => {
  const items = (await socialActivityPages(db)).map((activity) => ({
    path: `/social-activities/${segment(activity.slug)}`,
    lastmod: activity.date_completion,
  }))
  return [{ path: '/social-activities', lastmod: newestLastmod(items) }, ...items]
}

/**
 * Everything the sitemap lists besides the home page; a new kind of page adds its source here. Every entry is
 * written in ru, en and ky with hreflang alternates by sitemap.ts (OQ-20).
 */
export const SITEMAP_SOURCES: SitemapSource[] = [
  contentPages,
  eventPages,
  trainerPages,
  productPages,
  tagPages,
  newsPages,
  blogPages,
  teamPages,
  reviewsPage,
  centrePages,
  coursePages,
  socialActivityPagesSource,
]
