/**
 * The account's address (issue 28 §2; API-09, AUTH-14, PROFILE-07, PROFILE-08, OQ-05, OQ-50): the verification link
 * verifies once; resending answers alike for any address; an e-mail change needs the current password, mails the NEW
 * address and switches only when its link is opened.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { ClientUser, EmailProven } from '../../src/model/entities/users'
import { createUser, linkParam, mailsTo, meStatus, newEmail, PASSWORD, send, sessionCookie, signIn } from './accounts-fixtures'
import { inFlight } from './sender-fixtures'

function verify(key: string, headers: Record<string, string> = {}): Promise<Response> {
  return send('POST', 'client_users/verify-email', { key }, headers)
}

async function me(cookie: string): Promise<ClientUser> {
  return (await (await send('GET', 'client_users/me', undefined, { Cookie: cookie })).json()) as ClientUser
}

/** The attributes of a `__Host-session` Set-Cookie line without its value ('' when the answer sets none). */
function sessionCookieAttributes(response: Response): string {
  return response.headers.getSetCookie().find((line) => line.startsWith('__Host-session='))?.replace(/^[^;]*/, '') ?? ''
}

async function sessionsOf(userId: number): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS n FROM client_sessions WHERE user_id = ?1').bind(userId).first<number>('n'))!
}

describe('verification (API-09, AUTH-14)', () => {
  it('registration → mailed link → verified, once: of 40 uses in flight one succeeds and signs in (issue 40.4)', async () => {
    const email = newEmail('verify')
    expect((await send('POST', 'client_users/registration?language=en', { first_name: 'A', last_name: 'B', email, password: 'eight ch' })).status).toBe(202)
    const key = linkParam((await mailsTo(email))[0]!, 'key')
    const { cookie, user } = await signIn(email, 'eight ch')
    expect((await me(cookie)).email_verified).toBe(false)
    // Opened in the browser that is signed in: its session is renewed, never a second one (issue 39.2).
    const answers = await inFlight(40, () => verify(key, { Cookie: cookie }))
    expect(answers.get(200)?.length).toBe(1)
    expect(answers.get(400)?.length).toBe(39)
    const proven = answers.get(200)![0]!
    expect(await proven.clone().json()).toMatchObject({ detail: 'email_verified', user: { id: user.id, email_verified: true } })
    expect(((await answers.get(400)![0]!.json()) as ApiErrorBody).fields).toEqual({ key: ['api.errors.invalid_link'] })
    expect(answers.get(400)!.map((answer) => answer.headers.getSetCookie())).toEqual(Array(39).fill([]))
    expect((await me(sessionCookie(proven))).email_verified).toBe(true)
    expect(await sessionsOf(user.id)).toBe(1)
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

  it('an expired or forged key is a 400 on key and signs nobody in (issue 40.4)', async () => {
    const user = await createUser({ verified: false })
    await send('POST', 'client_users/resend-email', { email: user.email })
    const key = linkParam((await mailsTo(user.email))[0]!, 'key')
    await env.DB.prepare('UPDATE client_user_tokens SET expires_at = 0 WHERE user_id = ?1').bind(user.id).run()
    for (const attempt of [key, 'forged']) {
      const response = await verify(attempt)
      expect(response.status).toBe(400)
      expect(response.headers.getSetCookie()).toEqual([])
      expect(((await response.json()) as ApiErrorBody).fields).toEqual({ key: ['api.errors.invalid_link'] })
    }
    expect(await sessionsOf(user.id)).toBe(0)
  })
})

describe('the verification link signs in the browser that opens it (issue 40.4, AUTH-08, API-04)', () => {
  it('a browser with no session gets a new one, with the cookie of a sign-in; every other session of the account ends; the answer is private', async () => {
    const email = newEmail('link-signs-in')
    expect((await send('POST', 'client_users/registration?language=en', { first_name: 'Aida', last_name: 'Osmonova', email, password: 'eight ch' })).status).toBe(202)
    const key = linkParam((await mailsTo(email))[0]!, 'key')
    const registrant = await signIn(email, 'eight ch')
    const login = await send('POST', 'client_users/login?language=en', { email, password: 'eight ch' })
    await login.arrayBuffer()

    const proven = await verify(key)
    expect(proven.status).toBe(200)
    expect(proven.headers.get('Cache-Control')).toBe('private, no-store')
    expect(sessionCookieAttributes(proven)).toBe(sessionCookieAttributes(login))
    expect(sessionCookieAttributes(proven)).toMatch(/HttpOnly/)
    const body = (await proven.json()) as EmailProven
    expect(body).toMatchObject({ detail: 'email_verified', user: { email, first_name: 'Aida', email_verified: true } })
    expect(await me(sessionCookie(proven))).toMatchObject({ email, email_verified: true })
    expect(await meStatus({ Authorization: `Token ${body.key}` })).toBe(200)
    // Issue 39.2: the sessions made before the address was proven end, the password sign-in's too.
    expect(await meStatus({ Cookie: registrant.cookie })).toBe(401)
    expect(await meStatus({ Cookie: sessionCookie(login) })).toBe(401)
    expect(await sessionsOf(body.user.id)).toBe(1)

    // Opened again (a second tab, a forwarded mail): nobody is signed in, and the session of the first stays.
    const again = await verify(key)
    expect(again.status).toBe(400)
    expect(again.headers.getSetCookie()).toEqual([])
    expect(await meStatus({ Cookie: sessionCookie(proven) })).toBe(200)
  })

  it('a browser signed in to another account switches to the proven one', async () => {
    const other = await createUser()
    const { cookie } = await signIn(other.email)
    const user = await createUser({ verified: false })
    await send('POST', 'client_users/resend-email', { email: user.email })
    const proven = await verify(linkParam((await mailsTo(user.email))[0]!, 'key'), { Cookie: cookie })
    expect(proven.status).toBe(200)
    expect(await me(sessionCookie(proven))).toMatchObject({ id: user.id, email_verified: true })
    expect(await meStatus({ Cookie: cookie })).toBe(401)
    expect(await sessionsOf(other.id)).toBe(0)
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
    // Opened in the browser that is signed in: that browser stays signed in (a new session), every other one ends (issue 39.2, 40.4).
    const verified = await verify(linkParam(mail!, 'key'), { Cookie: cookie })
    expect(await verified.json()).toMatchObject({ detail: 'email_changed', user: { email: target, email_verified: true } })
    expect(await me(sessionCookie(verified))).toMatchObject({ email: target, email_verified: true })
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
