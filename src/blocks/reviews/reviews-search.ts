import { REVIEW_ENTITY_TYPES, type ReviewEntityType } from '../../model/entities/shop'
import { oneOf, pageParam, routeSearch } from '../../model/search-params'

/** REVIEWS-04, OQ-22: the page offers newest first (the default, left out of the URL) and oldest first. */
export const REVIEW_PAGE_ORDERS = ['-created', 'created'] as const
export type ReviewPageOrder = (typeof REVIEW_PAGE_ORDERS)[number]
export const DEFAULT_REVIEW_PAGE_ORDER: ReviewPageOrder = '-created'

/** The query of `/reviews` (REVIEWS-03): every key optional, defaults left out. */
export interface ReviewsSearch {
  entity_type?: ReviewEntityType
  entity_id?: string
  order_by?: ReviewPageOrder
  page?: number
}

/** The API's pattern for an entity id (worker/api/reviews.ts ReviewsQuery.entity_id). */
const ENTITY_ID = /^[A-Za-z0-9_-]{1,100}$/

/**
 * `entity_id` as the page keeps it: always a string (the router parses `?entity_id=1` as the number 1, which the
 * review form would post as a number and the API refuse), of the API's pattern; otherwise nothing.
 */
export function entityIdParam(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value
  return typeof text === 'string' && ENTITY_ID.test(text) ? text : undefined
}

/**
 * `validateSearch` of `/reviews` (REVIEWS-03/04/10, VALID-09): a non-numeric or first `page` is left out (page 1),
 * an unknown type or order is dropped, and the default order is left out so one list has one address.
 */
export function validateReviewsSearch(search: Record<string, unknown>): ReviewsSearch {
  const entityType = oneOf(REVIEW_ENTITY_TYPES, search.entity_type)
  const entityId = entityIdParam(search.entity_id)
  const order = oneOf(REVIEW_PAGE_ORDERS, search.order_by)
  const page = pageParam(search.page)
  return {
    ...(entityType ? { entity_type: entityType } : {}),
    ...(entityId ? { entity_id: entityId } : {}),
    ...(order && order !== DEFAULT_REVIEW_PAGE_ORDER ? { order_by: order } : {}),
    ...(page ? { page } : {}),
  }
}

/**
 * The search as the address holds it. The router's default serializer reads `?entity_id=1` as the number 1 and
 * writes the string '1' as `entity_id=%221%22`; so the address keeps a numeric id as a number, and everything that
 * uses the search (loader, review form, filters) reads it through `validateReviewsSearch`, which makes it a string.
 */
export type ReviewsAddress = Omit<ReviewsSearch, 'entity_id'> & { entity_id?: string | number }

export function reviewsAddress(search: ReviewsSearch): ReviewsAddress {
  const id = search.entity_id
  return id !== undefined && /^(0|[1-9]\d{0,14})$/.test(id) ? { ...search, entity_id: Number(id) } : search
}

/**
 * The route's `validateSearch` (VALID-09): every key present, undefined when dropped, so an unknown value never
 * survives the router's merge with the raw query (`?order_by=bogus` reached the API and was a 500).
 */
export const routeReviewsSearch = routeSearch<ReviewsAddress>(
  ['entity_type', 'entity_id', 'order_by', 'page'],
  (raw) => reviewsAddress(validateReviewsSearch(raw)),
)

/** A filter change (REVIEWS-03): the new value, the list starting again at page 1; an empty value removes the key. */
export function withReviewsFilter(
  search: ReviewsSearch,
  key: 'entity_type' | 'order_by',
  value: string,
): ReviewsSearch {
  const { page: _page, ...rest } = search
  const next: Record<string, unknown> = { ...rest, [key]: value || undefined }
  // A different type makes the entity id meaningless.
  if (key === 'entity_type') delete next.entity_id
  return validateReviewsSearch(next)
}
