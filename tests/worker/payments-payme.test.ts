/**
 * The PAYMEUZ adapter (issue 29; PAY-08, PAY-13, BE-13, OQ-26) against a fake Payme speaking the Merchant API
 * (tests/worker/payme-fake.ts), through the Worker with Payme configured: the checkout URL, the JSON-RPC sequences of
 * Payme's sandbox scenarios, Payme's error codes for every refusal, its 12-hour timeout, one live transaction per
 * order, idempotent repeats, and which provider serves PAYMEUZ in which configuration.
 */
import { env } from 'cloudflare:workers'
import { listPaymentFollowups } from '../../worker/db/payment-followups'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { EventOrderCreated, PaymentCreateAnswer, PaymentEntity, PaymentMethodsAnswer } from '../../src/model/entities/orders'
import type { PaymentPageType } from '../../src/model/payment-page-types'
import { PAYME_STATEMENT_SQL } from '../../worker/db/payme'
import { PAYME_TRANSACTION_TIMEOUT_MS } from '../../worker/payments/payme-merchant-api'
import { createOrder, ensureOrderEvents, notificationOutcomes, paymentRequest } from './event-orders-fixtures'
import { API, dbFailingOn, getWith, offeredMethods, ORIGIN } from './helpers'
import { COURSE_FAMILY, createItemOrder, ensureOrderItems, PRODUCT_FAMILY } from './item-orders-fixtures'
import { expectEveryChargeRecorded, later } from './payment-race-fixtures'
import { FAKE_PAYME, FakePayme, PAYME_BINDINGS, paymeId, type Checkout, type PaymeReply } from './payme-fake'
import { FAKE_SHOP, FAKE_YOOKASSA_URL } from './yookassa-fake'

const LIVE_YOOKASSA = { YOOKASSA_SHOP_ID: FAKE_SHOP.id, YOOKASSA_SECRET_KEY: FAKE_SHOP.secretKey, YOOKASSA_API_URL: FAKE_YOOKASSA_URL }
const MERCHANT_API = 'payment-notifications/payme/merchant-api'

beforeAll(async () => {
  await ensureOrderEvents()
  await ensureOrderItems()
})

function post(bindings: Partial<Cloudflare.Env>, path: string, body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }): Promise<Response> {
  return getWith(bindings, `${API}/${path}`, { method: 'POST', headers, body })
}

const payme = new FakePayme((body, headers) => post(PAYME_BINDINGS, MERCHANT_API, body, headers))

const PAYMENTS_PATH: Record<PaymentPageType, string> = {
  events: 'event-orders-payments',
  products: 'products-orders-payments',
  online_courses: 'online-course-orders-payments',
}

async function paymePayment(
  order: EventOrderCreated,
  bindings: Partial<Cloudflare.Env> = PAYME_BINDINGS,
  type: PaymentPageType = 'events',
): Promise<PaymentCreateAnswer> {
  const response = await post(bindings, PAYMENTS_PATH[type], JSON.stringify(paymentRequest(order, 'PAYMEUZ', 'UZS', type)))
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as PaymentCreateAnswer
}

/** An event order with a Payme payment, and its checkout as Payme opens it. */
async function paymeCheckout(): Promise<{ order: EventOrderCreated; payment: PaymentCreateAnswer; checkout: Checkout }> {
  const order = await createOrder({}, 'language=ru&currency=UZS')
  const payment = await paymePayment(order)
  return { order, payment, checkout: payme.openCheckout(payment.invoice_url) }
}

async function orderPaid(order: EventOrderCreated, table = 'event_orders'): Promise<{ is_paid: number; paid_payment_uuid: string | null }> {
  return (await env.DB.prepare(`SELECT is_paid, paid_payment_uuid FROM ${table} WHERE uuid = ?1`).bind(order.uuid).first())!
}

async function paymentStatus(uuid: string): Promise<string> {
  return (await env.DB.prepare('SELECT status FROM payments WHERE uuid = ?1').bind(uuid).first<{ status: string }>())!.status
}

async function payoffMails(order: EventOrderCreated): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT kind FROM outbox WHERE cause = ?1 ORDER BY id').bind(order.uuid).all<{ kind: string }>()
  return results.map((row) => row.kind)
}

function errorCode(reply: PaymeReply): number | undefined {
  return reply.error?.code
}

