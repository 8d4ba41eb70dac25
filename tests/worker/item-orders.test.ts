/**
 * Product and online-course orders (issue 27; ORDER-06, ORDER-10, OQ-44, BE-11, BE-12, BE-32, API-17, API-18,
 * PAY-01, OQ-29): every rejection stores nothing, an unpaid order expires after a day and cannot be paid, and what
 * the calculation answers is what a payment charges, in every currency.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import { CURRENCIES, type Currency } from '../../src/model/currencies'
import type { CalculateAnswer, OrderEntity, PaymentCreateAnswer } from '../../src/model/entities/orders'
import { convertMinor } from '../../src/model/money'
import { methodSupports } from '../../src/model/payments'
import { paymentRequest, postJson } from './event-orders-fixtures'
import { apiJson } from './helpers'
import { BUYER, createItemOrder, ensureOrderItems, ITEM_FAMILIES, validBody, type OrderFamily } from './item-orders-fixtures'

beforeAll(ensureOrderItems)

async function orderCount(family: OrderFamily): Promise<number> {
  return (await env.DB.prepare(`SELECT count(*) AS count FROM ${family.table}`).first<{ count: number }>())!.count
}

async function rate(base: Currency, quote: Currency): Promise<number | undefined> {
  const row = await env.DB.prepare('SELECT rate_micros FROM exchange_rates WHERE base = ?1 AND quote = ?2').bind(base, quote).first<{ rate_micros: number }>()
  return row?.rate_micros
}

describe.each(ITEM_FAMILIES)('POST $orders: rejections store nothing (BE-12, OQ-44, VALID-01…05, API-01)', (family) => {
  async function expectRejected(body: unknown, field: string, key?: string, query = 'language=en'): Promise<void> {
    const before = await orderCount(family)
    const response = await postJson(`${family.orders}?${query}`, body)
    expect(response.status, await response.clone().text()).toBe(400)
    const answer = (await response.json()) as ApiErrorBody
    expect(answer.fields, JSON.stringify(answer)).toHaveProperty([field])
    if (key) expect(answer.fields?.[field]).toContain(key)
    expect(await orderCount(family)).toBe(before)
  }
  const valid = () => validBody(family)
  const { items, options } = family

  it('an unknown field, and a price or amount sent by the client (the server prices the order)', async () => {
    await expectRejected({ ...valid(), comment: 'x' }, 'comment', 'api.errors.unknown_field')
    await expectRejected({ ...valid(), price: 1 }, 'price', 'api.errors.unknown_field')
    await expectRejected({ ...valid(), payment_amount: 100 }, 'payment_amount', 'api.errors.unknown_field')
  })

  it("another item's option, an unknown option, and no option for an item with several", async () => {
    await expectRejected({ ...BUYER, ...family.line(items.withOptions.uuid, options.foreign.uuid) }, family.optionField, 'api.errors.unknown_value')
    await expectRejected({ ...BUYER, ...family.line(items.withOptions.uuid, '00000000-0000-4000-8000-0000000000fe') }, family.optionField, 'api.errors.unknown_value')
    await expectRejected({ ...BUYER, ...family.line(items.withOptions.uuid, null) }, family.optionField, 'forms.errors.required')
    await expectRejected({ ...BUYER, ...family.line(items.withOptions.uuid) }, family.optionField, 'forms.errors.required')
  })

  it('an unknown item and an item id that is no uuid', async () => {
    await expectRejected({ ...BUYER, ...family.line('00000000-0000-4000-8000-0000000000ff') }, family.itemField, 'api.errors.unknown_value')
    await expectRejected({ ...BUYER, ...family.line('some-slug') }, family.itemField)
  })

  it('a quantity other than 1 (OQ-44; a course order has no quantity at all)', async () => {
    if (family.kind === 'products') {
      await expectRejected({ ...valid(), quantity: 2 }, 'quantity')
      await expectRejected({ ...valid(), quantity: 0 }, 'quantity')
      const line = family.line(items.withOptions.uuid, options.first.uuid)
      const { client_name, client_phone, client_email, agreement } = BUYER
      const listed = { client_name, client_phone, client_email, agreement }
      expect((await postJson(family.orders, { ...listed, products: [{ ...line, quantity: 2 }] })).status).toBe(400)
      expect((await postJson(family.orders, { ...listed, products: [line, line] })).status).toBe(400)
    } else {
      await expectRejected({ ...valid(), quantity: 2 }, 'quantity', 'api.errors.unknown_field')
    }
  })

  it('a bad phone, a bad e-mail, an empty name and an unchecked agreement, each with its message key', async () => {
    await expectRejected({ ...valid(), client_phone: '12345' }, 'client_phone', 'forms.errors.phone_invalid')
    await expectRejected({ ...valid(), client_email: 'aigul@localhost' }, 'client_email', 'forms.errors.email_invalid')
    await expectRejected({ ...valid(), client_name: '   ' }, 'client_name', 'forms.errors.required')
    await expectRejected({ ...valid(), agreement: false }, 'agreement', 'forms.errors.agreement_required')
  })

  it('an unknown currency or language in the query', async () => {
    await expectRejected(valid(), 'currency', undefined, 'currency=EUR')
    await expectRejected(valid(), 'language', undefined, 'language=de')
  })
})

describe.each(ITEM_FAMILIES)('$orders: storage, reading and expiry (BE-11, BE-32, PAY-01, PAY-02, OQ-29)', (family) => {
  it('stores the server price of the chosen option, or the price an item without a choice implies', async () => {
    const chosen = await createItemOrder(family, { ...BUYER, ...family.line(family.items.withOptions.uuid, family.options.second.uuid) })
    const implied = await createItemOrder(family, { ...BUYER, ...family.line(family.items.implied.uuid) })
    const stored = (uuid: string) => env.DB.prepare(`SELECT price_amount, price_currency, client_name FROM ${family.table} WHERE uuid = ?1`).bind(uuid).first()
    expect(await stored(chosen.uuid)).toEqual({ price_amount: family.options.second.price, price_currency: family.items.withOptions.currency, client_name: 'Айгуль Тестова' })
    expect(await stored(implied.uuid)).toMatchObject({ price_amount: family.impliedPrice, price_currency: family.items.implied.currency })
    expect(chosen.access_code).toMatch(/^[A-Za-z0-9_-]{32}$/)
  })

  it('reads the order with its position and option; an unpaid order older than a day is expired and cannot be calculated or paid', async () => {
    const order = await createItemOrder(family)
    const read = await apiJson<OrderEntity>(`${family.orders}/${order.access_code}?language=en&currency=${family.items.withOptions.currency}`)
    expect(read).toMatchObject({ uuid: order.uuid, number: order.number, is_paid: false, total: family.options.first.price, total_currency: family.items.withOptions.currency })
    expect(read.positions).toHaveLength(1)
    expect(read.positions[0]).toMatchObject({ option_title: family.options.first.title, quantity: 1 })
    // Issue 40.6: a product option's kind comes with it (no delivery for an electronic book); courses have none.
    expect(read.positions[0]!.option_key).toBe(family.kind === 'products' ? 'PRINTED' : null)
    if (family.kind === 'online_courses') expect(read.access_until).toBeNull()

    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000).toISOString()
    await env.DB.prepare(`UPDATE ${family.table} SET created = ?2 WHERE uuid = ?1`).bind(order.uuid, dayAgo).run()
    expect((await apiJson<ApiErrorBody>(`${family.orders}/${order.access_code}`, 404)).code).toBe('order_expired')
    expect((await postJson(`${family.calculate}?currency=USD`, { order: order.access_code })).status).toBe(404)
    const payment = await postJson(family.payments, paymentRequest(order, 'PAYBOX', 'USD', family.kind))
    expect(payment.status).toBe(404)
    expect(((await payment.json()) as ApiErrorBody).code).toBe('order_expired')
    expect((await env.DB.prepare('SELECT count(*) AS count FROM payments WHERE order_uuid = ?1').bind(order.uuid).first<{ count: number }>())!.count).toBe(0)
  })
})

describe.each(ITEM_FAMILIES)('$calculate = what the payment charges, in every currency (BE-12, PAY-11, CURRENCY-05)', (family) => {
  it('RUB, USD, KGS, UZS: the payment created right after charges the calculated amount; KZT, which no method charges, answers the total', async () => {
    const order = await createItemOrder(family)
    const base = family.items.withOptions.currency
    for (const currency of CURRENCIES) {
      const response = await postJson(`${family.calculate}?currency=${currency}`, { order: order.access_code })
      expect(response.status, await response.clone().text()).toBe(200)
      const { payment_amount } = (await response.json()) as CalculateAnswer
      expect(payment_amount, currency).toBe(convertMinor(family.options.first.price, base, currency, await rate(base, currency)))
      expect((await apiJson<OrderEntity>(`${family.orders}/${order.access_code}?currency=${currency}`)).total).toBe(payment_amount)
      if (!methodSupports('PAYBOX', currency)) {
        const refused = await postJson(family.payments, paymentRequest(order, 'PAYBOX', currency, family.kind))
        expect(refused.status).toBe(400)
        continue
      }
      const created = await postJson(family.payments, paymentRequest(order, 'PAYBOX', currency, family.kind))
      expect(created.status, await created.clone().text()).toBe(201)
      const { uuid } = (await created.json()) as PaymentCreateAnswer
      const charged = await env.DB.prepare('SELECT amount, currency, order_kind FROM payments WHERE uuid = ?1').bind(uuid).first()
      expect(charged).toEqual({ amount: payment_amount, currency, order_kind: family.kind })
    }
  })

  it('refuses an unknown currency and an unknown field', async () => {
    const order = await createItemOrder(family)
    expect((await postJson(`${family.calculate}?currency=EUR`, { order: order.access_code })).status).toBe(400)
    expect((await postJson(family.calculate, { order: order.access_code })).status).toBe(400)
    expect((await postJson(`${family.calculate}?currency=RUB`, { order: order.access_code, amount: 1 })).status).toBe(400)
  })
})
