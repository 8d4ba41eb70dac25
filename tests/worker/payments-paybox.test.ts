/**
 * The PAYBOX adapter (issue 29; PAY-08, PAY-13, BE-13, BE-31, OQ-26) against a fake PayBox speaking its Merchant API
 * (tests/worker/paybox-fake.ts), through the Worker with PayBox configured: init_payment.php signed with pg_sig and
 * the redirect it answers, the result call checked (signature, merchant, order, exact amount and currency) and
 * answered in signed XML, re-reads through get_status3.php where the call is ambiguous, refunds through revoke.php,
 * 20 concurrent duplicate calls, PayBox down, and testing mode never paying in a live configuration.
 */
import { env } from 'cloudflare:workers'
import { listPaymentFollowups } from '../../worker/db/payment-followups'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Currency } from '../../src/model/currencies'
import type { EventOrderCreated, PaymentCreateAnswer, PaymentEntity, PaymentMethodsAnswer } from '../../src/model/entities/orders'
import type { OutboxRow } from '../../worker/db/outbox'
import { valueFromMinor } from '../../worker/payments/decimal-amount'
import { payboxFields, payboxSignSource } from '../../worker/payments/paybox-sign'
import { readPayboxXml } from '../../worker/payments/paybox-xml'
import { createOrder, ensureOrderEvents, notificationOutcomes, paymentRequest } from './event-orders-fixtures'
import { API, getWith, offeredMethods, ORIGIN } from './helpers'
import { FAKE_PAYBOX, FakePaybox, PAYBOX_BINDINGS } from './paybox-fake'
import { expectEveryChargeRecorded } from './payment-race-fixtures'
import { createItemOrder, ensureOrderItems, ITEM_FAMILIES } from './item-orders-fixtures'
import { FAKE_SHOP, FAKE_YOOKASSA_URL } from './yookassa-fake'

const TESTING = { ...PAYBOX_BINDINGS, PAYBOX_TESTING_MODE: '1' }
const LIVE_YOOKASSA = { YOOKASSA_SHOP_ID: FAKE_SHOP.id, YOOKASSA_SECRET_KEY: FAKE_SHOP.secretKey, YOOKASSA_API_URL: FAKE_YOOKASSA_URL }

let fake: FakePaybox
let restoreFetch: () => void

beforeAll(async () => {
  await ensureOrderEvents()
  await ensureOrderItems()
})
beforeEach(() => {
  fake = new FakePaybox()
  restoreFetch = fake.interceptGlobalFetch()
})
afterEach(() => restoreFetch())

function post(bindings: Partial<Cloudflare.Env>, path: string, body: string, contentType: string): Promise<Response> {
  return getWith(bindings, `${API}/${path}`, { method: 'POST', headers: { 'Content-Type': contentType }, body })
}

interface PayboxPurchase {
  order: EventOrderCreated
  payment: PaymentCreateAnswer
  /** PayBox's pg_payment_id. */
  id: string
}

async function purchase(currency: Currency = 'RUB', bindings: Partial<Cloudflare.Env> = PAYBOX_BINDINGS): Promise<PayboxPurchase> {
  const order = await createOrder({}, `language=ru&currency=${currency}`)
  return { order, ...(await payAgain(order, currency, bindings)) }
}

async function payAgain(order: EventOrderCreated, currency: Currency = 'RUB', bindings: Partial<Cloudflare.Env> = PAYBOX_BINDINGS) {
  const response = await post(bindings, 'event-orders-payments', JSON.stringify(paymentRequest(order, 'PAYBOX', currency)), 'application/json')
  expect(response.status, await response.clone().text()).toBe(201)
  const payment = (await response.json()) as PaymentCreateAnswer
  return { payment, id: fake.paymentOf(payment.uuid).id }
}

/** PayBox posts a result call to the site configured by `bindings`. */
function postCall(call: { url: string; body: string }, bindings: Partial<Cloudflare.Env> = PAYBOX_BINDINGS): Promise<Response> {
  return getWith(bindings, call.url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: call.body })
}

/** PayBox posts its result call for payment `id` and reads our XML answer. */
async function resultCall(id: string, options: Parameters<FakePaybox['resultCall']>[1] = {}, bindings: Partial<Cloudflare.Env> = PAYBOX_BINDINGS) {
  const call = fake.resultCall(id, options)
  return fake.readAnswer(call.url, await postCall(call, bindings))
}

/** The same signed result call posted `copies` times at once, each answer read as it arrives. */
function sameCallAtOnce(id: string, copies: number) {
  const call = fake.resultCall(id)
  return Promise.all(Array.from({ length: copies }, () => postCall(call).then((response) => fake.readAnswer(call.url, response))))
}

