import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { CommonQuery, ListResponse } from '../../src/model/api'
import type { ImageEntity } from '../../src/model/entities/reference'
import {
  DEFAULT_REVIEW_ORDER,
  type ReviewCreateBody,
  type ReviewCreated,
  type ReviewEntity,
  type ReviewEntityType,
  type ReviewOrder,
} from '../../src/model/entities/shop'
import { DEFAULT_LANGUAGE, type Language } from '../../src/model/languages'
import { PAGE_SIZES } from '../../src/model/page-sizes'
import { reviewFormRules, trimValues, validateForm } from '../../src/model/validation'
import { eventTitles } from '../db/events'
import { imagesByUuid, imagesOf } from '../db/images'
import { plainTextToHtml } from '../lib/visitor-text'
import {
  findReview,
  insertReviewStatement,
  listReviews,
  reviewTranslations,
  privacyDocumentVersion,
  RANDOM_KEY_RANGE,
  resolveReviewEntity,
  reviewsNameEntities,
  type ReviewRow,
  type ReviewSort,
} from '../db/reviews'
import { ApiError, notFound } from '../lib/errors'
import type { ItemQuery, ReviewsQuery } from '../../src/model/api-contract/queries'
import { route } from '../lib/route'
import { siteOrigin } from '../../src/model/site-urls'
import { kickOutbox } from '../mail/kick'
import { newReviewMailStatements } from '../mail/review-waiting'
import { paging } from './paging'
import { sanitizeRichText } from '../lib/sanitize'
import { countedSender } from '../lib/sender-limits'
import { badFields, rejectFormErrors, validPhone } from '../lib/visitor-input'

const validateList = typia.http.createValidateQuery<ReviewsQuery>()
const validateItem = typia.http.createValidateQuery<ItemQuery>()
const validateCreateQuery = typia.http.createValidateQuery<CommonQuery>()
/** `Equals`: a body field the server does not know is rejected (DESIGN "The API"). */
const validateCreate = typia.createValidateEquals<ReviewCreateBody>()

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

/**
 * Attached images of the rows, with `expand=images` the authors' photos, the reviewed events' titles in the
 * requested language (OQ-01: the stored `event_title` is in the language the review was written in; it stays
 * only where the review names no event we have) and the text and name as translated for that language where staff
 * translated them (issue 40.15): four indexed queries.
 */
async function reviewsWithRelations(
  db: D1Database,
  language: Language,
  rows: ReviewRow[],
  expand: boolean,
): Promise<ReviewEntity[]> {
  const photoIds = rows.flatMap((row) => (row.media_photo_id ? [row.media_photo_id] : []))
  const eventIds = rows.flatMap((row) => (row.entity_type === 'EVENT' && row.entity_id ? [row.entity_id] : []))
  const uuids = rows.map((row) => row.uuid)
  const [images, photos, titles, translations] = await Promise.all([
    imagesOf(db, REVIEW_IMAGE_KIND, uuids),
    expand ? imagesByUuid(db, photoIds) : Promise.resolve(null),
    eventTitles(db, language, eventIds),
    reviewTranslations(db, language, uuids),
  ])
  return rows.map((row) => {
    const eventTitle = row.entity_type === 'EVENT' && row.entity_id ? titles.get(row.entity_id) : undefined
    const translated = translations.get(row.uuid)
    return toReview({ ...row, ...translated, event_title: eventTitle ?? row.event_title }, images.get(row.uuid) ?? [], photos)
  })
}

/**
 * The stored id of the reviewed entity (OQ-51): null without one. An id for a type that names no entity, or of
 * an entity that does not exist, is a 400 on `entity_id` (the field is wrong; the address exists, so not a 404).
 */
async function reviewedEntity(db: D1Database, body: ReviewCreateBody): Promise<string | null> {
  const id = body.entity_id?.trim()
  if (!id) return null
  const stored = reviewsNameEntities(body.entity_type) ? (await resolveReviewEntity(db, body.entity_type, id))?.id ?? null : null
  if (stored === null) throw badFields({ entity_id: ['api.errors.unknown_value'] })
  return stored
}

/**
 * REVIEWS-03, OQ-51: the type and stored id the list filters by (no id: no filter by entity). A uuid, slug or trainer
 * number is resolved as POST does, among the entities of the type or, without one, of every kind that takes reviews;
 * one that names nothing a visitor sees (a draft product, issue 42.6) is null: an empty list, not an error. A type
 * whose reviews name no entity (CLUB…) filters by the id as given.
 */
