/**
 * Payments with the SANDBOX provider (issue 5; PAY-08, PAY-12, PAY-13, BE-12, BE-13, OQ-26, OQ-28, OQ-46): creating a
 * payment checks the method/currency matrix, the return URLs and the order; the sandbox checkout page (HTML, no
 * script) pays or declines and calls back like a real provider; the charged amount equals the calculation; a
 * forged notification changes nothing.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { CalculateAnswer, EventOrderCreated, EventOrderEntity, PaymentCreateAnswer, PaymentCreateBody, PaymentEntity, PaymentMethodsAnswer } from '../../src/model/entities/orders'
import { createOrder, ensureOrderEvents, notificationOutcomes, ORDER_OPTIONS, postJson } from './event-orders-fixtures'
import { API, apiJson, cspDirectives, get, getWith, ORIGIN, statusOf } from './helpers'
import { FAKE_SHOP, FAKE_YOOKASSA_URL } from './yookassa-fake'

beforeAll(ensureOrderEvents)

function paymentBody(order: EventOrderCreated, overrides: Partial<PaymentCreateBody> = {}): PaymentCreateBody {
  return {
    payment_method: 'YOOKASSA',
    order: order.access_code,
    currency: 'RUB',
    return_url: `/en/payment/events/${order.access_code}?check_mode=1`,
    return_fail_url: `/en/payment/events/${order.access_code}?fail=1`,
    ...overrides,
  }
}

/** Without `language` in the query the order's language is the checkout page's. */
async function createPayment(body: PaymentCreateBody, query = ''): Promise<PaymentCreateAnswer> {
  const response = await postJson(`event-orders-payments${query}`, body)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as PaymentCreateAnswer
}

async function expectPaymentRefused(body: unknown, status: number, field?: string, key?: string): Promise<ApiErrorBody> {
  const response = await postJson('event-orders-payments', body)
  expect(response.status, await response.clone().text()).toBe(status)
  const answer = (await response.json()) as ApiErrorBody
  if (field) expect(answer.fields, JSON.stringify(answer)).toHaveProperty([field])
  if (field && key) expect(answer.fields?.[field]).toContain(key)
  return answer
}