async function stored(uuid: string): Promise<{ status: string; provider: string; live: number; amount: number; currency: string; provider_payment_id: string }> {
  return (await env.DB.prepare('SELECT * FROM payments WHERE uuid = ?1').bind(uuid).first())!
}

async function orderRow(order: EventOrderCreated): Promise<{ is_paid: number; paid_at: string | null; paid_payment_uuid: string | null }> {
  return (await env.DB.prepare('SELECT is_paid, paid_at, paid_payment_uuid FROM event_orders WHERE uuid = ?1').bind(order.uuid).first())!
}

const OK = { http: 200, pg_status: 'ok', pg_description: '', signed: true }

describe('PayBox: initialising a payment (init_payment.php; PAY-08, PAY-13)', () => {
  it('posts init_payment.php signed with pg_sig, our payment as pg_order_id, the amount, the result and return URLs, and answers pg_redirect_url', async () => {
    const { order, payment, id } = await purchase('RUB')
    const [init] = fake.received('init_payment.php')
    // The fake answered ok only because the signature over the sorted fields and the secret key was right.
    expect(init!.form).toMatchObject({
      pg_merchant_id: FAKE_PAYBOX.merchantId,
      pg_order_id: payment.uuid,
      pg_amount: '7000.00',
      pg_currency: 'RUB',
      pg_result_url: `${ORIGIN}/api/client/payment-notifications/paybox/result`,
      pg_request_method: 'POST',
      pg_success_url: `${ORIGIN}/payment/events/${order.access_code}?check_mode=1`,
      pg_failure_url: `${ORIGIN}/payment/events/${order.access_code}?fail=1`,
      pg_language: 'ru',
      pg_auto_clearing: '1',
    })
    expect(init!.form.pg_description).toMatch(new RegExp(`^№${order.number} `))
    expect(init!.form.pg_salt).toMatch(/^[0-9a-zA-Z]+$/)
    expect(init!.form).not.toHaveProperty('pg_testing_mode')
    expect(payment.invoice_url).toBe(`${FAKE_PAYBOX.url}/pay.html?customer=${new URL(payment.invoice_url).searchParams.get('customer')}`)
    expect(await stored(payment.uuid)).toMatchObject({ provider: 'PAYBOX', live: 1, amount: 700000, currency: 'RUB', provider_payment_id: id, status: 'PENDING' })
  })

  it('charges in each of its currencies (RUB, USD, UZS, KGS) the amount the calculation gave, in major units', async () => {
    for (const currency of ['USD', 'UZS', 'KGS'] as const) {
      const { payment, id } = await purchase(currency)
      const row = await stored(payment.uuid)
      expect(row.currency).toBe(currency)
      expect(fake.payments.get(id)).toMatchObject({ currency, amount: valueFromMinor(row.amount) })
    }
    const order = await createOrder({}, 'language=ru&currency=KZT')
    const refused = await post(PAYBOX_BINDINGS, 'event-orders-payments', JSON.stringify(paymentRequest(order, 'PAYBOX', 'KZT')), 'application/json')
    expect(refused.status).toBe(400)
  })

  it('PayBox down, unreachable or refusing our credentials: 503 provider_unavailable, the attempt canceled, the order still payable', async () => {
    const order = await createOrder({}, 'language=ru&currency=RUB')
    const attempt = (bindings: Partial<Cloudflare.Env>) =>
      post(bindings, 'event-orders-payments', JSON.stringify(paymentRequest(order, 'PAYBOX', 'RUB')), 'application/json')
    fake.down = true
    const down = await attempt(PAYBOX_BINDINGS)
    expect(down.status).toBe(503)
    expect(((await down.json()) as { code: string }).code).toBe('provider_unavailable')
    fake.down = false
    fake.unreachable = true
    expect((await attempt(PAYBOX_BINDINGS)).status).toBe(503)
    fake.unreachable = false
    // A wrong secret key: the fake refuses the signature; a wrong merchant: PayBox's unsigned error 9998.
    expect((await attempt({ ...PAYBOX_BINDINGS, PAYBOX_SECRET_KEY: 'wrong-secret' })).status).toBe(503)
    expect((await attempt({ ...PAYBOX_BINDINGS, PAYBOX_MERCHANT_ID: '1' })).status).toBe(503)
    const { results } = await env.DB.prepare("SELECT status FROM payments WHERE order_uuid = ?1 AND provider = 'PAYBOX'").bind(order.uuid).all<{ status: string }>()
    expect(results.map((row) => row.status)).toEqual(['CANCELED', 'CANCELED', 'CANCELED', 'CANCELED'])
    expect((await attempt(PAYBOX_BINDINGS)).status).toBe(201)
  })
})

