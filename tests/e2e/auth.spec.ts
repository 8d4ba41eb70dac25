import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { accountLink, openSignIn } from './support/header'
import { message } from './support/languages'
import { mailedLink } from './support/mailed-links'

/*
 * The auth modal and the header's sign-in (issue 28 §1): register → the verification mail in the outbox → its link →
 * verified and signed in (issue 40.4); sign in (the header's name, also in the server's render); sign out; reset through the mailed link; axe
 * on the open modal (the fixture checks the dialog a test leaves open). The flows through the modal run at desktop width
 * (@desktop): the modal's steps are the same at every width. At phone width the `?login` test opens the modal through
 * the burger panel and leaves it open for axe, and account.spec.ts reads the name in the burger (PROFILE-02).
 */

const ru = (key: string) => message('ru', key)
const LOGIN_PATH = '/api/client/client_users/login'
const authTest = test.extend({ failsOnPurpose: [LOGIN_PATH, '/api/client/client_users/verify-email'] })

/** Each test signs up from its own address, so the per-sender limits of earlier runs never meet it. */
async function ownSender(page: Page) {
  const sender = `2001:db8:28::${Math.floor(Math.random() * 0xffff).toString(16)}`
  await page.route('**/api/client/client_users/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': sender } }),
  )
}

const modal = (page: Page, titleKey: string) => page.getByRole('dialog', { name: ru(titleKey) })

async function signIn(page: Page, address: string, password: string) {
  await openSignIn(page)
  const login = modal(page, 'auth.login.title')
  await login.getByLabel(ru('auth.fields.email')).fill(address)
  await login.getByLabel(ru('auth.fields.password'), { exact: false }).fill(password)
  await login.getByRole('button', { name: ru('auth.login.submit'), exact: true }).click()
  await expect(login).toBeHidden()
}

