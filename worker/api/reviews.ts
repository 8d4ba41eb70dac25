import { Hono } from 'hono'
import typia from 'typia'
import type { CommonQuery, ListResponse } from '../../src/model/api'
import type { ImageEntity } from '../../src/model/entities/reference'
import {
  DEFAULT_REVIEW_ORDER,
  type ReviewEntity,
  type ReviewEntityType,
  type ReviewOrder,
} from '../../src/model/entities/shop'
import { PAGE_SIZES } from '../../src/model/page-sizes'
import { imagesByUuid, imagesOf } from '../db/images'
import { findReview, listReviews, RANDOM_KEY_RANGE, type ReviewRow, type ReviewSort } from '../db/reviews'
import type { AppEnv } from '../env'
import { ApiError, notFound } from './errors'
import { paging, type PagingQuery } from './paging'
import { sanitizeRichText } from './sanitize'
import { validQuery } from './validation'

/** API-27, REVIEWS-03/05, OQ-22: the review list's query. */
export interface ReviewsQuery extends PagingQuery {
  order_by?: ReviewOrder
  expand?: 'images'
  entity_type?: ReviewEntityType
  /**
   * The uuid, slug or number of the reviewed event, trainer or product.
   * @pattern ^[A-Za-z0-9_-]{1,100}$
   */
  entity_id?: string
  /**
   * REVIEWS-05: the client sends `moderated=true`. Only moderated reviews are public, so `true` changes nothing
   * and `false` is refused with a 400 rather than silently answered with moderated ones.
   */
  moderated?: boolean
}

export interface ReviewQuery extends CommonQuery {
  expand?: 'images'
}

const validateList = typia.http.createValidateQuery<ReviewsQuery>()
const validateItem = typia.http.createValidateQuery<ReviewQuery>()

/** entity_images.entity_kind of the photos attached to a review. */
export const REVIEW_IMAGE_KIND = 'reviews'

/** OQ-22: `created_asc`/`created_desc` are aliases of `created`/`-created`. */
const SORTS: Record<ReviewOrder, ReviewSort> = {
  '-created': '-created',
  created: 'created',
  random: 'random',
  created_asc: 'created',
  created_desc: '-created',
}

function toReview(
  row: ReviewRow,
  images: ImageEntity[],
  photos: Map<string, ImageEntity> | null,
): ReviewEntity {
  return {
    uuid: row.uuid,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    client_name: row.client_name,
    media_source: row.media_source,
    media_photo_id: row.media_photo_id,
    media_photo: photos && row.media_photo_id ? (photos.get(row.media_photo_id) ?? null) : null,
    event_title: row.event_title,
    body: sanitizeRichText(row.body),
    body_video: row.body_video,
    images: photos ? images : images.map((image) => image.uuid),
    created: row.created,
  }
}

/** Attached images of the rows and, with `expand=images`, the authors' photos: two indexed queries. */
async function reviewsWithImages(db: D1Database, rows: ReviewRow[], expand: boolean): Promise<ReviewEntity[]> {
  const photoIds = rows.flatMap((row) => (row.media_photo_id ? [row.media_photo_id] : []))
  const [images, photos] = await Promise.all([
    imagesOf(
      db,
      REVIEW_IMAGE_KIND,
      rows.map((row) => row.uuid),
    ),
    expand ? imagesByUuid(db, photoIds) : Promise.resolve(null),
  ])
  return rows.map((row) => toReview(row, images.get(row.uuid) ?? [], photos))
}

/** GET reviews and reviews/{id} (API-27, ENTITY-10/11, REVIEWS-*, BE-10): moderated reviews only. */
export const reviews = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = validQuery(c, validateList)
    if (query.moderated === false) {
      throw new ApiError(400, {
        code: 'invalid_input',
        message: 'Only moderated reviews are public',
        fields: { moderated: ['api.errors.unknown_value'] },
      })
    }
    const { skip, limit } = paging(query, PAGE_SIZES.reviews)
    const { rows, count } = await listReviews(c.env.DB, {
      skip,
      limit,
      sort: SORTS[query.order_by ?? DEFAULT_REVIEW_ORDER],
      entityType: query.entity_type,
      entityId: query.entity_id,
      randomStart: Math.floor(Math.random() * RANDOM_KEY_RANGE),
    })
    const body: ListResponse<ReviewEntity> = {
      rows: await reviewsWithImages(c.env.DB, rows, query.expand === 'images'),
      meta: { skip, limit, count },
    }
    return c.json(body)
  })
  .get('/:id', async (c) => {
    const query = validQuery(c, validateItem)
    const row = await findReview(c.env.DB, c.req.param('id'))
    if (!row) throw notFound('review')
    const [body] = await reviewsWithImages(c.env.DB, [row], query.expand === 'images')
    return c.json<ReviewEntity>(body!)
  })
