import { Temporal } from '@js-temporal/polyfill'
import { notFound, redirect } from '@tanstack/react-router'
import { ApiRequestError, type ApiClient } from '../../api/client'
import type { EventEntity } from '../../model/entities/events'
import type { ReviewEntity } from '../../model/entities/shop'
import { isPurchasable } from '../../model/event-rules'
import type { Language } from '../../model/languages'
import { loadRelatedReviews } from '../../components/sliders/related-reviews'

export interface EventPageData {
  event: EventEntity
  /** EVENT-10, decided once on the server so the browser renders the same notice. */
  purchasable: boolean
  /** The instant `purchasable` was decided at (ISO), for the JSON-LD offers' availability. */
  checkedAt: string
  /** REVIEWS-11: null when they failed to load. */
  reviews: ReviewEntity[] | null
}

/**
 * EVENT-01: the event by slug; an unknown slug is the 404 page with status 404 (SEO-06), any other failure the
 * error page. The API also finds an event by uuid: such an address gets a 301 to the slug's. Related reviews are
 * the event's own (OQ-51 falls back to the latest) and never fail the page (REVIEWS-11).
 */
export async function loadEventPage(
  api: Pick<ApiClient, 'event' | 'reviews'>,
  params: { lang?: Language | string; slug: string },
): Promise<EventPageData> {
  let event: EventEntity
  try {
    event = await api.event({ params: { id: params.slug }, query: { expand: 'images' } })
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  }
  if (event.slug !== params.slug) {
    throw redirect({ to: '/{-$lang}/events/i/$slug', params: { lang: params.lang, slug: event.slug }, statusCode: 301 })
  }
  const now = Temporal.Now.instant()
  const reviews = await loadRelatedReviews(api, { entity_type: 'EVENT', entity_id: event.uuid })
  return { event, purchasable: isPurchasable(event, now), checkedAt: now.toString(), reviews }
}
