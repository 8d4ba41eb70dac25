/** Sign-ins that keep the browser's cookies (issue 39.5): the session's and the device's. */
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { SignedIn } from '../../src/model/entities/users'
import { senderHash } from '../../worker/lib/sender-hash'
import { PASSWORD, send } from './accounts-fixtures'

/** The `__Host-<name>` cookie a response sets, as a Cookie header value ('' when it sets none). */
export function setCookie(response: Response, name: 'session' | 'device'): string {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`__Host-${name}=`))
  return set ? set.split(';')[0]! : ''
}

/** A browser's sign-in with `password` and whatever cookies it carries. */
export function login(email: string, password: string, headers: Record<string, string> = {}): Promise<Response> {
  return send('POST', 'client_users/login?language=en', { email, password }, headers)
}

/** Signs in once and answers the device cookie the browser keeps, and the session's. */
export async function knownBrowser(email: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0'): Promise<{ device: string; session: string; key: string }> {
  const response = await login(email, PASSWORD, { 'User-Agent': userAgent })
  expect(response.status, await response.clone().text()).toBe(200)
  const { key } = (await response.json()) as SignedIn
  return { device: setCookie(response, 'device'), session: setCookie(response, 'session'), key }
}

/** What the atomic counter `bucket` holds now (0 when it has none). */
export async function counted(bucket: string): Promise<number> {
  return (await env.DB.prepare('SELECT count FROM sender_limit_counters WHERE bucket = ?1').bind(bucket).first<number>('count')) ?? 0
}

/** The bucket of the account-wide sign-in limit of `email` (worker/auth/account-limits.ts). */
export async function accountLoginBucket(email: string): Promise<string> {
  return `login account ${await senderHash(env.SENDER_HASH_KEY!, `account ${email}`, Date.now())}`
}
