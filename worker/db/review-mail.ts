/**
 * The moderators' mail about waiting reviews (issue 41; migration 0040): each moderator's choice, and the marks that
 * let each mail go once. A mail is queued in the same batch as its mark and only when this run's claim made the mark,
 * so a review's "at once" mail and a day's digest go once to each moderator however many runs race for them.
 */
import type { Language } from '../../src/model/languages'
import type { ReviewMailChoice } from '../../src/model/staff-members'
import { enqueueStatement, type OutboxMessage } from './outbox'
import { auditStatement } from './staff-audit'

export interface ReviewMailRecipient {
  id: number
  email: string
  language: Language
}

export async function reviewMailOf(db: D1Database, userId: number): Promise<ReviewMailChoice> {
  const row = await db.prepare('SELECT review_mail FROM staff_preferences WHERE user_id = ?1').bind(userId).first<{ review_mail: ReviewMailChoice }>()
  return row?.review_mail ?? 'daily'
}

/** Stores a staff member's choice, audited in the same batch. */
export async function setReviewMail(db: D1Database, userId: number, choice: ReviewMailChoice, now: number): Promise<void> {
  const before = await reviewMailOf(db, userId)
  await db.batch([
    db
      .prepare('INSERT INTO staff_preferences (user_id, review_mail) VALUES (?1, ?2) ON CONFLICT (user_id) DO UPDATE SET review_mail = excluded.review_mail')
      .bind(userId, choice),
    auditStatement(db, { userId, action: 'staff.review_mail', subject: `staff:${userId}`, before: { review_mail: before }, after: { review_mail: choice } }, now),
  ])
}

/** The moderators who chose `choice` (the moderator role itself; 'daily' when they never chose). */
export async function moderatorsChoosing(db: D1Database, choice: ReviewMailChoice): Promise<ReviewMailRecipient[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.email, u.language FROM staff_roles r JOIN client_users u ON u.id = r.user_id
       LEFT JOIN staff_preferences p ON p.user_id = r.user_id
       WHERE r.role = 'moderator' AND COALESCE(p.review_mail, 'daily') = ?1 ORDER BY u.id`,
    )
    .bind(choice)
    .all<ReviewMailRecipient>()
  return results
}

export async function waitingReviewCount(db: D1Database): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS count FROM reviews WHERE moderated = 0 AND rejected_at IS NULL').first<{ count: number }>()
  return row?.count ?? 0
}

/** The statements that mark `mark` sent to the recipient with a new claim and queue `message` only if this claim made it. */
export function markedMailStatements(db: D1Database, userId: number, mark: string, message: OutboxMessage, now: number): D1PreparedStatement[] {
  const claim = crypto.randomUUID()
  return [
    db.prepare('INSERT INTO staff_mail_marks (user_id, mark, claim, at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING').bind(userId, mark, claim, now),
    enqueueStatement(db, message, now, { sql: 'EXISTS (SELECT 1 FROM staff_mail_marks WHERE claim = ?12)', value: claim }),
  ]
}
