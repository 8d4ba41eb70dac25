/**
 * The home page's data (HOME-01, HOME-03, OQ-41): every section loads on its own and all of them in parallel.
 * A section whose call fails is `null` and is not rendered; the page itself always renders.
 */
import { ApiRequestError, type ApiClient } from '../api/client'
import {
  toEventCardData,
  toNewsCardData,
  toProductCardData,
  toTrainerCardData,
  type EventCardData,
  type NewsCardData,
  type ProductCardData,
  type TrainerCardData,
} from '../components/cards/card-data'
import type { ReviewEntity } from '../model/entities/shop'
import { PAGE_SIZES } from '../model/page-sizes'
import { toTagCloudItem, type TagCloudItem } from './home/tag-cloud'
import { loadRelatedReviews } from '../components/sliders/related-reviews'

/** How many rows each home section asks for (API-20, API-23, API-24, API-26, API-27; HOME-04, -08, -09, -11). */
export const HOME_LIMITS = {
  events: 8,
  trainers: 4,
  news: 8,
  products: PAGE_SIZES.relatedProducts,
  /** API-13: tags are read whole; the cloud shows the first 24 and expands the rest (HOME-06, HOME-07). */
  tags: 10000,
} as const

/**
 * What the home page renders, section by section: each row is cut to the fields of its card (issue 4 speed), since
 * the server render writes this data into the HTML for hydration. Reviews stay whole: the 'read all' modal shows
 * the full review.
 */
export interface HomeData {
  events: EventCardData[] | null
  tags: TagCloudItem[] | null
  trainers: TrainerCardData[] | null
  news: NewsCardData[] | null
  products: ProductCardData[] | null
  reviews: ReviewEntity[] | null
}

export type HomeApi = Pick<ApiClient, 'events' | 'tags' | 'trainers' | 'news' | 'products' | 'reviews'>

/**
 * One section's load: its value, or `null` when the call fails (HOME-03). The failure is reported as a warning,
 * never thrown, so the other sections and the page are unaffected — except a 503: the site's data cannot be reached
 * at all, and the page says so rather than show an empty shell (issue 43.2).
 */
export async function loadSection<T>(name: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load()
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 503) throw error
    console.warn(`the ${name} section is hidden, its load failed:`, error instanceof Error ? error.message : error)
    return null
  }
}

/** Every home section's rows, loaded in parallel and cut to what their cards show. Never throws. */
export async function loadHomeData(api: HomeApi): Promise<HomeData> {
  const [events, tags, trainers, news, products, reviews] = await Promise.all([
    // API-20, HOME-04: up to 8 future events.
    loadSection('events', async () =>
      (await api.events({ query: { event_mode: 'future', limit: HOME_LIMITS.events, expand: 'images' } })).rows.map(toEventCardData),
    ),
    // OQ-19: most used first (title breaks ties on the server), tags no item carries are left out.
    loadSection('tags', async () =>
      (await api.tags({ query: { order_by: '-count', hide_empty: true, limit: HOME_LIMITS.tags } })).rows.map(toTagCloudItem),
    ),
    // OQ-18: the newest trainers are `-created`.
    loadSection('trainers', async () =>
      (await api.trainers({ query: { limit: HOME_LIMITS.trainers, order_by: '-created', expand: 'images' } })).rows.map(toTrainerCardData),
    ),
    // API-24, HOME-09: 8 news, newest first.
    loadSection('news', async () =>
      (await api.news({ query: { limit: HOME_LIMITS.news, order_by: '-date_publication', expand: 'images' } })).rows.map(toNewsCardData),
    ),
    // API-26, HOME-11: 16 products.
    loadSection('products', async () =>
      (await api.products({ query: { limit: HOME_LIMITS.products, expand: 'images' } })).rows.map(toProductCardData),
    ),
    // API-27, HOME-12, REVIEWS-11: 24 random moderated reviews; the loader itself never throws.
    loadRelatedReviews(api),
  ])
  return { events, tags, trainers, news, products, reviews }
}

/** HOME-01: the home page's sections, in this order. */
export const HOME_SECTIONS = ['hero', 'events', 'tags', 'promo', 'trainers', 'news', 'quiz', 'products', 'reviews'] as const
export type HomeSection = (typeof HOME_SECTIONS)[number]

/** The sections that show data, and the data each one shows. */
const DATA_OF: Partial<Record<HomeSection, keyof HomeData>> = {
  events: 'events',
  tags: 'tags',
  trainers: 'trainers',
  news: 'news',
  products: 'products',
  reviews: 'reviews',
}

/**
 * HOME-01, HOME-03: the sections to render, in order. Hero, promo and quiz need no data; a data section is left
 * out when its load failed (`null`) or found nothing.
 */
export function visibleHomeSections(data: HomeData): HomeSection[] {
  return HOME_SECTIONS.filter((section) => {
    const key = DATA_OF[section]
    if (!key) return true
    const rows = data[key]
    return rows !== null && rows.length > 0
  })
}
