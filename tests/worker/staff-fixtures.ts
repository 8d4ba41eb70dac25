/** Staff accounts, sessions and queued reviews made straight in the test D1 (issue 41). */
import { decodeBase32IgnorePadding } from '@oslojs/encoding'
import { generateHOTP } from '@oslojs/otp'
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { StaffRole } from '../../src/model/staff'
import { tokenHash } from '../../worker/lib/token-hash'
import { timeStep } from '../../worker/staff/totp'
import { createUser } from './accounts-fixtures'
import { get } from './helpers'

export const STAFF_API = '/api/staff'

/** A base32 TOTP secret no other test uses. */
export function newSecret(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[byte % 32]).join('')
}

/** The code of `secret` for the time step `offset` steps from now. */
export function totpCode(secret: string, offset = 0): string {
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(timeStep(Date.now()) + offset), 6)
}

/** An account with `roles` and (unless `secret` is null) an enrolled authenticator. */
export async function createStaff(roles: StaffRole[], options: { secret?: string | null; password?: string | null } = {}) {
  const user = await createUser({ password: options.password === undefined ? null : options.password })
  const now = Date.now()
  const secret = options.secret === undefined ? newSecret() : options.secret
  await env.DB.batch([
    ...roles.map((role) => env.DB.prepare('INSERT INTO staff_roles (user_id, role, granted_at) VALUES (?1, ?2, ?3)').bind(user.id, role, now)),
    ...(secret ? [env.DB.prepare('INSERT INTO staff_totp (user_id, secret, enrolled_at) VALUES (?1, ?2, ?3)').bind(user.id, secret, now)] : []),
  ])
  return { user, secret }
}

/** A staff session made straight in D1 at `stage`: its Cookie header value. */
export async function staffCookieFor(userId: number, stage: 'password' | 'signed_in' = 'signed_in', secondFactorAt = Date.now()): Promise<string> {
  const token = crypto.randomUUID()
  const now = Date.now()
  await env.DB.prepare(
    `INSERT INTO staff_sessions (token_hash, user_id, stage, created_at, last_seen_at, expires_at, second_factor_at)
     VALUES (?1, ?2, ?3, ?4, ?4, ?5, ?6)`,
  )
    .bind(await tokenHash(token), userId, stage, now, now + 3_600_000, stage === 'signed_in' ? secondFactorAt : null)
    .run()
  return `__Host-staff=${token}`
}

/** The cookie of a new signed-in staff member with `roles`. */
export async function staffCookieOf(roles: StaffRole[]): Promise<string> {
  const { user } = await createStaff(roles)
  return staffCookieFor(user.id)
}

/** The `__Host-staff` cookie a response sets, as a Cookie header value. */
export function staffCookie(response: Response): string {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-staff='))
  return set ? set.split(';')[0]! : ''
}

/** A JSON request to the staff API with a cookie (and other headers: Origin, Sec-Fetch-Site). */
export function staffSend(method: string, path: string, cookie = '', body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return get(`${STAFF_API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

/** The JSON of an answer that must have `status` (the body is shown when it has not). */
export async function expectJson<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status)
  return (await response.json()) as T
}

/** A review waiting for moderation. */
export async function queueReview(body = 'A good course, thank you'): Promise<string> {
  const uuid = crypto.randomUUID()
  await env.DB.prepare(
    `INSERT INTO reviews (uuid, entity_type, entity_id, client_name, client_phone, body, moderated, created, language)
     VALUES (?1, 'COMPANY', NULL, 'Aibek Test', '+996555123456', ?2, 0, ?3, 'ru')`,
  )
    .bind(uuid, `<p>${body}</p>`, new Date().toISOString())
    .run()
  return uuid
}
