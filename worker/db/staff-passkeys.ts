/** Passkeys of staff accounts and their WebAuthn challenges (migration 0062). */
import { auditIfStatement } from './staff-audit'

export interface PasskeyRow {
  id: string
  user_id: number
  name: string
  public_key: string
  counter: number
  transports: string
  created_at: number
  last_used_at: number | null
}

export type ChallengePurpose = 'register' | 'verify'

export async function passkeysOf(db: D1Database, userId: number): Promise<PasskeyRow[]> {
  const { results } = await db.prepare('SELECT * FROM staff_passkeys WHERE user_id = ?1 ORDER BY created_at, id').bind(userId).all<PasskeyRow>()
  return results
}

export async function hasPasskey(db: D1Database, userId: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS one FROM staff_passkeys WHERE user_id = ?1 LIMIT 1').bind(userId).first()) !== null
}

export async function passkeyOf(db: D1Database, userId: number, id: string): Promise<PasskeyRow | null> {
  return db.prepare('SELECT * FROM staff_passkeys WHERE id = ?1 AND user_id = ?2').bind(id, userId).first<PasskeyRow>()
}

/** Keeps `challenge` as the one the session waits with for `purpose`, replacing an earlier one. */
export async function keepChallenge(db: D1Database, tokenHash: string, purpose: ChallengePurpose, challenge: string, expiresAt: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO staff_webauthn_challenges (token_hash, purpose, challenge, expires_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (token_hash, purpose) DO UPDATE SET challenge = excluded.challenge, expires_at = excluded.expires_at`,
    )
    .bind(tokenHash, purpose, challenge, expiresAt)
    .run()
}

/** Takes the session's challenge for `purpose` once (one atomic delete: of requests racing, one gets it); null when none is live. */
export async function takeChallenge(db: D1Database, tokenHash: string, purpose: ChallengePurpose, now: number): Promise<string | null> {
  const row = await db
    .prepare('DELETE FROM staff_webauthn_challenges WHERE token_hash = ?1 AND purpose = ?2 RETURNING challenge, expires_at')
    .bind(tokenHash, purpose)
    .first<{ challenge: string; expires_at: number }>()
  return row && row.expires_at > now ? row.challenge : null
}

/** Stores a new passkey with its audit row, in one batch; false when the account has `max` already or the passkey is known. */
export async function addPasskey(db: D1Database, row: Omit<PasskeyRow, 'last_used_at'>, max: number): Promise<boolean> {
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO staff_passkeys (id, user_id, name, public_key, counter, transports, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE (SELECT COUNT(*) FROM staff_passkeys WHERE user_id = ?2) < ?8
         ON CONFLICT DO NOTHING`,
      )
      .bind(row.id, row.user_id, row.name, row.public_key, row.counter, row.transports, row.created_at, max),
    auditIfStatement(
      db,
      { userId: row.user_id, action: 'staff.passkey.register', subject: `staff:${row.user_id}`, after: { passkey: row.id, name: row.name } },
      { select: 'NULL', from: 'FROM staff_passkeys WHERE id = ?1 AND user_id = ?2 AND created_at = ?3', bindings: [row.id, row.user_id, row.created_at] },
      row.created_at,
    ),
  ])
  return inserted!.meta.changes === 1
}

/** Removes one of an account's passkeys with its audit row (the passkey as it was), in one batch; false when it has none such. */
export async function removePasskey(db: D1Database, userId: number, id: string, now: number): Promise<boolean> {
  const [, removed] = await db.batch([
    auditIfStatement(
      db,
      { userId, action: 'staff.passkey.remove', subject: `staff:${userId}` },
      { select: "json_object('passkey', id, 'name', name)", from: 'FROM staff_passkeys WHERE id = ?1 AND user_id = ?2', bindings: [id, userId] },
      now,
    ),
    db.prepare('DELETE FROM staff_passkeys WHERE id = ?1 AND user_id = ?2').bind(id, userId),
  ])
  return removed!.meta.changes === 1
}

/**
 * The statement that records a passkey's use: its new signature counter, only past the stored one (or 0 for an
 * authenticator that keeps none), so an older assertion of a cloned authenticator is refused.
 */
export function usePasskeyStatement(db: D1Database, userId: number, id: string, counter: number, now: number): D1PreparedStatement {
  return db
    .prepare('UPDATE staff_passkeys SET counter = ?3, last_used_at = ?4 WHERE id = ?1 AND user_id = ?2 AND (counter < ?3 OR ?3 = 0)')
    .bind(id, userId, counter, now)
}
