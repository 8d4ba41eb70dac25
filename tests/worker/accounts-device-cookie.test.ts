/**
 * Issue 39.5 (OWASP device cookies): strangers' wrong passwords throttle an account, but a browser that signed in to
 * it before guesses on a budget of its own, so the owner still gets in; without the cookie an attacker stays
 * throttled. Every counter is atomic: 40 attempts in flight count 40.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { tokenHash } from '../../worker/lib/token-hash'
import { ACCOUNT_LIMITS, DEVICE_LOGIN_LIMIT } from '../../worker/auth/account-limits'
import { DEVICE_TRUST_MS } from '../../worker/auth/device-cookie'
import { createUser, meStatus, PASSWORD } from './accounts-fixtures'
import { accountLoginBucket, counted, knownBrowser, login, setCookie } from './device-fixtures'
import { inFlight, newSender } from './sender-fixtures'

const WRONG = 'a wrong password'

/** 40 wrong passwords at once from 40 strangers (no cookies): what is left of the account's limit gets through, the rest are 429, and all 40 count. */
async function strangersGuess(email: string): Promise<void> {
  const bucket = await accountLoginBucket(email)
  const before = await counted(bucket)
  const answers = await inFlight(40, () => login(email, WRONG, { 'cf-connecting-ip': newSender() }))
  const left = Math.max(0, ACCOUNT_LIMITS.login.count - before)
  expect(answers.get(400)?.length ?? 0).toBe(left)
  expect(answers.get(429)?.length).toBe(40 - left)
  expect(await counted(bucket)).toBe(before + 40)
}

/** The account's limit used up, straight in D1 (for tests about something else than the counting). */
async function lockAccount(email: string): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO sender_limit_counters (bucket, count, expires_at) VALUES (?1, ?2, ?3)
     ON CONFLICT (bucket) DO UPDATE SET count = excluded.count, expires_at = excluded.expires_at`,
  )
    .bind(await accountLoginBucket(email), ACCOUNT_LIMITS.login.count, Date.now() + ACCOUNT_LIMITS.login.windowMs)
    .run()
}

const deviceBucket = async (userId: number, device: string) => `login device ${userId} ${await tokenHash(device.split('=')[1]!)}`

describe('device cookie (issue 39.5)', () => {
  it('a sign-in sets __Host-device: HttpOnly, Secure, SameSite=Lax, 256 random bits, stored only as their hash', async () => {
    const user = await createUser()
    const response = await login(user.email, PASSWORD)
    expect(response.status).toBe(200)
    const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-device='))!
    expect(line.split('; ').slice(1).sort()).toEqual(['HttpOnly', `Max-Age=${DEVICE_TRUST_MS / 1000}`, 'Path=/', 'SameSite=Lax', 'Secure'])
    const token = setCookie(response, 'device').split('=')[1]!
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = await env.DB.prepare('SELECT token_hash FROM client_devices WHERE user_id = ?1').bind(user.id).all<{ token_hash: string }>()
    expect(stored.results).toEqual([{ token_hash: await tokenHash(token) }])
  })

  it('the account locked by 40 strangers in flight (counted 40): the owner without a cookie is refused too', async () => {
    const user = await createUser()
    await strangersGuess(user.email)
    expect(await counted(await accountLoginBucket(user.email))).toBe(40)
    expect((await login(user.email, PASSWORD, { 'cf-connecting-ip': newSender() })).status).toBe(429)
  })

  it('while strangers lock the account, the browser that signed in before still signs in; an attacker with the password but no cookie does not', async () => {
    const user = await createUser()
    const browser = await knownBrowser(user.email)
    await strangersGuess(user.email)
    const owner = await login(user.email, PASSWORD, { Cookie: browser.device, 'cf-connecting-ip': newSender() })
    expect(owner.status).toBe(200)
    expect(await meStatus({ Cookie: setCookie(owner, 'session') })).toBe(200)
    // The same browser keeps its token.
    expect(setCookie(owner, 'device')).toBe(browser.device)
    expect((await login(user.email, PASSWORD, { 'cf-connecting-ip': newSender() })).status).toBe(429)
  })

  it('the device has a budget of its own: 40 wrong passwords in flight with the cookie count 40, the limit gets through', async () => {
    const user = await createUser()
    const browser = await knownBrowser(user.email)
    const answers = await inFlight(40, () => login(user.email, WRONG, { Cookie: browser.device }))
    expect(answers.get(400)?.length).toBe(DEVICE_LOGIN_LIMIT.count)
    expect(answers.get(429)?.length).toBe(40 - DEVICE_LOGIN_LIMIT.count)
    expect(await counted(await deviceBucket(user.id, browser.device))).toBe(40)
    // The device's guesses did not touch the account's budget: strangers are counted apart.
    expect(await counted(await accountLoginBucket(user.email))).toBe(1)
    expect((await login(user.email, PASSWORD, { Cookie: browser.device })).status).toBe(429)
  })

  it("a device cookie is trusted only for the account it signed in to", async () => {
    const [owner, other] = await Promise.all([createUser(), createUser()])
    const othersBrowser = await knownBrowser(other.email)
    await lockAccount(owner.email)
    expect((await login(owner.email, PASSWORD, { Cookie: othersBrowser.device })).status).toBe(429)
  })

  it('a device cookie is not trusted once its trust ended', async () => {
    const user = await createUser()
    const browser = await knownBrowser(user.email)
    await env.DB.prepare('UPDATE client_devices SET expires_at = ?2 WHERE user_id = ?1').bind(user.id, Date.now() - 1).run()
    await lockAccount(user.email)
    expect((await login(user.email, PASSWORD, { Cookie: browser.device })).status).toBe(429)
  })

  it('a cookie the site never issued is replaced at sign-in, and buys no budget', async () => {
    const user = await createUser()
    const planted = '__Host-device=planted-by-someone-else-0123456789abcdefghijk'
    const response = await login(user.email, PASSWORD, { Cookie: planted })
    expect(response.status).toBe(200)
    expect(setCookie(response, 'device')).not.toBe(planted)
    await lockAccount(user.email)
    expect((await login(user.email, PASSWORD, { Cookie: planted })).status).toBe(429)
  })

  it('one browser is known to each account it signed in to, with one token', async () => {
    const [first, second] = await Promise.all([createUser(), createUser()])
    const browser = await knownBrowser(first.email)
    const again = await login(second.email, PASSWORD, { Cookie: browser.device })
    expect(setCookie(again, 'device')).toBe(browser.device)
    await lockAccount(first.email)
    await lockAccount(second.email)
    expect((await login(first.email, PASSWORD, { Cookie: browser.device })).status).toBe(200)
    expect((await login(second.email, PASSWORD, { Cookie: browser.device })).status).toBe(200)
  })
})
