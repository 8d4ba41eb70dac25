/**
 * Issue 40.10: the request shapes the spec names, accepted beside the site's own, each by its one typia validator and
 * normalised at its route: calculate with the item (API-33), payment creation with `<kind>_order_id` (API-34), the lead
 * body `{fields: [{uuid, value}], …}` (OQ-23, API-14, LEAD-07, FORM-06) and the course calculation's spelling with its
 * trailing slash (API-18, OQ-46). A bad value is a 400 naming the field; cross-site writes stay refused.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { LeadCreated } from '../../src/model/entities/leads'
import type { CalculateAnswer, PaymentCreateAnswer } from '../../src/model/entities/orders'
import type { FormEntity } from '../../src/model/entities/publications'
import { createOrder, ensureOrderEvents, ORDER_EVENTS, ORDER_OPTIONS, paymentRequest, postJson } from './event-orders-fixtures'
import { API, apiJson, get } from './helpers'
import { COURSE_FAMILY, createItemOrder, ensureOrderItems, PRODUCT_FAMILY } from './item-orders-fixtures'
import { leadRow, newSender, postLead } from './lead-fixtures'

beforeAll(async () => {
  await ensureOrderEvents()
  await ensureOrderItems()
})

/** The answer is a 400 whose fields name `field`. */
async function expectFieldError(response: Response, field: string): Promise<ApiErrorBody> {
  expect(response.status, await response.clone().text()).toBe(400)
  const body = (await response.json()) as ApiErrorBody
  expect(body.code).toBe('invalid_input')
  expect(body.fields, JSON.stringify(body)).toHaveProperty([field])
  return body
}

async function amountOf(response: Response): Promise<number> {
  expect(response.status, await response.clone().text()).toBe(200)
  return ((await response.json()) as CalculateAnswer).payment_amount
}

describe('API-33: calculate with the item, as the spec sends it', () => {
  it('events {event_id, quantity, event_option_id}: the amount an order of that option is calculated at', async () => {
    const order = await createOrder({}, 'language=en&currency=KGS')
    const byOrder = await amountOf(await postJson('event-orders-calculate?currency=KGS', { order: order.access_code }))
    const quote = { event_id: ORDER_EVENTS.withOptions.uuid, quantity: 1, event_option_id: ORDER_OPTIONS.first.uuid }
    expect(await amountOf(await postJson('event-orders-calculate?currency=KGS', quote))).toBe(byOrder)
    expect(await amountOf(await postJson('event-orders-calculate?currency=USD', { event_id: ORDER_EVENTS.plain.uuid, quantity: 1 }))).toBe(ORDER_EVENTS.plain.price)
  })

  it('events: a bad id, another event’s option, a quantity of 2 and an unknown field are 400s naming the field', async () => {
    const quote = { event_id: ORDER_EVENTS.withOptions.uuid, quantity: 1, event_option_id: ORDER_OPTIONS.first.uuid }
    await expectFieldError(await postJson('event-orders-calculate?currency=RUB', { ...quote, event_id: 'not-a-uuid' }), 'event_id')
    await expectFieldError(await postJson('event-orders-calculate?currency=RUB', { ...quote, event_option_id: ORDER_OPTIONS.foreign.uuid }), 'event_option_id')
    await expectFieldError(await postJson('event-orders-calculate?currency=RUB', { ...quote, quantity: 2 }), 'quantity')
    await expectFieldError(await postJson('event-orders-calculate?currency=RUB', { ...quote, price: 1 }), 'price')
    await expectFieldError(await postJson('event-orders-calculate?currency=RUB', { event_id: ORDER_EVENTS.past.uuid, quantity: 1 }), 'event_id')
  })

  it('products {products: [{product_id, quantity, product_option_id}]} and courses {online_course_id, online_course_option_id}', async () => {
    for (const family of [PRODUCT_FAMILY, COURSE_FAMILY]) {
      const order = await createItemOrder(family)
      const byOrder = await amountOf(await postJson(`${family.calculate}?currency=USD`, { order: order.access_code }))
      const line = family.line(family.items.withOptions.uuid, family.options.first.uuid)
      const quote = family.kind === 'products' ? { products: [line] } : line
      expect(await amountOf(await postJson(`${family.calculate}?currency=USD`, quote)), family.kind).toBe(byOrder)
    }
    const badProduct = { products: [{ product_id: PRODUCT_FAMILY.items.withOptions.uuid, product_option_id: 'x', quantity: 1 }] }
    await expectFieldError(await postJson('products-orders-calculate?currency=USD', badProduct), 'products[0].product_option_id')
    await expectFieldError(await postJson('online-course-orders-calculate?currency=USD', { online_course_id: 7 }), 'online_course_id')
  })
})

