/**
 * Payme's fiscal receipt data (issue 29; BE-13, PAY-08): CheckPerformTransaction answers `detail` for an order kind
 * whose PAYME_FISCAL_* codes are configured — receipt type 0 and one item with the position's title, the IKPU, package
 * code and VAT, adding up to the payment's tiyin exactly — and no detail otherwise, through the Worker against the fake
 * Payme (tests/worker/payme-fake.ts) and the real local D1.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { EventOrderCreated, PaymentCreateAnswer } from '../../src/model/entities/orders'
import type { PaymentPageType } from '../../src/model/payment-page-types'
import { paymeReceipt, type PaymeReceiptDetail } from '../../worker/payments/payme-fiscal'
import { createOrder, ensureOrderEvents, ORDER_EVENTS, ORDER_OPTIONS, paymentRequest } from './event-orders-fixtures'
import { API, getWith } from './helpers'
import { BUYER, COURSE_FAMILY, createItemOrder, ensureOrderItems, PRODUCT_FAMILY, type OrderFamily } from './item-orders-fixtures'
import { FakePayme, PAYME_BINDINGS, type PaymeReply } from './payme-fake'

const MERCHANT_API = 'payment-notifications/payme/merchant-api'

const CODES = {
  events: { code: '10305008002000000', package_code: '1545643', vat_percent: 0 },
  products: { code: '04901001001000000', package_code: '1331436', vat_percent: 12 },
  online_courses: { code: '10305013001000000', package_code: '1545643', vat_percent: 0 },
}

const FISCAL = {
  PAYME_FISCAL_EVENTS: `${CODES.events.code};${CODES.events.package_code};${CODES.events.vat_percent}`,
  PAYME_FISCAL_PRODUCTS: ` ${CODES.products.code} ; ${CODES.products.package_code} ; ${CODES.products.vat_percent} `,
  PAYME_FISCAL_ONLINE_COURSES: `${CODES.online_courses.code};${CODES.online_courses.package_code};${CODES.online_courses.vat_percent}`,
}

beforeAll(async () => {
  await ensureOrderEvents()
  await ensureOrderItems()
})

function fakePayme(bindings: Partial<Cloudflare.Env>): FakePayme {
  return new FakePayme((body, headers) => getWith({ ...PAYME_BINDINGS, ...bindings }, `${API}/${MERCHANT_API}`, { method: 'POST', headers, body }))
}

const PAYMENTS_PATH: Record<PaymentPageType, string> = {
  events: 'event-orders-payments',
  products: 'products-orders-payments',
  online_courses: 'online-course-orders-payments',
}

async function paymePayment(order: EventOrderCreated, type: PaymentPageType): Promise<{ uuid: string; amount: number }> {
  const response = await getWith(PAYME_BINDINGS, `${API}/${PAYMENTS_PATH[type]}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(paymentRequest(order, 'PAYMEUZ', 'UZS', type)),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  const { uuid } = (await response.json()) as PaymentCreateAnswer
  const row = await env.DB.prepare('SELECT amount FROM payments WHERE uuid = ?1').bind(uuid).first<{ amount: number }>()
  return { uuid, amount: row!.amount }
}

function checkPerform(payme: FakePayme, payment: { uuid: string; amount: number }): Promise<PaymeReply> {
  return payme.call('CheckPerformTransaction', { amount: payment.amount, account: { payment_id: payment.uuid } })
}

/** The one item of a single unit costing `amount` tiyin. */
function singleItem(title: string, amount: number, codes: (typeof CODES)[keyof typeof CODES]) {
  return { title, price: amount, count: 1, discount: 0, ...codes }
}

/** What the receipt's items charge: Σ price × count − discount. */
function receiptTotal(detail: PaymeReceiptDetail): number {
  return detail.items.reduce((sum, item) => sum + item.price * item.count - item.discount, 0)
}

async function itemOrder(family: OrderFamily, item: 'withOptions' | 'implied', option: string | undefined): Promise<EventOrderCreated> {
  return createItemOrder(family, { ...BUYER, ...family.line(family.items[item].uuid, option) }, 'language=en&currency=UZS')
}

