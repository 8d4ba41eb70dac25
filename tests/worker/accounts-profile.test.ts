/** The profile (issue 28 §2; API-07, PROFILE-02, PROFILE-03, OQ-30): PUT client_users/me for the signed-in user only. */
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { ClientUser } from '../../src/model/entities/users'
import { createUser, send, signIn } from './accounts-fixtures'

describe('PUT client_users/me (API-07)', () => {
  it('updates the names and the phone and answers the user, which GET me then reads', async () => {
    const user = await createUser()
    const { cookie } = await signIn(user.email)
    const response = await send('PUT', 'client_users/me', { first_name: ' Bakyt ', last_name: 'Asanov', middle_name: 'Ulan uulu', phone: '0555 123 456' }, { Cookie: cookie })
    expect(response.status).toBe(200)
    const updated = (await response.json()) as ClientUser
    expect(updated).toMatchObject({ id: user.id, email: user.email, first_name: 'Bakyt', last_name: 'Asanov', middle_name: 'Ulan uulu', phone: '+996555123456' })
    expect(await (await send('GET', 'client_users/me', undefined, { Cookie: cookie })).json()).toEqual(updated)
    const cleared = (await (await send('PUT', 'client_users/me', { first_name: 'Bakyt', last_name: 'Asanov' }, { Cookie: cookie })).json()) as ClientUser
    expect([cleared.middle_name, cleared.phone]).toEqual(['', ''])
  })

  it('a missing name, a bad phone or an unknown field is a 400 with field errors (PROFILE-02)', async () => {
    const { cookie } = await signIn((await createUser()).email)
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ first_name: '', last_name: 'Asanov' }, { first_name: ['forms.errors.required'] }],
      [{ first_name: 'B', last_name: 'A', phone: '123' }, { phone: ['forms.errors.phone_invalid'] }],
      [{ first_name: 'B', last_name: 'A', email: 'x@y.example' }, { email: ['api.errors.unknown_field'] }],
    ]
    for (const [body, fields] of cases) {
      const response = await send('PUT', 'client_users/me', body, { Cookie: cookie })
      expect(response.status).toBe(400)
      expect(((await response.json()) as ApiErrorBody).fields).toEqual(fields)
    }
  })

  it('without a session it is a 401', async () => {
    const response = await send('PUT', 'client_users/me', { first_name: 'B', last_name: 'A' })
    expect(response.status).toBe(401)
  })
})
