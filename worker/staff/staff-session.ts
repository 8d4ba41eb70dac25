/**
 * Staff sessions (issue 41): a random 256-bit token in the HttpOnly cookie `__Host-staff` (SameSite=Strict), stored
 * only as its SHA-256, apart from the visitor's session. After the password it waits for the second factor
 * (STAFF_SESSION_TIMEOUTS.pendingMs); signed in, it ends after `idleMs` unused or `absoluteMs` in all.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { STAFF_SESSION_TIMEOUTS, type StaffRole } from '../../src/model/staff'
import { endStaffSession, liveStaffSession, rolesOf, startStaffSessionStatements, touchStaffSession, type StaffSessionRow } from '../db/staff'
import type { AppEnv } from '../env'
import { randomToken } from '../lib/random-token'
import { tokenHash } from '../lib/token-hash'

const COOKIE = 'staff'
const COOKIE_OPTIONS = { prefix: 'host', path: '/', secure: true, httpOnly: true, sameSite: 'Strict' } as const

export interface StaffSession {
  row: StaffSessionRow
  roles: StaffRole[]
}

const sessions = new WeakMap<Request, Promise<StaffSession | null>>()

async function lookUp(c: Context<AppEnv>): Promise<StaffSession | null> {
  const token = getCookie(c, COOKIE, 'host')
  if (!token) return null
  const now = Date.now()
  const row = await liveStaffSession(c.env.DB, await tokenHash(token), now, STAFF_SESSION_TIMEOUTS.idleMs)
  if (!row) return null
  if (row.stage === 'signed_in' && now - row.last_seen_at >= STAFF_SESSION_TIMEOUTS.touchMs) await touchStaffSession(c.env.DB, row.token_hash, now)
  return { row, roles: await rolesOf(c.env.DB, row.user_id) }
}

/** The request's live staff session, at either stage (looked up once a request); none without a role. */
export async function staffSession(c: Context<AppEnv>): Promise<StaffSession | null> {
  let session = sessions.get(c.req.raw)
  if (!session) sessions.set(c.req.raw, (session = lookUp(c).then((found) => (found && found.roles.length > 0 ? found : null))))
  return session
}

/** The signed-in staff member (second factor passed), or null. */
export async function signedInStaff(c: Context<AppEnv>): Promise<StaffSession | null> {
  const session = await staffSession(c)
  return session?.row.stage === 'signed_in' ? session : null
}

/** Starts a session that waits for the second factor, ending the one the browser carried. */
export async function startPendingSession(c: Context<AppEnv>, userId: number): Promise<void> {
  const carried = getCookie(c, COOKIE, 'host')
  const token = randomToken(32)
  const now = Date.now()
  const row: StaffSessionRow = {
    token_hash: await tokenHash(token),
    user_id: userId,
    stage: 'password',
    created_at: now,
    last_seen_at: now,
    expires_at: now + STAFF_SESSION_TIMEOUTS.pendingMs,
    second_factor_at: null,
  }
  await c.env.DB.batch(startStaffSessionStatements(c.env.DB, row, carried ? await tokenHash(carried) : null))
  sessions.delete(c.req.raw)
  setCookie(c, COOKIE, token, { ...COOKIE_OPTIONS, maxAge: STAFF_SESSION_TIMEOUTS.absoluteMs / 1000 })
}

export async function endStaffSessionOf(c: Context<AppEnv>): Promise<void> {
  const token = getCookie(c, COOKIE, 'host')
  if (token) await endStaffSession(c.env.DB, await tokenHash(token))
  sessions.delete(c.req.raw)
  deleteCookie(c, COOKIE, COOKIE_OPTIONS)
}
