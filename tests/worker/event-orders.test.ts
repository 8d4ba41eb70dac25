/**
 * Event orders (issue 5; ORDER-05, EVENT-10, BE-11, BE-12, BE-27, BE-32, BE-34, OQ-29, OQ-34, OQ-35): creation and
 * every rejection, reading by access code with expiry after a day, and the calculation.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { CalculateAnswer, EventOrderEntity, PaymentCreateAnswer } from '../../src/model/entities/orders'
import { convertMinor } from '../../src/model/money'
import type { EventOrderRow } from '../../worker/db/orders'
import { createOrder, ensureOrderEvents, ORDER_EVENTS, ORDER_OPTIONS, paymentRequest, postJson, VALID_ORDER } from './event-orders-fixtures'
import { API, apiJson, get } from './helpers'

beforeAll(ensureOrderEvents)

function storedOrder(uuid: string): Promise<(EventOrderRow & { client_ip_hash: string | null }) | null> {
  return env.DB.prepare('SELECT * FROM event_orders WHERE uuid = ?1').bind(uuid).first()
}

async function orderCount(): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS count FROM event_orders').first<{ count: number }>())!.count
}

async function rate(base: string, quote: string): Promise<number> {
  const row = await env.DB.prepare('SELECT rate_micros FROM exchange_rates WHERE base = ?1 AND quote = ?2').bind(base, quote).first<{ rate_micros: number }>()
  return row!.rate_micros
}

/** A rejected order is a 400 naming the field, and nothing is stored. */
async function expectRejected(body: unknown, field: string, key?: string, query = 'language=en'): Promise<ApiErrorBody> {
  const before = await orderCount()
  const response = await postJson(`event-orders?${query}`, body)
  expect(response.status, await response.clone().text()).toBe(400)
  const answer = (await response.json()) as ApiErrorBody
  expect(answer.fields, JSON.stringify(answer)).toHaveProperty([field])
  if (key) expect(answer.fields?.[field]).toContain(key)
  expect(await orderCount()).toBe(before)
  return answer
}

