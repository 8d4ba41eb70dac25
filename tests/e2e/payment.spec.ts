import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { LANGUAGES, message, type LanguageCode } from './support/languages'
import { BUYER, orderFromOwnAddress, payInSandbox, submitBuyForm } from './support/purchase'

/**
 * The payment page `/payment/{type}/{access_code}` (issue 5 §3; PAY-02…16, ROUTE-14, OQ-26…29) against the sandbox
 * provider: an order is made through the API, then its page is paid or declined on the sandbox checkout page.
 */

interface EventRow {
  uuid: string
  slug: string
  date_from: string
  date_to: string | null
  options: { uuid: string; title: string }[]
}


/** A seeded event that can still be bought and has options (EVENT-10, EVENT-12). */
async function purchasableEvent(request: APIRequestContext, language: LanguageCode): Promise<EventRow> {
  const response = await request.get(`/api/client/events?limit=100&language=${language}`)
  expect(response.ok()).toBe(true)
  const { rows } = (await response.json()) as { rows: EventRow[] }
  const now = Date.now()
  const event = rows.find((row) => Date.parse(row.date_to ?? row.date_from) > now + 86_400_000 && row.options.length > 0)
  if (!event) throw new Error('the seed has no purchasable event with options')
  return event
}

/**
 * ORDER-05: an order as the buy form makes it, in roubles (the picker then starts on the first rouble method). Each
 * order comes from its own address so that the per-sender limit (BE-27) never trips over repeated runs.
 */
async function createOrder(request: APIRequestContext, language: LanguageCode, currency = 'RUB') {
  const event = await purchasableEvent(request, language)
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  const response = await request.post(`/api/client/event-orders?language=${language}&currency=${currency}`, {
    headers: { 'CF-Connecting-IP': address },
    data: { event_id: event.uuid, event_option_id: event.options[0]!.uuid, quantity: 1, ...BUYER, agreement: true },
  })
  expect(response.status(), await response.text()).toBe(201)
  const order = (await response.json()) as { access_code: string; number: number }
  return { ...order, event }
}

const prefixOf = (code: LanguageCode) => LANGUAGES.find((language) => language.code === code)!.prefix

/** The pay view once the method list is known and the total calculated. */
async function openPayView(page: Page, code: LanguageCode, accessCode: string) {
  await page.goto(`${prefixOf(code)}/payment/events/${accessCode}`)
  // Under load the module scripts may take a while: hydration is only waited for once they have run.
  await page.waitForLoadState('load')
  const pay = page.getByRole('button', { name: message(code, 'payment.pay.button'), exact: true })
  await hydrated(pay)
  await expect(pay).toBeEnabled()
  await expect(page.locator('.payment-total__amount[data-state="shown"]')).not.toBeEmpty()
  return pay
}

const methodRadio = (page: Page, code: LanguageCode, method: string) =>
  page.getByRole('radio', { name: message(code, `payment.method.${method}.title`), exact: true })

