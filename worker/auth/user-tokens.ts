/**
 * Single-use links mailed to a user (table client_user_tokens, migration 0018): only the token's SHA-256 is
 * stored; a token is spent by the one statement that checks it, so of many concurrent uses one succeeds.
 */
export type TokenPurpose = 'verify_email' | 'reset_password' | 'change_email' | 'sign_in'

const HOUR = 60 * 60 * 1000

/** How long each kind of link lives, in hours (a sign-in link, issue 39.5: 15 minutes). */
export const TOKEN_HOURS: Record<TokenPurpose, number> = { verify_email: 48, reset_password: 1, change_email: 24, sign_in: 0.25 }

export interface NewToken {
  hash: string
  purpose: TokenPurpose
  newEmail?: string
  now: number
  /** How long it lives when not its purpose's TOKEN_HOURS (a staff invitation, issue 41). */
  hours?: number
}

/**
 * The INSERT of a token for the user that `userSql` (a condition on client_users, parameters from ?6) selects:
 * no row, no token, so a batch can hold it whether or not the user exists.
 */
export function issueTokenStatement(db: D1Database, token: NewToken, userSql: string, ...userValues: unknown[]): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO client_user_tokens (token_hash, user_id, purpose, new_email, created_at, expires_at)
       SELECT ?1, id, ?2, ?3, ?4, ?5 FROM client_users WHERE ${userSql}`,
    )
    .bind(token.hash, token.purpose, token.newEmail ?? null, token.now, token.now + (token.hours ?? TOKEN_HOURS[token.purpose]) * HOUR, ...userValues)
}

/** The SQL condition (parameter ?12, as outbox's `onlyIf`) that the token exists: its mail is queued only then. */
export const TOKEN_ISSUED = 'EXISTS (SELECT 1 FROM client_user_tokens WHERE token_hash = ?12)'

export interface SpentToken {
  user_id: number
  purpose: TokenPurpose
  new_email: string | null
}

/**
 * Spends a live token of one of `purposes` (and of `userId`, when given): answers what it was for, null for an
 * unknown, used, expired or foreign one.
 */
export async function spendToken(
  db: D1Database,
  hash: string,
  purposes: readonly TokenPurpose[],
  now: number,
  userId?: number,
): Promise<SpentToken | null> {
  return db
    .prepare(
      `UPDATE client_user_tokens SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2
         AND purpose IN (SELECT value FROM json_each(?3)) AND (?4 IS NULL OR user_id = ?4) RETURNING user_id, purpose, new_email`,
    )
    .bind(hash, now, JSON.stringify(purposes), userId ?? null)
    .first<SpentToken>()
}

/** The statement that drops a user's unspent tokens of `purpose` (a password set, an address changed). */
export function dropTokensStatement(db: D1Database, userId: number, purpose: TokenPurpose): D1PreparedStatement {
  return db.prepare('DELETE FROM client_user_tokens WHERE user_id = ?1 AND purpose = ?2 AND used_at IS NULL').bind(userId, purpose)
}

/**
 * The statement that voids a user's unspent verification and address-change links (issue 39.2): a link confirms the
 * sign-in methods its mail listed, so adding one (a first password, a Google or Facebook link) needs a new mail.
 */
export function dropAddressLinksStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare("DELETE FROM client_user_tokens WHERE user_id = ?1 AND purpose IN ('verify_email', 'change_email') AND used_at IS NULL")
    .bind(userId)
}