describe('PayBox: the result call (BE-13)', () => {
  it('pg_result=1 pays the order and is answered ok in XML signed with our script name; the log has it', async () => {
    const { order, payment, id } = await purchase()
    fake.pay(id)
    expect(await resultCall(id)).toEqual(OK)
    expect(await orderRow(order)).toMatchObject({ is_paid: 1, paid_payment_uuid: payment.uuid })
    expect((await stored(payment.uuid)).status).toBe('SUCCEEDED')
    expect(await notificationOutcomes(payment.uuid)).toEqual(['applied'])
    // A plain verdict about a pending payment needs no status call.
    expect(fake.received('get_status3.php')).toHaveLength(0)
  })

  it('pg_result=0 (declined) cancels the payment, the order stays payable and a new attempt pays it', async () => {
    const { order, payment, id } = await purchase()
    fake.decline(id)
    expect(await resultCall(id)).toEqual(OK)
    expect((await stored(payment.uuid)).status).toBe('CANCELED')
    expect((await orderRow(order)).is_paid).toBe(0)
    const retry = await payAgain(order)
    fake.pay(retry.id)
    expect(await resultCall(retry.id)).toEqual(OK)
    expect(await orderRow(order)).toMatchObject({ is_paid: 1, paid_payment_uuid: retry.payment.uuid })
  })

  it('a not-paid call after the success is re-read through get_status3.php and changes nothing', async () => {
    const { order, payment, id } = await purchase()
    fake.pay(id)
    expect(await resultCall(id)).toEqual(OK)
    const paidAt = (await orderRow(order)).paid_at
    expect(await resultCall(id, { result: '0' })).toEqual(OK)
    expect(fake.received('get_status3.php')).toHaveLength(1)
    expect(await orderRow(order)).toMatchObject({ is_paid: 1, paid_at: paidAt })
    expect((await stored(payment.uuid)).status).toBe('SUCCEEDED')
    expect(await notificationOutcomes(payment.uuid)).toEqual(['applied', 'duplicate'])
  })

  it('an ambiguous pg_result is settled by the status PayBox reports, never by the call', async () => {
    const { order, payment, id } = await purchase()
    // PayBox still reports the payment new: nothing changes and PayBox is asked to call again.
    expect(await resultCall(id, { result: '2' })).toMatchObject({ http: 503, pg_status: 'error', signed: true })
    expect((await stored(payment.uuid)).status).toBe('PENDING')
    fake.pay(id)
    expect(await resultCall(id, { result: '2' })).toEqual(OK)
    expect((await orderRow(order)).is_paid).toBe(1)
    expect(fake.received('get_status3.php')).toHaveLength(2)
  })

  it('a wrong signature, another secret key or another merchant: 403, nothing changes, nothing is logged', async () => {
    const { order, payment, id } = await purchase()
    fake.pay(id)
    const refused = { http: 403, pg_status: 'error', signed: true }
    expect(await resultCall(id, { override: { pg_sig: '0'.repeat(32) } })).toMatchObject({ ...refused, pg_description: 'Invalid signature' })
    expect(await resultCall(id, { override: { pg_amount: '1.00' } })).toMatchObject({ ...refused, pg_description: 'Invalid signature' })
    expect(await resultCall(id, { secretKey: 'another-secret' })).toMatchObject({ ...refused, pg_description: 'Invalid signature' })
    expect(await resultCall(id, { sign: { pg_merchant_id: '999' } })).toMatchObject({ ...refused, pg_description: 'Unknown merchant' })
    expect((await orderRow(order)).is_paid).toBe(0)
    expect(await notificationOutcomes(payment.uuid)).toEqual([])
  })

  it('an amount or a currency other than the payment asked for is refused (rejected when PayBox allows it) and never pays', async () => {
    const { order, payment, id } = await purchase()
    fake.pay(id)
    expect(await resultCall(id, { sign: { pg_amount: '6999.99' } })).toMatchObject({ http: 200, pg_status: 'rejected', signed: true })
    expect(await resultCall(id, { sign: { pg_amount: '7000.01', pg_can_reject: '0' } })).toMatchObject({ http: 200, pg_status: 'error', signed: true })
    expect(await resultCall(id, { sign: { pg_currency: 'KZT' } })).toMatchObject({ http: 200, pg_status: 'rejected', signed: true })
    // The same amount written without decimals is the same amount.
    expect(await resultCall(id, { sign: { pg_amount: '7000' } })).toEqual(OK)
    expect(await notificationOutcomes(payment.uuid)).toEqual(['amount_mismatch', 'amount_mismatch', 'amount_mismatch', 'applied'])
    expect((await orderRow(order)).paid_payment_uuid).toBe(payment.uuid)
  })

  it('an unknown order is refused and logged: an unknown pg_payment_id, or a pg_order_id that is not its payment', async () => {
    const first = await purchase()
    const second = await purchase()
    fake.pay(first.id)
    expect(await resultCall(first.id, { sign: { pg_payment_id: '99' } })).toMatchObject({ http: 200, pg_status: 'rejected', pg_description: 'Unknown order' })
    expect(await resultCall(first.id, { sign: { pg_order_id: second.payment.uuid } })).toMatchObject({ pg_status: 'rejected', pg_description: 'Unknown order' })
    const { results } = await env.DB.prepare("SELECT provider_payment_id, outcome FROM payment_notifications WHERE provider = 'PAYBOX' AND provider_payment_id IN ('99', ?1) ORDER BY id")
      .bind(first.id)
      .all()
    expect(results).toEqual([
      { provider_payment_id: '99', outcome: 'unknown_payment' },
      { provider_payment_id: first.id, outcome: 'unknown_payment' },
    ])
    expect((await orderRow(first.order)).is_paid).toBe(0)
    expect((await orderRow(second.order)).is_paid).toBe(0)
  })

  it('20 identical result calls at once pay the order once and queue its mails once', async () => {
    const { order, payment, id } = await purchase()
    fake.pay(id)
    expect(await sameCallAtOnce(id, 20)).toEqual(Array.from({ length: 20 }, () => OK))
    const outcomes = await notificationOutcomes(payment.uuid)
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(19)
    expect(await orderRow(order)).toMatchObject({ is_paid: 1, paid_payment_uuid: payment.uuid })
    const { results: mails } = await env.DB.prepare('SELECT * FROM outbox WHERE cause = ?1 ORDER BY id').bind(order.uuid).all<OutboxRow>()
    expect(mails.map((mail) => [mail.kind, mail.channel])).toEqual([
      ['order_paid', 'visitors'],
      ['order_paid_notice', 'managers'],
    ])
  })

  it('PayBox down while a call must be re-read: 503 in signed XML, nothing decided; the repeated call settles it', async () => {
    const { order, payment, id } = await purchase()
    fake.pay(id)
    fake.down = true
    expect(await resultCall(id, { result: '2' })).toMatchObject({ http: 503, pg_status: 'error', signed: true })
    fake.down = false
    fake.unreachable = true
    expect(await resultCall(id, { result: '2' })).toMatchObject({ http: 503, pg_status: 'error', signed: true })
    fake.unreachable = false
    expect((await stored(payment.uuid)).status).toBe('PENDING')
    expect((await orderRow(order)).is_paid).toBe(0)
    expect(await resultCall(id, { result: '2' })).toEqual(OK)
    expect((await orderRow(order)).is_paid).toBe(1)
  })

  it('a malformed call answers 400 with the bad fields, never a 500', async () => {
    const { id } = await purchase()
    const call = fake.resultCall(id, { override: { pg_amount: 'seven', pg_payment_id: null } })
    const response = await post(PAYBOX_BINDINGS, 'payment-notifications/paybox/result', call.body, 'application/x-www-form-urlencoded')
    const answer = await fake.readAnswer(call.url, response)
    expect(answer).toMatchObject({ http: 400, pg_status: 'error', signed: true })
    expect(answer.pg_description).toContain('pg_amount')
    expect(answer.pg_description).toContain('pg_payment_id')
    expect((await post(PAYBOX_BINDINGS, 'payment-notifications/paybox/result', 'not a form', 'text/plain')).status).toBe(400)
  })

  it('a status read re-reads a pending payment through get_status3.php, so a missed call still pays the order once (PAY-04)', async () => {
    const { order, payment, id } = await purchase()
    fake.pay(id)
    const read = (await (await getWith(PAYBOX_BINDINGS, `${API}/event-orders-payments/${payment.uuid}`)).json()) as PaymentEntity
    expect(read.status).toBe('SUCCEEDED')
    expect((await orderRow(order)).is_paid).toBe(1)
    expect(await resultCall(id)).toEqual(OK)
    expect(await notificationOutcomes(payment.uuid)).toEqual(['duplicate'])
  })
})

