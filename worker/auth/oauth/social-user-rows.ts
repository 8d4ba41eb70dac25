/** Queries of the Google and Facebook links of client_users (migration 0018): each rule is one statement, safe under concurrency. */
import type { Language } from '../../../src/model/languages'
import type { OAuthProvider } from '../../../src/model/oauth'
import type { ClientUserRow } from '../client-user'
import type { SocialProfile } from './social-profile'

const COLUMN: Record<OAuthProvider, string> = { google: 'google_account_id', facebook: 'facebook_account_id' }
const OTHER: Record<OAuthProvider, string> = { google: 'facebook_account_id', facebook: 'google_account_id' }

export function userBySocialId(db: D1Database, provider: OAuthProvider, accountId: string): Promise<ClientUserRow | null> {
  return db.prepare(`SELECT * FROM client_users WHERE ${COLUMN[provider]} = ?1`).bind(accountId).first<ClientUserRow>()
}

/** A new account without password for the profile; null when its address or the provider account has one already. */
export function insertSocialUser(
  db: D1Database,
  provider: OAuthProvider,
  profile: SocialProfile & { email: string },
  language: Language,
  now: string,
): Promise<ClientUserRow | null> {
  return db
    .prepare(
      `INSERT INTO client_users (email, first_name, last_name, password_hash, email_verified_at, ${COLUMN[provider]}, language, created, updated)
       VALUES (?1, ?2, ?3, NULL, ?4, ?5, ?6, ?7, ?7) ON CONFLICT DO NOTHING RETURNING *`,
    )
    .bind(profile.email, profile.firstName, profile.lastName, profile.emailVerified ? now : null, profile.id, language, now)
    .first<ClientUserRow>()
}

/** Links the provider account to the user; null when another user has it. */
export function linkSocialAccount(db: D1Database, provider: OAuthProvider, userId: number, accountId: string, now: string): Promise<ClientUserRow | null> {
  const column = COLUMN[provider]
  return db
    .prepare(
      `UPDATE client_users SET ${column} = ?2, updated = ?3
       WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM client_users other WHERE other.${column} = ?2 AND other.id <> ?1) RETURNING *`,
    )
    .bind(userId, accountId, now)
    .first<ClientUserRow>()
}

/** Unlinks the provider from the user unless it is linked no more or it is the last way to sign in; null then. */
export function unlinkSocialAccount(db: D1Database, provider: OAuthProvider, userId: number, now: string): Promise<ClientUserRow | null> {
  return db
    .prepare(
      `UPDATE client_users SET ${COLUMN[provider]} = NULL, updated = ?2
       WHERE id = ?1 AND ${COLUMN[provider]} IS NOT NULL AND (password_hash IS NOT NULL OR ${OTHER[provider]} IS NOT NULL) RETURNING *`,
    )
    .bind(userId, now)
    .first<ClientUserRow>()
}