describe('API-18, OQ-46: POST online-course-orders/online-course-order-calculate/ with its trailing slash', () => {
  it('answers the calculation in either body shape, is not redirected, and refuses a bad value with a 400', async () => {
    const path = 'online-course-orders/online-course-order-calculate/'
    const order = await createItemOrder(COURSE_FAMILY)
    const byOrder = await amountOf(await postJson('online-course-orders-calculate?currency=KGS', { order: order.access_code }))
    expect(await amountOf(await postJson(`${path}?currency=KGS`, { order: order.access_code }))).toBe(byOrder)
    const quote = COURSE_FAMILY.line(COURSE_FAMILY.items.withOptions.uuid, COURSE_FAMILY.options.first.uuid)
    expect(await amountOf(await postJson(`${path}?currency=KGS`, quote))).toBe(byOrder)
    await expectFieldError(await postJson(`${path}?currency=KGS`, { ...quote, online_course_option_id: 'x' }), 'online_course_option_id')
  })
})

describe('API-34: payment creation with <kind>_order_id, as the spec sends it', () => {
  it('event_order_id, products_order_id and online_course_order_id create the payment like `order` does', async () => {
    const event = await createOrder({}, 'language=en&currency=RUB')
    const { order: _, ...rest } = paymentRequest(event, 'PAYBOX', 'RUB')
    const created = await postJson('event-orders-payments', { ...rest, event_order_id: event.access_code })
    expect(created.status, await created.clone().text()).toBe(201)
    expect((await created.json()) as PaymentCreateAnswer).toMatchObject({ invoice_url: expect.stringMatching(/^https?:/) })
    for (const [family, field] of [
      [PRODUCT_FAMILY, 'products_order_id'],
      [COURSE_FAMILY, 'online_course_order_id'],
    ] as const) {
      const order = await createItemOrder(family)
      const { order: __, ...body } = paymentRequest(order, 'PAYBOX', 'USD', family.kind)
      const response = await postJson(family.payments, { ...body, [field]: order.uuid })
      expect(response.status, `${field}: ${await response.clone().text()}`).toBe(201)
    }
  })

  it('a bad order id, another kind’s field (no order named) and both shapes at once are 400s naming the field', async () => {
    const event = await createOrder({}, 'language=en&currency=RUB')
    const { order: _, ...rest } = paymentRequest(event, 'PAYBOX', 'RUB')
    await expectFieldError(await postJson('event-orders-payments', { ...rest, event_order_id: 'short' }), 'event_order_id')
    await expectFieldError(await postJson('event-orders-payments', { ...rest, products_order_id: event.access_code }), 'order')
    await expectFieldError(await postJson('event-orders-payments', { ...rest, event_order_id: event.access_code, currency: 'EUR' }), 'currency')
    const both = await postJson('event-orders-payments', { ...rest, order: event.access_code, event_order_id: event.access_code })
    expect((await expectFieldError(both, 'event_order_id')).fields?.event_order_id).toEqual(['api.errors.unknown_field'])
  })
})