describe('POST event-orders: a valid order (ORDER-05, BE-11, BE-12, BE-34)', () => {
  it('answers 201 {uuid, number, access_code} and stores the trimmed contacts, location, language, currency and consent', async () => {
    const started = new Date().toISOString()
    const order = await createOrder({}, 'language=ky&currency=KGS')
    expect(order.uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(Number.isInteger(order.number)).toBe(true)
    // ≥128 random bits in base64url: 24 bytes are 32 characters.
    expect(order.access_code).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const row = (await storedOrder(order.uuid))!
    expect(row).toMatchObject({
      number: order.number,
      access_code: order.access_code,
      event_uuid: ORDER_EVENTS.withOptions.uuid,
      event_option_uuid: ORDER_OPTIONS.first.uuid,
      quantity: 1,
      client_name: 'Айгуль Тестова',
      client_phone: '+996555123456',
      client_email: 'aigul@example.kg',
      city: 'Бишкек',
      country: 'KG',
      language: 'ky',
      currency: 'KGS',
      is_paid: 0,
      paid_at: null,
    })
    expect(row.consent_at >= started).toBe(true)
    expect(row.consent_document).toMatch(/^privacy/)
  })

  it('prices the order on the server: the chosen option, or the event without options (BE-12)', async () => {
    const option = await createOrder({ event_option_id: ORDER_OPTIONS.second.uuid })
    expect(await storedOrder(option.uuid)).toMatchObject({ price_amount: ORDER_OPTIONS.second.price, price_currency: 'RUB' })
    const plain = await createOrder({ event_id: ORDER_EVENTS.plain.uuid, event_option_id: null })
    expect(await storedOrder(plain.uuid)).toMatchObject({ price_amount: ORDER_EVENTS.plain.price, price_currency: 'USD', event_option_uuid: null })
  })

  it('accepts an event that started but has not ended (EVENT-10: date_to decides), and empty location fields', async () => {
    const order = await createOrder({ event_id: ORDER_EVENTS.running.uuid, event_option_id: undefined, city: '  ', country: null })
    expect(await storedOrder(order.uuid)).toMatchObject({ city: null, country: null })
  })

  it('numbers orders one after another and gives each its own access code', async () => {
    const first = await createOrder()
    const second = await createOrder()
    expect(second.number).toBe(first.number + 1)
    expect(second.access_code).not.toBe(first.access_code)
  })
})

describe('POST event-orders: rejections store nothing (BE-12, VALID-01…05, VALID-08, OQ-34, OQ-35)', () => {
  it('an event that is over (EVENT-10)', async () => {
    await expectRejected({ ...VALID_ORDER, event_id: ORDER_EVENTS.past.uuid, event_option_id: undefined }, 'event_id', 'api.errors.event_unavailable')
  })

  it('an event that does not exist, and an event id that is no uuid', async () => {
    await expectRejected({ ...VALID_ORDER, event_id: '00000000-0000-4000-8000-0000000000ff' }, 'event_id', 'api.errors.unknown_value')
    await expectRejected({ ...VALID_ORDER, event_id: 'some-slug' }, 'event_id')
  })

  it("another event's option, an unknown option, and no option for an event that has options", async () => {
    await expectRejected({ ...VALID_ORDER, event_option_id: ORDER_OPTIONS.foreign.uuid }, 'event_option_id', 'api.errors.unknown_value')
    await expectRejected({ ...VALID_ORDER, event_option_id: '00000000-0000-4000-8000-0000000000fe' }, 'event_option_id', 'api.errors.unknown_value')
    await expectRejected({ ...VALID_ORDER, event_option_id: null }, 'event_option_id', 'forms.errors.required')
  })

  it('a bad phone, a bad e-mail, an empty name and an unchecked agreement, each with its message key', async () => {
    await expectRejected({ ...VALID_ORDER, client_phone: '12345' }, 'client_phone', 'forms.errors.phone_invalid')
    await expectRejected({ ...VALID_ORDER, client_email: 'aigul@localhost' }, 'client_email', 'forms.errors.email_invalid')
    await expectRejected({ ...VALID_ORDER, client_email: 'ai gul@example.kg' }, 'client_email', 'forms.errors.email_invalid')
    await expectRejected({ ...VALID_ORDER, client_name: '   ' }, 'client_name', 'forms.errors.required')
    // VALID-01, VALID-03: zero-width and control characters are trimmed like spaces.
    await expectRejected({ ...VALID_ORDER, client_name: '\u0000\u200b\u00ad' }, 'client_name', 'forms.errors.required')
    await expectRejected({ ...VALID_ORDER, agreement: false }, 'agreement', 'forms.errors.agreement_required')
  })

  it('a name over 100, a phone over 20 and an e-mail over 254 characters are too long (OQ-06)', async () => {
    await expectRejected({ ...VALID_ORDER, client_name: 'н'.repeat(101) }, 'client_name', 'forms.errors.too_long')
    await expectRejected({ ...VALID_ORDER, client_phone: '+996 555 123 456 7890' }, 'client_phone', 'forms.errors.too_long')
    await expectRejected({ ...VALID_ORDER, client_email: `${'a'.repeat(244)}@example.kg` }, 'client_email', 'forms.errors.too_long')
  })

  it('a tampered price and any other unknown field (the server computes the price)', async () => {
    await expectRejected({ ...VALID_ORDER, price: 1 }, 'price', 'api.errors.unknown_field')
    await expectRejected({ ...VALID_ORDER, payment_amount: 100 }, 'payment_amount', 'api.errors.unknown_field')
  })

  it('a quantity other than 1, a missing field, and a wrong type', async () => {
    await expectRejected({ ...VALID_ORDER, quantity: 2 }, 'quantity')
    const { client_email: _, ...withoutEmail } = VALID_ORDER
    await expectRejected(withoutEmail, 'client_email', 'forms.errors.required')
    await expectRejected({ ...VALID_ORDER, agreement: 'yes' }, 'agreement')
  })

  it('a body key named like an Object property (__proto__, constructor, toString) is a 400, not a 500 (DESIGN "The API")', async () => {
    for (const key of ['__proto__', 'constructor', 'toString']) {
      const response = await postJson('event-orders', `{"${key}":{},${JSON.stringify(VALID_ORDER).slice(1)}`)
      expect(response.status, await response.clone().text()).toBe(400)
      const error = (await response.json()) as ApiErrorBody
      expect(Object.hasOwn(error.fields!, key), JSON.stringify(error)).toBe(true)
      expect(error.fields![key]).toEqual(['api.errors.unknown_field'])
    }
    const bare = await postJson('event-orders', '{"__proto__":{}}')
    expect(bare.status, await bare.clone().text()).toBe(400)
    const error = (await bare.json()) as ApiErrorBody
    expect(error.fields!['__proto__']).toEqual(['api.errors.unknown_field'])
    expect(error.fields!.event_id).toEqual(['forms.errors.required'])
  })

  it('a wrong type is named as such, not as a wrong length', async () => {
    await expectRejected({ ...VALID_ORDER, client_name: 1 }, 'client_name', 'api.errors.invalid_type')
    await expectRejected({ ...VALID_ORDER, client_email: {} }, 'client_email', 'api.errors.invalid_type')
  })

  it('a body that is not JSON is a 400', async () => {
    const response = await postJson('event-orders', '{"event_id":')
    expect(response.status).toBe(400)
    expect(((await response.json()) as ApiErrorBody).code).toBe('invalid_json')
  })
})

describe('GET event-orders/{access_code} (PAY-01…07, BE-32, OQ-29)', () => {
  it('answers the order with its position, total in the asked currency and no payments yet', async () => {
    const order = await createOrder({}, 'language=ru&currency=RUB')
    const answer = await apiJson<EventOrderEntity>(`event-orders/${order.access_code}?language=en&currency=RUB`)
    expect(answer).toMatchObject({
      uuid: order.uuid,
      number: order.number,
      is_paid: false,
      client_name: 'Айгуль Тестова',
      client_phone: '+996555123456',
      client_email: 'aigul@example.kg',
      language: 'ru',
      currency: 'RUB',
      total: ORDER_OPTIONS.first.price,
      total_currency: 'RUB',
      payments: [],
    })
    expect(answer.positions).toEqual([
      {
        event: { uuid: ORDER_EVENTS.withOptions.uuid, slug: ORDER_EVENTS.withOptions.slug },
        title: `Training ${ORDER_EVENTS.withOptions.slug}`,
        image: null,
        // The option has Russian text only: the ru fallback.
        option_title: ORDER_OPTIONS.first.title,
        option_key: null,
        quantity: 1,
        price: ORDER_OPTIONS.first.price,
      },
    ])
    const usd = await apiJson<EventOrderEntity>(`event-orders/${order.access_code}?currency=USD`)
    expect(usd.total_currency).toBe('USD')
    expect(usd.total).toBe(convertMinor(ORDER_OPTIONS.first.price, 'RUB', 'USD', await rate('RUB', 'USD')))
    expect(usd.positions[0]?.title).toBe(`Тренинг ${ORDER_EVENTS.withOptions.slug}`)
  })

  it('an unknown code is 404 not_found; an unpaid order older than a day is 404 order_expired', async () => {
    expect((await apiJson<ApiErrorBody>('event-orders/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 404)).code).toBe('not_found')
    expect((await apiJson<ApiErrorBody>('event-orders/short', 404)).code).toBe('not_found')
    const order = await createOrder()
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000).toISOString()
    await env.DB.prepare('UPDATE event_orders SET created = ?2 WHERE uuid = ?1').bind(order.uuid, dayAgo).run()
    expect((await apiJson<ApiErrorBody>(`event-orders/${order.access_code}`, 404)).code).toBe('order_expired')
    // Not by uuid either, and it cannot be calculated.
    expect((await apiJson<ApiErrorBody>(`event-orders/${order.uuid}`, 404)).code).toBe('order_expired')
    const calculate = await postJson('event-orders-calculate?currency=RUB', { order: order.access_code })
    expect(calculate.status).toBe(404)
  })

  it('a paid order stays readable after a day (OQ-29)', async () => {
    const order = await createOrder()
    const old = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString()
    await env.DB.prepare("UPDATE event_orders SET created = ?2, is_paid = 1, paid_at = ?2, paid_payment_uuid = 'x' WHERE uuid = ?1")
      .bind(order.uuid, old)
      .run()
    const answer = await apiJson<EventOrderEntity>(`event-orders/${order.access_code}`)
    expect(answer.is_paid).toBe(true)
  })

  it('the order, its 404s and a payment status answer Cache-Control: private, no-store (issue 23, PAY-01, PAY-04)', async () => {
    const order = await createOrder({}, 'language=en&currency=RUB')
    const noStore = async (path: string, status: number) => {
      const response = await get(`${API}/${path}`)
      expect(response.status).toBe(status)
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-store')
    }
    await noStore(`event-orders/${order.access_code}`, 200)
    await noStore('event-orders/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 404)
    const payment = await postJson('event-orders-payments', paymentRequest(order, 'PAYBOX', 'RUB'))
    expect(payment.status).toBe(201)
    await noStore(`event-orders-payments/${((await payment.json()) as PaymentCreateAnswer).uuid}`, 200)
    await noStore('event-orders-payments/00000000-0000-4000-8000-000000000000', 404)
  })

  it('an order just under a day old is still readable', async () => {
    const order = await createOrder()
    const almost = new Date(Date.now() - 24 * 60 * 60 * 1000 + 60_000).toISOString()
    await env.DB.prepare('UPDATE event_orders SET created = ?2 WHERE uuid = ?1').bind(order.uuid, almost).run()
    expect((await apiJson<EventOrderEntity>(`event-orders/${order.access_code}`)).is_paid).toBe(false)
  })
})

describe('POST event-orders-calculate?currency=… (BE-12, PAY-11)', () => {
  it('answers the total in minor units of the asked currency, by access code or uuid', async () => {
    const order = await createOrder()
    const rub = await postJson('event-orders-calculate?currency=RUB', { order: order.access_code })
    expect(rub.status).toBe(200)
    expect((await rub.json()) as CalculateAnswer).toEqual({ payment_amount: ORDER_OPTIONS.first.price, currency: 'RUB' })
    for (const currency of ['USD', 'KGS', 'UZS', 'KZT'] as const) {
      const response = await postJson(`event-orders-calculate?currency=${currency}`, { order: order.uuid })
      const answer = (await response.json()) as CalculateAnswer
      expect(answer).toEqual({ payment_amount: convertMinor(ORDER_OPTIONS.first.price, 'RUB', currency, await rate('RUB', currency)), currency })
    }
  })

  it('refuses a missing or unknown currency, an unknown field and an unknown order', async () => {
    const order = await createOrder()
    expect((await postJson('event-orders-calculate', { order: order.access_code })).status).toBe(400)
    expect((await postJson('event-orders-calculate?currency=EUR', { order: order.access_code })).status).toBe(400)
    const unknownField = await postJson('event-orders-calculate?currency=RUB', { order: order.access_code, amount: 1 })
    expect(unknownField.status).toBe(400)
    expect(((await unknownField.json()) as ApiErrorBody).fields).toHaveProperty(['amount'])
    expect((await postJson('event-orders-calculate?currency=RUB', { order: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).status).toBe(404)
  })
})
