import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { message, section } from './support/languages'
import { queryTestDatabase } from './support/test-database.mjs'

/*
 * The profile /account (issue 28 §4: PROFILE-01…10, ROUTE-08, OQ-05, OQ-38, OQ-50, ORDER-09) in Russian at both
 * widths, with a fresh account per test made and signed in through the API before the first page opens (the session
 * cookie is the browser's own). The profile's forms that act on the account alone (the password, the e-mail change,
 * the devices) run at desktop width (@desktop): at phone width LAYOUT-07 sees every block in its column, PROFILE-02
 * saves a form and reads the burger, and the orders list, the resend (its modal, left open for axe) and signing out run
 * as well.
 */

const PASSWORD = 'first-pass-1'

interface Account {
  email: string
  first_name: string
  last_name: string
}

/** The sender address of each test's browser (BE-27: its own, so that reruns never meet the per-sender limits). */
const senders = new WeakMap<Page, string>()

/** A JSON POST or PUT as the page's browser (its cookies, which the answer's cookies join) from its sender; the status and body. */
async function callApi(page: Page, method: 'POST' | 'PUT', path: string, body: unknown) {
  const sender = senders.get(page)
  const response = await page.request.fetch(`/api/client/${path}`, { method, data: body, headers: sender ? { 'cf-connecting-ip': sender } : {} })
  return { status: response.status(), body: (await response.json().catch(() => null)) as unknown }
}

/**
 * Registers a new account (its own address) and signs in through the API, before any page opens: the session cookie
 * is the browser's own. The browser's own calls of client_users come from the same sender.
 */
async function signedIn(page: Page, options: { verified?: boolean } = {}): Promise<Account> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const account = { email: `profile-${tag}@example.kg`, first_name: 'Айгуль', last_name: `Тестова${tag.slice(-3)}` }
  const sender = `2001:db8::a:${Math.floor(Math.random() * 0xffff).toString(16)}:${Date.now().toString(16).slice(-4)}`
  senders.set(page, sender)
  await page.route(
    (url) => url.pathname.startsWith('/api/client/client_users/'),
    (route) => route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': sender } }),
  )
  expect((await callApi(page, 'POST', 'client_users/registration', { ...account, password: PASSWORD })).status).toBeLessThan(300)
  if (options.verified) await verify(page, account.email)
  expect((await callApi(page, 'POST', 'client_users/login', { email: account.email, password: PASSWORD })).status).toBe(200)
  return account
}

/** Opens the verification link of the account's mail in the test D1's outbox through the API. */
async function verify(page: Page, email: string) {
  const [mail] = await queryTestDatabase(
    `SELECT text_body FROM outbox WHERE recipient = '${email}' AND text_body LIKE '%verify_email%' ORDER BY id DESC LIMIT 1`,
  )
  const key = /[?&]key=([^\s&]+)/.exec(String(mail?.text_body ?? ''))?.[1]
  if (!key) throw new Error(`no verification mail to ${email}`)
  expect((await callApi(page, 'POST', 'client_users/verify-email', { key: decodeURIComponent(key) })).status).toBe(200)
}

async function openAccount(page: Page) {
  await page.goto('/account')
  await expect(page.getByRole('heading', { level: 1, name: message('ru', 'account.title') })).toBeVisible()
  return page
}

test('PROFILE-01, ROUTE-08, OQ-38: an anonymous visitor is sent home with the login modal and comes back after signing in', async ({ page, request }) => {
  const redirect = await request.get('/account', { maxRedirects: 0 })
  expect(redirect.status()).toBe(302)
  expect(redirect.headers()['location']).toMatch(/^(http:\/\/[^/]+)?\/\?login&next=\/account$/)
  const account = await signedIn(page)
  await callApi(page, 'POST', 'client_users/logout', {})
  await page.goto('/account')
  await expect(page).toHaveURL(/\/\?login&next=\/account$|\/$/)
  const dialog = page.getByRole('dialog', { name: message('ru', 'auth.login.title') })
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  await dialog.getByLabel(message('ru', 'auth.fields.email')).fill(account.email)
  await dialog.locator('input[type="password"]').fill(PASSWORD)
  await dialog.getByRole('button', { name: message('ru', 'auth.login.submit'), exact: true }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { level: 1, name: message('ru', 'account.title') })).toBeVisible()
})