describe('PayBox: every payment status PayBox reports (BE-13, issue 29)', () => {
  const PAID = { answer: OK, payment: 'SUCCEEDED', paid: 1 }
  const NOT_PAID = { answer: OK, payment: 'CANCELED', paid: 0 }
  const PENDING = { answer: { http: 503, pg_status: 'error', signed: true }, payment: 'PENDING', paid: 0 }
  const STATUSES = {
    success: PAID,
    ok: PAID,
    failed: NOT_PAID,
    error: NOT_PAID,
    incomplete: NOT_PAID,
    revoked: NOT_PAID,
    refunded: NOT_PAID,
    new: PENDING,
    partial: PENDING,
    pending: PENDING,
    waiting: PENDING,
    process: PENDING,
  }

  for (const [status, expected] of Object.entries(STATUSES)) {
    it(`an ambiguous call about a payment PayBox reports "${status}" leaves it ${expected.payment}`, async () => {
      const { order, payment, id } = await purchase()
      fake.payments.get(id)!.status = status
      expect(await resultCall(id, { result: '2' })).toMatchObject(expected.answer)
      expect((await stored(payment.uuid)).status).toBe(expected.payment)
      expect((await orderRow(order)).is_paid).toBe(expected.paid)
    })
  }

  it('a success whose whole amount was refunded or revoked does not pay the order; a partial refund still does', async () => {
    const refunded = await purchase()
    Object.assign(fake.payments.get(refunded.id)!, { status: 'success', refunded: [fake.payments.get(refunded.id)!.amount] })
    expect(await resultCall(refunded.id, { result: '2' })).toEqual(OK)
    expect((await stored(refunded.payment.uuid)).status).toBe('CANCELED')
    expect((await orderRow(refunded.order)).is_paid).toBe(0)

    const revoked = await purchase('USD')
    const revokedPayment = fake.payments.get(revoked.id)!
    Object.assign(revokedPayment, { status: 'success', revoked: ['0.01', valueFromMinor((await stored(revoked.payment.uuid)).amount - 1)] })
    const read = (await (await getWith(PAYBOX_BINDINGS, `${API}/event-orders-payments/${revoked.payment.uuid}`)).json()) as PaymentEntity
    expect(read.status).toBe('CANCELED')
    expect((await orderRow(revoked.order)).is_paid).toBe(0)

    const partly = await purchase()
    Object.assign(fake.payments.get(partly.id)!, { status: 'success', refunded: ['0.01'] })
    expect(await resultCall(partly.id, { result: '2' })).toEqual(OK)
    expect((await orderRow(partly.order)).is_paid).toBe(1)
  })

  it('a refund PayBox reports after the order was paid leaves the order paid (a paid order never changes) and warns staff', async () => {
    const { order, payment, id } = await purchase()
    fake.pay(id)
    expect(await resultCall(id)).toEqual(OK)
    fake.payments.get(id)!.revoked = [fake.payments.get(id)!.amount]
    const warn = vi.spyOn(console, 'warn')
    try {
      expect(await resultCall(id, { result: '0' })).toEqual(OK)
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('refunded or revoked'), payment.uuid)
    } finally {
      warn.mockRestore()
    }
    expect((await stored(payment.uuid)).status).toBe('SUCCEEDED')
    expect((await orderRow(order)).is_paid).toBe(1)
    // Issue 41: the desk lists it among the payments that need a person.
    const followups = (await listPaymentFollowups(env.DB, { done: false })).rows.filter((followup) => followup.payment_uuid === payment.uuid)
    expect(followups.map((followup) => followup.reason)).toEqual(['reversed_after_paid'])
  })

  it('an unknown status stays pending and is logged', async () => {
    const { order, payment, id } = await purchase()
    fake.payments.get(id)!.status = 'on_hold'
    const warn = vi.spyOn(console, 'warn')
    try {
      expect(await resultCall(id, { result: '2' })).toMatchObject(PENDING.answer)
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown payment status'), id, 'on_hold')
    } finally {
      warn.mockRestore()
    }
    expect((await stored(payment.uuid)).status).toBe('PENDING')
    expect((await orderRow(order)).is_paid).toBe(0)
  })
})

