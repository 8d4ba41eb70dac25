/**
 * Sessions of signed-in visitors (issue 28 §2, OQ-53, ASVS V7): a random 256-bit token in the HttpOnly cookie
 * `__Host-session` (browsers) or `Authorization: Token <key>` (API clients, API-01), stored only as its SHA-256,
 * ended by logout, by an idle or an absolute timeout, and rotated at every sign-in.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ClientUser } from '../../src/model/entities/users'
import { tokenHash } from '../lib/token-hash'
import type { AppEnv } from '../env'
import { randomToken } from '../lib/random-token'
import { toClientUser, type ClientUserRow } from './client-user'
import { rememberDeviceStatements } from './device-cookie'

const MINUTE = 60 * 1000
const DAY = 24 * 60 * MINUTE

/** A session unused this long ends, and none lives longer than `absoluteMs`; last use is written at most once per `touchMs`. */
export const SESSION_TIMEOUTS = { idleMs: 30 * DAY, absoluteMs: 90 * DAY, touchMs: MINUTE } as const

/** `__Host-session`: Secure, Path=/ and no Domain, as the prefix demands. */
const COOKIE = 'session'
const COOKIE_OPTIONS = { prefix: 'host', path: '/', secure: true, httpOnly: true, sameSite: 'Lax' } as const

const TOKEN_HEADER = /^Token\s+(\S+)$/i

/** The session token the request carries: the cookie, else an `Authorization: Token` header. */
function requestToken(c: Context<AppEnv>): string | null {
  return getCookie(c, COOKIE, 'host') ?? TOKEN_HEADER.exec(c.req.header('Authorization') ?? '')?.[1] ?? null
}

export interface CurrentSession {
  user: ClientUserRow
  tokenHash: string
}

const sessions = new WeakMap<Request, Promise<CurrentSession | null>>()

async function lookUpSession(c: Context<AppEnv>): Promise<CurrentSession | null> {
  const token = requestToken(c)
  if (!token) return null
  const hash = await tokenHash(token)
  const now = Date.now()
  const row = await c.env.DB.prepare(
    `SELECT u.*, s.last_seen_at AS session_last_seen_at FROM client_sessions s JOIN client_users u ON u.id = s.user_id
     WHERE s.token_hash = ?1 AND s.expires_at > ?2 AND s.last_seen_at > ?3`,
  )
    .bind(hash, now, now - SESSION_TIMEOUTS.idleMs)
    .first<ClientUserRow & { session_last_seen_at: number }>()
  if (!row) return null
  const { session_last_seen_at: lastSeen, ...user } = row
  if (now - lastSeen >= SESSION_TIMEOUTS.touchMs) {
    await c.env.DB.prepare('UPDATE client_sessions SET last_seen_at = ?2 WHERE token_hash = ?1').bind(hash, now).run()
  }
  return { user, tokenHash: hash }
}

/** The live session of the request (looked up once a request); an unknown, ended or expired one is none. */
export function currentSession(c: Context<AppEnv>): Promise<CurrentSession | null> {
  let session = sessions.get(c.req.raw)
  if (!session) sessions.set(c.req.raw, (session = lookUpSession(c)))
  return session
}

/** The signed-in visitor, or null for an anonymous one. */
export async function viewerOf(c: Context<AppEnv>): Promise<ClientUser | null> {
  const session = await currentSession(c)
  return session ? toClientUser(session.user) : null
}

/**
 * Signs `userId` in: the session the request carried (if any) ends, a new one starts, and the browser becomes known to
 * the account (its device cookie, issue 39.5); answers the session's token (SignedIn.key). `before` runs first in the
 * same batch (what the sign-in proves, issue 40.4).
 */
export async function startSession(c: Context<AppEnv>, userId: number, before: D1PreparedStatement[] = []): Promise<string> {
  const carried = requestToken(c)
  const token = randomToken(32)
  const now = Date.now()
  await c.env.DB.batch([
    ...before,
    ...(carried ? [c.env.DB.prepare('DELETE FROM client_sessions WHERE token_hash = ?1').bind(await tokenHash(carried))] : []),
    c.env.DB.prepare(
      `INSERT INTO client_sessions (token_hash, user_id, created_at, last_seen_at, expires_at, user_agent)
       VALUES (?1, ?2, ?3, ?3, ?4, ?5)`,
    ).bind(await tokenHash(token), userId, now, now + SESSION_TIMEOUTS.absoluteMs, (c.req.header('User-Agent') ?? '').slice(0, 500)),
    ...(await rememberDeviceStatements(c, userId, now)),
  ])
  sessions.delete(c.req.raw)
  setCookie(c, COOKIE, token, { ...COOKIE_OPTIONS, maxAge: SESSION_TIMEOUTS.absoluteMs / 1000 })
  return token
}

/** Signs the request's session out on the server and clears the cookie. */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const token = requestToken(c)
  if (token) await c.env.DB.prepare('DELETE FROM client_sessions WHERE token_hash = ?1').bind(await tokenHash(token)).run()
  sessions.delete(c.req.raw)
  deleteCookie(c, COOKIE, COOKIE_OPTIONS)
}

/** The statement that ends every session of a user but the one whose token hash is `keepTokenHash`. */
export function endOtherSessionsStatement(db: D1Database, userId: number, keepTokenHash?: string): D1PreparedStatement {
  return db.prepare('DELETE FROM client_sessions WHERE user_id = ?1 AND token_hash IS NOT ?2').bind(userId, keepTokenHash ?? null)
}

/** Ends every session of a user but the one whose token hash is `keepTokenHash` (a password change or reset). */
export async function endOtherSessions(db: D1Database, userId: number, keepTokenHash?: string): Promise<void> {
  await endOtherSessionsStatement(db, userId, keepTokenHash).run()
}
