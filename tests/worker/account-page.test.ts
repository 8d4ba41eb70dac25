/**
 * The profile page as the server renders it (issue 28 §4: ROUTE-08, OQ-38,
 * PROFILE-01): an anonymous visitor of /account is redirected before anything renders; a signed-in one gets the page,
 * never indexed.
 */
import { describe, expect, it } from 'vitest'
import { createUser, signIn } from './accounts-fixtures'
import { get, MESSAGES } from './helpers'

describe('/account (ROUTE-08, OQ-38, PROFILE-01)', () => {
  it('OQ-38: an anonymous visitor goes home with the login trigger and the profile to come back to, in their language', async () => {
    for (const [path, location] of [
      ['/account', '/?login&next=/account'],
      ['/en/account', '/en?login&next=/en/account'],
      ['/ky/account', '/ky?login&next=/ky/account'],
    ] as const) {
      const response = await get(path, { headers: { Cookie: '__Host-session=forged' } })
      await response.arrayBuffer()
      expect(response.status, path).toBe(302)
      expect(new URL(response.headers.get('Location')!, 'http://localhost').href).toBe(`http://localhost${location}`)
    }
  })

  it('ROUTE-08, PROFILE-01: a signed-in visitor gets the profile with their data, not indexed and private', async () => {
    const user = await createUser()
    const { cookie } = await signIn(user.email)
    const response = await get('/en/account', { headers: { Cookie: cookie } })
    const text = await response.text()
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(text).toContain('<meta name="robots" content="noindex,follow"')
    expect(text).toContain(MESSAGES.en['account.profile.profile.title'])
    expect(text).toContain(`value="${user.first_name}"`)
    expect(text).toContain(MESSAGES.en['account.orders.title'])
  })
})