describe('PayBox: the check call before PayBox takes the money (BE-13, issue 29)', () => {
  /** PayBox posts its check call for payment `id` and reads our XML answer. */
  async function checkCall(id: string, options: Parameters<FakePaybox['checkCall']>[1] = {}, bindings: Partial<Cloudflare.Env> = PAYBOX_BINDINGS) {
    const call = fake.checkCall(id, options)
    return fake.readAnswer(call.url, await postCall(call, bindings))
  }
  const ALLOWED = { http: 200, pg_status: 'ok', signed: true }
  const REJECTED = { http: 200, pg_status: 'rejected', signed: true }

  it('init_payment.php names our check URL; a pending payment of an unpaid order at its amount is answered ok, signed with the script name "check", and nothing changes', async () => {
    const { order, payment, id } = await purchase()
    expect(fake.paymentOf(payment.uuid).form.pg_check_url).toBe(`${ORIGIN}/api/client/payment-notifications/paybox/check`)
    expect(await checkCall(id)).toEqual({ ...ALLOWED, pg_description: 'The payment may go ahead' })
    expect((await stored(payment.uuid)).status).toBe('PENDING')
    expect((await orderRow(order)).is_paid).toBe(0)
    expect(await notificationOutcomes(payment.uuid)).toEqual(['still_pending'])
  })

  it('refuses a paid order, a declined attempt and an attempt replaced by a newer one', async () => {
    const paid = await purchase()
    fake.pay(paid.id)
    expect(await resultCall(paid.id)).toEqual(OK)
    expect(await checkCall(paid.id)).toEqual({ ...REJECTED, pg_description: 'The order is paid already' })

    const declined = await purchase()
    fake.decline(declined.id)
    expect(await resultCall(declined.id)).toEqual(OK)
    expect(await checkCall(declined.id)).toEqual({ ...REJECTED, pg_description: 'The payment was canceled or replaced by a newer one' })

    const replaced = await purchase()
    const newer = await payAgain(replaced.order)
    expect((await stored(replaced.payment.uuid)).status).toBe('SUPERSEDED')
    expect(await checkCall(replaced.id)).toMatchObject({ ...REJECTED, pg_description: 'The payment was canceled or replaced by a newer one' })
    expect(await checkCall(newer.id)).toMatchObject(ALLOWED)
    fake.pay(newer.id)
    expect(await resultCall(newer.id)).toEqual(OK)
    expect(await checkCall(newer.id)).toMatchObject({ ...REJECTED, pg_description: 'The order is paid already' })
  })

  it('refuses another amount or currency, and an unknown order', async () => {
    const { payment, id } = await purchase()
    const differs = { ...REJECTED, pg_description: 'Amount or currency differs from the order' }
    expect(await checkCall(id, { sign: { pg_amount: '1.00' } })).toEqual(differs)
    expect(await checkCall(id, { sign: { pg_currency: 'USD' } })).toEqual(differs)
    expect(await checkCall(id, { sign: { pg_payment_id: '99' } })).toEqual({ ...REJECTED, pg_description: 'Unknown order' })
    expect(await checkCall(id, { sign: { pg_order_id: crypto.randomUUID() } })).toEqual({ ...REJECTED, pg_description: 'Unknown order' })
    expect(await notificationOutcomes(payment.uuid)).toEqual(['amount_mismatch', 'amount_mismatch'])
    expect((await stored(payment.uuid)).status).toBe('PENDING')
  })

  it('a wrong signature, another key or merchant: 403; a malformed call: 400 with its fields, never a 500', async () => {
    const { payment, id } = await purchase()
    const refused = { http: 403, pg_status: 'error', signed: true }
    expect(await checkCall(id, { override: { pg_sig: '0'.repeat(32) } })).toMatchObject({ ...refused, pg_description: 'Invalid signature' })
    expect(await checkCall(id, { override: { pg_amount: '1.00' } })).toMatchObject({ ...refused, pg_description: 'Invalid signature' })
    expect(await checkCall(id, { secretKey: 'another-secret' })).toMatchObject({ ...refused, pg_description: 'Invalid signature' })
    expect(await checkCall(id, { sign: { pg_merchant_id: '999' } })).toMatchObject({ ...refused, pg_description: 'Unknown merchant' })
    const malformed = await checkCall(id, { override: { pg_amount: null, pg_currency: 'rub' } })
    expect(malformed).toMatchObject({ http: 400, pg_status: 'error', signed: true })
    expect(malformed.pg_description).toContain('pg_amount')
    expect(malformed.pg_description).toContain('pg_currency')
    expect(await notificationOutcomes(payment.uuid)).toEqual([])
  })

  it('a live PayBox refuses the check of a payment made in testing mode (OQ-26)', async () => {
    const { id } = await purchase('RUB', TESTING)
    expect(await checkCall(id, {}, TESTING)).toMatchObject(ALLOWED)
    expect(await checkCall(id)).toEqual({ ...REJECTED, pg_description: 'A test payment in a live shop' })
  })

  it('40 check calls in flight about one payment are each answered ok and change nothing', async () => {
    const { order, payment, id } = await purchase()
    const call = fake.checkCall(id)
    const answers = await Promise.all(Array.from({ length: 40 }, () => postCall(call).then((response) => fake.readAnswer(call.url, response))))
    expect(answers.every((answer) => answer.pg_status === 'ok' && answer.signed)).toBe(true)
    expect(await notificationOutcomes(payment.uuid)).toEqual(Array(40).fill('still_pending'))
    expect((await stored(payment.uuid)).status).toBe('PENDING')
    expect((await orderRow(order)).is_paid).toBe(0)
  })
})

