/**
 * Password reset (issue 28 §2; API-06, AUTH-10…13, BE-17, OQ-03, OQ-33): the same 202 for known and unknown
 * addresses, a mailed link `?reset_password&token&uid` in the visitor's language, used once (of 40 confirmations in
 * flight exactly one succeeds), dead after an hour, and every session of the account ended.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import { tokenHash } from '../../worker/lib/token-hash'
import { createUser, linkParam, mailsTo, meStatus, newEmail, send, signIn } from './accounts-fixtures'
import { inFlight } from './sender-fixtures'

async function requestReset(email: string, language = 'en'): Promise<Response> {
  return send('POST', `client_users/password/reset?language=${language}`, { email })
}

async function resetLink(email: string): Promise<{ token: string; uid: string }> {
  expect((await requestReset(email, 'ru')).status).toBe(202)
  const mail = (await mailsTo(email)).at(-1)!
  expect(mail).toMatchObject({ kind: 'account_reset_password', language: 'ru', holds_secret: 1, subject: 'Восстановление пароля' })
  expect(mail.text_body).toMatch(/http:\/\/localhost\/\?reset_password&token=[A-Za-z0-9_-]{43}&uid=\d+\n/)
  return { token: linkParam(mail, 'token'), uid: linkParam(mail, 'uid') }
}

function confirm(body: unknown): Promise<Response> {
  return send('POST', 'client_users/password/reset/confirm', body)
}

describe('POST client_users/password/reset (API-06)', () => {
  it('answers a known and an unknown address alike; each gets one mail, only the known one a link (issue 39.6: the same work)', async () => {
    const user = await createUser()
    const unknown = newEmail('nobody')
    const known = await requestReset(user.email)
    const other = await requestReset(unknown)
    expect([known.status, other.status]).toEqual([202, 202])
    expect(await known.json()).toEqual(await other.json())
    expect((await mailsTo(user.email)).map((mail) => mail.kind)).toEqual(['account_reset_password'])
    const [notice, ...more] = await mailsTo(unknown)
    expect(more).toEqual([])
    expect(notice).toMatchObject({ kind: 'account_no_account', holds_secret: 0 })
    expect(notice!.text_body).not.toMatch(/reset_password|token=/)
  })

  it('a bad address is a 400 on email', async () => {
    const response = await requestReset('not-an-address')
    expect(response.status).toBe(400)
    expect(((await response.json()) as ApiErrorBody).fields).toEqual({ email: ['forms.errors.email_invalid'] })
  })
})

describe('POST client_users/password/reset/confirm (API-06)', () => {
  it('sets the password, verifies the address and ends every session; the old password stops working', async () => {
    const user = await createUser({ verified: false })
    const sessions = [await signIn(user.email), await signIn(user.email)]
    const { token, uid } = await resetLink(user.email)
    expect(uid).toBe(String(user.id))
    const response = await confirm({ new_password: 'brand new password', token, uid })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ detail: 'password_reset' })
    for (const session of sessions) expect(await meStatus({ Cookie: session.cookie })).toBe(401)
    expect((await send('POST', 'client_users/login', { email: user.email, password: 'correct horse battery' })).status).toBe(400)
    expect((await signIn(user.email, 'brand new password')).user.email_verified).toBe(true)
  })

  it('of 40 confirmations of one link in flight exactly one succeeds; the link is spent', async () => {
    const user = await createUser()
    const { token, uid } = await resetLink(user.email)
    const answers = await inFlight(40, () => confirm({ new_password: 'parallel password', token, uid }))
    expect(answers.get(200)?.length).toBe(1)
    expect(answers.get(400)?.length).toBe(39)
    expect(((await answers.get(400)![0]!.json()) as ApiErrorBody).fields).toEqual({ token: ['api.errors.invalid_link'] })
    expect((await confirm({ new_password: 'another password', token, uid })).status).toBe(400)
  })

  it('an expired link, a wrong uid or a forged token is refused and changes nothing', async () => {
    const user = await createUser()
    const { token, uid } = await resetLink(user.email)
    expect((await confirm({ new_password: 'brand new password', token, uid: String(user.id + 1) })).status).toBe(400)
    expect((await confirm({ new_password: 'brand new password', token: 'forged', uid })).status).toBe(400)
    expect((await confirm({ new_password: 'brand new password', token, uid: 'abc' })).status).toBe(400)
    await env.DB.prepare('UPDATE client_user_tokens SET expires_at = ?2 WHERE token_hash = ?1').bind(await tokenHash(token), Date.now() - 1).run()
    expect((await confirm({ new_password: 'brand new password', token, uid })).status).toBe(400)
    await signIn(user.email)
  })

  it('the link lives one hour', async () => {
    const user = await createUser()
    const { token } = await resetLink(user.email)
    const row = await env.DB.prepare('SELECT created_at, expires_at FROM client_user_tokens WHERE token_hash = ?1')
      .bind(await tokenHash(token))
      .first<{ created_at: number; expires_at: number }>()
    expect(row!.expires_at - row!.created_at).toBe(60 * 60 * 1000)
  })

  it('a new password of 7 characters is a 400 on new_password and spends nothing (OQ-03)', async () => {
    const user = await createUser()
    const { token, uid } = await resetLink(user.email)
    const short = await confirm({ new_password: 'seven c', token, uid })
    expect(((await short.json()) as ApiErrorBody).fields).toEqual({ new_password: ['forms.errors.password_too_short'] })
    expect((await confirm({ new_password: 'eight ch', token, uid })).status).toBe(200)
  })
})
