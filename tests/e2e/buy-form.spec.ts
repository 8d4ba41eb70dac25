import { Temporal } from '@js-temporal/polyfill'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { ListResponse } from '../../src/model/api'
import type { EventListItem } from '../../src/model/entities/events'
import type { EventOrderCreateBody } from '../../src/model/entities/orders'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { LANGUAGES, message, type LanguageCode } from './support/languages'

/*
 * The buy form on the event page (issue 5 §1: ORDER-01…05, ORDER-07, ORDER-08, EVENT-02, EVENT-10…12,
 * VALID-01…05, VALID-08, OQ-34, OQ-35, OQ-52, TOAST-03) in every language at both widths. The events come from the
 * API by what they have (upcoming with several options, past), not by slug. The races with the form's late scripts
 * (the machine, the phone library) are the same at every width: desktop only (@desktop).
 */

const ORDERS_PATH = '/api/client/event-orders'
const ORDERS_POST = (url: URL) => url.pathname === ORDERS_PATH
const PAYMENT_PAGE = (url: URL) => /^(\/(en|ky))?\/payment\/events\/[^/]+$/.test(url.pathname)
const PAYMENT_STAND_IN =
  '<!doctype html><html lang="en"><head><title>Payment page</title></head>' +
  '<body><main><h1>Payment page</h1></main></body></html>'

async function pickEvents(request: APIRequestContext, language: LanguageCode) {
  const response = await request.get(`/api/client/events?language=${language}&limit=100&order_by=date_from`)
  expect(response.ok()).toBe(true)
  const events = ((await response.json()) as ListResponse<EventListItem>).rows
  const now = Temporal.Now.instant()
  const ended = (event: EventListItem) => Temporal.Instant.compare(Temporal.Instant.from(event.date_to ?? event.date_from), now) < 0
  const upcoming = events.find((event) => !ended(event) && event.options.length > 1 && event.options[0]!.price !== event.options[1]!.price)
  const past = events.find(ended)
  if (!upcoming || !past) throw new Error('the seed has no upcoming event with several prices or no past event')
  return { upcoming, past }
}

/** The failure case answers one POST with a 500 on purpose (ORDER-08): the browser's line for it is expected. */
const formTest = test.extend({ failsOnPurpose: [ORDERS_PATH] })

/** The buy form's controls on an upcoming event's page, once React has hydrated the form. */
async function openForm(page: Page, request: APIRequestContext, code: LanguageCode, prefix: string) {
  const { upcoming } = await pickEvents(request, code)
  await page.goto(`${prefix}/events/i/${upcoming.slug}`)
  const booking = page.locator('#event-booking')
  const form = booking.locator('form')
  const controls = {
    upcoming,
    booking,
    form,
    name: form.getByLabel(message(code, 'forms.name')),
    phone: form.getByLabel(message(code, 'forms.phone')),
    email: form.getByLabel(message(code, 'buy_form.email')),
    agreement: form.getByRole('checkbox', { name: message(code, 'forms.agreement') }),
    submit: form.getByRole('button', { name: message(code, 'buy_form.submit') }),
    options: form.getByRole('group', { name: message(code, 'buy_form.option') }).getByRole('radio'),
    amount: form.locator('.buy-form__amount'),
  }
  await hydrated(controls.submit)
  return controls
}

/** Records the order POSTs the page sends. */
function recordOrders(page: Page): EventOrderCreateBody[] {
  const posts: EventOrderCreateBody[] = []
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && ORDERS_POST(new URL(sent.url()))) posts.push(sent.postDataJSON() as EventOrderCreateBody)
  })
  return posts
}