describe('PAYMEUZ: fiscal receipt data in CheckPerformTransaction (BE-13, issue 29)', () => {
  it('answers only {allow: true} while no PAYME_FISCAL_* codes are configured', async () => {
    const payment = await paymePayment(await createOrder({}, 'language=ru&currency=UZS'), 'events')
    expect((await checkPerform(fakePayme({}), payment)).result).toEqual({ allow: true })
  })

  it("an event order: receipt type 0, one item titled with the event and its option in Russian, the events' codes, adding up to the amount", async () => {
    const payment = await paymePayment(await createOrder({}, 'language=en&currency=UZS'), 'events')
    const reply = await checkPerform(fakePayme(FISCAL), payment)
    expect(reply.result).toEqual({
      allow: true,
      detail: {
        receipt_type: 0,
        items: [singleItem(`Тренинг ${ORDER_EVENTS.withOptions.slug} — ${ORDER_OPTIONS.first.title}`, payment.amount, CODES.events)],
      },
    })
  })

  it("a product order (with and without an option): the products' codes; the item adds up to the amount", async () => {
    const payme = fakePayme(FISCAL)
    const withOption = await paymePayment(await itemOrder(PRODUCT_FAMILY, 'withOptions', PRODUCT_FAMILY.options.second.uuid), 'products')
    const detail = (await checkPerform(payme, withOption)).result!.detail as PaymeReceiptDetail
    expect(detail.items).toEqual([
      singleItem(`${PRODUCT_FAMILY.items.withOptions.titles.ru} — ${PRODUCT_FAMILY.options.second.title}`, withOption.amount, CODES.products),
    ])
    const plain = await paymePayment(await itemOrder(PRODUCT_FAMILY, 'implied', undefined), 'products')
    const plainDetail = (await checkPerform(payme, plain)).result!.detail as PaymeReceiptDetail
    expect(plainDetail.items.map((item) => item.title)).toEqual([PRODUCT_FAMILY.items.implied.titles.ru])
    expect(receiptTotal(plainDetail)).toBe(plain.amount)
  })

  it("an online-course order: the courses' codes and the chosen option's title; the item adds up to the amount", async () => {
    const payment = await paymePayment(await itemOrder(COURSE_FAMILY, 'withOptions', COURSE_FAMILY.options.second.uuid), 'online_courses')
    const detail = (await checkPerform(fakePayme(FISCAL), payment)).result!.detail as PaymeReceiptDetail
    expect(detail.receipt_type).toBe(0)
    expect(detail.items).toEqual([
      singleItem(`${COURSE_FAMILY.items.withOptions.titles.ru} — ${COURSE_FAMILY.options.second.title}`, payment.amount, CODES.online_courses),
    ])
  })

  it('splits any amount over any count exactly (quantity is 1 in every order today): 1000 tiyin over 3 units is 334 a unit less 2', () => {
    expect(paymeReceipt('Книга', 1000, 3, CODES.products).items[0]).toMatchObject({ price: 334, count: 3, discount: 2 })
    for (const [amount, count] of [[1, 1], [999_999_99, 4], [5_000_000, 6], [7, 9]] as const) {
      const detail = paymeReceipt('x', amount, count, CODES.events)
      expect(receiptTotal(detail)).toBe(amount)
      expect(detail.items[0]!.discount).toBeLessThan(count)
    }
  })

  it('a kind without codes, or with malformed ones, gets no detail while the configured kinds still do', async () => {
    const onlyProducts = fakePayme({ PAYME_FISCAL_PRODUCTS: FISCAL.PAYME_FISCAL_PRODUCTS, PAYME_FISCAL_EVENTS: '1030500800;1545643;0' })
    const event = await paymePayment(await createOrder({}, 'language=ru&currency=UZS'), 'events')
    expect((await checkPerform(onlyProducts, event)).result).toEqual({ allow: true })
    const course = await paymePayment(await itemOrder(COURSE_FAMILY, 'implied', undefined), 'online_courses')
    expect((await checkPerform(onlyProducts, course)).result).toEqual({ allow: true })
    const product = await paymePayment(await itemOrder(PRODUCT_FAMILY, 'implied', undefined), 'products')
    expect((await checkPerform(onlyProducts, product)).result).toMatchObject({ allow: true, detail: { receipt_type: 0 } })
    for (const malformed of ['10305008002000000;1545643;101', '10305008002000000;;12', '10305008002000000;1545643', 'IKPU;1545643;12']) {
      expect((await checkPerform(fakePayme({ PAYME_FISCAL_EVENTS: malformed }), event)).result).toEqual({ allow: true })
    }
  })

  it('refusals stay as they were: a wrong amount is -31001 with no detail, whatever the codes', async () => {
    const payment = await paymePayment(await createOrder({}, 'language=ru&currency=UZS'), 'events')
    const reply = await checkPerform(fakePayme(FISCAL), { ...payment, amount: payment.amount + 100 })
    expect(reply.error?.code).toBe(-31001)
    expect(reply.result).toBeUndefined()
  })
})
