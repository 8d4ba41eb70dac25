/**
 * GET payment-methods as the server's method catalogue (issue 29; BE-31, PAY-08, PAY-09, OQ-26): texts in the
 * request's language, pictures, currencies and the test flag; test-only methods only to a tester's browser; and the
 * payment endpoints accept exactly the method/currency pairs it answers, in every configuration.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import { CURRENCIES } from '../../src/model/currencies'
import type { PaymentMethodEntry, PaymentMethodsAnswer } from '../../src/model/entities/orders'
import { LANGUAGES } from '../../src/model/languages'
import { PAYMENT_METHOD_CATALOGUE, PAYMENT_METHODS } from '../../src/model/payments'
import { TEST_USER_COOKIE } from '../../src/model/test-user'
import en from '../../locales/en.json'
import ky from '../../locales/ky.json'
import ru from '../../locales/ru.json'
import { createOrder, ensureOrderEvents, paymentRequest } from './event-orders-fixtures'
import { API, getWith } from './helpers'
import { UZUM_BINDINGS } from './uzum-fake'
import { FAKE_SHOP, FAKE_YOOKASSA_URL, FakeYookassa } from './yookassa-fake'

const TESTER = { Cookie: `${TEST_USER_COOKIE}=true` }
const LIVE_YOOKASSA = { YOOKASSA_SHOP_ID: FAKE_SHOP.id, YOOKASSA_SECRET_KEY: FAKE_SHOP.secretKey, YOOKASSA_API_URL: FAKE_YOOKASSA_URL }
const CATALOGUES = { ru, en, ky } as Record<string, Record<string, string>>

beforeAll(ensureOrderEvents)

async function methods(bindings: Partial<Cloudflare.Env> = {}, headers: Record<string, string> = {}, query = ''): Promise<PaymentMethodEntry[]> {
  const response = await getWith(bindings, `${API}/payment-methods${query}`, { headers })
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  return ((await response.json()) as PaymentMethodsAnswer).results
}

describe('payment-methods: the catalogue from the server (BE-31, PAY-08, PAY-09)', () => {
  it('answers every method of PAY-08 to a tester in the sandbox configuration, with currencies, test flag, texts and picture', async () => {
    const results = await methods({}, TESTER)
    expect(results.map(({ method, currencies, test_only }) => ({ method, currencies, test_only }))).toEqual(
      PAYMENT_METHOD_CATALOGUE.map((info) => ({ method: info.method, currencies: [...info.currencies], test_only: info.testOnly })),
    )
    for (const entry of results) expect(entry.image).toBe(`/payment-methods/${entry.method.toLowerCase()}.svg`)
  })

  it('gives each method’s title and description in the request’s language, the texts of the site’s catalogues', async () => {
    for (const language of LANGUAGES) {
      const results = await methods({}, TESTER, `?language=${language}`)
      for (const entry of results) {
        expect(entry.title, `${language} ${entry.method}`).toBe(CATALOGUES[language]![`payment.method.${entry.method}.title`])
        expect(entry.description, `${language} ${entry.method}`).toBe(CATALOGUES[language]![`payment.method.${entry.method}.text`])
        expect(entry.title.length * entry.description.length).toBeGreaterThan(0)
      }
    }
    expect((await methods({}, TESTER, '?language=en')).find((entry) => entry.method === 'LEADPAY')?.title).not.toBe(
      (await methods({}, TESTER, '?language=ru')).find((entry) => entry.method === 'LEADPAY')?.title,
    )
  })

  it('OQ-26: the server leaves the test-only UZUM and CLICK out unless the browser carries the tester cookie', async () => {
    const publicMethods = ['YOOKASSA', 'PAYBOX', 'LEADPAY', 'PAYMEUZ']
    expect((await methods()).map((entry) => entry.method)).toEqual(publicMethods)
    expect((await methods({}, { Cookie: `${TEST_USER_COOKIE}=false` })).map((entry) => entry.method)).toEqual(publicMethods)
    expect((await methods({}, TESTER)).map((entry) => entry.method)).toEqual([...publicMethods, 'UZUM', 'CLICK'])
  })

  it('LEADPAY has no adapter: a live configuration does not offer it (not listed, refused), even to testers', async () => {
    expect((await methods(LIVE_YOOKASSA, TESTER)).map((entry) => entry.method)).toEqual(['YOOKASSA'])
    const order = await createOrder({}, 'language=ru&currency=RUB')
    const response = await getWith(LIVE_YOOKASSA, `${API}/event-orders-payments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(paymentRequest(order, 'LEADPAY', 'RUB')),
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as ApiErrorBody).fields).toEqual({ payment_method: ['api.errors.method_unavailable'] })
  })
})

describe.each([
  ['the sandbox configuration', {}],
  ['Uzum configured (UZUM in UZS only)', UZUM_BINDINGS],
  ['live YooKassa', LIVE_YOOKASSA],
])('payment-methods and the payment endpoint cannot drift, %s (BE-31, BE-13)', (_name, bindings) => {
  // Live YooKassa's API is the fake of payments-yookassa.test.ts: nothing here reaches the network.
  let restoreFetch: () => void
  beforeEach(() => {
    restoreFetch = new FakeYookassa().interceptGlobalFetch()
  })
  afterEach(() => restoreFetch())

  it('creating a payment accepts exactly the answered method/currency pairs; any other pair is a 400 with a field error', async () => {
    const answered = new Map((await methods(bindings, TESTER)).map((entry) => [entry.method, entry.currencies]))
    const order = await createOrder({}, 'language=ru&currency=RUB')
    for (const method of PAYMENT_METHODS) {
      for (const currency of CURRENCIES) {
        const response = await getWith(bindings, `${API}/event-orders-payments`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(paymentRequest(order, method, currency)),
        })
        const pair = `${method} ${currency}`
        if (answered.get(method)?.includes(currency)) {
          // Accepted: the invoice is made.
          expect(response.status, `${pair}: ${response.status === 201 ? '' : await response.text()}`).toBe(201)
        } else {
          expect(response.status, pair).toBe(400)
          const fields = ((await response.json()) as ApiErrorBody).fields
          expect(fields?.currency ?? fields?.payment_method, pair).toEqual([
            answered.has(method) ? 'api.errors.unsupported_currency' : 'api.errors.method_unavailable',
          ])
        }
      }
    }
  })
})