describe('PayBox: products and online courses pay the same way', () => {
  it('a product order in KGS and a course order in UZS are paid through PayBox and return to their own payment pages', async () => {
    for (const [family, currency, type] of [
      [ITEM_FAMILIES[0], 'KGS', 'products'],
      [ITEM_FAMILIES[1], 'UZS', 'online_courses'],
    ] as const) {
      const order = await createItemOrder(family, undefined, `language=ru&currency=${currency}`)
      const response = await post(PAYBOX_BINDINGS, family.payments, JSON.stringify(paymentRequest(order, 'PAYBOX', currency, type)), 'application/json')
      expect(response.status, await response.clone().text()).toBe(201)
      const payment = (await response.json()) as PaymentCreateAnswer
      const charged = fake.paymentOf(payment.uuid)
      expect(charged.form).toMatchObject({ pg_currency: currency, pg_success_url: `${ORIGIN}/payment/${type}/${order.access_code}?check_mode=1` })
      fake.pay(charged.id)
      expect(await resultCall(charged.id)).toEqual(OK)
      const row = await env.DB.prepare(`SELECT is_paid, paid_payment_uuid FROM ${family.table} WHERE uuid = ?1`).bind(order.uuid).first()
      expect(row).toEqual({ is_paid: 1, paid_payment_uuid: payment.uuid })
    }
  })
})