/** Submits one of the checkout page's forms as the browser does (a POST to its action). */
async function submitCheckout(html: string, decision: 'pay' | 'decline'): Promise<Response> {
  const action = new RegExp(`<form method="post" action="([^"]+/${decision})"`).exec(html)?.[1]
  expect(action, html).toBeDefined()
  return get(action!, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' })
}

async function checkoutPage(invoiceUrl: string): Promise<string> {
  expect(invoiceUrl.startsWith(`${ORIGIN}/api/client/sandbox-checkout/`)).toBe(true)
  const response = await get(invoiceUrl)
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
  return response.text()
}

describe('sandbox: pay through the checkout page, end to end at HTTP level (BE-13, PAY-12, PAY-13)', () => {
  it('charges exactly the calculated amount, shows a script-free page, calls back and returns to return_url; the order is paid once', async () => {
    const order = await createOrder({}, 'language=en&currency=RUB')
    const calculated = (await (await postJson('event-orders-calculate?currency=RUB', { order: order.access_code })).json()) as CalculateAnswer
    const payment = await createPayment(paymentBody(order), '?language=en')
    const stored = await env.DB.prepare('SELECT * FROM payments WHERE uuid = ?1').bind(payment.uuid).first<{ amount: number; currency: string; provider: string; live: number }>()
    expect(stored).toMatchObject({ amount: calculated.payment_amount, currency: 'RUB', provider: 'SANDBOX', live: 0 })
    expect(calculated.payment_amount).toBe(ORDER_OPTIONS.first.price)

    const before = await apiJson<EventOrderEntity>(`event-orders/${order.access_code}`)
    expect(before.is_paid).toBe(false)
    expect(before.payments).toEqual([expect.objectContaining({ uuid: payment.uuid, status: 'PENDING', amount: calculated.payment_amount, payment_method: 'YOOKASSA' })])

    const response = await get(payment.invoice_url)
    expect(cspDirectives(response).get('form-action')).toEqual(["'self'"])
    const html = await response.text()
    expect(html).toContain('<html lang="en"')
    expect(html).toContain('7000.00 руб.')
    expect(html).toContain('>Pay</button>')
    expect(html).toContain('>Decline</button>')
    expect(html).not.toMatch(/<script/i)

    const back = await submitCheckout(html, 'pay')
    expect(back.status).toBe(303)
    expect(back.headers.get('Location')).toBe(`${ORIGIN}/en/payment/events/${order.access_code}?check_mode=1`)

    const after = await apiJson<EventOrderEntity>(`event-orders/${order.access_code}`)
    expect(after.is_paid).toBe(true)
    expect(after.payments[0]?.status).toBe('SUCCEEDED')
    expect((await apiJson<PaymentEntity>(`event-orders-payments/${payment.uuid}`)).status).toBe('SUCCEEDED')
    // OQ-46: the spec's spelling reads the same payment.
    expect((await apiJson<PaymentEntity>(`events-orders-payments/${payment.uuid}`)).status).toBe('SUCCEEDED')

    // A second click (a resubmitted form) changes nothing and still lands on the return URL.
    const again = await submitCheckout(html, 'pay')
    expect(again.headers.get('Location')).toBe(`${ORIGIN}/en/payment/events/${order.access_code}?check_mode=1`)
    expect(await notificationOutcomes(payment.uuid)).toEqual(['applied'])
    const decided = await checkoutPage(payment.invoice_url)
    expect(decided).not.toContain('<form')
    expect(decided).toContain('The invoice is paid.')

    // A paid order takes no second payment.
    expect((await expectPaymentRefused(paymentBody(order), 409)).code).toBe('order_paid')
  })

  it('declining returns to return_fail_url, cancels the payment and leaves the order payable with another method (OQ-28)', async () => {
    const order = await createOrder({}, 'language=ru&currency=USD')
    const declined = await createPayment(paymentBody(order, { payment_method: 'PAYBOX', currency: 'USD' }))
    const page = await checkoutPage(declined.invoice_url)
    // The order's language: Russian texts.
    expect(page).toContain('<html lang="ru"')
    expect(page).toContain('>Оплатить</button>')
    const back = await submitCheckout(page, 'decline')
    expect(back.status).toBe(303)
    expect(back.headers.get('Location')).toBe(`${ORIGIN}/en/payment/events/${order.access_code}?fail=1`)
    const afterDecline = await apiJson<EventOrderEntity>(`event-orders/${order.access_code}`)
    expect(afterDecline.is_paid).toBe(false)
    expect(afterDecline.payments.map((payment) => payment.status)).toEqual(['CANCELED'])
    // Paying after a decline changes nothing for that invoice.
    expect((await submitCheckout(page, 'pay')).headers.get('Location')).toContain('fail=1')
    expect((await apiJson<PaymentEntity>(`event-orders-payments/${declined.uuid}`)).status).toBe('CANCELED')

    const retry = await createPayment(paymentBody(order, { payment_method: 'PAYBOX', currency: 'KGS' }))
    await submitCheckout(await checkoutPage(retry.invoice_url), 'pay')
    const paid = await apiJson<EventOrderEntity>(`event-orders/${order.access_code}`)
    expect(paid.is_paid).toBe(true)
    expect(paid.payments.map((payment) => payment.status)).toEqual(['CANCELED', 'SUCCEEDED'])
  })

  it('the checkout page speaks Kyrgyz for a ky order, and an unknown invoice is a 404 page', async () => {
    const order = await createOrder({}, 'language=ky&currency=RUB')
    const payment = await createPayment(paymentBody(order))
    expect(payment.invoice_url).toMatch(/sandbox-checkout\/[A-Za-z0-9_-]{32}$/)
    const page = await checkoutPage(payment.invoice_url)
    expect(page).toContain('<html lang="ky"')
    expect(page).toContain('>Төлөө</button>')
    const missing = await get(`${API}/sandbox-checkout/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)
    expect(missing.status).toBe(404)
    const form = { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' }
    expect(await statusOf(`${API}/sandbox-checkout/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/pay`, form)).toBe(404)
  })

  it('a forged notification does not pay: the sandbox re-reads its invoice (still pending)', async () => {
    const order = await createOrder({}, 'language=en&currency=RUB')
    const payment = await createPayment(paymentBody(order))
    const invoiceId = payment.invoice_url.split('/').pop()!
    const forged = await postJson('payment-notifications/sandbox', { event: 'payment.succeeded', object: { id: invoiceId } })
    expect(forged.status).toBe(200)
    expect(await forged.json()).toEqual({ outcome: 'still_pending' })
    expect((await apiJson<EventOrderEntity>(`event-orders/${order.access_code}`)).is_paid).toBe(false)
    const unknown = await postJson('payment-notifications/sandbox', { event: 'payment.succeeded', object: { id: 'nope' } })
    expect(await unknown.json()).toEqual({ outcome: 'unknown_payment' })
    expect((await postJson('payment-notifications/sandbox', { hello: 1 })).status).toBe(400)
    expect((await postJson('payment-notifications/paypal', {})).status).toBe(404)
  })
})

describe('POST event-orders-payments: refusals (PAY-08, BE-13, OQ-26, open redirects)', () => {
  let order: EventOrderCreated
  beforeAll(async () => {
    order = await createOrder({}, 'language=en&currency=RUB')
  })

  it('a currency the method does not charge in (PAY-08), an unknown method and an unknown currency', async () => {
    await expectPaymentRefused(paymentBody(order, { currency: 'USD' }), 400, 'currency', 'api.errors.unsupported_currency')
    await expectPaymentRefused(paymentBody(order, { payment_method: 'PAYMEUZ', currency: 'RUB' }), 400, 'currency')
    await expectPaymentRefused(paymentBody(order, { payment_method: 'CLICK', currency: 'KGS' }), 400, 'currency')
    await expectPaymentRefused({ ...paymentBody(order), payment_method: 'PAYPAL' }, 400, 'payment_method')
    await expectPaymentRefused({ ...paymentBody(order), currency: 'EUR' }, 400, 'currency')
  })

  it('return URLs that leave the site (no open redirect)', async () => {
    for (const url of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/ok path', 'payment/x', '/.//evil.example/x', '/%2e//evil.example/x']) {
      await expectPaymentRefused(paymentBody(order, { return_url: url }), 400, 'return_url', 'api.errors.not_site_path')
      await expectPaymentRefused(paymentBody(order, { return_fail_url: url }), 400, 'return_fail_url')
    }
  })

  it('an unknown field (a client amount), an unknown order and an expired one', async () => {
    await expectPaymentRefused({ ...paymentBody(order), amount: 1 }, 400, 'amount', 'api.errors.unknown_field')
    expect((await expectPaymentRefused(paymentBody(order, { order: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }), 404)).code).toBe('not_found')
    const old = await createOrder()
    await env.DB.prepare('UPDATE event_orders SET created = ?2 WHERE uuid = ?1').bind(old.uuid, '2020-01-01T00:00:00.000Z').run()
    expect((await expectPaymentRefused(paymentBody(old), 404)).code).toBe('order_expired')
  })

  it('the sandbox (a test configuration) accepts the test-only methods (OQ-26)', async () => {
    const uzum = await createPayment(paymentBody(order, { payment_method: 'UZUM', currency: 'KGS' }))
    expect(uzum.invoice_url).toContain('/api/client/sandbox-checkout/')
    const click = await createPayment(paymentBody(order, { payment_method: 'CLICK', currency: 'UZS' }))
    expect(click.invoice_url).toContain('/api/client/sandbox-checkout/')
  })

  it('with live credentials the sandbox is off: test-only and unconfigured methods are refused, the checkout is gone (OQ-26)', async () => {
    const live = { YOOKASSA_SHOP_ID: FAKE_SHOP.id, YOOKASSA_SECRET_KEY: FAKE_SHOP.secretKey, YOOKASSA_API_URL: FAKE_YOOKASSA_URL }
    const post = (body: PaymentCreateBody) =>
      getWith(live, `${API}/event-orders-payments`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    for (const [method, currency] of [['UZUM', 'KGS'], ['CLICK', 'UZS'], ['PAYBOX', 'USD']] as const) {
      const response = await post(paymentBody(order, { payment_method: method, currency }))
      expect(response.status).toBe(400)
      expect(((await response.json()) as ApiErrorBody).fields?.payment_method).toEqual(['api.errors.method_unavailable'])
    }
    const sandboxPayment = await createPayment(paymentBody(order, { payment_method: 'PAYBOX', currency: 'RUB' }))
    expect((await getWith(live, sandboxPayment.invoice_url)).status).toBe(404)
    const invoiceId = sandboxPayment.invoice_url.split('/').pop()!
    const notify = await getWith(live, `${API}/payment-notifications/sandbox`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'payment.succeeded', object: { id: invoiceId } }),
    })
    expect(notify.status).toBe(404)
  })

  it('GET event-orders-payments/{id}: an unknown or malformed id is a 404', async () => {
    expect(await statusOf(`${API}/event-orders-payments/00000000-0000-4000-8000-000000000000`)).toBe(404)
    expect(await statusOf(`${API}/event-orders-payments/nope`)).toBe(404)
  })
})

describe('GET payment-methods (PAY-08, OQ-26, OQ-27)', () => {
  it('lists every method of PAY-08 in the picker order while the sandbox serves them, test-only ones marked (to a tester, OQ-26)', async () => {
    const response = await getWith({}, `${API}/payment-methods`, { headers: { Cookie: 'isTestUser=true' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const { results } = (await response.json()) as PaymentMethodsAnswer
    expect(results.map(({ method, currencies, test_only }) => ({ method, currencies, test_only }))).toEqual([
      { method: 'YOOKASSA', currencies: ['RUB'], test_only: false },
      { method: 'PAYBOX', currencies: ['RUB', 'USD', 'UZS', 'KGS'], test_only: false },
      { method: 'LEADPAY', currencies: ['RUB'], test_only: false },
      { method: 'PAYMEUZ', currencies: ['UZS'], test_only: false },
      { method: 'UZUM', currencies: ['UZS', 'RUB', 'KGS'], test_only: true },
      { method: 'CLICK', currencies: ['UZS'], test_only: true },
    ])
  })

  it('lists only the methods with a live adapter when live credentials are configured', async () => {
    const response = await getWith(
      { YOOKASSA_SHOP_ID: FAKE_SHOP.id, YOOKASSA_SECRET_KEY: FAKE_SHOP.secretKey, YOOKASSA_API_URL: FAKE_YOOKASSA_URL },
      `${API}/payment-methods`,
      { headers: { Cookie: 'isTestUser=true' } },
    )
    const { results } = (await response.json()) as PaymentMethodsAnswer
    expect(results).toEqual([expect.objectContaining({ method: 'YOOKASSA', currencies: ['RUB'], test_only: false })])
  })

  it('answers 400 with field errors for a malformed query', async () => {
    const response = await get(`${API}/payment-methods?currency=XXX`)
    expect(response.status).toBe(400)
    expect(((await response.json()) as ApiErrorBody).fields).toHaveProperty(['currency'])
  })
})

describe('GET location (ORDER-04, OQ-52)', () => {
  it('answers null fields without edge geolocation, and never lets a cache keep it', async () => {
    const response = await get(`${API}/location`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await response.json()).toEqual({ city: null, country: null })
  })

  it("answers the edge's city and country from request.cf", async () => {
    const request = new Request(`${ORIGIN}${API}/location`, { cf: { city: 'Bishkek', country: 'KG' } } as RequestInit)
    const { app } = await import('../../worker/index')
    const response = await app.fetch(request, env)
    expect(await response.json()).toEqual({ city: 'Bishkek', country: 'KG' })
  })
})