for (const { code, prefix } of LANGUAGES) {
  test(`${code}: 'buy' leads to the form; the option sets the price; required, phone, e-mail and agreement errors send nothing (EVENT-02, EVENT-12, ORDER-01, ORDER-02, VALID-01…05, VALID-08)`, { tag: '@languages' }, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const { upcoming, booking, form, name, phone, email, agreement, submit, options, amount } = await openForm(page, request, code, prefix)

    // EVENT-02: 'buy' in the banner brings the form into view.
    const buy = await hydrated(page.locator('.event-banner').getByRole('link', { name: message(code, 'event.buy') }))
    await buy.click()
    await expect(booking.getByRole('heading', { level: 2, name: message(code, 'buy_form.title') })).toBeInViewport()
    // The scroll ends with focus on the block: a click while it still moves the page lands wherever the page has gone.
    await expect(booking).toBeFocused()
    await expect(agreement.locator('xpath=..').getByRole('link', { name: message(code, 'forms.agreement_link') })).toHaveAttribute(
      'href',
      `${prefix}/page/privacy`,
    )

    // EVENT-12: the first option is chosen; choosing another shows its price.
    await expect(options).toHaveCount(upcoming.options.length)
    await expect(options.first()).toBeChecked()
    const firstPrice = (await amount.textContent()) ?? ''
    await expect(form.locator('.option-picker__price').first()).toContainText(firstPrice)
    await form.locator('.option-picker__label').nth(1).click()
    await expect(options.nth(1)).toBeChecked()
    await expect(amount).not.toHaveText(firstPrice)
    await expect(form.locator('.option-picker__price').nth(1)).toContainText((await amount.textContent()) ?? '')

    const posts = recordOrders(page)

    // ORDER-02, VALID-01, OQ-34: an empty submit shows the required errors, focuses the first and sends nothing.
    await submit.click()
    await expect(name).toBeFocused()
    const required = message(code, 'forms.errors.required')
    for (const field of [name, phone, email]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(required)
    }
    await expect(agreement).toHaveAccessibleDescription(message(code, 'forms.errors.agreement_required'))

    // VALID-04, VALID-05 (OQ-35): an impossible phone and an e-mail without a domain dot are refused.
    await name.fill('  Тест Покупатель  ')
    await phone.click()
    await phone.pressSequentially('+99612')
    await email.fill('buyer@example')
    await submit.click()
    await expect(phone).toHaveAccessibleDescription(message(code, 'forms.errors.phone_invalid'))
    await expect(email).toHaveAccessibleDescription(message(code, 'forms.errors.email_invalid'))
    await expect(phone).toBeFocused()
    await expect(name).not.toHaveAttribute('aria-invalid', 'true')

    // VALID-08: with valid contacts but no agreement, only the agreement error shows.
    await phone.fill('')
    await phone.pressSequentially('+996555123456')
    await expect(phone).toHaveValue(/^\+996 ?555 ?123 ?456$/)
    await email.fill('buyer@example.kg')
    await submit.click()
    await expect(agreement).toHaveAccessibleDescription(message(code, 'forms.errors.agreement_required'))
    await expect(agreement).toBeFocused()
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true')
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
    expect(posts).toEqual([])
  })

  formTest(`${code}: a failed order keeps the values and shows the toast; a valid order goes to the payment page (ORDER-03…05, ORDER-07, ORDER-08, VALID-03)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const { upcoming, form, name, phone, email, agreement, submit, options } = await openForm(page, request, code, prefix)
    const posts = recordOrders(page)
    await form.locator('.option-picker__label').nth(1).click()
    await name.fill('  Тест Покупатель  ')
    await phone.click()
    await phone.pressSequentially('+996555123456')
    // Formatted as typed once libphonenumber-js has loaded (on focus); keys pressed before that stay as typed.
    await expect(phone).toHaveValue(/^\+996 ?555 ?123 ?456$/)
    const typedPhone = await phone.inputValue()
    await email.fill(' buyer@example.kg ')
    await agreement.check()

    // ORDER-08, TOAST-03: the server fails → the error toast; the typed values (trimmed, VALID-03) stay.
    await page.route(ORDERS_POST, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { code: 'internal', message: 'Internal error' } }) : route.fallback(),
    )
    await submit.click()
    await expect(page.locator('.toast--error')).toContainText(message(code, 'errors.internal_short'))
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true')
    await expect(name).toHaveValue('Тест Покупатель')
    await expect(email).toHaveValue('buyer@example.kg')
    await expect(phone).toHaveValue(typedPhone)
    await expect(agreement).toBeChecked()
    await expect(options.nth(1)).toBeChecked()
    expect(posts).toHaveLength(1)
    await page.unroute(ORDERS_POST)

    // Each run orders as an address of its own (IPv6 documentation range), so reruns never meet the limit of
    // orders per address (BE-27).
    const sender = `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Date.now().toString(16).slice(-4)}`
    await page.route(ORDERS_POST, (route) =>
      route.request().method() === 'POST'
        ? route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': sender } })
        : route.fallback(),
    )

    // ORDER-03…05, ORDER-07: one place of the chosen option with the contacts and the location guess; then the
    // payment page of the new order, in the page's language. Only the address is this spec's business: the page
    // itself has its own spec, so a stand-in answers it here (also when the axe check opens it again).
    await page.context().route(PAYMENT_PAGE, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: PAYMENT_STAND_IN }))
    await submit.click()
    await expect(page).toHaveURL(new RegExp(`^[^?#]*//[^/]+${prefix}/payment/events/[A-Za-z0-9_-]{16,64}$`))
    expect(posts).toHaveLength(2)
    const { city, country, ...order } = posts[1]!
    expect(order).toEqual({
      event_id: upcoming.uuid,
      event_option_id: upcoming.options[1]!.uuid,
      quantity: 1,
      client_name: 'Тест Покупатель',
      client_phone: typedPhone,
      client_email: 'buyer@example.kg',
      agreement: true,
    })
    // OQ-52: the guess goes with the order, empty when the edge knows nothing.
    for (const value of [city, country]) expect(value === null || typeof value === 'string').toBe(true)
  })

  test(`${code}: a past event shows the unavailable notice instead of the form (EVENT-10, EVENT-11)`, async ({ page, request }) => {
    const { past } = await pickEvents(request, code)
    await page.goto(`${prefix}/events/i/${past.slug}`)
    const booking = page.locator('#event-booking')
    await expect(booking.getByRole('heading', { level: 2 })).toHaveText(/\d{2}\.\d{2}\.\d{2}/)
    await expect(booking.getByText(message(code, 'event.unavailable.subtitle'))).toBeVisible()
    await expect(booking.getByRole('link', { name: message(code, 'event.unavailable.back') })).toHaveAttribute('href', `${prefix}/events`)
    await expect(booking.locator('form')).toHaveCount(0)
  })
}