authTest('register, confirm the e-mail from the mailed link, which signs in (issue 40.4), and only once; sign in (the name also in the server render), sign out, reset the password through the mailed link (AUTH-01…18, OQ-03, OQ-33)', { tag: '@desktop' }, async ({
  page,
}) => {
  test.setTimeout(300_000)
  await ownSender(page)
  const address = `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const user = { first: 'Аида', last: `Токтогулова${Math.floor(Math.random() * 1e4)}` }
  const name = `${user.first} ${user.last}`
  await page.goto('/')

  // AUTH-05, AUTH-06, OQ-03: register, with the client's own checks first.
  await openSignIn(page)
  await modal(page, 'auth.login.title').getByRole('button', { name: ru('auth.login.to_register') }).click()
  const register = modal(page, 'auth.register.title')
  await register.getByLabel(ru('auth.fields.first_name')).fill(user.first)
  await register.getByLabel(ru('auth.fields.last_name')).fill(user.last)
  await register.getByLabel(ru('auth.fields.email')).fill(address)
  await register.getByLabel(ru('auth.fields.password_new')).fill('1234567')
  await register.getByRole('button', { name: ru('auth.register.submit') }).click()
  await expect(register.locator('.field__error')).toHaveText(ru('forms.errors.password_too_short'))
  await register.getByLabel(ru('auth.fields.password_new')).fill('first-password')
  await register.getByRole('button', { name: ru('auth.register.submit') }).click()
  // AUTH-08: the message mode says that the mailed link confirms the address and signs in.
  await expect(modal(page, 'auth.register.success_title')).toContainText(ru('auth.register.success'))
  await modal(page, 'auth.register.success_title').getByRole('button', { name: ru('auth.message.close') }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // AUTH-08, AUTH-14, issue 40.4: the mailed link confirms the address and signs this browser in, and says so; the
  // address loses its query; AUTH-18: from 992 px the header bar shows the first name itself.
  const verification = await mailedLink(address, 'verify_email')
  await page.goto(verification)
  const verified = modal(page, 'auth.verify_email.success_title')
  await expect(verified).toContainText(ru('auth.verify_email.success'))
  await expect(page).toHaveURL((url) => !url.search.includes('verify_email'))
  await verified.getByRole('button', { name: ru('auth.message.close') }).click()
  const inBar = page.locator('.site-header__account').filter({ visible: true })
  if (await inBar.count()) await expect(inBar).toHaveText(user.first)
  await expect(await accountLink(page, name)).toHaveAttribute('href', '/account')
  expect(await (await page.request.get('/events')).text()).toContain(name)

  // Signed out, the used link signs nobody in, says so and offers the login form.
  const origin = new URL(page.url()).origin
  expect((await page.request.post('/api/client/client_users/logout', { headers: { 'content-type': 'application/json', origin } })).status()).toBe(200)
  await page.goto(verification)
  const used = modal(page, 'auth.verify_email.error_title')
  await expect(used).toContainText(ru('auth.verify_email.error'))
  expect(await (await page.request.get('/events')).text()).not.toContain(name)
  await used.getByRole('button', { name: ru('auth.message.sign_in') }).click()

  // AUTH-04, OQ-33: a wrong password says so on the fields.
  const login = modal(page, 'auth.login.title')
  await login.getByLabel(ru('auth.fields.email')).fill(address)
  await login.getByLabel(ru('auth.fields.password')).fill('wrong-password')
  await login.getByRole('button', { name: ru('auth.login.submit'), exact: true }).click()
  await expect(login.locator('.field__error').first()).toHaveText(ru('forms.errors.wrong_credentials'))
  await login.getByRole('button', { name: ru('modal.close') }).click()

  // AUTH-02, AUTH-18: signed in, the header shows the name linking to the profile, also after a server render.
  await signIn(page, address, 'first-password')
  await expect(await accountLink(page, name)).toHaveAttribute('href', '/account')
  const served = await (await page.request.get('/events')).text()
  expect(served).toContain(name)
  await page.goto('/events')
  await expect(await accountLink(page, name)).toBeVisible()

  // AUTH-17: after signing out the server renders the sign-in button again.
  expect((await page.request.post('/api/client/client_users/logout', { headers: { 'content-type': 'application/json', origin } })).status()).toBe(200)
  await page.reload()
  expect(await (await page.request.get('/events')).text()).not.toContain(name)

  // AUTH-10, OQ-33: restore answers neutrally and mails a link; AUTH-11…13: the link opens the reset.
  await openSignIn(page)
  await modal(page, 'auth.login.title').getByRole('button', { name: ru('auth.login.forgot') }).click()
  const restore = modal(page, 'auth.restore.title')
  await restore.getByLabel(ru('auth.fields.email')).fill(address)
  await restore.getByRole('button', { name: ru('auth.restore.submit') }).click()
  await expect(modal(page, 'auth.restore.success_title')).toContainText(ru('auth.restore.success'))
  await modal(page, 'auth.restore.success_title').getByRole('button', { name: ru('auth.message.close') }).click()
  await page.goto(await mailedLink(address, 'reset_password'))
  const reset = modal(page, 'auth.reset.title')
  await expect(reset).toBeVisible()
  await reset.getByLabel(ru('auth.fields.new_password')).fill('second-password')
  await reset.getByLabel(ru('auth.fields.new_password2')).fill('second-passwort')
  await reset.getByRole('button', { name: ru('auth.reset.submit') }).click()
  await expect(reset.locator('.field__error')).toHaveText(ru('forms.errors.passwords_mismatch'))
  await reset.getByLabel(ru('auth.fields.new_password2')).fill('second-password')
  await reset.getByRole('button', { name: ru('auth.reset.submit') }).click()
  await expect(modal(page, 'auth.reset.success_title')).toContainText(ru('auth.reset.success'))
  await modal(page, 'auth.reset.success_title').getByRole('button', { name: ru('auth.message.close') }).click()

  await signIn(page, address, 'second-password')
  await expect(await accountLink(page, name)).toBeVisible()
})

test('?login opens the sign-in modal on any page; it is labelled, closes with Escape and the address loses the query (AUTH-01, OQ-38, MODAL-01)', async ({ page }) => {
  await page.goto('/events?login&next=/account')
  const login = modal(page, 'auth.login.title')
  await expect(login).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname === '/events' && url.search === '')
  await expect(login.getByLabel(ru('auth.fields.email'))).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(login).toBeHidden()
  await openSignIn(page)
  // Left open: the fixture's axe check covers the dialog.
})

test('@languages the sign-in modal in English and Kyrgyz (AUTH-01, OQ-01)', async ({ page }) => {
  // The news list, a short page: the axe check of each language's open dialog scans the page under it too.
  test.setTimeout(180_000)
  for (const language of ['en', 'ky'] as const) {
    await page.goto(`/${language}/news?login`)
    await expect(page.getByRole('dialog', { name: message(language, 'auth.login.title') })).toBeVisible()
  }
})

const linkTest = test.extend({ failsOnPurpose: [LOGIN_PATH, '/api/client/client_users/login/link/confirm'] })

linkTest('issue 39.5: while strangers’ wrong passwords throttle the account, the owner signs in with a mailed single-use link', { tag: '@desktop' }, async ({ page, playwright, baseURL }) => {
  test.setTimeout(240_000)
  await ownSender(page)
  const address = `owner-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const user = { first_name: 'Бакыт', last_name: `Асанов${Math.floor(Math.random() * 1e4)}` }
  // The account, made and verified through the API in another browser of the owner's (its link signs that one in,
  // issue 40.4); strangers come from addresses of their own, without cookies.
  const client = (context: APIRequestContext) => (path: string, data: unknown) =>
    context.post(`/api/client/client_users/${path}`, { data, headers: { 'cf-connecting-ip': `2001:db8:39::${Math.floor(Math.random() * 0xffff).toString(16)}` } })
  const [elsewhere, stranger] = await Promise.all([playwright.request.newContext({ baseURL }), playwright.request.newContext({ baseURL })])
  expect((await client(elsewhere)('registration', { ...user, email: address, password: 'owner-password' })).status()).toBe(202)
  const key = new URLSearchParams((await mailedLink(address, 'verify_email')).split('?')[1]).get('key')
  expect((await client(elsewhere)('verify-email', { key })).status()).toBe(200)
  const guesses = await Promise.all(Array.from({ length: 10 }, () => client(stranger)('login', { email: address, password: 'a guess' })))
  expect(guesses.map((answer) => answer.status())).toEqual(Array(10).fill(400))
  await Promise.all([elsewhere.dispose(), stranger.dispose()])

  // Even the right password is refused now; the form points to the mailed link.
  await page.goto('/')
  await openSignIn(page)
  const login = modal(page, 'auth.login.title')
  await login.getByLabel(ru('auth.fields.email')).fill(address)
  await login.getByLabel(ru('auth.fields.password')).fill('owner-password')
  await login.getByRole('button', { name: ru('auth.login.submit'), exact: true }).click()
  await expect(login.locator('.field__error').first()).toHaveText(ru('auth.login.errors.throttled'))

  await login.getByRole('button', { name: ru('auth.login.sign_in_link') }).click()
  const request = modal(page, 'auth.sign_in_link.title')
  await request.getByLabel(ru('auth.fields.email')).fill(address)
  await request.getByRole('button', { name: ru('auth.sign_in_link.submit') }).click()
  await expect(modal(page, 'auth.sign_in_link.success_title')).toContainText(ru('auth.sign_in_link.success'))
  await modal(page, 'auth.sign_in_link.success_title').getByRole('button', { name: ru('auth.message.close') }).click()

  const link = await mailedLink(address, 'sign_in')
  await page.goto(link)
  await expect(modal(page, 'auth.sign_in_link.signed_in_title')).toContainText(ru('auth.sign_in_link.signed_in'))
  await expect(page).toHaveURL((url) => !url.search.includes('sign_in_link'))
  await modal(page, 'auth.sign_in_link.signed_in_title').getByRole('button', { name: ru('auth.message.close') }).click()
  await expect(await accountLink(page, `${user.first_name} ${user.last_name}`)).toBeVisible()

  // The link works once.
  await page.goto(link)
  await expect(modal(page, 'auth.sign_in_link.error_title')).toContainText(ru('auth.sign_in_link.error'))
})

linkTest('an unusable sign-in link says so in the modal, which offers the login form (issue 39.5)', { tag: '@phone' }, async ({ page }) => {
  // The flow above runs at desktop width; this is its last message at phone width, left open for the fixture's axe check.
  await page.goto('/?sign_in_link&token=unusable-e2e-token')
  const error = modal(page, 'auth.sign_in_link.error_title')
  await expect(error).toContainText(ru('auth.sign_in_link.error'))
  await expect(error.getByRole('button', { name: ru('auth.message.sign_in') })).toBeVisible()
})