describe('OQ-23, LEAD-07, FORM-06, API-14: the lead {fields: [{uuid, value}], user_agent, referer, city, country}', () => {
  /** The form's field uuids by slug, as GET forms/{slug} gives them. */
  async function fieldIds(slug: string): Promise<Record<string, string>> {
    const form = await apiJson<FormEntity>(`forms/${slug}`)
    return Object.fromEntries(form.fields.map((field) => [field.slug, field.uuid]))
  }

  it('stores the values by field, the browser details and the location it carries', async () => {
    const ids = await fieldIds('get_program')
    const response = await postLead(
      'get_program',
      {
        fields: [
          { uuid: ids.name, value: ' Айгерим Спец ' },
          { uuid: ids.phone, value: '+996 555 123 456' },
          { uuid: ids.goal, value: 'Научиться продавать' },
          { uuid: ids.messenger, value: 'whatsapp' },
        ],
        user_agent: 'SpecClient/1.0',
        referer: 'https://partner.example/landing',
        city: 'Ош',
        country: 'KG',
        agreement: true,
      },
      { 'cf-connecting-ip': newSender() },
    )
    expect(response.status, await response.clone().text()).toBe(201)
    const row = (await leadRow(((await response.json()) as LeadCreated).uuid))!
    expect(JSON.parse(row.field_values as string)).toEqual({ name: 'Айгерим Спец', phone: '+996555123456', goal: 'Научиться продавать', messenger: 'whatsapp' })
    expect(row).toMatchObject({ user_agent: 'SpecClient/1.0', referer: 'https://partner.example/landing', city: 'Ош', country: 'KG' })
  })

  it('without user_agent, referer, city and country takes the request’s headers and the edge’s guess', async () => {
    const ids = await fieldIds('footer')
    const response = await get(`${API}/forms/footer/orders?language=en`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'HeaderAgent/2.0', 'cf-connecting-ip': newSender() },
      body: JSON.stringify({ fields: [{ uuid: ids.name, value: 'Geo' }, { uuid: ids.phone, value: '+996555123456' }], agreement: true }),
      cf: { city: 'Bishkek', country: 'KG' },
    } as RequestInit)
    expect(response.status, await response.clone().text()).toBe(201)
    const row = (await leadRow(((await response.json()) as LeadCreated).uuid))!
    expect(row).toMatchObject({ user_agent: 'HeaderAgent/2.0', city: 'Bishkek', country: 'KG' })
  })

  it('an unknown field uuid, a value of the wrong kind, a missing required field and an unchecked agreement are 400s', async () => {
    const ids = await fieldIds('get_program')
    const base = [
      { uuid: ids.name, value: 'Айгерим' },
      { uuid: ids.phone, value: '+996 555 123 456' },
    ]
    const sender = { 'cf-connecting-ip': newSender() }
    await expectFieldError(await postLead('get_program', { fields: [...base, { uuid: crypto.randomUUID(), value: 'x' }], agreement: true }, sender), 'fields[2].uuid')
    await expectFieldError(await postLead('get_program', { fields: [...base, { uuid: 'not-a-uuid', value: 'x' }], agreement: true }, sender), 'fields[2].uuid')
    await expectFieldError(await postLead('get_program', { fields: [...base, { uuid: ids.messenger, value: 'yes' }], agreement: true }, sender), 'messenger')
    await expectFieldError(await postLead('get_program', { fields: [base[1]], agreement: true }, sender), 'name')
    await expectFieldError(await postLead('get_program', { fields: base, agreement: false }, sender), 'agreement')
    await expectFieldError(await postLead('get_program', { fields: base, agreement: true, website: '' }, sender), 'website')
  })

  it('a spec-shaped write from another site is refused like any other (OQ-53)', async () => {
    const ids = await fieldIds('get_program')
    const response = await postLead('get_program', { fields: [{ uuid: ids.name, value: 'X' }], agreement: true }, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    const calculate = await postJson('event-orders-calculate?currency=RUB', { event_id: ORDER_EVENTS.plain.uuid, quantity: 1 }, { Origin: 'https://evil.example' })
    expect(calculate.status).toBe(403)
  })
})

describe('GET openapi.json documents both shapes of each (issue 40.10)', () => {
  type Schema = { $ref?: string; oneOf?: Schema[]; anyOf?: Schema[]; properties?: Record<string, unknown>; required?: string[] }
  interface Document {
    paths: Record<string, { post?: { requestBody?: { content: { 'application/json': { schema: Schema } } } } }>
    components: { schemas: Record<string, Schema> }
  }

  /** The required properties of each shape the request body of POST `path` offers. */
  function bodyShapes(doc: Document, path: string): string[][] {
    const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').pop()!]!) : schema)
    const body = resolve(doc.paths[path]!.post!.requestBody!.content['application/json'].schema)
    return (body.oneOf ?? body.anyOf ?? [body]).map((shape) => [...(resolve(shape).required ?? [])].sort())
  }

  it('calculate, payment creation and the lead list the site’s shape and the spec’s; the course calculation its trailing-slash path', async () => {
    const doc = await apiJson<Document>('openapi.json')
    expect(bodyShapes(doc, '/event-orders-calculate')).toEqual(expect.arrayContaining([['order'], ['event_id', 'quantity']]))
    expect(bodyShapes(doc, '/products-orders-calculate')).toEqual(expect.arrayContaining([['order'], ['products']]))
    expect(bodyShapes(doc, '/online-course-orders-calculate')).toEqual(expect.arrayContaining([['order'], ['online_course_id']]))
    expect(bodyShapes(doc, '/online-course-orders/online-course-order-calculate/')).toEqual(bodyShapes(doc, '/online-course-orders-calculate'))
    const paying = ['currency', 'payment_method', 'return_fail_url', 'return_url']
    const withKey = (key: string) => [...paying, key].sort()
    expect(bodyShapes(doc, '/event-orders-payments')).toEqual(expect.arrayContaining([withKey('order'), withKey('event_order_id')]))
    expect(bodyShapes(doc, '/products-orders-payments')).toEqual(expect.arrayContaining([withKey('order'), withKey('products_order_id')]))
    expect(bodyShapes(doc, '/online-course-orders-payments')).toEqual(expect.arrayContaining([withKey('order'), withKey('online_course_order_id')]))
    expect(bodyShapes(doc, '/forms/{slug}/orders')).toEqual(expect.arrayContaining([['agreement', 'fields'], ['agreement']]))
  })
})