formTest(
  'what is typed while the form’s machine still loads is kept, and a submit meanwhile waits for it (ORDER-01, ORDER-02, issue 4 budget)',
  { tag: '@desktop' },
  async ({ page, request }) => {
    // The machine loads with the form's first focus; held back here, the visitor types into the form's draft.
    let releaseMachine!: () => void
    const machineHeld = new Promise<void>((resolve) => (releaseMachine = resolve))
    const machineRequests: string[] = []
    await page.route(/\/assets\/buy-form\.machine-[^/]+\.js$/, async (route) => {
      machineRequests.push(route.request().url())
      await machineHeld
      await route.continue()
    })
    const { name, email, agreement, submit, options } = await openForm(page, request, 'ru', '')
    expect(machineRequests, 'no machine before the form is used').toHaveLength(0)
    await options.nth(1).check()
    await name.fill('Айгуль Асанова')
    await agreement.check()
    await submit.click()
    expect(machineRequests).toHaveLength(1)
    await expect(name).toHaveValue('Айгуль Асанова')
    await expect(agreement).toBeChecked()
    await expect(options.nth(1)).toBeChecked()
    // The machine arrives: it starts from the draft and handles the submit sent meanwhile (phone and e-mail missing).
    releaseMachine()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(name).not.toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveValue('Айгуль Асанова')
    await expect(options.nth(1)).toBeChecked()
  },
)

/**
 * VALID-04: the buy form filled in with the phone library held back (it loads with the phone's first focus), so the
 * number stays as typed; the order fails on purpose (ORDER-08), which shows whether it was sent.
 */
async function typedWithPhoneLibraryHeld(page: Page, request: APIRequestContext) {
  let releaseLibrary!: () => void
  const libraryHeld = new Promise<void>((resolve) => (releaseLibrary = resolve))
  let libraryUrl = ''
  await page.route(/\/assets\/min-[^/]+\.js$/, async (route) => {
    libraryUrl = route.request().url()
    await libraryHeld
    await route.continue()
  })
  const { name, phone, email, agreement, submit } = await openForm(page, request, 'ru', '')
  const posts = recordOrders(page)
  await page.route(ORDERS_POST, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { code: 'internal', message: 'Internal error' } }) : route.fallback(),
  )
  await name.fill('Тест Покупатель')
  await phone.click()
  await phone.pressSequentially('+996555123456')
  await email.fill('buyer@example.kg')
  await agreement.check()
  return { phone, submit, posts, releaseLibrary, libraryUrl: () => libraryUrl }
}

/** The order was sent with the number as typed (and failed on purpose): the library judged it, it was not refused unseen. */
async function expectSentWithTypedPhone(page: Page, phone: Locator, posts: EventOrderCreateBody[]) {
  await expect(page.locator('.toast--error')).toContainText(message('ru', 'errors.internal_short'))
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true')
  expect(posts).toHaveLength(1)
  expect(posts[0]!.client_phone).toBe('+996555123456')
}

formTest('a phone library arriving between the last key and the click does not refuse a valid number (VALID-04, ORDER-02)', { tag: '@desktop' }, async ({ page, request }) => {
  // The click comes in the very task in which the library arrives: before the phone input could render with it and
  // report its verdict (a loaded phone CI run once refused the number so).
  const { phone, submit, posts, releaseLibrary, libraryUrl } = await typedWithPhoneLibraryHeld(page, request)
  await expect.poll(libraryUrl).not.toBe('')
  releaseLibrary()
  await submit.evaluate(async (button: HTMLButtonElement, url) => {
    await import(url)
    // A few microtasks: the app's own promises on the library settle, while React's render waits for a task of its own.
    for (let turn = 0; turn < 5; turn++) await Promise.resolve()
    button.form!.requestSubmit(button)
  }, libraryUrl())
  await expectSentWithTypedPhone(page, phone, posts)
})

formTest('a phone typed before libphonenumber-js has arrived is checked before the form decides, not refused (VALID-04, ORDER-02)', { tag: '@desktop' }, async ({ page, request }) => {
  const { phone, submit, posts, releaseLibrary } = await typedWithPhoneLibraryHeld(page, request)
  await submit.click()
  await expect(phone).toHaveValue('+996555123456')
  releaseLibrary()
  await expectSentWithTypedPhone(page, phone, posts)
})