test('PROFILE-01, ROUTE-08, LAYOUT-07: the profile is never indexed and holds every block in one column of 760 px', async ({ page }) => {
  await signedIn(page)
  await openAccount(page)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow')
  const screen = page.viewportSize()!.width
  const column = (await page.locator('.account-page__grid').boundingBox())!.width
  if (screen >= 1024) expect(column).toBe(760)
  else expect(column).toBeLessThanOrEqual(screen)
  for (const title of [
    'account.profile.profile.title',
    'account.confirm_email.title',
    'account.profile.change_email.title',
    'account.profile.change_password.title',
    'account.orders.title',
    'account.sign_out.title',
  ]) {
    await expect(section(page, 'ru', title)).toBeVisible()
  }
})

/** Each block's heading and its button, as the signed-in profile of an unverified password account shows them. */
const BLOCKS = [
  ['account.profile.profile.title', 'account.profile.profile.submit'],
  ['account.confirm_email.title', 'account.confirm_email.resend.button'],
  ['account.profile.change_email.title', 'account.profile.change_email.submit'],
  ['account.profile.change_password.title', 'account.profile.change_password.submit'],
  ['account.profile.oauth.title', 'account.profile.oauth.connect'],
  ['account.sign_out.title', 'account.sign_out.button'],
] as const

/** A message key on the page instead of its text. */
const MESSAGE_KEY = /\b(account|auth|forms|errors|layout)\.[a-z_]+\.[a-z_.]+/

test('@languages the profile in English and Kyrgyz: headings and buttons from the catalogue, no message keys (issue 28 §4, PROFILE-01)', { tag: '@desktop' }, async ({ page }) => {
  // Two profile pages, each with its axe check.
  test.setTimeout(180_000)
  await signedIn(page)
  for (const language of ['en', 'ky'] as const) {
    await page.goto(`/${language}/account`)
    await expect(page.getByRole('heading', { level: 1, name: message(language, 'account.title') })).toBeVisible()
    for (const [title, button] of BLOCKS) {
      const block = section(page, language, title)
      await expect(block.getByRole('heading', { name: message(language, title), exact: true })).toBeVisible()
      await expect(block.getByRole('button', { name: message(language, button) }).first()).toBeVisible()
    }
    await expect(section(page, language, 'account.orders.title')).toContainText(message(language, 'account.orders.empty'))
    expect(await page.locator('body').innerText()).not.toMatch(MESSAGE_KEY)
  }
})

test('PROFILE-02, PROFILE-03, TOAST-03: saving the personal data shows the success toast and the header (or the burger menu on phones) shows the new name', async ({ page }) => {
  const account = await signedIn(page)
  await openAccount(page)
  const form = section(page, 'ru', 'account.profile.profile.title')
  const save = await hydrated(form.getByRole('button', { name: message('ru', 'account.profile.profile.submit') }))
  await expect(form.getByLabel(message('ru', 'auth.fields.email'))).toHaveAttribute('readonly', '')
  const firstName = form.getByLabel(message('ru', 'auth.fields.first_name'))
  await firstName.fill('')
  await save.click()
  await expect(form.getByText(message('ru', 'forms.errors.required'))).toBeVisible()
  await expect(firstName).toBeFocused()
  await firstName.fill('Бермет')
  await save.click()
  await expect(page.locator('.toast--success')).toContainText(message('ru', 'account.profile.profile.success'))
  await expect(page.getByRole('link', { name: new RegExp(`Бермет ${account.last_name}`), includeHidden: true }).first()).toBeAttached()
  await page.reload()
  await expect(page.getByRole('link', { name: new RegExp(`Бермет ${account.last_name}`), includeHidden: true }).first()).toBeAttached()
})

/** Signing in with the replaced password is refused on purpose (a 400 the browser reports). */
const refusedLoginTest = test.extend({ failsOnPurpose: ['/api/client/client_users/login'] })

