/**
 * Registration (issue 28 §2; API-04, AUTH-06, BE-16, BE-17, OQ-03, OQ-30): always 202 "check your mail" with no
 * session, so the answer never tells whether the address has an account; a new address gets its verification
 * link in its language, a taken one a mail that it already has an account.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { RegistrationBody } from '../../src/model/entities/users'
import { tokenHash } from '../../worker/lib/token-hash'
import { createUser, linkParam, mailsTo, newEmail, send } from './accounts-fixtures'
import { setCookies } from './helpers'

function registration(email: string, extra: Partial<RegistrationBody> = {}): RegistrationBody {
  return { first_name: ' Aida ', last_name: 'Osmonova', email, password: 'eight ch', ...extra }
}

function register(body: unknown, query = 'language=en'): Promise<Response> {
  return send('POST', `client_users/registration?${query}`, body)
}

describe('POST client_users/registration (API-04)', () => {
  it('makes an unverified account and queues the verification link (AUTH-14 link, holds a secret)', async () => {
    const email = newEmail('new')
    const response = await register(registration(email.toUpperCase()), 'language=ky')
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ detail: 'verification_sent' })
    expect(setCookies(response)).toEqual([])
    const user = await env.DB.prepare('SELECT * FROM client_users WHERE email = ?1').bind(email).first<Record<string, unknown>>()
    expect(user).toMatchObject({ first_name: 'Aida', phone: '', email_verified_at: null, language: 'ky' })
    expect(user!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/)
    const [mail] = await mailsTo(email)
    expect(mail).toMatchObject({ kind: 'account_verify_email', language: 'ky', holds_secret: 1, subject: 'Электрондук почтаңызды ырастаңыз' })
    expect(mail!.text_body).toMatch(/http:\/\/localhost\/ky\?verify_email&key=[A-Za-z0-9_-]{43}\n/)
    const key = linkParam(mail!, 'key')
    const token = await env.DB.prepare('SELECT purpose, used_at FROM client_user_tokens WHERE token_hash = ?1').bind(await tokenHash(key)).first()
    expect(token).toEqual({ purpose: 'verify_email', used_at: null })
  })

  it('a taken address gets the same answer, no change to its account, and a mail that it has one (no enumeration)', async () => {
    const existing = await createUser()
    const known = await register(registration(existing.email, { first_name: 'Mallory' }))
    const fresh = await register(registration(newEmail('fresh')))
    expect(known.status).toBe(fresh.status)
    expect(await known.json()).toEqual(await fresh.json())
    expect(setCookies(known)).toEqual(setCookies(fresh))
    const after = await env.DB.prepare('SELECT first_name, password_hash FROM client_users WHERE id = ?1').bind(existing.id).first()
    expect(after).toEqual({ first_name: existing.first_name, password_hash: existing.password_hash })
    const mails = await mailsTo(existing.email)
    expect(mails.map((mail) => mail.kind)).toEqual(['account_already_registered'])
    expect(mails[0]!.holds_secret).toBe(0)
    expect(mails[0]!.text_body).toContain('http://localhost/en?login')
    expect(await env.DB.prepare('SELECT count(*) AS n FROM client_user_tokens WHERE user_id = ?1').bind(existing.id).first('n')).toBe(0)
  })

  it('OQ-30: a real phone is optional and stored in E.164; a wrong one is a 400 on phone', async () => {
    const email = newEmail('phone')
    expect((await register(registration(email, { phone: '+996 555 123 456' }))).status).toBe(202)
    expect(await env.DB.prepare('SELECT phone FROM client_users WHERE email = ?1').bind(email).first('phone')).toBe('+996555123456')
    const wrong = await register(registration(newEmail(), { phone: '12' }))
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as ApiErrorBody).fields).toEqual({ phone: ['forms.errors.phone_invalid'] })
  })

  it.each([
    ['a password of 7 characters (OQ-03)', { password: 'seven c' }, { password: ['forms.errors.password_too_short'] }],
    ['an empty first name', { first_name: '  ' }, { first_name: ['forms.errors.required'] }],
    ['a bad address', { email: 'not-an-address' }, { email: ['forms.errors.email_invalid'] }],
    ['a password of 129 characters', { password: 'x'.repeat(129) }, { password: ['forms.errors.too_long'] }],
  ])('%s is a 400 with the field error', async (_, change, fields) => {
    const email = newEmail('bad')
    const response = await register(registration(email, change))
    expect(response.status).toBe(400)
    expect(((await response.json()) as ApiErrorBody).fields).toEqual(fields)
    expect(await env.DB.prepare('SELECT count(*) AS n FROM client_users WHERE email = ?1').bind(email).first('n')).toBe(0)
  })

  it('an unknown field or a missing one is a 400 (typia)', async () => {
    const response = await register({ ...registration(newEmail()), phone_number: '1' })
    expect(response.status).toBe(400)
    expect(((await response.json()) as ApiErrorBody).fields).toEqual({ phone_number: ['api.errors.unknown_field'] })
    const missing = await register({ email: newEmail() })
    expect(Object.keys(((await missing.json()) as ApiErrorBody).fields!).sort()).toEqual(['first_name', 'last_name', 'password'])
  })
})