describe('PAYMEUZ: the checkout URL (PAY-13, BE-13)', () => {
  it("answers Payme's GET initialisation: base64 of the merchant, our payment as the account, the amount in tiyin, the return URL and the language", async () => {
    const { order, payment, checkout } = await paymeCheckout()
    const stored = (await env.DB.prepare('SELECT amount, currency, provider, live, provider_payment_id FROM payments WHERE uuid = ?1').bind(payment.uuid).first())!
    expect(stored).toMatchObject({ currency: 'UZS', provider: 'PAYMEUZ', live: 0, provider_payment_id: payment.uuid })
    expect(checkout).toEqual({
      origin: 'https://checkout.test.paycom.uz',
      merchantId: FAKE_PAYME.merchantId,
      account: { payment_id: payment.uuid },
      amount: stored.amount,
      returnUrl: `${ORIGIN}/payment/events/${order.access_code}?check_mode=1`,
      language: 'ru',
    })
    expect(Number.isInteger(checkout.amount) && checkout.amount > 0).toBe(true)
  })

  it('goes to checkout.paycom.uz without test mode, and to PAYME_CHECKOUT_URL when it is set; an English visitor gets l=en', async () => {
    const order = await createOrder({}, 'language=en&currency=UZS')
    const live = payme.openCheckout((await paymePayment(order, { ...PAYME_BINDINGS, PAYME_TEST_MODE: '' })).invoice_url)
    expect(live).toMatchObject({ origin: 'https://checkout.paycom.uz', language: 'en' })
    const custom = payme.openCheckout((await paymePayment(order, { ...PAYME_BINDINGS, PAYME_CHECKOUT_URL: 'https://checkout.payme.fake/' })).invoice_url)
    expect(custom.origin).toBe('https://checkout.payme.fake')
  })

  it("escapes a `;` of the return URL, which separates Payme's parameters", async () => {
    const order = await createOrder({}, 'language=ru&currency=UZS')
    const body = { ...paymentRequest(order, 'PAYMEUZ', 'UZS'), return_url: `/payment/events/${order.access_code}?check_mode=1&note=a;b` }
    const response = await post(PAYME_BINDINGS, 'event-orders-payments', JSON.stringify(body))
    expect(response.status).toBe(201)
    const checkout = payme.openCheckout(((await response.json()) as PaymentCreateAnswer).invoice_url)
    expect(checkout.returnUrl).toBe(`${ORIGIN}/payment/events/${order.access_code}?check_mode=1&note=a;b`)
    expect(checkout.language).toBe('ru')
  })
})