describe('PayBox: charges the order does not keep are refunded through revoke.php (PAY-12, BE-13)', () => {
  it('a superseded attempt paid anyway is re-read, refunded in full once for 20 calls, and the live attempt pays', async () => {
    const { order, payment: first, id: firstId } = await purchase()
    const second = await payAgain(order)
    // PayBox has no call to cancel an unpaid one-step payment: nothing is asked.
    expect(fake.calls.map((call) => call.script)).toEqual(['init_payment.php', 'init_payment.php'])
    fake.pay(firstId)
    fake.pay(second.id)
    expect(await resultCall(second.id)).toEqual(OK)
    expect(await sameCallAtOnce(firstId, 20)).toEqual(Array.from({ length: 20 }, () => OK))
    const revokes = fake.received('revoke.php')
    expect(revokes).toHaveLength(1)
    expect(revokes[0]!.form).toMatchObject({ pg_payment_id: firstId, pg_refund_amount: '7000.00' })
    expect(fake.payments.get(firstId)!.refunded).toEqual(['7000.00'])
    expect((await stored(first.uuid)).status).toBe('REFUNDED')
    expect(await orderRow(order)).toMatchObject({ is_paid: 1, paid_payment_uuid: second.payment.uuid })
    const outcomes = await notificationOutcomes(first.uuid)
    expect(outcomes.filter((outcome) => outcome === 'refunded')).toHaveLength(1)
    // The status PayBox reports after the refund carries the nested pg_refund_payments; its signature still checks.
    expect(await resultCall(firstId)).toEqual(OK)
  })

  it('a success PayBox reports after it declined the attempt is recorded and refunded once for 40 calls in flight, never acknowledged as a duplicate (issue 39.1)', async () => {
    const { order, payment, id } = await purchase()
    fake.decline(id)
    expect(await resultCall(id)).toEqual(OK)
    expect((await stored(payment.uuid)).status).toBe('CANCELED')
    // The buyer tried again on PayBox's page and was charged.
    fake.pay(id)
    expect(await sameCallAtOnce(id, 40)).toEqual(Array.from({ length: 40 }, () => OK))
    expect(fake.received('revoke.php')).toHaveLength(1)
    expect((await stored(payment.uuid)).status).toBe('REFUNDED')
    const refund = await env.DB.prepare('SELECT reason, provider_refund_id FROM payment_refunds WHERE payment_uuid = ?1').bind(payment.uuid).first()
    expect(refund).toEqual({ reason: 'canceled', provider_refund_id: expect.any(String) })
    await expectEveryChargeRecorded('event_orders', order.uuid, [payment.uuid])
    expect((await orderRow(order)).is_paid).toBe(0)
  }, 60_000)

  it('a refund PayBox refuses is flagged for staff with its error', async () => {
    const { order, payment, id } = await purchase()
    await payAgain(order)
    fake.pay(id)
    fake.refundsRefused = true
    expect(await resultCall(id)).toEqual(OK)
    expect((await stored(payment.uuid)).status).toBe('NEEDS_STAFF')
    const note = await env.DB.prepare('SELECT staff_note FROM payment_refunds WHERE payment_uuid = ?1').bind(payment.uuid).first<string>('staff_note')
    expect(note).toContain('Refunds are not allowed')
  })
})

