/** The outbox of every mail the site sends (BE-15, BE-17, BE-20; table outbox, migration 0013). */
import type { Language } from '../../src/model/languages'

export type MailChannel = 'managers' | 'visitors'

/** Who a message is for and what it is about, as written and as stored. */
interface OutboxHeader {
  kind: string
  cause: string
  channel: MailChannel
  /** The visitor's address; empty for the managers, whose address is configuration. */
  recipient: string
  language: Language
  subject: string
}

/** A file a message carries (issue 44: the ticket's `.ics`), its content as text. */
export interface MailAttachment {
  filename: string
  contentType: string
  content: string
}

/** A rendered message as the outbox keeps it until it is delivered. */
export interface OutboxMessage extends OutboxHeader {
  text: string
  html: string
  holdsSecret: boolean
  attachments?: MailAttachment[]
}

export interface OutboxRow extends OutboxHeader {
  id: number
  text_body: string
  html_body: string
  /** JSON of MailAttachment[] (migration 0047). */
  attachments: string
  holds_secret: number
  status: 'queued' | 'sent'
  attempts: number
  last_error: string | null
  next_attempt_at: number
  claim: string | null
  claimed_until: number | null
  transport: string | null
  created: string
  sent_at: string | null
}

/**
 * The INSERT of a message, due now, to run in the same batch as what caused it; with `onlyIf`, only when that SQL
 * condition (whose one parameter is ?12) holds when the statement runs. Attachments are bound after it.
 */
export function enqueueStatement(
  db: D1Database,
  message: OutboxMessage,
  now: number,
  onlyIf?: { sql: string; value: string },
): D1PreparedStatement {
  const values = [
    message.kind,
    message.cause,
    message.channel,
    message.recipient,
    message.language,
    message.subject,
    message.text,
    message.html,
    message.holdsSecret ? 1 : 0,
    now,
    new Date(now).toISOString(),
  ]
  const attachmentsAt = onlyIf ? 13 : 12
  return db
    .prepare(
      `INSERT INTO outbox (kind, cause, channel, recipient, language, subject, text_body, html_body, holds_secret,
         next_attempt_at, created, attachments) SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?${attachmentsAt}
       WHERE ${onlyIf?.sql ?? '1'}`,
    )
    .bind(...values, ...(onlyIf ? [onlyIf.value] : []), JSON.stringify(message.attachments ?? []))
}

/**
 * Claims up to `limit` due messages for one sender run in one statement (atomic in D1), counting the attempt: a
 * concurrent run can never claim the same rows, and a run that dies leaves them to others once `leaseMs` passed.
 */
export async function claimDueMessages(
  db: D1Database,
  claim: string,
  now: number,
  leaseMs: number,
  limit: number,
): Promise<OutboxRow[]> {
  const { results } = await db
    .prepare(
      `UPDATE outbox SET claim = ?1, claimed_until = ?3, attempts = attempts + 1
       WHERE id IN (SELECT id FROM outbox WHERE status = 'queued' AND next_attempt_at <= ?2
         AND (claimed_until IS NULL OR claimed_until <= ?2) ORDER BY next_attempt_at, id LIMIT ?4)
       RETURNING *`,
    )
    .bind(claim, now, now + leaseMs, limit)
    .all<OutboxRow>()
  return results
}

/** Marks a claimed message delivered; the bodies of one that held a secret are erased unless `keepBodies`. */
export async function markSent(db: D1Database, row: OutboxRow, transport: string, now: number, keepBodies: boolean): Promise<void> {
  await db
    .prepare(
      `UPDATE outbox SET status = 'sent', transport = ?3, sent_at = ?4, claim = NULL, claimed_until = NULL,
         last_error = NULL,
         text_body = CASE WHEN holds_secret = 1 AND ?5 = 0 THEN '' ELSE text_body END,
         html_body = CASE WHEN holds_secret = 1 AND ?5 = 0 THEN '' ELSE html_body END,
         attachments = CASE WHEN holds_secret = 1 AND ?5 = 0 THEN '[]' ELSE attachments END
       WHERE id = ?1 AND claim = ?2`,
    )
    .bind(row.id, row.claim, transport, new Date(now).toISOString(), keepBodies ? 1 : 0)
    .run()
}

/** Releases a claimed message after a failed attempt: the error is kept and the next attempt set. */
export async function markFailed(db: D1Database, row: OutboxRow, error: string, nextAttemptAt: number): Promise<void> {
  await db
    .prepare(
      `UPDATE outbox SET last_error = ?3, next_attempt_at = ?4, claim = NULL, claimed_until = NULL
       WHERE id = ?1 AND claim = ?2`,
    )
    .bind(row.id, row.claim, error.slice(0, 1000), nextAttemptAt)
    .run()
}
