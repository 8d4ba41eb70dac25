/**
 * The review moderation queue of the staff desk (issue 41, BE-09; migration 0032): reviews neither approved nor
 * rejected, newest first, from the partial index reviews_moderation_queue. Each decision is one batch: its audit row
 * (written only when the decision applies, with the row as it was) and the change, both under the same condition,
 * so of forty moderators deciding one review at once exactly one decides it.
 */
import type { ReviewEntityType } from '../../src/model/entities/shop'
import { auditIfStatement } from './staff-audit'

export interface QueuedReviewRow {
  uuid: string
  entity_type: ReviewEntityType
  entity_id: string | null
  client_name: string
  client_phone: string
  media_source: string | null
  media_photo_id: string | null
  event_title: string | null
  body: string
  body_video: string | null
  language: string | null
  created: string
}

const QUEUED = 'moderated = 0 AND rejected_at IS NULL'
const COLUMNS = `uuid, entity_type, entity_id, client_name, client_phone, media_source, media_photo_id, event_title, body,
  body_video, language, created`

export async function reviewQueue(db: D1Database, skip: number, limit: number): Promise<{ rows: QueuedReviewRow[]; count: number }> {
  const [rows, count] = await db.batch<QueuedReviewRow | { count: number }>([
    db.prepare(`SELECT ${COLUMNS} FROM reviews WHERE ${QUEUED} ORDER BY created DESC, uuid DESC LIMIT ?1 OFFSET ?2`).bind(limit, skip),
    db.prepare(`SELECT COUNT(*) AS count FROM reviews WHERE ${QUEUED}`),
  ])
  return { rows: (rows?.results ?? []) as QueuedReviewRow[], count: (count?.results?.[0] as { count: number } | undefined)?.count ?? 0 }
}

export async function queuedReview(db: D1Database, uuid: string): Promise<QueuedReviewRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM reviews WHERE uuid = ?1 AND ${QUEUED}`).bind(uuid).first<QueuedReviewRow>()
}

/** Whether a review with this uuid exists at all (a decided one answers 409, an unknown one 404). */
export async function reviewExists(db: D1Database, uuid: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS one FROM reviews WHERE uuid = ?1').bind(uuid).first()) !== null
}

/** Runs the audit row and the change under one condition on the queued review; true when it applied. */
async function decide(db: D1Database, userId: number, action: 'review.approve' | 'review.reject' | 'review.edit', uuid: string, after: unknown, beforeSelect: string, change: D1PreparedStatement, now: number): Promise<boolean> {
  const audit = auditIfStatement(db, { userId, action, subject: `review:${uuid}`, after }, { select: beforeSelect, from: `FROM reviews WHERE uuid = ?1 AND ${QUEUED}`, bindings: [uuid] }, now)
  // RETURNING, not meta.changes: the count triggers' rows would count too.
  const [, changed] = await db.batch([audit, change])
  return (changed?.results.length ?? 0) === 1
}

/** Publishes a queued review (it shows on the site at once); false when it was not in the queue. */
export function approveReview(db: D1Database, userId: number, uuid: string, now: number): Promise<boolean> {
  const change = db.prepare(`UPDATE reviews SET moderated = 1 WHERE uuid = ?1 AND ${QUEUED} RETURNING uuid`).bind(uuid)
  return decide(db, userId, 'review.approve', uuid, { moderated: 1 }, `json_object('moderated', moderated)`, change, now)
}

/** Rejects a queued review with a reason; false when it was not in the queue. */
export function rejectReview(db: D1Database, userId: number, uuid: string, reason: string, now: number): Promise<boolean> {
  const change = db.prepare(`UPDATE reviews SET rejected_at = ?2, reject_reason = ?3 WHERE uuid = ?1 AND ${QUEUED} RETURNING uuid`).bind(uuid, now, reason)
  return decide(db, userId, 'review.reject', uuid, { rejected: true, reason }, `json_object('moderated', moderated)`, change, now)
}

/** Corrects the text of a queued review (a typo); false when it was not in the queue. */
export function editReviewBody(db: D1Database, userId: number, uuid: string, body: string, now: number): Promise<boolean> {
  const change = db.prepare(`UPDATE reviews SET body = ?2 WHERE uuid = ?1 AND ${QUEUED} RETURNING uuid`).bind(uuid, body)
  return decide(db, userId, 'review.edit', uuid, { body }, `json_object('body', body)`, change, now)
}
