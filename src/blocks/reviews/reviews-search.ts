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

/** `entity_id` as the page keeps it: a string of the API's pattern (a trainer's number too); otherwise nothing. */
export function entityIdParam(value: unknown): string | undefined {
  return typeof value === 'string' && ENTITY_ID.test(value) ? value : undefined
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
 * The route's `validateSearch` (VALID-09): every key present, undefined when dropped, so an unknown value never
 * survives the router's merge with the raw query (`?order_by=bogus` reached the API and was a 500).
 */
export const routeReviewsSearch = routeSearch<ReviewsSearch>(['entity_type', 'entity_id', 'order_by', 'page'], validateReviewsSearch)

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
