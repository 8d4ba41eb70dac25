/**
 * Mailed sign-in links (issue 39.5): 202 alike for any address, limited per sender and per address (40 in flight get
 * exactly the limit through), a link that lives 15 minutes, works once (of 40 uses in flight one signs in), signs
 * the owner in while strangers' guesses throttle the password, and makes the browser known to the account.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { SignedIn } from '../../src/model/entities/users'
import { RATE_LIMITS } from '../../worker/lib/sender-limits'
import { tokenHash } from '../../worker/lib/token-hash'
import { ACCOUNT_LIMITS } from '../../worker/auth/account-limits'
import { createUser, linkParam, mailsTo, meStatus, newEmail, PASSWORD, send } from './accounts-fixtures'
import { login, setCookie } from './device-fixtures'
import { expectRateLimited, inFlight, newSender } from './sender-fixtures'

function requestLink(email: string, headers: Record<string, string> = {}, language = 'en'): Promise<Response> {
  return send('POST', `client_users/login/link?language=${language}`, { email }, headers)
}

function useLink(token: string, headers: Record<string, string> = {}): Promise<Response> {
  return send('POST', 'client_users/login/link/confirm', { token }, headers)
}

async function mailedToken(email: string): Promise<string> {
  expect((await requestLink(email, { 'cf-connecting-ip': newSender() }, 'ru')).status).toBe(202)
  const mail = (await mailsTo(email)).at(-1)!
  expect(mail).toMatchObject({ kind: 'account_sign_in', language: 'ru', holds_secret: 1, subject: 'Ссылка для входа на сайт' })
  expect(mail.text_body).toMatch(/http:\/\/localhost\/\?sign_in_link&token=[A-Za-z0-9_-]{43}\n/)
  expect(mail.text_body).toContain('Ссылка действует 15 мин. и срабатывает один раз.')
  return linkParam(mail, 'token')
}

describe('POST client_users/login/link (issue 39.5)', () => {
  it('answers a verified, an unverified and an unknown address alike; only the verified account gets a mail', async () => {
    const [verified, unverified] = await Promise.all([createUser(), createUser({ verified: false })])
    const unknown = newEmail('nobody')
    const answers = await Promise.all([verified.email, unverified.email, unknown].map((email) => requestLink(email)))
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202])
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    expect(bodies).toEqual([{ detail: 'sign_in_link_sent' }, { detail: 'sign_in_link_sent' }, { detail: 'sign_in_link_sent' }])
    expect((await mailsTo(verified.email)).map((mail) => mail.kind)).toEqual(['account_sign_in'])
    expect(await mailsTo(unverified.email)).toEqual([])
    expect(await mailsTo(unknown)).toEqual([])
  })

  it('a bad address is a 400 on email; an unknown field too', async () => {
    const bad = await requestLink('not-an-address')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as ApiErrorBody).fields).toEqual({ email: ['forms.errors.email_invalid'] })
    expect((await send('POST', 'client_users/login/link', { email: newEmail(), next: '/x' })).status).toBe(400)
  })

  it('per address, 40 in flight from 40 senders: the limit gets through, the same 429 for an unknown address', async () => {
    const user = await createUser()
    const answers = await inFlight(40, () => requestLink(user.email, { 'cf-connecting-ip': newSender() }))
    expect(answers.get(202)?.length).toBe(ACCOUNT_LIMITS.signInLink.count)
    expect(answers.get(429)?.length).toBe(40 - ACCOUNT_LIMITS.signInLink.count)
    await expectRateLimited(answers.get(429)![0]!, ACCOUNT_LIMITS.signInLink.windowMs)
    expect(await mailsTo(user.email)).toHaveLength(ACCOUNT_LIMITS.signInLink.count)
    const unknown = await inFlight(40, () => requestLink(newEmail('nobody'), { 'cf-connecting-ip': newSender() }))
    expect(unknown.get(202)?.length).toBe(40)
  })

  it('per sender, 40 in flight for 40 addresses: the limit gets through', async () => {
    const sender = newSender()
    const answers = await inFlight(40, () => requestLink(newEmail('links'), { 'cf-connecting-ip': sender }))
    expect(answers.get(202)?.length).toBe(RATE_LIMITS.signInLink.count)
    expect(answers.get(429)?.length).toBe(40 - RATE_LIMITS.signInLink.count)
  })
})

describe('POST client_users/login/link/confirm (issue 39.5)', () => {
  it('signs in while strangers have locked the password sign-in, and makes the browser known to the account', async () => {
    const user = await createUser()
    const locked = await inFlight(12, () => login(user.email, 'a wrong password', { 'cf-connecting-ip': newSender() }))
    expect(locked.get(429)?.length).toBe(2)
    expect((await login(user.email, PASSWORD)).status).toBe(429)

    const response = await useLink(await mailedToken(user.email))
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const body = (await response.json()) as SignedIn
    expect(body.user).toMatchObject({ id: user.id, email: user.email })
    expect(await meStatus({ Cookie: setCookie(response, 'session') })).toBe(200)
    expect(await meStatus({ Authorization: `Token ${body.key}` })).toBe(200)
    // From now on this browser's password sign-in has its own budget.
    expect((await login(user.email, PASSWORD, { Cookie: setCookie(response, 'device') })).status).toBe(200)
  })

  it('works once: of 40 uses in flight one signs in, the rest are 400 on token', async () => {
    const user = await createUser()
    const token = await mailedToken(user.email)
    const answers = await inFlight(40, () => useLink(token))
    expect(answers.get(200)?.length).toBe(1)
    expect(answers.get(400)?.length).toBe(39)
    expect(((await answers.get(400)![0]!.json()) as ApiErrorBody).fields).toEqual({ token: ['api.errors.invalid_link'] })
  })

  it('dies after 15 minutes, and once one link signed in, the others mailed before open nothing', async () => {
    const user = await createUser()
    const [first, second, third] = [await mailedToken(user.email), await mailedToken(user.email), await mailedToken(user.email)]
    const stored = await env.DB.prepare('SELECT created_at, expires_at FROM client_user_tokens WHERE token_hash = ?1')
      .bind(await tokenHash(first))
      .first<{ created_at: number; expires_at: number }>()
    expect(stored!.expires_at - stored!.created_at).toBe(15 * 60_000)
    await env.DB.prepare('UPDATE client_user_tokens SET expires_at = ?2 WHERE token_hash = ?1').bind(await tokenHash(first), Date.now() - 1).run()
    expect((await useLink(first)).status).toBe(400)
    expect((await useLink(second)).status).toBe(200)
    expect((await useLink(third)).status).toBe(400)
  })

  it('a reset or verification link is no sign-in link, and a made-up token is a 400', async () => {
    const user = await createUser({ verified: false })
    expect((await send('POST', 'client_users/resend-email?language=en', { email: user.email })).status).toBe(202)
    const verification = linkParam((await mailsTo(user.email)).at(-1)!, 'key')
    expect((await useLink(verification)).status).toBe(400)
    expect((await useLink('made-up')).status).toBe(400)
  })
})