refusedLoginTest('PROFILE-04, PROFILE-05, OQ-03: a mismatch shows on the first field; a change clears the fields and the new password signs in', { tag: '@desktop' }, async ({ page }) => {
  const account = await signedIn(page)
  await openAccount(page)
  const form = section(page, 'ru', 'account.profile.change_password.title')
  const submit = await hydrated(form.getByRole('button', { name: message('ru', 'account.profile.change_password.submit') }))
  const current = form.getByLabel(message('ru', 'account.profile.change_password.old_password'))
  const first = form.getByLabel(message('ru', 'auth.fields.new_password'))
  const second = form.getByLabel(message('ru', 'auth.fields.new_password2'))
  await current.fill(PASSWORD)
  await first.fill('second-pass-2')
  await second.fill('second-pass-3')
  await submit.click()
  await expect(form.getByText(message('ru', 'forms.errors.passwords_mismatch'))).toBeVisible()
  await expect(first).toBeFocused()
  await second.fill('second-pass-2')
  await submit.click()
  await expect(form.getByRole('status')).toHaveText(message('ru', 'account.profile.change_password.success'))
  await expect(first).toHaveValue('')
  await expect(second).toHaveValue('')
  await expect(current).toHaveValue('')
  await callApi(page, 'POST', 'client_users/logout', {})
  expect((await callApi(page, 'POST', 'client_users/login', { email: account.email, password: PASSWORD })).status).not.toBe(200)
  expect((await callApi(page, 'POST', 'client_users/login', { email: account.email, password: 'second-pass-2' })).status).toBe(200)
})

test('PROFILE-08, PROFILE-09, OQ-50: resend verification sends one mail and says so in a modal; a later click says it was already sent', async ({ page }) => {
  const account = await signedIn(page)
  await openAccount(page)
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/client_users/resend-email')) sent.push(request.method())
  })
  const block = section(page, 'ru', 'account.confirm_email.title')
  const resend = await hydrated(block.getByRole('button', { name: message('ru', 'account.confirm_email.resend.button') }))
  const dialog = page.getByRole('dialog', { name: message('ru', 'account.confirm_email.title') })
  await resend.click()
  await expect(dialog).toContainText(message('ru', 'account.confirm_email.resend.ok'))
  await dialog.getByRole('button', { name: message('ru', 'modal.close') }).click()
  await expect(dialog).toHaveCount(0)
  await resend.click()
  await expect(dialog).toContainText(message('ru', 'account.confirm_email.resend.already_sent'))
  expect(sent).toEqual(['POST'])
  const mails = await queryTestDatabase(`SELECT id FROM outbox WHERE recipient = '${account.email}' AND text_body LIKE '%verify_email%'`)
  expect(mails).toHaveLength(2)
})

test('OQ-05: the e-mail change needs the password and says a link went to the new address', { tag: '@desktop' }, async ({ page }) => {
  await signedIn(page)
  await openAccount(page)
  const form = section(page, 'ru', 'account.profile.change_email.title')
  const submit = await hydrated(form.getByRole('button', { name: message('ru', 'account.profile.change_email.submit') }))
  await form.getByLabel(message('ru', 'account.profile.change_email.new_email')).fill(`new-${Date.now()}@example.kg`)
  await submit.click()
  await expect(form.getByText(message('ru', 'forms.errors.required'))).toBeVisible()
  await form.getByLabel(message('ru', 'account.profile.change_email.password')).fill(PASSWORD)
  await submit.click()
  await expect(form.getByRole('status')).toHaveText(message('ru', 'account.profile.change_email.success'))
})

