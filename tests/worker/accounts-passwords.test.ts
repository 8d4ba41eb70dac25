/**
 * Password hashes (issue 28 §2, ASVS V6): PBKDF2-SHA256 at workerd's maximum, peppered, salted per hash, stored with
 * its parameters, and redone at sign-in when it was made with fewer iterations.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { constantTimeEqual, hashPassword, PBKDF2_ITERATIONS, verifyPassword, WORKERD_PBKDF2_MAX_ITERATIONS } from '../../worker/auth/passwords'
import type { ApiErrorBody } from '../../src/model/api'
import { createUser, mailsTo, newEmail, PASSWORD, send, signIn } from './accounts-fixtures'

const PEPPER = 'a pepper of at least thirty-two characters'

describe('the hash', () => {
  it('is pbkdf2-sha256$100000$<16-byte salt>$<32-byte hash>, with a new salt each time', async () => {
    const first = await hashPassword('secret password', PEPPER)
    const [scheme, iterations, salt, hash] = first.split('$')
    expect([scheme, iterations]).toEqual(['pbkdf2-sha256', '100000'])
    expect(atob(salt!).length).toBe(16)
    expect(atob(hash!).length).toBe(32)
    expect(await hashPassword('secret password', PEPPER)).not.toBe(first)
  })

  it("uses the most iterations Cloudflare's runtime allows (100000; the open-source workerd of the tests does not enforce it)", () => {
    expect(PBKDF2_ITERATIONS).toBe(WORKERD_PBKDF2_MAX_ITERATIONS)
    expect(WORKERD_PBKDF2_MAX_ITERATIONS).toBe(100_000)
  })

  it('a stored hash asking for more iterations than the runtime allows is refused without deriving', async () => {
    const stored = await hashPassword('secret password', PEPPER, WORKERD_PBKDF2_MAX_ITERATIONS + 1)
    expect((await verifyPassword('secret password', stored, PEPPER)).matches).toBe(false)
  })

  it('matches only the same password under the same pepper', async () => {
    const stored = await hashPassword('secret password', PEPPER)
    expect(await verifyPassword('secret password', stored, PEPPER)).toEqual({ matches: true, needsRehash: false })
    expect((await verifyPassword('secret passwore', stored, PEPPER)).matches).toBe(false)
    expect((await verifyPassword('secret password', stored, `${PEPPER}!`)).matches).toBe(false)
    expect((await verifyPassword('secret password', null, PEPPER)).matches).toBe(false)
    expect((await verifyPassword('secret password', 'md5$1$x$y', PEPPER)).matches).toBe(false)
    expect((await verifyPassword('secret password', stored.replace('$100000$', '$999999999$'), PEPPER)).matches).toBe(false)
  })

  it('a hash with fewer iterations matches and asks to be redone', async () => {
    const weak = await hashPassword('secret password', PEPPER, 1000)
    expect(await verifyPassword('secret password', weak, PEPPER)).toEqual({ matches: true, needsRehash: true })
  })

  it('compares bytes whatever their length', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true)
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false)
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false)
  })
})

describe('sign-in redoes an older hash at the current count', () => {
  it('stores a 100000-iteration hash after a sign-in with a 1000-iteration one', async () => {
    const user = await createUser({ passwordHash: await hashPassword(PASSWORD, env.AUTH_PEPPER!, 1000) })
    await signIn(user.email)
    const stored = await env.DB.prepare('SELECT password_hash FROM client_users WHERE id = ?1').bind(user.id).first<string>('password_hash')
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$/)
    await signIn(user.email)
  })
})

describe('a blank new password (VALID-06, AUTH-06, AUTH-12, PROFILE-04, issue 39.6)', () => {
  const BLANKS = [' '.repeat(8), '\t'.repeat(8), '\u0001'.repeat(8), '\u00a0\u200b'.repeat(4)]

  it('registration, reset and change refuse a password of only spaces or control characters with its message', async () => {
    const user = await createUser()
    const { cookie } = await signIn(user.email)
    for (const blank of BLANKS) {
      const attempts: Array<[Response, string]> = [
        [await send('POST', 'client_users/registration?language=en', { first_name: 'A', last_name: 'B', email: newEmail('blank'), password: blank }), 'password'],
        [await send('POST', 'client_users/password/reset/confirm', { token: 'x'.repeat(43), uid: String(user.id), new_password: blank }), 'new_password'],
        [await send('POST', 'client_users/password/change', { old_password: PASSWORD, new_password1: blank, new_password2: blank }, { Cookie: cookie }), 'new_password1'],
      ]
      for (const [response, field] of attempts) {
        expect(response.status, `${field} ${JSON.stringify(blank)}`).toBe(400)
        expect(((await response.json()) as ApiErrorBody).fields).toEqual({ [field]: ['forms.errors.password_blank'] })
      }
    }
    expect(await mailsTo(user.email)).toEqual([])
  })
})