describe('PayBox: testing mode is never live (OQ-26, BE-31)', () => {
  it('PAYBOX_TESTING_MODE sends pg_testing_mode=1 and stores the payment as not live; the test payment pays in a test configuration', async () => {
    const { order, payment, id } = await purchase('USD', TESTING)
    expect(fake.received('init_payment.php')[0]!.form.pg_testing_mode).toBe('1')
    expect((await stored(payment.uuid)).live).toBe(0)
    fake.pay(id)
    expect(await resultCall(id, {}, TESTING)).toEqual(OK)
    expect((await orderRow(order)).is_paid).toBe(1)
  })

  it('with live YooKassa credentials a PayBox in testing mode is off: PAYBOX refused, not listed, its result call not served', async () => {
    const bindings = { ...TESTING, ...LIVE_YOOKASSA }
    const order = await createOrder({}, 'language=ru&currency=USD')
    const refused = await post(bindings, 'event-orders-payments', JSON.stringify(paymentRequest(order, 'PAYBOX', 'USD')), 'application/json')
    expect(refused.status).toBe(400)
    const methods = (await (await getWith(bindings, `${API}/payment-methods?language=ru`)).json()) as PaymentMethodsAnswer
    expect(methods.results.map((method) => method.method)).toEqual(['YOOKASSA'])
    const test = await purchase('USD', TESTING)
    fake.pay(test.id)
    const call = fake.resultCall(test.id)
    expect((await postCall(call, bindings)).status).toBe(404)
    expect((await orderRow(test.order)).is_paid).toBe(0)
  })

  it('a live PayBox never pays a test payment: a call with pg_testing_mode=1, a payment made in testing mode, a status in testing mode', async () => {
    const live = await purchase()
    fake.pay(live.id)
    expect(await resultCall(live.id, { sign: { pg_testing_mode: '1' } })).toMatchObject({ http: 200, pg_status: 'rejected', signed: true })
    expect(await notificationOutcomes(live.payment.uuid)).toEqual(['test_payment'])
    // Made while PayBox was in testing mode, called back after the shop went live.
    const test = await purchase('RUB', TESTING)
    fake.pay(test.id)
    expect(await resultCall(test.id, { sign: { pg_testing_mode: '0' } })).toMatchObject({ pg_status: 'rejected' })
    fake.payments.get(live.id)!.testing = true
    const read = (await (await getWith(PAYBOX_BINDINGS, `${API}/event-orders-payments/${live.payment.uuid}`)).json()) as PaymentEntity
    expect(read.status).toBe('PENDING')
    expect((await orderRow(live.order)).is_paid).toBe(0)
    expect((await orderRow(test.order)).is_paid).toBe(0)
  })

  it('a live PayBox makes the configuration live: no sandbox, no test-only method; payment-methods lists PAYBOX with its currencies', async () => {
    expect(await offeredMethods(await getWith(PAYBOX_BINDINGS, `${API}/payment-methods?language=ru`))).toEqual([
      { method: 'PAYBOX', currencies: ['RUB', 'USD', 'UZS', 'KGS'], test_only: false },
    ])
  })
})

describe('PayBox signature and XML pieces', () => {
  it('signs as the documentation shows: script, values sorted by name (nested tags recursively), secret, joined with ";"', () => {
    const documented = readPayboxXml(`<?xml version="1.0" encoding="utf-8"?>
<request>
  <pg_salt>9imM909TH820jwk387</pg_salt>
  <pg_t_param>value3</pg_t_param>
  <pg_a_param>value1</pg_a_param>
  <pg_z_param>
    <pg_q_subparam>subvalue2</pg_q_subparam>
    <pg_m_subparam>subvalue1</pg_m_subparam>
  </pg_z_param>
  <pg_b_param>value2</pg_b_param>
</request>`)!
    expect(payboxSignSource('script.php', documented, 'mypasskey')).toBe('script.php;value1;value2;9imM909TH820jwk387;value3;subvalue1;subvalue2;mypasskey')
    const init = payboxFields(Object.entries({ pg_order_id: '23', pg_merchant_id: '552031', pg_amount: '25', pg_description: 'test', pg_salt: 'molbulak' }))
    expect(payboxSignSource('init_payment.php', init, 'secret')).toBe('init_payment.php;25;test;552031;23;molbulak;secret')
  })

  it('reads entities, CDATA and empty tags exactly, and refuses what is not one well-formed element', () => {
    expect(readPayboxXml('<response><pg_a>x &amp; &lt;y&gt; &#1103;</pg_a><pg_b><![CDATA[<raw>]]></pg_b><pg_c/></response>')).toEqual([
      { name: 'pg_a', value: 'x & <y> я' },
      { name: 'pg_b', value: '<raw>' },
      { name: 'pg_c', value: '' },
    ])
    for (const bad of ['', 'not xml', '<response><pg_a>1</pg_b></response>', '<response><pg_a>1</pg_a>', '<a></a><b></b>', '<html><body>503 < 504</body></html>']) {
      expect(readPayboxXml(bad), bad).toBeNull()
    }
  })

  it('answers PayBox with the sorted-field signature the fake recomputes with node:crypto', async () => {
    const response = await post(PAYBOX_BINDINGS, 'payment-notifications/paybox/result', '', 'application/x-www-form-urlencoded')
    expect(await fake.readAnswer(`${ORIGIN}/api/client/payment-notifications/paybox/result`, response)).toMatchObject({ http: 400, signed: true })
  })
})