test("issue 28 §4, ORDER-09: the orders list shows an order made with the user's e-mail; the event buy form has the e-mail locked", async ({ page }) => {
  const account = await signedIn(page, { verified: true })
  const events = (await (await page.request.get('/api/client/events?language=ru&limit=100&order_by=date_from')).json()) as {
    rows: Array<{ uuid: string; slug: string; title: string; date_from: string; date_to: string | null; options: Array<{ uuid: string }> }>
  }
  const event = events.rows.find((row) => Date.parse(row.date_to ?? row.date_from) > Date.now() && row.options.length > 1)!
  await page.goto(`/events/i/${event.slug}`)
  const form = page.locator('#event-booking form')
  const email = form.getByLabel(message('ru', 'buy_form.email'))
  await expect(email).toHaveValue(account.email)
  await expect(email).toHaveAttribute('readonly', '')
  await expect(form.getByLabel(message('ru', 'forms.name'))).toHaveValue(`${account.first_name} ${account.last_name}`)
  const order = await callApi(page, 'POST', 'event-orders', {
    event_id: event.uuid,
    event_option_id: event.options[0]?.uuid ?? null,
    quantity: 1,
    client_name: `${account.first_name} ${account.last_name}`,
    client_phone: '+996555123456',
    client_email: account.email,
    agreement: true,
  })
  expect(order.status).toBe(201)
  await openAccount(page)
  const orders = section(page, 'ru', 'account.orders.title')
  const item = orders.getByRole('listitem').filter({ hasText: event.title })
  await expect(item).toContainText(message('ru', 'account.orders.awaiting'))
  await expect(item.getByRole('link', { name: new RegExp(message('ru', 'account.orders.pay')) })).toHaveAttribute('href', /\/payment\/events\//)
})

test('PROFILE-10: signing out ends the session and goes home', async ({ page }) => {
  await signedIn(page)
  await openAccount(page)
  const block = section(page, 'ru', 'account.sign_out.title')
  await (await hydrated(block.getByRole('button', { name: message('ru', 'account.sign_out.button') }))).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  const redirect = await page.request.get('/account', { maxRedirects: 0 })
  expect(redirect.status()).toBe(302)
})

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0'

test('issue 39.6, ASVS V7.4: the signed-in devices with this one marked; one signs out, then everywhere else after a confirmation', { tag: '@desktop' }, async ({ page, playwright, baseURL }) => {
  const account = await signedIn(page)
  // Two more devices, each an API client of its own with its user agent; their keys tell whether they are still in.
  const devices = await Promise.all(
    [IPHONE, MAC_FIREFOX].map(async (userAgent) => {
      const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'User-Agent': userAgent, 'cf-connecting-ip': `2001:db8::d:${Math.floor(Math.random() * 0xffff).toString(16)}` } })
      const answer = await client.post('/api/client/client_users/login', { data: { email: account.email, password: PASSWORD } })
      expect(answer.status()).toBe(200)
      const { key } = (await answer.json()) as { key: string }
      return { client, signedIn: async () => (await client.get('/api/client/client_users/me', { headers: { Authorization: `Token ${key}` } })).status() === 200 }
    }),
  )
  const [iphone, mac] = devices
  await openAccount(page)
  const block = section(page, 'ru', 'account.devices.title')
  const rows = block.getByRole('listitem')
  await expect(rows).toHaveCount(3)
  await expect(rows.first()).toContainText(message('ru', 'account.devices.current'))
  await expect(rows.first().getByRole('button')).toHaveCount(0)
  const others = rows.filter({ hasNotText: message('ru', 'account.devices.current') })
  const iphoneRow = others.filter({ hasText: 'Safari, iOS' })
  await expect(iphoneRow).toHaveCount(1)
  await expect(others.filter({ hasText: 'Firefox, macOS' })).toHaveCount(1)

  await (await hydrated(iphoneRow.getByRole('button', { name: message('ru', 'account.devices.sign_out') }))).click()
  await expect(page.locator('.toast--success', { hasText: message('ru', 'account.devices.ended') })).toBeVisible()
  await expect(rows).toHaveCount(2)
  expect(await iphone!.signedIn()).toBe(false)
  expect(await mac!.signedIn()).toBe(true)

  const everywhere = block.getByRole('button', { name: message('ru', 'account.devices.sign_out_others') })
  await everywhere.click()
  const dialog = page.getByRole('dialog', { name: message('ru', 'account.devices.confirm_others') })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: message('ru', 'account.devices.cancel') }).click()
  await expect(dialog).toBeHidden()
  expect(await mac!.signedIn()).toBe(true)
  await everywhere.click()
  await dialog.getByRole('button', { name: message('ru', 'account.devices.sign_out_others') }).click()
  await expect(page.locator('.toast--success', { hasText: message('ru', 'account.devices.ended_others') })).toBeVisible()
  await expect(rows).toHaveCount(1)
  await expect(block).toContainText(message('ru', 'account.devices.only_this'))
  await expect(everywhere).toHaveCount(0)
  expect(await mac!.signedIn()).toBe(false)
  // This device is still signed in.
  await page.reload()
  await expect(rows).toHaveCount(1)
  await Promise.all(devices.map((device) => device.client.dispose()))
})
