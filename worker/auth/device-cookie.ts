/**
 * Device cookies (issue 39.5, OWASP "Slow down online guessing attacks with device cookies"): a browser that signed
 * in to an account gets `__Host-device`, 256 random bits stored only as their SHA-256 and bound to that account
 * (table client_devices, migration 0026). One token a browser, trusted for each account it signed in to.
 */
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { tokenHash } from '../lib/token-hash'
import type { AppEnv } from '../env'
import { randomToken } from '../lib/random-token'

const DAY = 24 * 60 * 60 * 1000

/** How long a browser stays known to an account after its last sign-in. */
export const DEVICE_TRUST_MS = 180 * DAY

/** `__Host-device`: Secure, Path=/ and no Domain, as the prefix demands. */
const COOKIE = 'device'
const COOKIE_OPTIONS = { prefix: 'host', path: '/', secure: true, httpOnly: true, sameSite: 'Lax' } as const

function carriedToken(c: Context<AppEnv>): string | null {
  return getCookie(c, COOKIE, 'host') ?? null
}

/** The device the request's cookie names, when that browser signed in to the account `email` before (and still is trusted). */
export async function trustedDevice(c: Context<AppEnv>, email: string): Promise<{ hash: string; userId: number } | null> {
  const token = carriedToken(c)
  if (!token) return null
  const hash = await tokenHash(token)
  const row = await c.env.DB.prepare(
    `SELECT d.user_id FROM client_devices d JOIN client_users u ON u.id = d.user_id
     WHERE d.token_hash = ?1 AND u.email = ?2 AND d.expires_at > ?3`,
  )
    .bind(hash, email, Date.now())
    .first<{ user_id: number }>()
  return row ? { hash, userId: row.user_id } : null
}

/**
 * The statements that make the browser known to `userId` (its cookie's token if this site issued it, else a new one)
 * and forget the user's expired devices; sets the cookie. For the batch that signs the user in.
 */
export async function rememberDeviceStatements(c: Context<AppEnv>, userId: number, now: number): Promise<D1PreparedStatement[]> {
  const db = c.env.DB
  const carried = carriedToken(c)
  const carriedHash = carried ? await tokenHash(carried) : null
  // A token this site never stored (or whose trust ended everywhere) is replaced: a cookie planted in the browser buys nothing.
  const known = carriedHash
    ? await db.prepare('SELECT 1 AS known FROM client_devices WHERE token_hash = ?1 AND expires_at > ?2 LIMIT 1').bind(carriedHash, now).first()
    : null
  const token = known && carried ? carried : randomToken(32)
  const hash = known && carriedHash ? carriedHash : await tokenHash(token)
  setCookie(c, COOKIE, token, { ...COOKIE_OPTIONS, maxAge: DEVICE_TRUST_MS / 1000 })
  return [
    db.prepare('DELETE FROM client_devices WHERE user_id = ?1 AND expires_at <= ?2').bind(userId, now),
    db
      .prepare(
        `INSERT INTO client_devices (token_hash, user_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (token_hash, user_id) DO UPDATE SET expires_at = excluded.expires_at`,
      )
      .bind(hash, userId, now, now + DEVICE_TRUST_MS),
  ]
}
