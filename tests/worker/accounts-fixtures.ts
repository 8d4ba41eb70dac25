/** Accounts made straight in the test D1, and the requests of a signed-in visitor (issue 28 §2). */
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { ClientUser, SignedIn } from '../../src/model/entities/users'
import type { ClientUserRow } from '../../worker/auth/client-user'
import { tokenHash } from '../../worker/lib/token-hash'
import { hashPassword } from '../../worker/auth/passwords'
import type { OutboxRow } from '../../worker/db/outbox'
import { API, get } from './helpers'

export const PASSWORD = 'correct horse battery'

/** An address no other test uses. */
export function newEmail(label = 'user'): string {
  return `${label}-${crypto.randomUUID()}@example.com`
}

/** An account with `password` (or none), e-mail verified unless told otherwise. */
export async function createUser(
  options: { email?: string; password?: string | null; verified?: boolean; passwordHash?: string } = {},
): Promise<ClientUserRow> {
  const password = options.password === undefined ? PASSWORD : options.password
  const hash = options.passwordHash ?? (password === null ? null : await hashPassword(password, env.AUTH_PEPPER!))
  const now = new Date().toISOString()
  return (await env.DB.prepare(
    `INSERT INTO client_users (email, first_name, last_name, password_hash, email_verified_at, language, created, updated)
     VALUES (?1, 'Aida', 'Osmonova', ?2, ?3, 'en', ?4, ?4) RETURNING *`,
  )
    .bind(options.email ?? newEmail(), hash, options.verified === false ? null : now, now)
    .first<ClientUserRow>())!
}

/** A JSON request to /api/client with a method, optional body and headers. */
export function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return get(`${API}/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

/** The `__Host-session` cookie a response sets, as a Cookie header value ('' when it sets none). */
export function sessionCookie(response: Response): string {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-session='))
  return set ? set.split(';')[0]! : ''
}

export interface Session {
  key: string
  cookie: string
  user: ClientUser
}

export async function signIn(email: string, password = PASSWORD, headers: Record<string, string> = {}): Promise<Session> {
  const response = await send('POST', 'client_users/login?language=en', { email, password }, headers)
  expect(response.status, await response.clone().text()).toBe(200)
  const body = (await response.json()) as SignedIn
  return { key: body.key, cookie: sessionCookie(response), user: body.user }
}

/** A session made straight in D1 (as a Google or Facebook sign-in would): its Cookie header value. */
export async function sessionFor(userId: number): Promise<string> {
  const token = crypto.randomUUID()
  const now = Date.now()
  await env.DB.prepare('INSERT INTO client_sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?1, ?2, ?3, ?3, ?4)')
    .bind(await tokenHash(token), userId, now, now + 86_400_000)
    .run()
  return `__Host-session=${token}`
}

/** GET me with a cookie header (or other headers): its status. */
export async function meStatus(headers: Record<string, string>): Promise<number> {
  const response = await send('GET', 'client_users/me', undefined, headers)
  await response.arrayBuffer()
  return response.status
}

export async function mailsTo(email: string): Promise<OutboxRow[]> {
  return (await env.DB.prepare('SELECT * FROM outbox WHERE recipient = ?1 ORDER BY id').bind(email).all<OutboxRow>()).results
}

/** The value of `name` in the first link of a mail's text that carries it. */
export function linkParam(mail: OutboxRow, name: string): string {
  const match = new RegExp(`https?://\\S+[?&]${name}=([^&\\s]+)`).exec(mail.text_body)
  expect(match, mail.text_body).not.toBeNull()
  return decodeURIComponent(match![1]!)
}