describe("PAYMEUZ: Payme's sandbox scenarios over JSON-RPC (BE-13)", () => {
  it('check → create → perform → check pays the order once; repeated create and perform answer the same (idempotent)', async () => {
    const { order, payment, checkout } = await paymeCheckout()
    expect(await payme.checkPerform(checkout)).toMatchObject({ jsonrpc: '2.0', result: { allow: true } })
    const id = paymeId()
    const created = await payme.create(checkout, id)
    expect(created.result).toEqual({ create_time: expect.any(Number), transaction: expect.stringMatching(/^\d+$/), state: 1 })
    expect((await payme.create(checkout, id)).result).toEqual(created.result)
    expect((await payme.check(id)).result).toEqual({
      create_time: created.result!.create_time,
      perform_time: 0,
      cancel_time: 0,
      transaction: created.result!.transaction,
      state: 1,
      reason: null,
    })
    expect((await orderPaid(order)).is_paid).toBe(0)

    const performed = await payme.perform(id)
    expect(performed.result).toEqual({ transaction: created.result!.transaction, perform_time: expect.any(Number), state: 2 })
    expect(await orderPaid(order)).toEqual({ is_paid: 1, paid_payment_uuid: payment.uuid })
    expect(await paymentStatus(payment.uuid)).toBe('SUCCEEDED')
    expect((await payme.perform(id)).result).toEqual(performed.result)
    expect((await payme.check(id)).result).toMatchObject({ perform_time: performed.result!.perform_time, cancel_time: 0, state: 2, reason: null })
    // Created again after it was performed: -31008, and the paid order is no longer payable.
    expect(errorCode(await payme.create(checkout, id))).toBe(-31008)
    expect(errorCode(await payme.checkPerform(checkout))).toBe(-31052)
    expect(await payoffMails(order)).toEqual(['order_paid', 'order_paid_notice'])
    expect(await notificationOutcomes(payment.uuid)).toEqual(['still_pending', 'still_pending', 'duplicate', 'applied', 'duplicate', 'duplicate', 'duplicate'])

    const status = await getWith(PAYME_BINDINGS, `${API}/event-orders-payments/${payment.uuid}`)
    expect(((await status.json()) as PaymentEntity).status).toBe('SUCCEEDED')
  })

  it('cancel before perform: state -1 with its reason, the payment canceled, perform refused; a repeat answers the same', async () => {
    const { order, payment, checkout } = await paymeCheckout()
    const id = paymeId()
    await payme.create(checkout, id)
    const canceled = await payme.cancel(id, 3)
    expect(canceled.result).toEqual({ transaction: expect.any(String), cancel_time: expect.any(Number), state: -1 })
    expect((await payme.cancel(id, 3)).result).toEqual(canceled.result)
    expect(errorCode(await payme.perform(id))).toBe(-31008)
    expect((await payme.check(id)).result).toMatchObject({ state: -1, reason: 3, perform_time: 0, cancel_time: canceled.result!.cancel_time })
    expect(await paymentStatus(payment.uuid)).toBe('CANCELED')
    expect((await orderPaid(order)).is_paid).toBe(0)
    expect(errorCode(await payme.checkPerform(checkout))).toBe(-31052)
    // The visitor may pay the order again with a new payment.
    await paymePayment(order)
  })

  it('cancel after perform (a refund Payme makes): state -2, the order stays paid and its payment SUCCEEDED (settle.ts never unpays an order)', async () => {
    const { order, payment, checkout } = await paymeCheckout()
    const id = paymeId()
    await payme.create(checkout, id)
    await payme.perform(id)
    const canceled = await payme.cancel(id, 5)
    expect(canceled.result).toMatchObject({ state: -2, cancel_time: expect.any(Number) })
    expect((await payme.cancel(id, 5)).result).toEqual(canceled.result)
    expect((await payme.check(id)).result).toMatchObject({ state: -2, reason: 5, perform_time: expect.any(Number) })
    expect(errorCode(await payme.perform(id))).toBe(-31008)
    expect(await orderPaid(order)).toEqual({ is_paid: 1, paid_payment_uuid: payment.uuid })
    expect(await paymentStatus(payment.uuid)).toBe('SUCCEEDED')
    expect(await notificationOutcomes(payment.uuid)).toEqual(['still_pending', 'applied', 'duplicate', 'duplicate', 'duplicate'])
    // Issue 41: the desk lists it among the payments that need a person, once.
    const followups = (await listPaymentFollowups(env.DB, { done: false })).rows.filter((followup) => followup.payment_uuid === payment.uuid)
    expect(followups.map((followup) => followup.reason)).toEqual(['reversed_after_paid'])
  })

  it('a created transaction older than 12 hours (43 200 000 ms) is canceled with reason 4 and cannot be performed or created again', async () => {
    const { order, payment, checkout } = await paymeCheckout()
    const id = paymeId()
    await payme.create(checkout, id)
    // Twelve hours and a millisecond pass.
    await env.DB.prepare('UPDATE payme_transactions SET create_time = create_time - ?2 WHERE id = ?1').bind(id, PAYME_TRANSACTION_TIMEOUT_MS + 1).run()
    expect(errorCode(await payme.perform(id))).toBe(-31008)
    expect((await payme.check(id)).result).toMatchObject({ state: -1, reason: 4 })
    expect(errorCode(await payme.create(checkout, id))).toBe(-31008)
    expect(await paymentStatus(payment.uuid)).toBe('CANCELED')
    expect((await orderPaid(order)).is_paid).toBe(0)
  })

  it('a transaction still inside the 12 hours performs; CreateTransaction whose time is 12 hours old is refused', async () => {
    const { order, checkout } = await paymeCheckout()
    expect(errorCode(await payme.create(checkout, paymeId(), { time: Date.now() - PAYME_TRANSACTION_TIMEOUT_MS - 1000 }))).toBe(-31008)
    const id = paymeId()
    await payme.create(checkout, id)
    await env.DB.prepare('UPDATE payme_transactions SET create_time = create_time - ?2 WHERE id = ?1').bind(id, PAYME_TRANSACTION_TIMEOUT_MS - 60_000).run()
    expect((await payme.perform(id)).result).toMatchObject({ state: 2 })
    expect((await orderPaid(order)).is_paid).toBe(1)
  })

  it('a transaction recorded as performed whose order was not paid yet (a failure between the two writes) is completed by the status read and by a repeated perform', async () => {
    const { order, payment, checkout } = await paymeCheckout()
    const id = paymeId()
    await payme.create(checkout, id)
    await env.DB.prepare('UPDATE payme_transactions SET state = 2, perform_time = ?2 WHERE id = ?1').bind(id, Date.now()).run()
    expect((await orderPaid(order)).is_paid).toBe(0)
    const status = await getWith(PAYME_BINDINGS, `${API}/event-orders-payments/${payment.uuid}`)
    expect(((await status.json()) as PaymentEntity).status).toBe('SUCCEEDED')
    expect(await orderPaid(order)).toEqual({ is_paid: 1, paid_payment_uuid: payment.uuid })
    expect((await payme.perform(id)).result).toMatchObject({ state: 2 })
    expect(await payoffMails(order)).toEqual(['order_paid', 'order_paid_notice'])
  })

  it('a wrong amount answers -31001 in CheckPerformTransaction and CreateTransaction, and records nothing', async () => {
    const { payment, checkout } = await paymeCheckout()
    expect(await payme.checkPerform(checkout, checkout.amount + 100)).toMatchObject({ error: { code: -31001, message: { ru: expect.any(String), uz: expect.any(String), en: 'Wrong amount' } } })
    expect(errorCode(await payme.checkPerform(checkout, checkout.amount / 100))).toBe(-31001)
    expect(errorCode(await payme.create(checkout, paymeId(), { amount: checkout.amount - 1 }))).toBe(-31001)
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM payme_transactions WHERE payment_uuid = ?1').bind(payment.uuid).first('n')).toBe(0)
    expect(await notificationOutcomes(payment.uuid)).toEqual(['amount_mismatch', 'amount_mismatch', 'amount_mismatch'])
  })

  it('a wrong account answers -31050 naming the account field: an unknown payment, a missing field, another provider’s payment', async () => {
    const { checkout } = await paymeCheckout()
    const unknown = { ...checkout, account: { payment_id: '00000000-0000-4000-8000-000000000000' } }
    expect(await payme.checkPerform(unknown)).toMatchObject({ error: { code: -31050, data: 'payment_id' } })
    expect(errorCode(await payme.create(unknown, paymeId()))).toBe(-31050)
    expect(errorCode(await payme.checkPerform({ ...checkout, account: { order_id: checkout.account.payment_id! } }))).toBe(-31050)
    const order = await createOrder({}, 'language=ru&currency=UZS')
    const sandboxPayment = await paymePayment(order, {}) // served by the sandbox
    expect(errorCode(await payme.checkPerform({ ...checkout, account: { payment_id: sandboxPayment.uuid } }))).toBe(-31050)
  })

  it('unknown transaction ids answer -31003 in PerformTransaction, CancelTransaction and CheckTransaction', async () => {
    const id = paymeId()
    for (const reply of [await payme.perform(id), await payme.cancel(id, 1), await payme.check(id)]) expect(errorCode(reply)).toBe(-31003)
  })

  it('one live transaction per order: another id answers -31051 while the first is created; 40 at once create exactly one', async () => {
    const { payment, checkout } = await paymeCheckout()
    const first = paymeId()
    await payme.create(checkout, first)
    expect(await payme.create(checkout, paymeId())).toMatchObject({ error: { code: -31051, data: 'payment_id' } })
    expect(errorCode(await payme.checkPerform(checkout))).toBe(-31051)

    const other = await paymeCheckout()
    const replies = await Promise.all(Array.from({ length: 40 }, () => payme.create(other.checkout, paymeId())))
    expect(replies.filter((reply) => reply.result?.state === 1)).toHaveLength(1)
    expect(replies.filter((reply) => errorCode(reply) === -31051)).toHaveLength(39)
    const live = await env.DB.prepare('SELECT COUNT(*) AS n FROM payme_transactions WHERE payment_uuid = ?1').bind(other.payment.uuid).first('n')
    expect(live).toBe(1)
    expect(await paymentStatus(payment.uuid)).toBe('PENDING')
  })

  it('40 concurrent duplicate PerformTransaction calls pay the order once and queue one payoff mail of each kind (issue 39.1)', async () => {
    const { order, payment, checkout } = await paymeCheckout()
    const id = paymeId()
    await payme.create(checkout, id)
    const replies = await Promise.all(Array.from({ length: 40 }, () => payme.perform(id)))
    const [first] = replies
    expect(first!.result).toMatchObject({ state: 2 })
    for (const reply of replies) expect(reply.result).toEqual(first!.result)
    expect(await orderPaid(order)).toEqual({ is_paid: 1, paid_payment_uuid: payment.uuid })
    expect(await payoffMails(order)).toEqual(['order_paid', 'order_paid_notice'])
    const outcomes = (await notificationOutcomes(payment.uuid)).slice(1)
    expect(outcomes).toHaveLength(40)
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(39)
    await expectEveryChargeRecorded('event_orders', order.uuid, [payment.uuid])
  }, 60_000)

  it('a payment superseded by a newer attempt of its order is not performed (-31008) nor payable (-31052) (PAY-12)', async () => {
    const { order, payment, checkout } = await paymeCheckout()
    const id = paymeId()
    await payme.create(checkout, id)
    const newer = await paymePayment(order)
    expect(await paymentStatus(payment.uuid)).toBe('SUPERSEDED')
    expect(errorCode(await payme.perform(id))).toBe(-31008)
    expect(errorCode(await payme.checkPerform(checkout))).toBe(-31052)
    expect((await orderPaid(order)).is_paid).toBe(0)
    // Payme then cancels it; the newer attempt pays.
    expect((await payme.cancel(id, 3)).result).toMatchObject({ state: -1 })
    const newerCheckout = payme.openCheckout(newer.invoice_url)
    const newerId = paymeId()
    await payme.create(newerCheckout, newerId)
    expect((await payme.perform(newerId)).result).toMatchObject({ state: 2 })
    expect(await orderPaid(order)).toEqual({ is_paid: 1, paid_payment_uuid: newer.uuid })
  })

  it.each([
    ['products', PRODUCT_FAMILY, 'products_orders'],
    ['online_courses', COURSE_FAMILY, 'online_course_orders'],
  ] as const)('pays a %s order through the same sequence', async (type, family, table) => {
    const order = await createItemOrder(family, undefined, 'language=ru&currency=UZS')
    const checkout = payme.openCheckout((await paymePayment(order, PAYME_BINDINGS, type)).invoice_url)
    expect(checkout.returnUrl).toBe(`${ORIGIN}/payment/${type}/${order.access_code}?check_mode=1`)
    const id = paymeId()
    expect((await payme.checkPerform(checkout)).result).toEqual({ allow: true })
    await payme.create(checkout, id)
    expect((await payme.perform(id)).result).toMatchObject({ state: 2 })
    expect((await orderPaid(order, table)).is_paid).toBe(1)
  })

  it("GetStatement lists the transactions Payme created in [from, to] with Payme's fields", async () => {
    const { payment, checkout } = await paymeCheckout()
    const from = Date.now() + 10 * 60_000
    const performedId = paymeId()
    await payme.create(checkout, performedId, { time: from + 1 })
    await payme.perform(performedId)
    const outside = await paymeCheckout()
    await payme.create(outside.checkout, paymeId(), { time: from + 5000 })
    const statement = await payme.statement(from, from + 1000)
    expect(statement.result).toEqual({
      transactions: [
        {
          id: performedId,
          time: from + 1,
          amount: checkout.amount,
          account: { payment_id: payment.uuid },
          create_time: expect.any(Number),
          perform_time: expect.any(Number),
          cancel_time: 0,
          transaction: expect.any(String),
          state: 2,
          reason: null,
          receivers: null,
        },
      ],
    })
    expect(((await payme.statement(from + 2000, from + 6000)).result as { transactions: unknown[] }).transactions).toHaveLength(1)
    const { results: plan } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${PAYME_STATEMENT_SQL}`).bind(from, from + 1000).all<{ detail: string }>()
    expect(plan.map((step) => step.detail).join('; ')).toMatch(/USING INDEX payme_transactions_time/)
  })
})

describe('PAYMEUZ: PerformTransaction races, 40 in flight (issue 39.1; PAY-12, BE-13)', () => {
  /** What Payme was told: the transaction's stored state, and each perform's answer. */
  async function performedState(id: string): Promise<number> {
    return (await env.DB.prepare('SELECT state FROM payme_transactions WHERE id = ?1').bind(id).first<number>('state'))!
  }

  it('perform raced by 20 new attempts of its order: a performed charge pays the order once or is recorded, and Payme hears one verdict', async () => {
    for (let round = 0; round < 10; round += 1) {
      const { order, payment, checkout } = await paymeCheckout()
      const id = paymeId()
      await payme.create(checkout, id)
      const newAttempt = () => post(PAYME_BINDINGS, 'event-orders-payments', JSON.stringify(paymentRequest(order, 'PAYMEUZ', 'UZS'))).then((response) => response.status)
      // Every other round the new attempts start a moment after the performs, so that each side wins some rounds.
      const attempt = round % 2 === 0 ? newAttempt : () => later(round).then(newAttempt)
      const calls = await Promise.all(Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? payme.perform(id) : attempt())))
      const performs = calls.filter((call): call is PaymeReply => typeof call !== 'number')
      for (const status of calls.filter((call) => typeof call === 'number')) expect([201, 409]).toContain(status)
      const state = await performedState(id)
      expect([1, 2], `round ${round}`).toContain(state)
      // One verdict: every perform answered the performed transaction, or every one refused it.
      const verdicts = new Set(performs.map((reply) => (reply.result ? `state ${String(reply.result.state)}` : `error ${String(errorCode(reply))}`)))
      expect([...verdicts], `round ${round}`).toEqual([state === 2 ? 'state 2' : 'error -31008'])
      await expectEveryChargeRecorded('event_orders', order.uuid, state === 2 ? [payment.uuid] : [])
    }
  }, 120_000)
})

describe('PAYMEUZ: authentication and malformed calls answer in JSON-RPC, never 500 (BE-13)', () => {
  it('wrong credentials answer -32504 and change nothing: a wrong key, another login, no header', async () => {
    const { payment, checkout } = await paymeCheckout()
    const forger = new FakePayme((body, headers) => post(PAYME_BINDINGS, MERCHANT_API, body, headers), { login: 'Paycom', key: 'guessed-key' })
    const id = paymeId()
    expect(await forger.create(checkout, id)).toMatchObject({ id: expect.any(Number), error: { code: -32504 } })
    const stranger = new FakePayme((body, headers) => post(PAYME_BINDINGS, MERCHANT_API, body, headers), { login: 'Merchant', key: FAKE_PAYME.testKey })
    expect(errorCode(await stranger.create(checkout, id))).toBe(-32504)
    expect(errorCode(await payme.call('CreateTransaction', {}, { headers: { Authorization: '' } }))).toBe(-32504)
    expect(errorCode(await payme.call('CheckPerformTransaction', {}, { headers: { Authorization: 'Bearer x' } }))).toBe(-32504)
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM payme_transactions WHERE payment_uuid = ?1').bind(payment.uuid).first('n')).toBe(0)
    expect(await notificationOutcomes(payment.uuid)).toEqual([])
  })

  it('a body that is not JSON -32700; no method or params -32600; params of the wrong type -32600; an unknown method -32601', async () => {
    expect(await payme.call('', {}, { body: '{"id": 1, "method": ' })).toEqual({ jsonrpc: '2.0', id: null, error: expect.objectContaining({ code: -32700 }) })
    expect(await payme.call('', {}, { body: JSON.stringify({ id: 7, params: {} }) })).toMatchObject({ id: 7, error: { code: -32600 } })
    expect(errorCode(await payme.call('PerformTransaction', { id: 42 }))).toBe(-32600)
    expect(errorCode(await payme.call('CheckPerformTransaction', { amount: '100', account: {} }))).toBe(-32600)
    expect(errorCode(await payme.call('CreateTransaction', { id: paymeId(), time: 'now', amount: 100, account: {} }))).toBe(-32600)
    expect(errorCode(await payme.call('GetStatement', { from: 1 }))).toBe(-32600)
    expect(errorCode(await payme.call('RefundEverything', {}))).toBe(-32601)
    expect(errorCode(await payme.call('toString', {}))).toBe(-32601)
  })

  it('ChangePassword is refused (-32601): the key is a Worker secret', async () => {
    expect(errorCode(await payme.call('ChangePassword', { password: 'new-key' }))).toBe(-32601)
    const { checkout } = await paymeCheckout()
    expect((await payme.checkPerform(checkout)).result).toEqual({ allow: true })
  })

  it('any method but POST answers -32300', async () => {
    const response = await getWith(PAYME_BINDINGS, `${API}/${MERCHANT_API}`)
    expect(await payme.reply(response)).toMatchObject({ error: { code: -32300 } })
  })

  it('the database failing answers -32400 with HTTP 200 and decides nothing', async () => {
    const { payment, checkout } = await paymeCheckout()
    const failing = new FakePayme((body, headers) => post({ ...PAYME_BINDINGS, DB: dbFailingOn('payme_transactions') }, MERCHANT_API, body, headers))
    expect(errorCode(await failing.create(checkout, paymeId()))).toBe(-32400)
    expect(await paymentStatus(payment.uuid)).toBe('PENDING')
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM payme_transactions WHERE payment_uuid = ?1').bind(payment.uuid).first('n')).toBe(0)
  })
})

describe('PAYMEUZ: which provider serves it (OQ-26, BE-13)', () => {
  it('a test-mode Payme with live YooKassa credentials is not served: PAYMEUZ refused and unlisted, its calls 404', async () => {
    const live = { ...PAYME_BINDINGS, ...LIVE_YOOKASSA }
    const order = await createOrder({}, 'language=ru&currency=UZS')
    const response = await post(live, 'event-orders-payments', JSON.stringify(paymentRequest(order, 'PAYMEUZ', 'UZS')))
    expect(response.status).toBe(400)
    expect(((await response.json()) as ApiErrorBody).fields?.payment_method).toEqual(['api.errors.method_unavailable'])
    const methods = (await (await getWith(live, `${API}/payment-methods`)).json()) as PaymentMethodsAnswer
    expect(methods.results.map((info) => info.method)).not.toContain('PAYMEUZ')
    expect((await post(live, MERCHANT_API, '{}')).status).toBe(404)
  })

  it('a live Payme (no test mode) is live: its payments are live, the sandbox is off and the other methods without a provider are refused', async () => {
    const live = { ...PAYME_BINDINGS, PAYME_TEST_MODE: '' }
    const order = await createOrder({}, 'language=ru&currency=UZS')
    const payment = await paymePayment(order, live)
    expect(await env.DB.prepare('SELECT live FROM payments WHERE uuid = ?1').bind(payment.uuid).first('live')).toBe(1)
    expect(await offeredMethods(await getWith(live, `${API}/payment-methods`))).toEqual([
      { method: 'PAYMEUZ', currencies: ['UZS'], test_only: false },
    ])
  })

  it('a payment made in test mode is never paid by a live Payme: unknown to its CheckPerformTransaction (-31050), its transaction not performed (-31008)', async () => {
    const { order, payment, checkout } = await paymeCheckout()
    const id = paymeId()
    await payme.create(checkout, id)
    const live = new FakePayme((body, headers) => post({ ...PAYME_BINDINGS, PAYME_TEST_MODE: '' }, MERCHANT_API, body, headers))
    expect(errorCode(await live.checkPerform(checkout))).toBe(-31050)
    expect(errorCode(await live.perform(id))).toBe(-31008)
    // Performed in test mode but not yet applied: a live configuration's status read does not pay it either.
    await env.DB.prepare('UPDATE payme_transactions SET state = 2, perform_time = ?2 WHERE id = ?1').bind(id, Date.now()).run()
    const status = await getWith({ ...PAYME_BINDINGS, PAYME_TEST_MODE: '' }, `${API}/event-orders-payments/${payment.uuid}`)
    expect(((await status.json()) as PaymentEntity).status).toBe('PENDING')
    expect(errorCode(await live.perform(id))).toBe(-31008)
    expect((await orderPaid(order)).is_paid).toBe(0)
    expect(await paymentStatus(payment.uuid)).toBe('PENDING')
  })

  it('without Payme configuration, or with PAYMENT_PROVIDERS=sandbox-only, the sandbox serves PAYMEUZ and the Merchant API is 404', async () => {
    for (const bindings of [{}, { ...PAYME_BINDINGS, PAYMENT_PROVIDERS: 'sandbox-only' }]) {
      const order = await createOrder({}, 'language=ru&currency=UZS')
      const payment = await paymePayment(order, bindings)
      expect(payment.invoice_url).toContain('/api/client/sandbox-checkout/')
      expect((await post(bindings, MERCHANT_API, '{}')).status).toBe(404)
    }
  })
})
