import { notFound } from '@tanstack/react-router'
import { ApiRequestError, type ApiClient } from '../../api/client'
import type { ArticleListItem } from '../../model/entities/publications'
import type { EventListItem, TrainerEntity, TrainerListItem } from '../../model/entities/events'
import type { ReviewEntity } from '../../model/entities/shop'
import { loadRelatedReviews } from '../../components/sliders/related-reviews'

/** TRAINER-07: how many of the trainer's next events the slider carries. */
export const TRAINER_EVENTS_LIMIT = 8
/** TRAINER-13: articles of the trainer's blog slider. */
export const TRAINER_ARTICLES_LIMIT = 9
/** TRAINER-12: trainers of the 'best trainers' block. */
export const BEST_TRAINERS_COUNT = 4

export interface TrainerPageData {
  trainer: TrainerEntity
  /** Null when the load failed: the section is hidden, the page still renders. */
  events: EventListItem[] | null
  reviews: ReviewEntity[] | null
  articles: ArticleListItem[] | null
  bestTrainers: TrainerListItem[] | null
}

type TrainerPageApi = Pick<ApiClient, 'trainer' | 'trainers' | 'events' | 'articles' | 'reviews'>

/** A section's rows, or null when its call failed (the section hides; the trainer page itself still shows). */
async function section<T>(load: () => Promise<{ rows: T[] }>): Promise<T[] | null> {
  try {
    return (await load()).rows
  } catch {
    return null
  }
}

/**
 * The data of `/trainers/{slug}`. The trainer first — an unknown slug is the 404 page (OQ-41), any other failure
 * the error page with its code (TRAINER-09) — then, in parallel, the sections that hang off it:
 * - future events (TRAINER-07, API-22);
 * - related reviews by `entity_type=TRAINER` + the trainer's id, which is what reviews of a trainer carry in
 *   `entity_id` (OQ-51; never fails, REVIEWS-11);
 * - the articles of the trainer's `blog_tag` (TRAINER-13, API-25), only when it has one (OQ-11);
 * - 'best trainers' (TRAINER-12): the trainer has no data of its own for this block, so it is the centre's
 *   featured list — the first trainers of the trainers list (`order_by=created`, the same order as /trainers)
 *   without this one — shown to a trainer that has the special data, marked by its specialization list (OQ-11).
 */
export async function loadTrainerPage(api: TrainerPageApi, slug: string): Promise<TrainerPageData> {
  let trainer: TrainerEntity
  try {
    trainer = await api.trainer({ params: { id: slug }, query: { expand: 'images' } })
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound()
    throw error
  }
  const [events, reviews, articles, bestTrainers] = await Promise.all([
    section(() =>
      api.events({
        query: {
          trainers_slug: trainer.slug,
          event_mode: 'future',
          order_by: 'date_from',
          expand: 'images',
          limit: TRAINER_EVENTS_LIMIT,
        },
      }),
    ),
    loadRelatedReviews(api, { entity_type: 'TRAINER', entity_id: String(trainer.id) }),
    trainer.blog_tag
      ? section(() => api.articles({ query: { tags: trainer.blog_tag ?? undefined, expand: 'images', limit: TRAINER_ARTICLES_LIMIT } }))
      : Promise.resolve(null),
    trainer.specialization.length > 0
      ? section(() => api.trainers({ query: { limit: BEST_TRAINERS_COUNT + 1, order_by: 'created', expand: 'images' } })).then(
          (rows) => rows?.filter((other) => other.id !== trainer.id).slice(0, BEST_TRAINERS_COUNT) ?? null,
        )
      : Promise.resolve(null),
  ])
  return { trainer, events, reviews, articles, bestTrainers }
}