async function listedEntity(db: D1Database, query: ReviewsQuery): Promise<{ type?: ReviewEntityType; id?: string } | null> {
  if (!query.entity_id || (query.entity_type && !reviewsNameEntities(query.entity_type))) return { type: query.entity_type, id: query.entity_id }
  return resolveReviewEntity(db, query.entity_type, query.entity_id)
}

/** GET reviews and reviews/{id} (API-27, ENTITY-10/11, REVIEWS-*, BE-10): moderated reviews only. */
export const reviewRoutes = {
  reviews: route(ENDPOINTS.reviews, { query: validateList }, async (c, { query }) => {
    if (query.moderated === false) {
      throw new ApiError(400, {
        code: 'invalid_input',
        message: 'Only moderated reviews are public',
        fields: { moderated: ['api.errors.unknown_value'] },
      })
    }
    const { skip, limit } = paging(query, PAGE_SIZES.reviews)
    const entity = await listedEntity(c.env.DB, query)
    if (entity === null) return c.json<ListResponse<ReviewEntity>>({ rows: [], meta: { skip, limit, count: 0 } })
    const { rows, count } = await listReviews(c.env.DB, {
      skip,
      limit,
      sort: SORTS[query.order_by ?? DEFAULT_REVIEW_ORDER],
      entityType: entity.type,
      entityId: entity.id,
      randomStart: Math.floor(Math.random() * RANDOM_KEY_RANGE),
    })
    const body: ListResponse<ReviewEntity> = {
      rows: await reviewsWithRelations(c.env.DB, query.language ?? DEFAULT_LANGUAGE, rows, query.expand === 'images'),
      meta: { skip, limit, count },
    }
    return body
  }),
  review: route(ENDPOINTS.review, { query: validateItem }, async (c, { query, params }) => {
    const row = await findReview(c.env.DB, params.id)
    if (!row) throw notFound('review')
    const [body] = await reviewsWithRelations(c.env.DB, query.language ?? DEFAULT_LANGUAGE, [row], query.expand === 'images')
    return body!
  }),
  /**
   * POST reviews (API-15, REVIEWFORM-03/04/06, VALID-01…04, VALID-08, OQ-34, BE-09, BE-27, BE-34): the body is
   * checked exactly (unknown fields, types), then trimmed and checked with the form's own rules (the lengths of
   * OQ-06, a valid phone, the agreement), the entity must exist, and one address may send 10
   * reviews in 10 minutes. Stored unmoderated, with the consent time and document, as escaped text: it is not
   * listed until a moderator approves it. 201 `{uuid, moderated: false}`.
   */
  createReview: route(ENDPOINTS.createReview, { query: validateCreateQuery, body: validateCreate }, async (c, { query, body }) => {
    const values = trimValues({
      client_name: body.client_name,
      client_phone: body.client_phone,
      entity_type: body.entity_type,
      entity_id: body.entity_id ?? '',
      body: body.body,
      agreement: body.agreement,
    })
    const phone = validPhone(values.client_phone)
    rejectFormErrors(validateForm(values, reviewFormRules(phone !== null)))
    const entityId = await reviewedEntity(c.env.DB, body)

    const now = Date.now()
    const ipHash = countedSender(c)

    const created: ReviewCreated = { uuid: crypto.randomUUID(), moderated: false }
    const insert = insertReviewStatement(c.env.DB, {
      uuid: created.uuid,
      entity_type: body.entity_type,
      entity_id: entityId,
      client_name: values.client_name,
      client_phone: phone!,
      body: plainTextToHtml(values.body),
      language: query.language ?? DEFAULT_LANGUAGE,
      created: new Date(now).toISOString(),
      consent_document: await privacyDocumentVersion(c.env.DB),
      client_ip_hash: ipHash,
    })
    // Issue 41: the moderators who chose "at once" hear of it, queued with the review itself.
    const mails = await newReviewMailStatements(c.env.DB, siteOrigin(c.env.SITE_URL, c.req.url), created.uuid, now)
    await c.env.DB.batch([insert, ...mails])
    if (mails.length > 0) kickOutbox(c)
    return created
  }),
}
