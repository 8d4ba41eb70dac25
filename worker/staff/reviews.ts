/** The review moderation queue (issue 41, BE-09; moderator role): list, approve, reject with a reason, fix a typo. */
import typia from 'typia'
import type { QueuedReview, ReviewEditBody, ReviewRejectBody, StaffListQuery } from '../../src/model/staff'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { eventTitles } from '../db/events'
import { imagesByUuid } from '../db/images'
import { approveReview, editReviewBody, queuedReview, rejectReview, reviewExists, reviewQueue, type QueuedReviewRow } from '../db/review-moderation'
import { ApiError, notFound } from '../lib/errors'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { htmlToPlainText, plainTextToHtml } from '../lib/visitor-text'
import { badFields } from '../lib/visitor-input'
import { currentStaff } from './role-check'

async function toQueued(db: D1Database, rows: QueuedReviewRow[]): Promise<QueuedReview[]> {
  const eventIds = rows.flatMap((row) => (row.entity_type === 'EVENT' && row.entity_id ? [row.entity_id] : []))
  const [titles, photos] = await Promise.all([
    eventTitles(db, 'ru', eventIds),
    imagesByUuid(db, rows.flatMap((row) => (row.media_photo_id ? [row.media_photo_id] : []))),
  ])
  return rows.map((row) => ({
    uuid: row.uuid,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    about: (row.entity_id ? titles.get(row.entity_id) : undefined) ?? row.event_title,
    client_name: row.client_name,
    client_phone: row.client_phone,
    media_source: row.media_source,
    photo_url: row.media_photo_id ? (photos.get(row.media_photo_id)?.medium ?? null) : null,
    body: htmlToPlainText(row.body),
    body_video: row.body_video,
    language: row.language,
    created: row.created,
  }))
}

/** A decision that did not apply: 404 for an unknown review, 409 for one decided already (by another moderator). */
async function notDecided(db: D1Database, uuid: string): Promise<never> {
  if (!(await reviewExists(db, uuid))) throw notFound('review')
  throw new ApiError(409, { code: 'already_moderated', message: 'This review was moderated already' })
}

export const staffReviewRoutes = {
  reviewQueue: route(STAFF_ENDPOINTS.reviewQueue, { query: typia.http.createValidateQuery<StaffListQuery>() }, async (c, { query }) => {
    const skip = query.skip ?? 0
    const limit = query.limit ?? 20
    const { rows, count } = await reviewQueue(c.env.DB, skip, limit)
    return { rows: await toQueued(c.env.DB, rows), meta: { skip, limit, count } }
  }, [privateAnswer]),

  approveReview: route(STAFF_ENDPOINTS.approveReview, {}, async (c, { params }) => {
    const { row } = await currentStaff(c)
    if (!(await approveReview(c.env.DB, row.user_id, params.id, Date.now()))) await notDecided(c.env.DB, params.id)
    return { ok: true as const }
  }, [privateAnswer]),

  rejectReview: route(STAFF_ENDPOINTS.rejectReview, { body: typia.createValidateEquals<ReviewRejectBody>() }, async (c, { params, body }) => {
    const { row } = await currentStaff(c)
    const reason = body.reason.trim()
    if (!reason) throw badFields({ reason: ['admin.reviews.reason_required'] })
    if (!(await rejectReview(c.env.DB, row.user_id, params.id, reason, Date.now()))) await notDecided(c.env.DB, params.id)
    return { ok: true as const }
  }, [privateAnswer]),

  editReview: route(STAFF_ENDPOINTS.editReview, { body: typia.createValidateEquals<ReviewEditBody>() }, async (c, { params, body }) => {
    const { row } = await currentStaff(c)
    const text = body.body.trim()
    if (!text) throw badFields({ body: ['forms.errors.required'] })
    if (!(await editReviewBody(c.env.DB, row.user_id, params.id, plainTextToHtml(text), Date.now()))) await notDecided(c.env.DB, params.id)
    const [edited] = await toQueued(c.env.DB, [(await queuedReview(c.env.DB, params.id))!])
    return edited!
  }, [privateAnswer]),
}
