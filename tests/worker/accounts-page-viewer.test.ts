/**
 * The server render knows the visitor (issue 28 §1/§2, OQ-53): a page requested with a live session cookie carries
 * the signed-in user in the router's dehydrated context; without one, or with an ended one, the page renders
 * anonymously (200, not an error); pages are never stored by shared caches.
 */
import { describe, expect, it } from 'vitest'
import { createUser, signIn } from './accounts-fixtures'
import { get } from './helpers'

async function page(headers: Record<string, string>): Promise<{ status: number; html: string; response: Response }> {
  const response = await get('/en/page/oferta', { headers })
  return { status: response.status, html: await response.text(), response }
}

describe('pages rendered for a signed-in visitor', () => {
  it('carry the viewer of the session cookie, private and varying by cookie', async () => {
    const user = await createUser()
    const { cookie } = await signIn(user.email)
    const signedIn = await page({ Cookie: `cur=USD; ${cookie}` })
    expect(signedIn.status).toBe(200)
    expect(signedIn.html).toContain(user.email)
    expect(signedIn.response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(signedIn.response.headers.get('Vary')).toMatch(/Cookie/)
  })

  it('an anonymous, forged or ended session renders the page without a viewer', async () => {
    const user = await createUser()
    const { cookie } = await signIn(user.email)
    await get('/api/client/client_users/logout', { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' } })
    for (const headers of [{}, { Cookie: '__Host-session=forged' }, { Cookie: cookie }] as Record<string, string>[]) {
      const anonymous = await page(headers)
      expect(anonymous.status).toBe(200)
      expect(anonymous.html).not.toContain(user.email)
    }
  })
})
