import type { Page } from '@playwright/test'
import type { ClientUser } from '../../src/model/entities/users'
import { expect, test } from './support/fixtures'
import { accountLink, openSignIn } from './support/header'
import { hydrated } from './support/interactive'
import { message } from './support/languages'
import { oauthFakeOrigin } from './support/oauth-fake-origin.mjs'

/*
 * Sign-in through the fake Google and Facebook of the second web server (support/oauth-fake-server.ts), started from
 * the header's "sign in", at desktop width only (@desktop): the dialog and the providers' round trips are the same at
 * every width; the burger panel's "sign in" and name link at phone width are auth.spec.ts's `?login` test and
 * account.spec.ts's PROFILE-02.
 */

const ru = (key: string) => message('ru', key)

/** Facebook, like the real one, puts `#_=_` on its redirect, and the browser keeps it through the site's 303. */
const landed = (result: string) => new RegExp(`/page/oferta\\?oauth=${result}(#_=_)?$`)
/**
 * The page has taken the result from its address (it shows its message and drops `?oauth`, a replace navigation that
 * also closes the burger panel), so the header or the burger can be read.
 */
const settled = /\/page\/oferta(#_=_)?$/

/**
 * Whether the tab's page has been at an address matching `pattern`: the address the site's redirect lands on may be
 * gone before a check of the current one, since the page drops `?oauth` as soon as it has hydrated.
 */
function addresses(page: Page) {
  const visited: string[] = []
  page.on('framenavigated', (frame) => void (frame === page.mainFrame() && visited.push(frame.url())))
  return { landedOn: (pattern: RegExp) => expect.poll(() => visited.some((url) => pattern.test(url)), { message: `an address matching ${pattern}` }).toBe(true) }
}

/** The names the fakes give their new accounts (tests/worker/oauth-fakes). */
const NAMES = { google: 'Aidai Sadykova', facebook: 'Bakyt Toktogulov' } as const

for (const provider of ['google', 'facebook'] as const) {
  test(`${provider} sign-in through the fake from the sign-in dialog: register, sign out, sign in again, each time signed in (OAUTH-01, OAUTH-02, BE-18, LAYOUT-04)`, { tag: '@desktop' }, async ({
    page,
    context,
    request,
  }) => {
    // An address of its own, so that the per-sender limits (BE-27) of earlier runs never meet it.
    await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `2001:db8:39::${Math.floor(Math.random() * 0xffff).toString(16)}` })
    expect((await request.post(`${oauthFakeOrigin()}/_fake/${provider}/new-account`)).status()).toBe(204)
    const dialog = (titleKey: string) => page.getByRole('dialog', { name: ru(titleKey) })
    const button = (titleKey: string) => dialog(titleKey).getByRole('link', { name: ru(`auth.social.${provider}`) })
    const { landedOn } = addresses(page)

    await page.goto('/page/oferta')
    await openSignIn(page)
    await dialog('auth.login.title').getByRole('button', { name: ru('auth.login.to_register') }).click()
    await (await hydrated(button('auth.register.title'))).click()
    await landedOn(landed('registered'))
    await expect(page).toHaveURL(settled)
    // The page says so (OAUTH-02): the "registered" toast, announced politely.
    await expect(page.getByRole('status').locator('.toast--success')).toContainText(ru('auth.oauth.registered'))
    await expect(await accountLink(page, NAMES[provider])).toHaveAttribute('href', '/account')
    const me = await page.request.get('/api/client/client_users/me')
    expect(me.status()).toBe(200)
    const user = (await me.json()) as ClientUser
    expect(provider === 'google' ? user.google_account_id : user.facebook_account_id).toBeTruthy()
    expect(user.has_password).toBe(false)

    await context.clearCookies()
    await page.goto('/page/oferta')
    await openSignIn(page)
    await (await hydrated(button('auth.login.title'))).click()
    await landedOn(landed('signed_in'))
    await expect(page).toHaveURL(settled)
    await expect(page.getByRole('status').locator('.toast--success')).toContainText(ru('auth.oauth.signed_in'))
    await expect(await accountLink(page, NAMES[provider])).toBeVisible()
    expect(((await (await page.request.get('/api/client/client_users/me')).json()) as ClientUser).id).toBe(user.id)
  })
}

// An answer of the server, the same at any width: once a run.
test('a provider callback without this browser’s state cookie is rejected and signs nobody in (OQ-39)', { tag: '@desktop' }, async ({ page }) => {
  const { landedOn } = addresses(page)
  await page.goto('/_oauth_confirm?code=forged&state=google.login.forged')
  await landedOn(/\/\?oauth=rejected$/)
  await expect(page.getByRole('alert').locator('.toast--error')).toContainText(ru('auth.oauth.rejected'))
  expect((await page.request.get('/api/client/client_users/me')).status()).toBe(401)
})
