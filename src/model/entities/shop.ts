/**
 * Products and reviews as /api/client answers them (ENTITY-08…11, OQ-22, OQ-45). Field names are the spec's;
 * prices are integer minor units of `currency`, the currency the request asked for (BE-03).
 */
import type { Currency } from '../currencies'
import type { ImageEntity } from './reference'

/** ENTITY-08, SHOP-01: product types. */
export const PRODUCT_TYPES = ['BOOK', 'GAMES', 'MERCH'] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

/** CONST-09: product sort values; `-created` (newest first) is the default. */
export const PRODUCT_ORDERS = ['created', '-created'] as const
export type ProductOrder = (typeof PRODUCT_ORDERS)[number]
export const DEFAULT_PRODUCT_ORDER: ProductOrder = '-created'

/** OQ-45: the option keys (icon names) of a book's sub-types: digital, printed and audio. */
export const BOOK_OPTION_KEYS = ['digital', 'printed', 'audio'] as const
export type BookOptionKey = (typeof BOOK_OPTION_KEYS)[number]

/** `images` are uuids, or renditions with `expand=images` (API-02). */
export type ImageRefs = string[] | ImageEntity[]

/** ENTITY-09: an option of a product; `key` names its icon (OQ-45: digital/printed/audio for books). */
export interface ProductOption {
  uuid: string
  title: string
  key: string
  price: number
  /** The crossed-out price; null when the option is not on sale. */
  old_price: number | null
}

/** ENTITY-09: a row of the product's property list (PRODUCT-04). */
export interface ProductProp {
  uuid: string
  title: string
  value: string
}

/** ENTITY-08. `is_new` is the novelty sticker's explicit flag (OQ-45); sale shows when old_price > price (SHOP-06). */
export interface ProductEntity {
  uuid: string
  slug: string
  title: string
  subtitle: string
  short_description: string
  /** HTML, sanitised on the server. */
  description: string
  /** HTML, sanitised on the server (PRODUCT-07 useful info). */
  description_second: string
  type: ProductType
  price: number
  old_price: number | null
  currency: Currency
  is_hit: boolean
  is_new: boolean
  images: ImageRefs
  options: ProductOption[]
  props: ProductProp[]
  created: string
  seo_title: string
  seo_description: string
  seo_keywords: string
  seo_noindex: boolean
}

/** A product in lists (shop grid, sliders): the long texts, props and SEO fields are left out. */
export type ProductListItem = Omit<
  ProductEntity,
  'description' | 'description_second' | 'props' | 'seo_title' | 'seo_description' | 'seo_keywords' | 'seo_noindex'
>

/** ENTITY-11: what a review is about. */
export const REVIEW_ENTITY_TYPES = [
  'COMPANY',
  'FRANCHISE',
  'PARTNERSHIP',
  'CLUB',
  'MEDIA',
  'CAREER',
  'PRODUCT',
  'EVENT',
  'TRAINER',
] as const
export type ReviewEntityType = (typeof REVIEW_ENTITY_TYPES)[number]

/**
 * OQ-22: `-created` (default, newest first), `created`, `random` (home slider, BE-10); `created_asc` and
 * `created_desc` are accepted as aliases of `created` and `-created`.
 */
export const REVIEW_ORDERS = ['-created', 'created', 'random', 'created_asc', 'created_desc'] as const
export type ReviewOrder = (typeof REVIEW_ORDERS)[number]
export const DEFAULT_REVIEW_ORDER: ReviewOrder = '-created'

/** ENTITY-10: a moderated review. `client_phone` is private and never part of it. */
export interface ReviewEntity {
  uuid: string
  entity_type: ReviewEntityType
  entity_id: string | null
  client_name: string
  /** Where the author is known from (a media outlet, a company), shown under the name. */
  media_source: string | null
  /** The author's photo (an image uuid). */
  media_photo_id: string | null
  /** The photo's renditions with `expand=images`; otherwise null. */
  media_photo: ImageEntity | null
  event_title: string | null
  /** HTML, sanitised on the server. */
  body: string
  /** A video link (REVIEWS-06). */
  body_video: string | null
  images: ImageRefs
  created: string
}

/**
 * POST reviews (API-15, REVIEWFORM-02…04, OQ-34, BE-09, BE-34): what a visitor sends. The server trims,
 * validates and stores it unmoderated with the consent time; it is never public before moderation. The
 * `@maxLength` caps only turn away absurd payloads; the real limits (OQ-06: LENGTH_LIMITS in src/model/validation.ts,
 * after trimming) answer with `forms.errors.too_short` or `forms.errors.too_long`.
 */
export interface ReviewCreateBody {
  /** @maxLength 1000 */
  client_name: string
  /**
   * As the phone input shows it, international (+996 555 123 456) or national for the default country (KG);
   * the server checks it with libphonenumber-js and stores it in E.164 (VALID-04).
   * @maxLength 40
   */
  client_phone: string
  entity_type: ReviewEntityType
  /**
   * The reviewed event, trainer or product (uuid, slug or trainer number) for EVENT, TRAINER and PRODUCT; empty
   * or left out otherwise.
   * @pattern ^[A-Za-z0-9_-]{0,100}$
   */
  entity_id?: string | null
  /**
   * Plain text: a visitor's text is never rendered as HTML.
   * @maxLength 20000
   */
  body: string
  /** The personal-data agreement (VALID-08, OQ-34): must be true. */
  agreement: boolean
}

/** The answer to POST reviews: the stored review's id; it waits for moderation. */
export interface ReviewCreated {
  uuid: string
  moderated: false
}
