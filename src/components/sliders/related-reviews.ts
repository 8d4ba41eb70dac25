import type { ApiClient } from '../../api/client'
import type { ReviewEntity, ReviewEntityType, ReviewOrder } from '../../model/entities/shop'
import { PAGE_SIZES } from '../../model/page-sizes'

/** What a related-reviews slider is about (OQ-51). */
export interface RelatedReviewsScope {
  entity_type: ReviewEntityType
  /** Item pages (event, trainer, product): the item's uuid or slug. */
  entity_id?: string
}

type ReviewsReader = Pick<ApiClient, 'reviews'>

/**
 * The reviews of a related-reviews slider (REVIEWS-11, OQ-51, API-27).
 * - No scope (home): a random page of moderated reviews (`order_by=random`, limit 24).
 * - Item pages filter by `entity_type` + `entity_id`, section pages by `entity_type`, newest first; an empty
 *   result falls back to the latest moderated reviews.
 * Never throws: any failure gives `null`, and the slider then renders nothing (REVIEWS-11).
 */
export async function loadRelatedReviews(api: ReviewsReader, scope?: RelatedReviewsScope): Promise<ReviewEntity[] | null> {
  const limit = PAGE_SIZES.reviews
  const base = { limit, expand: 'images' as const }
  try {
    if (!scope) return (await api.reviews({ query: { ...base, order_by: 'random' satisfies ReviewOrder } })).rows
    const scoped = await api.reviews({
      query: {
        ...base,
        order_by: '-created',
        entity_type: scope.entity_type,
        ...(scope.entity_id ? { entity_id: scope.entity_id } : {}),
      },
    })
    if (scoped.rows.length > 0) return scoped.rows
    return (await api.reviews({ query: { ...base, order_by: '-created' } })).rows
  } catch {
    return null
  }
}
