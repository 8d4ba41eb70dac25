import type { ClientUser } from '../../src/model/entities/users'
import { expect, test } from './support/fixtures'
import { oauthFakeOrigin } from './support/oauth-fake-origin.mjs'

/* Sign-in through the fake Google and Facebook of the second web server (support/oauth-fake-server.ts). Once a run: @desktop. */

/** Facebook, like the real one, puts `#_=_` on its redirect, and the browser keeps it through the site's 303. */
const landed = (result: string) => new RegExp(`/page/oferta\\?oauth=${result}(#_=_)?$`)

const START = '/api/client/client_users/oauth'

for (const provider of ['google', 'facebook'] as const) {
  test(`${provider} sign-in through the fake: register, sign out, sign in again, each time signed in (OAUTH-01, OAUTH-02, BE-18)`, { tag: '@desktop' }, async ({
    page,
    context,
    request,
  }) => {
    expect((await request.post(`${oauthFakeOrigin()}/_fake/${provider}/new-account`)).status()).toBe(204)

    await page.goto(`${START}/${provider}/start?purpose=register&next=/page/oferta`)
    await expect(page).toHaveURL(landed('registered'))
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('__Host-session')
    const me = await page.request.get('/api/client/client_users/me')
    expect(me.status()).toBe(200)
    const user = (await me.json()) as ClientUser
    expect(provider === 'google' ? user.google_account_id : user.facebook_account_id).toBeTruthy()
    expect(user.has_password).toBe(false)

    await context.clearCookies()
    expect((await page.request.get('/api/client/client_users/me')).status()).toBe(401)
    await page.goto(`${START}/${provider}/start?purpose=login&next=/page/oferta`)
    await expect(page).toHaveURL(landed('signed_in'))
    expect(((await (await page.request.get('/api/client/client_users/me')).json()) as ClientUser).id).toBe(user.id)
  })
}

test('a provider callback without this browser’s state cookie is rejected and signs nobody in (OQ-39)', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/_oauth_confirm?code=forged&state=google.login.forged')
  await expect(page).toHaveURL(/\/\?oauth=rejected$/)
  expect((await page.request.get('/api/client/client_users/me')).status()).toBe(401)
})
