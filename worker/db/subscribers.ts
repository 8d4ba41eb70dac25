/** Newsletter subscribers with double opt-in (BE-28, OQ-07; table subscribers, migration 0013). */
import type { DeskSubscriber } from '../../src/model/desk-people'
import type { Language } from '../../src/model/languages'

export interface SubscriptionRequest {
  email: string
  language: Language
  confirmTokenHash: string
  confirmExpiresAt: number
  unsubscribeTokenHash: string
  consentDocument: string
  created: string
}

/**
 * The upsert of a pending subscription: a new address, or one pending or unsubscribed, gets fresh tokens; a
 * confirmed address is left as it is (then the confirmation mail, conditional on the new token, is not queued).
 */
export function requestSubscriptionStatement(db: D1Database, request: SubscriptionRequest): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO subscribers (email, language, status, confirm_token_hash, confirm_expires_at, unsubscribe_token_hash,
         consent_document, created) VALUES (?1, ?2, 'pending', ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (email) DO UPDATE SET language = excluded.language, status = 'pending',
         confirm_token_hash = excluded.confirm_token_hash, confirm_expires_at = excluded.confirm_expires_at,
         unsubscribe_token_hash = excluded.unsubscribe_token_hash, consent_document = excluded.consent_document
       WHERE subscribers.status <> 'confirmed'`,
    )
    .bind(
      request.email,
      request.language,
      request.confirmTokenHash,
      request.confirmExpiresAt,
      request.unsubscribeTokenHash,
      request.consentDocument,
      request.created,
    )
}

/** The SQL condition (parameter ?12: the confirmation token's hash) under which the confirmation mail is queued. */
export const PENDING_WITH_TOKEN = 'EXISTS (SELECT 1 FROM subscribers WHERE confirm_token_hash = ?12)'

/** Confirms the pending subscription of a live token, once: answers its language, null for a used, expired or unknown token. */
export async function confirmSubscription(db: D1Database, tokenHash: string, now: number): Promise<Language | null> {
  const row = await db
    .prepare(
      `UPDATE subscribers SET status = 'confirmed', confirmed_at = ?3, confirm_token_hash = NULL, confirm_expires_at = NULL
       WHERE confirm_token_hash = ?1 AND confirm_expires_at > ?2 AND status = 'pending' RETURNING language`,
    )
    .bind(tokenHash, now, new Date(now).toISOString())
    .first<{ language: Language }>()
  return row?.language ?? null
}

/** Ends the subscription of an unsubscribe token (again: no change): answers its language, null for an unknown token. */
export async function unsubscribe(db: D1Database, tokenHash: string, now: number): Promise<Language | null> {
  const row = await db
    .prepare(
      `UPDATE subscribers SET status = 'unsubscribed', confirm_token_hash = NULL, confirm_expires_at = NULL,
         unsubscribed_at = COALESCE(unsubscribed_at, ?2)
       WHERE unsubscribe_token_hash = ?1 RETURNING language`,
    )
    .bind(tokenHash, new Date(now).toISOString())
    .first<{ language: Language }>()
  return row?.language ?? null
}

/** The desk's newsletter list (issue 41 "Subscribers"): by status and address, newest first. */
export async function listSubscribers(
  db: D1Database,
  filter: { status?: DeskSubscriber['status']; q?: string },
  page: { skip: number; limit: number },
): Promise<{ rows: DeskSubscriber[]; count: number }> {
  const conditions: string[] = []
  const bindings: unknown[] = []
  if (filter.status) conditions.push(`status = ?${bindings.push(filter.status)}`)
  if (filter.q?.trim()) conditions.push(`instr(email, ?${bindings.push(filter.q.trim().toLowerCase())}) > 0`)
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''
  const [rows, count] = await db.batch<DeskSubscriber | { count: number }>([
    db
      .prepare(
        `SELECT email, language, status, created, confirmed_at, unsubscribed_at FROM subscribers ${where}
         ORDER BY created DESC, id DESC LIMIT ${page.limit} OFFSET ${page.skip}`,
      )
      .bind(...bindings),
    db.prepare(`SELECT count(*) AS count FROM subscribers ${where}`).bind(...bindings),
  ])
  return { rows: rows!.results as DeskSubscriber[], count: (count!.results[0] as { count: number }).count }
}
