/**
 * Password change (issue 28 §2; API-08, PROFILE-04, PROFILE-05, OQ-03, ASVS V7.4.3): the current password is asked
 * again; the change ends every other session and rotates this one (the old cookie is useless, the new key works).
 */
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { SignedIn } from '../../src/model/entities/users'
import { createUser, meStatus, PASSWORD, send, sessionCookie, sessionFor, signIn } from './accounts-fixtures'

function change(body: unknown, cookie: string): Promise<Response> {
  return send('POST', 'client_users/password/change', body, { Cookie: cookie })
}

describe('POST client_users/password/change (API-08)', () => {
  it('sets the password, ends the other sessions and rotates this one', async () => {
    const user = await createUser()
    const current = await signIn(user.email)
    const elsewhere = await signIn(user.email)
    const response = await change({ old_password: PASSWORD, new_password1: 'a new password', new_password2: 'a new password' }, current.cookie)
    expect(response.status).toBe(200)
    const body = (await response.json()) as SignedIn
    expect(body.user).toMatchObject({ id: user.id, has_password: true })
    const rotated = sessionCookie(response)
    expect(rotated).not.toBe(current.cookie)
    expect(await meStatus({ Cookie: rotated })).toBe(200)
    expect(await meStatus({ Authorization: `Token ${body.key}` })).toBe(200)
    expect(await meStatus({ Cookie: current.cookie })).toBe(401)
    expect(await meStatus({ Cookie: elsewhere.cookie })).toBe(401)
    await signIn(user.email, 'a new password')
  })

  it('a wrong current password, a mismatch or a short password is a 400 on its field and changes nothing', async () => {
    const user = await createUser()
    const { cookie } = await signIn(user.email)
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ old_password: 'wrong one', new_password1: 'a new password', new_password2: 'a new password' }, { old_password: ['api.errors.wrong_password'] }],
      [{ new_password1: 'a new password', new_password2: 'a new password' }, { old_password: ['api.errors.wrong_password'] }],
      [{ old_password: PASSWORD, new_password1: 'a new password', new_password2: 'another one' }, { new_password2: ['forms.errors.passwords_mismatch'] }],
      [{ old_password: PASSWORD, new_password1: 'seven c', new_password2: 'seven c' }, { new_password1: ['forms.errors.password_too_short'] }],
    ]
    for (const [body, fields] of cases) {
      const response = await change(body, cookie)
      expect(response.status).toBe(400)
      expect(((await response.json()) as ApiErrorBody).fields).toEqual(fields)
    }
    expect(await meStatus({ Cookie: cookie })).toBe(200)
    await signIn(user.email)
  })

  it('an account without a password (made through Google or Facebook) sets its first one without an old one', async () => {
    const user = await createUser({ password: null })
    const response = await change({ new_password1: 'first password', new_password2: 'first password' }, await sessionFor(user.id))
    expect(response.status).toBe(200)
    await signIn(user.email, 'first password')
  })

  it('without a session it is a 401', async () => {
    expect((await send('POST', 'client_users/password/change', { new_password1: 'a new password', new_password2: 'a new password' })).status).toBe(401)
  })
})
