/** Queries of the staff desk's accounts (migration 0031): roles, TOTP, recovery codes, staff sessions. */
import type { StaffRole } from '../../src/model/staff'

export interface StaffSessionRow {
  token_hash: string
  user_id: number
  stage: 'password' | 'signed_in'
  created_at: number
  last_seen_at: number
  expires_at: number
  second_factor_at: number | null
}

export interface StaffPerson {
  id: number
  email: string
  first_name: string
  last_name: string
}

export async function rolesOf(db: D1Database, userId: number): Promise<StaffRole[]> {
  const { results } = await db.prepare('SELECT role FROM staff_roles WHERE user_id = ?1 ORDER BY role').bind(userId).all<{ role: StaffRole }>()
  return results.map((row) => row.role)
}

/** The statement that grants `role` (kept when already held). */
export function grantRoleStatement(db: D1Database, userId: number, role: StaffRole, now: number): D1PreparedStatement {
  return db.prepare('INSERT INTO staff_roles (user_id, role, granted_at) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING').bind(userId, role, now)
}

export async function personOf(db: D1Database, userId: number): Promise<StaffPerson | null> {
  return db.prepare('SELECT id, email, first_name, last_name FROM client_users WHERE id = ?1').bind(userId).first<StaffPerson>()
}

/** A live session by its token hash: not expired, and for a signed-in one not idle longer than `idleMs`. */
export async function liveStaffSession(db: D1Database, tokenHash: string, now: number, idleMs: number): Promise<StaffSessionRow | null> {
  return db
    .prepare(`SELECT * FROM staff_sessions WHERE token_hash = ?1 AND expires_at > ?2 AND (stage = 'password' OR last_seen_at > ?3)`)
    .bind(tokenHash, now, now - idleMs)
    .first<StaffSessionRow>()
}

export async function touchStaffSession(db: D1Database, tokenHash: string, now: number): Promise<void> {
  await db.prepare('UPDATE staff_sessions SET last_seen_at = ?2 WHERE token_hash = ?1').bind(tokenHash, now).run()
}

/** The statements that start a session waiting for the second factor, ending the one the browser carried. */
export function startStaffSessionStatements(db: D1Database, session: StaffSessionRow, carriedHash: string | null): D1PreparedStatement[] {
  return [
    ...(carriedHash ? [db.prepare('DELETE FROM staff_sessions WHERE token_hash = ?1').bind(carriedHash)] : []),
    db
      .prepare(
        `INSERT INTO staff_sessions (token_hash, user_id, stage, created_at, last_seen_at, expires_at, second_factor_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(session.token_hash, session.user_id, session.stage, session.created_at, session.last_seen_at, session.expires_at, session.second_factor_at),
  ]
}

/** The statement that marks the second factor passed: the session is signed in until `expiresAt` (kept when earlier). */
export function passSecondFactorStatement(db: D1Database, tokenHash: string, now: number, expiresAt: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE staff_sessions SET stage = 'signed_in', second_factor_at = ?2, last_seen_at = ?2,
         expires_at = CASE WHEN stage = 'signed_in' THEN expires_at ELSE ?3 END
       WHERE token_hash = ?1`,
    )
    .bind(tokenHash, now, expiresAt)
}

/** Back-dates a signed-in session's second factor to `at` (the end-to-end tests' stale second factor: worker/staff/test-only.ts). */
export async function backdateSecondFactor(db: D1Database, tokenHash: string, at: number): Promise<void> {
  await db.prepare("UPDATE staff_sessions SET second_factor_at = ?2 WHERE token_hash = ?1 AND stage = 'signed_in'").bind(tokenHash, at).run()
}

export async function endStaffSession(db: D1Database, tokenHash: string): Promise<void> {
  await db.prepare('DELETE FROM staff_sessions WHERE token_hash = ?1').bind(tokenHash).run()
}

export interface TotpRow {
  secret: string
  enrolled_at: number | null
  last_step: number
}

export async function totpOf(db: D1Database, userId: number): Promise<TotpRow | null> {
  return db.prepare('SELECT secret, enrolled_at, last_step FROM staff_totp WHERE user_id = ?1').bind(userId).first<TotpRow>()
}

/** Keeps the secret of an enrolment not finished yet, or makes one; answers the secret the account now waits with. */
export async function pendingTotpSecret(db: D1Database, userId: number, secret: string): Promise<TotpRow> {
  return (await db
    .prepare(
      `INSERT INTO staff_totp (user_id, secret) VALUES (?1, ?2)
       ON CONFLICT (user_id) DO UPDATE SET secret = secret RETURNING secret, enrolled_at, last_step`,
    )
    .bind(userId, secret)
    .first<TotpRow>())!
}

/**
 * Accepts time step `step` once (RFC 6238 §5.2): one atomic update that succeeds only past the last accepted step,
 * so the same code sent twice, or forty times at once, passes once. `enrolling`: only while not enrolled yet.
 */
export function acceptTotpStepStatement(db: D1Database, userId: number, step: number, enrolling: boolean, now: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE staff_totp SET last_step = ?2, enrolled_at = COALESCE(enrolled_at, ?4)
       WHERE user_id = ?1 AND last_step < ?2 AND (enrolled_at IS NULL) = ?3`,
    )
    .bind(userId, step, enrolling ? 1 : 0, now)
}

/** The statements that replace an account's recovery codes with these (hashed). */
export function recoveryCodeStatements(db: D1Database, userId: number, codeHashes: readonly string[]): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM staff_recovery_codes WHERE user_id = ?1').bind(userId),
    ...codeHashes.map((hash) => db.prepare('INSERT INTO staff_recovery_codes (user_id, code_hash) VALUES (?1, ?2)').bind(userId, hash)),
  ]
}

/** Uses a recovery code once: one atomic update, so a code sent twice at once passes once. */
export function useRecoveryCodeStatement(db: D1Database, userId: number, codeHash: string, now: number): D1PreparedStatement {
  return db.prepare('UPDATE staff_recovery_codes SET used_at = ?3 WHERE user_id = ?1 AND code_hash = ?2 AND used_at IS NULL').bind(userId, codeHash, now)
}

/** The accounts holding any of `roles`, by name: whom a lead may be assigned to. */
export async function staffWithAnyRole(db: D1Database, roles: readonly StaffRole[]): Promise<StaffPerson[]> {
  const { results } = await db
    .prepare(
      `SELECT id, email, first_name, last_name FROM client_users
       WHERE id IN (SELECT user_id FROM staff_roles WHERE role IN (SELECT value FROM json_each(?1)))
       ORDER BY first_name, last_name, id`,
    )
    .bind(JSON.stringify(roles))
    .all<StaffPerson>()
  return results
}