for (const code of ['ru', 'en'] as const) {
  test(`${code}: pay view, picker, sandbox pay, thank-you and a reload on return (PAY-04…13, OQ-27)`, async ({ page, request }) => {
    test.setTimeout(90_000)
    const order = await createOrder(request, code)
    const pay = await openPayView(page, code, order.access_code)

    // ROUTE-14: no site header; PAY-16: the footer's rights text and offer link.
    await expect(page.locator('header.site-header')).toHaveCount(0)
    await expect(page.locator('footer').getByRole('link', { name: message(code, 'layout.footer.offer') })).toHaveAttribute(
      'href',
      `${prefixOf(code)}/page/oferta`,
    )
    // PAY-06, PAY-07: the contacts, the position with its option.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(code, 'payment.pay.title').replace('{number}', String(order.number)))
    const contacts = page.locator('.payment-contacts')
    await expect(contacts).toContainText(BUYER.client_name)
    await expect(contacts).toContainText(BUYER.client_email)
    await expect(contacts).toContainText('555')
    await expect(page.locator('.payment-position__subtitle')).toContainText(order.event.options[0]!.title)
    await expect(page.getByRole('button', { name: message(code, 'payment.back') })).toBeVisible()

    // PAY-10: the stored currency (RUB) selects the first method that charges it; visitors see no test methods.
    await expect(methodRadio(page, code, 'YOOKASSA')).toBeChecked()
    await expect(methodRadio(page, code, 'UZUM')).toHaveCount(0)
    await expect(methodRadio(page, code, 'CLICK')).toHaveCount(0)
    const total = page.locator('.payment-total__amount')
    await expect(total).toContainText('руб.')
    const roubles = await total.textContent()

    // PAY-10, PAY-11: PAYMEUZ has no roubles: the currency switches to UZS with a note, and the total follows.
    await methodRadio(page, code, 'PAYMEUZ').check()
    await expect(page.getByRole('radio', { name: 'UZS' })).toBeChecked()
    await expect(page.locator('.payment-picker__note')).toBeVisible()
    await expect(total).toContainText('сўм')
    // PAYBOX charges in USD too: choosing it keeps UZS, then the currency is switched by hand.
    await methodRadio(page, code, 'PAYBOX').check()
    await page.getByRole('radio', { name: 'USD' }).check()
    await expect(total).toContainText('$')
    expect(await total.textContent()).not.toBe(roubles)

    // PAY-12, PAY-13: the sandbox checkout, then back with check_mode=1 to the thank-you view.
    await pay.click()
    await page.waitForURL(/\/api\/client\/sandbox-checkout\//, { waitUntil: 'domcontentloaded' })
    await page.locator('button.pay').click()
    await page.waitForURL(/check_mode=1/, { waitUntil: 'domcontentloaded' })
    expect(new URL(page.url()).pathname).toBe(`${prefixOf(code)}/payment/events/${order.access_code}`)
    const thanks = page.getByRole('heading', { level: 1, name: message(code, 'payment.thanks.title') })
    await expect(thanks).toBeVisible()
    await expect(page.locator('.payment-thanks .payment-total__amount')).toContainText('$')
    await expect(page.getByRole('link', { name: message(code, 'payment.thanks.home') })).toHaveAttribute('href', prefixOf(code) || '/')

    // A reload on the return address still ends on the thank-you view (PAY-04).
    await page.reload()
    await expect(thanks).toBeVisible()
  })
}

test('an order in KZT, which no method charges, opens on the first method with a note naming KZT; an answer without an invoice fails inline (OQ-27, PAY-10, PAY-15)', { tag: '@desktop' }, async ({ page, request }) => {
  const order = await createOrder(request, 'ru', 'KZT')
  await page.route((url) => url.pathname === '/api/client/event-orders-payments', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 201, json: { uuid: 'no-invoice' } }) : route.fallback(),
  )
  const pay = await openPayView(page, 'ru', order.access_code)
  await expect(page.locator('.payment-picker__note')).toHaveText(message('ru', 'payment.method.currency_switched').replace('{previous}', 'KZT').replace('{currency}', 'RUB'))
  await pay.click()
  await expect(page.locator('.payment-pay__error')).toHaveText(message('ru', 'errors.internal_short'))
  expect(new URL(page.url()).pathname).toBe(`/payment/events/${order.access_code}`)
})

