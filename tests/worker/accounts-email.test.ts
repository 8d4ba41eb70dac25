/**
 * The account's address (issue 28 §2; API-09, AUTH-14, PROFILE-07, PROFILE-08, OQ-05, OQ-50): the verification link
 * verifies once; resending answers alike for any address; an e-mail change needs the current password, mails the NEW
 * address and switches only when its link is opened.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { ClientUser } from '../../src/model/entities/users'
import { createUser, linkParam, mailsTo, newEmail, PASSWORD, send, signIn } from './accounts-fixtures'
import { inFlight } from './sender-fixtures'

function verify(key: string, headers: Record<string, string> = {}): Promise<Response> {
  return send('POST', 'client_users/verify-email', { key }, headers)
}

async function me(cookie: string): Promise<ClientUser> {
  return (await (await send('GET', 'client_users/me', undefined, { Cookie: cookie })).json()) as ClientUser
}

describe('verification (API-09, AUTH-14)', () => {
  it('registration → mailed link → verified, once: of 40 uses in flight one succeeds', async () => {
    const email = newEmail('verify')
    expect((await send('POST', 'client_users/registration?language=en', { first_name: 'A', last_name: 'B', email, password: 'eight ch' })).status).toBe(202)
    const key = linkParam((await mailsTo(email))[0]!, 'key')
    const { cookie } = await signIn(email, 'eight ch')
    expect((await me(cookie)).email_verified).toBe(false)
    // Opened in the browser that is signed in, whose session stays (issue 39.2).
    const answers = await inFlight(40, () => verify(key, { Cookie: cookie }))
    expect(answers.get(200)?.length).toBe(1)
    expect(answers.get(400)?.length).toBe(39)
    expect(await answers.get(200)![0]!.json()).toEqual({ detail: 'email_verified' })
    expect(((await answers.get(400)![0]!.json()) as ApiErrorBody).fields).toEqual({ key: ['api.errors.invalid_link'] })
    expect((await me(cookie)).email_verified).toBe(true)
  })

  it('resend: an unverified account gets a new link; a verified or unknown address a mail without one (issue 39.6); the answers are alike', async () => {
    const unverified = await createUser({ verified: false })
    const verified = await createUser()
    const unknown = newEmail('nobody')
    const answers = await Promise.all([unverified.email, verified.email, unknown].map((email) => send('POST', 'client_users/resend-email?language=ky', { email })))
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202])
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1)
    const [mail] = await mailsTo(unverified.email)
    expect(mail).toMatchObject({ kind: 'account_verify_email', language: 'ky' })
    expect(mail!.text_body).toMatch(/http:\/\/localhost\/ky\?verify_email&key=/)
    expect((await mailsTo(verified.email)).map((row) => [row.kind, row.holds_secret])).toEqual([['account_already_verified', 0]])
    expect((await mailsTo(unknown)).map((row) => [row.kind, row.holds_secret])).toEqual([['account_no_account', 0]])
    expect((await verify(linkParam(mail!, 'key'))).status).toBe(200)
  })

  it('an expired or forged key is a 400 on key', async () => {
    const user = await createUser({ verified: false })
    await send('POST', 'client_users/resend-email', { email: user.email })
    const key = linkParam((await mailsTo(user.email))[0]!, 'key')
    await env.DB.prepare('UPDATE client_user_tokens SET expires_at = 0 WHERE user_id = ?1').bind(user.id).run()
    for (const attempt of [key, 'forged']) {
      const response = await verify(attempt)
      expect(response.status).toBe(400)
      expect(((await response.json()) as ApiErrorBody).fields).toEqual({ key: ['api.errors.invalid_link'] })
    }
  })
})

describe('e-mail change (OQ-05)', () => {
  it('mails the new address; the address switches only when that link is opened; the old address is told (issue 39.6)', async () => {
    const user = await createUser()
    const { cookie } = await signIn(user.email)
    const elsewhere = await signIn(user.email)
    const target = newEmail('new-address')
    const response = await send('POST', 'client_users/email/change?language=en', { new_email: target.toUpperCase(), password: PASSWORD }, { Cookie: cookie })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ detail: 'confirmation_sent' })
    expect((await me(cookie)).email).toBe(user.email)
    expect(await mailsTo(user.email)).toEqual([])
    const [mail] = await mailsTo(target)
    expect(mail).toMatchObject({ kind: 'account_change_email', holds_secret: 1 })
    expect(mail!.text_body).toContain('This account signs in with: a password.')
    // Opened in the browser that is signed in: that session stays, every other one ends (issue 39.2).
    const verified = await verify(linkParam(mail!, 'key'), { Cookie: cookie })
    expect(await verified.json()).toEqual({ detail: 'email_changed' })
    expect(await me(cookie)).toMatchObject({ email: target, email_verified: true })
    expect((await send('GET', 'client_users/me', undefined, { Cookie: elsewhere.cookie })).status).toBe(401)
    const [notice, ...more] = await mailsTo(user.email)
    expect(more).toEqual([])
    expect(notice).toMatchObject({ kind: 'account_email_changed', language: 'en', holds_secret: 0, subject: 'The address of your account was changed' })
    expect(notice!.text_body).toContain(`changed to ${target}`)
    await signIn(target)
  })

  it('issue 39.6: a change that fails (the new address was taken meanwhile) tells the old address nothing', async () => {
    const user = await createUser()
    const { cookie } = await signIn(user.email)
    const target = newEmail('taken-later')
    expect((await send('POST', 'client_users/email/change?language=en', { new_email: target, password: PASSWORD }, { Cookie: cookie })).status).toBe(202)
    const [mail] = await mailsTo(target)
    await createUser({ email: target })
    const answer = await verify(linkParam(mail!, 'key'), { Cookie: cookie })
    expect(answer.status).toBe(400)
    expect(await mailsTo(user.email)).toEqual([])
    expect((await me(cookie)).email).toBe(user.email)
  })

  it('needs the right current password and a new, valid address; a taken address gets no link but the same answer', async () => {
    const user = await createUser()
    const taken = await createUser()
    const { cookie } = await signIn(user.email)
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ new_email: newEmail(), password: 'wrong password' }, { password: ['api.errors.wrong_password'] }],
      [{ new_email: 'not-an-address', password: PASSWORD }, { new_email: ['forms.errors.email_invalid'] }],
      [{ new_email: user.email, password: PASSWORD }, { new_email: ['api.errors.same_email'] }],
    ]
    for (const [body, fields] of cases) {
      const response = await send('POST', 'client_users/email/change', body, { Cookie: cookie })
      expect(response.status).toBe(400)
      expect(((await response.json()) as ApiErrorBody).fields).toEqual(fields)
    }
    const toTaken = await send('POST', 'client_users/email/change', { new_email: taken.email, password: PASSWORD }, { Cookie: cookie })
    expect(toTaken.status).toBe(202)
    expect(await mailsTo(taken.email)).toEqual([])
    expect((await send('POST', 'client_users/email/change', { new_email: newEmail(), password: PASSWORD })).status).toBe(401)
  })
})
