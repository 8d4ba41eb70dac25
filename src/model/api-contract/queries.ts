/** The query strings of /api/client, as the worker validates them with typia and the client sends them. */
import type { CommonQuery } from '../api'
import type { Currency } from '../currencies'
import type { PartnerType, PublicationOrder, VacancyDirection } from '../entities/publications'
import type { ProductOrder, ProductType, ReviewEntityType, ReviewOrder } from '../entities/shop'
import type { CreatedOrder, EventFormat, EventOrder, EventTheme, EventType } from '../events'
import type { OAuthPurpose } from '../oauth'

/** The largest page a list call may ask for; more is a 400, not a silent cut (API-02). */
export const MAX_LIMIT = 100

/** skip/limit of the list calls: whole numbers, limit at least one row and at most MAX_LIMIT. */
export interface PagingQuery extends CommonQuery {
  /** @type uint */
  skip?: number
  /**
   * @type int32
   * @minimum 1
   * @maximum 100
   */
  limit?: number
}

/** An item that may answer its images expanded. */
export interface ItemQuery extends CommonQuery {
  expand?: 'images'
}

export interface PagesQuery extends PagingQuery {
  order_by?: 'created' | '-created'
  expand?: 'images'
}

/** The country picker needs every country in one call (ISO 3166 has 249), so lists go up to 300. */
export interface CountriesQuery extends CommonQuery {
  /** @type uint */
  skip?: number
  /**
   * @type uint
   * @minimum 1
   * @maximum 300
   */
  limit?: number
}

/** Tags are the one list that may be read whole (API-13: `limit=10000` during server-side start). */
export interface TagsQuery extends CommonQuery {
  /** @type uint */
  skip?: number
  /**
   * @type uint
   * @minimum 1
   * @maximum 10000
   */
  limit?: number
  /** `-count`: total entity count descending, then title (OQ-19, HOME-06); the default. */
  order_by?: '-count' | 'created' | '-created'
  /** OQ-19: the tag cloud hides tags no item carries. */
  hide_empty?: boolean
}

/** GET events (API-20…22, EVENTS-07, BE-08, CONST-09). Every enum is validated: an unknown value is a 400. */
export interface EventsQuery extends PagingQuery {
  order_by?: EventOrder
  expand?: 'images'
  /** Only events whose end (date_to, or date_from without one) is after now (BE-08, EVENT-10). */
  event_mode?: 'future'
  /**
   * Start of the month range, inclusive (EVENTS-07; the client computes it in Europe/Moscow, OQ-21).
   * @format date-time
   */
  date_from_after?: string
  /**
   * End of the month range, inclusive.
   * @format date-time
   */
  date_from_before?: string
  format?: EventFormat
  theme?: EventTheme
  type?: EventType
  /**
   * A trainer's events (API-22, TRAINER-07, OQ-14).
   * @pattern ^[a-z0-9][a-z0-9_-]{0,99}$
   */
  trainers_slug?: string
  /**
   * Tag slugs joined with commas: events with any of them (BE-06).
   * @pattern ^[a-z0-9][a-z0-9_-]{0,99}(,[a-z0-9][a-z0-9_-]{0,99}){0,49}$
   */
  tags?: string
}

/** GET trainers (API-23, TRAINER-01, CONST-09, OQ-18). */
export interface TrainersQuery extends PagingQuery {
  order_by?: CreatedOrder
  expand?: 'images'
  /**
   * Tag slugs joined with commas: trainers with any of them (BE-06).
   * @pattern ^[a-z0-9][a-z0-9_-]{0,99}(,[a-z0-9][a-z0-9_-]{0,99}){0,49}$
   */
  tags?: string
}

/** GET online_courses (API-36, COURSES-02/03, CONST-09): theme and type share the events' enums (OQ-02). */
export interface OnlineCoursesQuery extends PagingQuery {
  order_by?: CreatedOrder
  expand?: 'images'
  theme?: EventTheme
  type?: EventType
}

/** GET news (API-24): paging, the one sort of CONST-09, tags as a comma list of slugs, full-text search. */
export interface NewsQuery extends PagingQuery {
  order_by?: PublicationOrder
  expand?: 'images'
  /**
   * @pattern ^[a-z0-9][a-z0-9_-]*(,[a-z0-9][a-z0-9_-]*)*$
   * @maxLength 1000
   */
  tags?: string
  /** @maxLength 200 */
  search?: string
}

/** GET articles (API-25, API-35): tags and related `articles_ids` as comma lists, full-text search. */
export interface ArticlesQuery extends NewsQuery {
  /**
   * Uuids, comma separated; at most 100 (the largest page).
   * @pattern ^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(,[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})*$
   * @maxLength 3700
   */
  articles_ids?: string
}

/**
 * GET partners (API-28): `type`, `order_by` created/-created. Contacts ask for every franchise partner at once
 * (CONTACTS-04, limit 1000), so this list allows up to 1000 rows.
 */
export interface PartnersQuery extends Omit<PagingQuery, 'limit'> {
  /**
   * @type uint
   * @minimum 1
   * @maximum 1000
   */
  limit?: number
  type?: PartnerType
  order_by?: 'created' | '-created'
  expand?: 'images'
}

export interface SocialActivitiesQuery extends PagingQuery {
  order_by?: '-date_completion'
}

export interface EmployeesQuery extends PagingQuery {
  order_by?: 'position'
  expand?: 'images'
}

/** GET vacancy (API-36, CAREER-02, CAREER-07): paging and an optional direction. */
export interface VacanciesQuery extends PagingQuery {
  direction?: VacancyDirection
  order_by?: '-created'
}

/** API-26, SHOP-01/03, CONST-09: the shop list's query. */
export interface ProductsQuery extends PagingQuery {
  order_by?: ProductOrder
  expand?: 'images'
  type?: ProductType
}

/** API-27, REVIEWS-03/05, OQ-22: the review list's query. */
export interface ReviewsQuery extends PagingQuery {
  order_by?: ReviewOrder
  expand?: 'images'
  entity_type?: ReviewEntityType
  /**
   * The uuid, slug or number of the reviewed event, trainer or product when `entity_type` names one (OQ-51); without
   * `entity_type`, the id as reviews store it (event and product uuid, trainer number).
   * @pattern ^[A-Za-z0-9_-]{1,100}$
   */
  entity_id?: string
  /**
   * REVIEWS-05: the client sends `moderated=true`. Only moderated reviews are public, so `true` changes nothing
   * and `false` is refused with a 400 rather than silently answered with moderated ones.
   */
  moderated?: boolean
}

/** POST event-orders-calculate: the currency it calculates in is required. */
export interface CalculateQuery extends CommonQuery {
  currency: Currency
}

/** GET client_users/oauth/{provider}/start (OAUTH-01, OQ-39). */
export interface OAuthStartQuery extends CommonQuery {
  purpose: OAuthPurpose
  /**
   * The page of this site to come back to (a path: `/en/events`); its language prefix is kept for the result page.
   * @pattern ^/(?![/\\])[^\s]*$
   * @maxLength 500
   */
  next?: string
}