for (const code of ['ru', 'ky'] as const) {
  test(`${code}: a declined payment comes back with fail=1, the notice and a retry that pays (OQ-28)`, async ({ page, request }) => {
    test.setTimeout(90_000)
    const order = await createOrder(request, code)
    const pay = await openPayView(page, code, order.access_code)
    await pay.click()
    await page.waitForURL(/\/api\/client\/sandbox-checkout\//, { waitUntil: 'domcontentloaded' })
    await page.locator('button.decline').click()
    await page.waitForURL(/fail=1/, { waitUntil: 'domcontentloaded' })
    await expect(page.getByRole('alert').filter({ hasText: message(code, 'payment.failed_notice.title') })).toBeVisible()

    // The retry with another method: the sandbox pays it and the page thanks.
    const retry = page.getByRole('button', { name: message(code, 'payment.pay.button'), exact: true })
    await hydrated(retry)
    await expect(page.locator('.payment-total__amount[data-state="shown"]')).not.toBeEmpty()
    await methodRadio(page, code, 'PAYBOX').check()
    await expect(page.locator('.payment-total__amount[data-state="shown"]')).not.toBeEmpty()
    await retry.click()
    await page.waitForURL(/\/api\/client\/sandbox-checkout\//, { waitUntil: 'domcontentloaded' })
    await page.locator('button.pay').click()
    await page.waitForURL(/check_mode=1/, { waitUntil: 'domcontentloaded' })
    expect(page.url()).not.toContain('fail=1')
    await expect(page.getByRole('heading', { level: 1, name: message(code, 'payment.thanks.title') })).toBeVisible()
  })
}

for (const { code, prefix } of LANGUAGES) {
  test(`${code}: an unknown access code shows the not-found view with the way to events (PAY-02, OQ-29)`, async ({ page }) => {
    await page.goto(`${prefix}/payment/events/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)
    await expect(page.getByRole('heading', { level: 1, name: message(code, 'payment.missing.unknown.title') })).toBeVisible()
    await expect(page.getByText(message(code, 'payment.missing.unknown.text'))).toBeVisible()
    await expect(page.getByRole('link', { name: message(code, 'payment.missing.link.events') })).toHaveAttribute('href', `${prefix}/events`)
    await expect(page.getByRole('button', { name: message(code, 'payment.back') })).toBeVisible()
  })
}

test('an unknown access code of a product or a course order shows the not-found view of its kind (PAY-02, issue 27)', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/en/payment/products/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
  await expect(page.getByRole('link', { name: message('en', 'payment.missing.link.products') })).toHaveAttribute('href', '/en/shop')
  await page.goto('/payment/online_courses/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
  await expect(page.getByRole('link', { name: message('ru', 'payment.missing.link.online_courses') })).toHaveAttribute(
    'href',
    '/online_school',
  )
})

test('OQ-26: after /_test the picker also lists UZUM and CLICK', { tag: '@desktop' }, async ({ page, request }) => {
  const order = await createOrder(request, 'en')
  await page.goto('/en/_test')
  const dialog = page.getByRole('dialog', { name: message('en', 'test_user.confirm.question') })
  await (await hydrated(dialog.getByRole('button', { name: message('en', 'test_user.confirm.yes') }))).click()
  await expect(page.getByRole('status').filter({ hasText: message('en', 'test_user.done') })).toBeVisible()
  await openPayView(page, 'en', order.access_code)
  await expect(methodRadio(page, 'en', 'UZUM')).toBeVisible()
  await expect(methodRadio(page, 'en', 'CLICK')).toBeVisible()
})

test('the payment page is never indexed, and an unknown type is the 404 page (ROUTE-07)', { tag: '@http' }, async ({ request }) => {
  const html = await (await request.get('/payment/events/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).text()
  expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/)
  expect((await request.get('/payment/tickets/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status()).toBe(404)
})

for (const code of ['ru', 'en'] as const) {
  test(`${code}: the whole purchase — event page, buy form, payment page, sandbox pay, thank-you (issue 5 Proof)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const prefix = prefixOf(code)
    const event = await purchasableEvent(request, code)
    await page.goto(`${prefix}/events/i/${event.slug}`)
    const form = page.locator('#event-booking form')
    await page.waitForLoadState('load')
    await orderFromOwnAddress(page, '/api/client/event-orders')
    await submitBuyForm(form, code)

    await page.waitForURL(new RegExp(`${prefix}/payment/events/[A-Za-z0-9_-]{16,64}$`))
    await expect(page.locator('.payment-contacts')).toContainText(BUYER.client_email)
    await payInSandbox(page, code, 'pay')
    await expect(page.getByRole('heading', { level: 1, name: message(code, 'payment.thanks.title') })).toBeVisible()
  })
}
