/**
 * The YOOKASSA adapter (issue 5; BE-13, DESIGN "Sessions, payments, mail") against a local fake speaking API v3,
 * through the Worker with live credentials: create payment (Basic auth, Idempotence-Key, redirect confirmation,
 * amount '7000.00'), notifications confirmed by re-reading the payment (success, cancel, duplicate, reordered,
 * unknown payment, amount mismatch), the API being down, and a status read that catches a missed notification.
 */
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { EventOrderCreated, EventOrderEntity, PaymentCreateAnswer, PaymentCreateBody, PaymentEntity } from '../../src/model/entities/orders'
import { minorFromValue, valueFromMinor } from '../../worker/payments/decimal-amount'
import { settlePendingRefunds } from '../../worker/payments/refund'
import { paymentProviders } from '../../worker/payments/registry'
import { YookassaProvider } from '../../worker/payments/yookassa'
import { createOrder, ensureOrderEvents, ORDER_OPTIONS, paymentRequest } from './event-orders-fixtures'
import { API, getWith, ORIGIN } from './helpers'
import { FAKE_SHOP, FAKE_YOOKASSA_URL, FakeYookassa } from './yookassa-fake'

const LIVE = { YOOKASSA_SHOP_ID: FAKE_SHOP.id, YOOKASSA_SECRET_KEY: FAKE_SHOP.secretKey, YOOKASSA_API_URL: FAKE_YOOKASSA_URL }

let fake: FakeYookassa
let restoreFetch: () => void

beforeAll(ensureOrderEvents)
beforeEach(() => {
  fake = new FakeYookassa()
  restoreFetch = fake.interceptGlobalFetch()
})
afterEach(() => restoreFetch())

function live(path: string, init: RequestInit = {}): Promise<Response> {
  return getWith(LIVE, `${API}/${path}`, init)
}

function postLive(path: string, body: unknown): Promise<Response> {
  return live(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

function paymentBody(order: EventOrderCreated): PaymentCreateBody {
  return paymentRequest(order, 'YOOKASSA', 'RUB')
}

async function orderWithPayment(): Promise<{ order: EventOrderCreated; payment: PaymentCreateAnswer; providerId: string }> {
  const order = await createOrder({}, 'language=ru&currency=RUB')
  const response = await postLive('event-orders-payments', paymentBody(order))
  expect(response.status, await response.clone().text()).toBe(201)
  const payment = (await response.json()) as PaymentCreateAnswer
  const row = await env.DB.prepare('SELECT provider_payment_id FROM payments WHERE uuid = ?1').bind(payment.uuid).first<{ provider_payment_id: string }>()
  return { order, payment, providerId: row!.provider_payment_id }
}

async function notify(body: object): Promise<{ status: number; outcome?: string }> {
  const response = await postLive('payment-notifications/yookassa', body)
  const answer = (await response.json()) as { outcome?: string }
  return { status: response.status, outcome: answer.outcome }
}

async function readOrder(order: EventOrderCreated): Promise<EventOrderEntity> {
  const response = await live(`event-orders/${order.access_code}`)
  expect(response.status).toBe(200)
  return (await response.json()) as EventOrderEntity
}

async function paidAt(order: EventOrderCreated): Promise<string | null> {
  return (await env.DB.prepare('SELECT paid_at FROM event_orders WHERE uuid = ?1').bind(order.uuid).first<{ paid_at: string | null }>())!.paid_at
}

describe('YooKassa: creating a payment (API v3)', () => {
  it('posts /payments with Basic auth, the payment uuid as Idempotence-Key, the amount and a redirect confirmation', async () => {
    const { order, payment, providerId } = await orderWithPayment()
    const create = fake.requests.find((request) => request.method === 'POST')!
    expect(create.path).toBe('/v3/payments')
    expect(create.authorization).toBe(`Basic ${btoa(`${FAKE_SHOP.id}:${FAKE_SHOP.secretKey}`)}`)
    expect(create.idempotenceKey).toBe(payment.uuid)
    expect(create.body).toMatchObject({
      amount: { value: '7000.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: `${ORIGIN}/payment/events/${order.access_code}?check_mode=1` },
      metadata: { payment_uuid: payment.uuid },
    })
    expect(payment.invoice_url).toBe(`https://yoomoney.fake/checkout/payments/v2/contract?orderId=${providerId}`)
    const stored = await env.DB.prepare('SELECT provider, live, amount FROM payments WHERE uuid = ?1').bind(payment.uuid).first()
    expect(stored).toEqual({ provider: 'YOOKASSA', live: 1, amount: ORDER_OPTIONS.first.price })
  })

  it('the API down: 503, the payment is canceled, the order stays payable', async () => {
    const order = await createOrder({}, 'language=ru&currency=RUB')
    fake.down = true
    const response = await postLive('event-orders-payments', paymentBody(order))
    expect(response.status).toBe(503)
    expect(((await response.json()) as { code: string }).code).toBe('provider_unavailable')
    fake.down = false
    fake.unreachable = true
    expect((await postLive('event-orders-payments', paymentBody(order))).status).toBe(503)
    fake.unreachable = false
    const read = await readOrder(order)
    expect(read.payments.map((payment) => payment.status)).toEqual(['CANCELED', 'CANCELED'])
    expect((await postLive('event-orders-payments', paymentBody(order))).status).toBe(201)
  })
})

describe('YooKassa: notifications are confirmed by re-reading the payment', () => {
  it('payment.succeeded pays the order; a duplicate and a late payment.canceled change nothing', async () => {
    const { order, payment, providerId } = await orderWithPayment()
    fake.succeed(providerId)
    expect(await notify(fake.notification(providerId, 'payment.succeeded'))).toEqual({ status: 200, outcome: 'applied' })
    // The adapter asked the API before changing anything.
    expect(fake.requests.some((request) => request.method === 'GET' && request.path === `/v3/payments/${providerId}`)).toBe(true)
    const paid = await readOrder(order)
    expect(paid.is_paid).toBe(true)
    expect(paid.payments[0]).toMatchObject({ uuid: payment.uuid, status: 'SUCCEEDED' })
    const firstPaidAt = await paidAt(order)

    expect(await notify(fake.notification(providerId, 'payment.succeeded'))).toEqual({ status: 200, outcome: 'duplicate' })
    // Reordered: a canceled notification after the success is checked against the API (succeeded) and ignored.
    expect(await notify(fake.notification(providerId, 'payment.canceled'))).toEqual({ status: 200, outcome: 'duplicate' })
    expect(await paidAt(order)).toBe(firstPaidAt)
    expect((await readOrder(order)).payments[0]?.status).toBe('SUCCEEDED')
  })

  it('payment.canceled cancels the payment, and a forged payment.succeeded after it does not pay', async () => {
    const { order, payment, providerId } = await orderWithPayment()
    // Forged while the API still says pending: nothing changes.
    expect(await notify(fake.notification(providerId, 'payment.succeeded'))).toEqual({ status: 200, outcome: 'still_pending' })
    fake.cancel(providerId)
    expect(await notify(fake.notification(providerId, 'payment.canceled'))).toEqual({ status: 200, outcome: 'applied' })
    expect(await notify(fake.notification(providerId, 'payment.succeeded'))).toEqual({ status: 200, outcome: 'duplicate' })
    const read = await readOrder(order)
    expect(read.is_paid).toBe(false)
    expect(read.payments).toEqual([expect.objectContaining({ uuid: payment.uuid, status: 'CANCELED' })])
  })

  it('a notification for a payment the API or the site does not know is answered and changes nothing', async () => {
    expect(await notify(fake.notification('2f000000-000f-5000-9000-000000000000', 'payment.succeeded'))).toEqual({ status: 200, outcome: 'unknown_payment' })
    // Known to the API (another integration of the shop), unknown here.
    const foreign = await fake.fetch(`${FAKE_YOOKASSA_URL}/payments`, {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa(`${FAKE_SHOP.id}:${FAKE_SHOP.secretKey}`)}`, 'Idempotence-Key': 'foreign', 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: { value: '1.00', currency: 'RUB' }, confirmation: { type: 'redirect', return_url: 'https://x.example' } }),
    })
    const { id } = (await foreign.json()) as { id: string }
    fake.succeed(id)
    expect(await notify(fake.notification(id, 'payment.succeeded'))).toEqual({ status: 200, outcome: 'unknown_payment' })
    expect((await postLive('payment-notifications/yookassa', { event: 'payment.succeeded' })).status).toBe(400)
  })

  it('an amount or currency other than the payment asked for never pays the order', async () => {
    const { order, payment, providerId } = await orderWithPayment()
    fake.succeed(providerId)
    fake.reportAmount(providerId, '1.00')
    expect(await notify(fake.notification(providerId, 'payment.succeeded'))).toEqual({ status: 200, outcome: 'amount_mismatch' })
    const read = await readOrder(order)
    expect(read.is_paid).toBe(false)
    expect(read.payments[0]).toMatchObject({ uuid: payment.uuid, status: 'PENDING' })
  })

  it('the API down while verifying: 503 (YooKassa retries) and nothing changes', async () => {
    const { order, providerId } = await orderWithPayment()
    fake.succeed(providerId)
    fake.down = true
    expect((await notify(fake.notification(providerId, 'payment.succeeded'))).status).toBe(503)
    fake.down = false
    expect((await env.DB.prepare('SELECT is_paid FROM event_orders WHERE uuid = ?1').bind(order.uuid).first<{ is_paid: number }>())!.is_paid).toBe(0)
    expect(await notify(fake.notification(providerId, 'payment.succeeded'))).toEqual({ status: 200, outcome: 'applied' })
  })

  it('a status read re-reads a pending payment, so a missed notification still pays the order once (PAY-04)', async () => {
    const { order, payment, providerId } = await orderWithPayment()
    fake.succeed(providerId)
    const status = (await (await live(`event-orders-payments/${payment.uuid}`)).json()) as PaymentEntity
    expect(status.status).toBe('SUCCEEDED')
    expect((await readOrder(order)).is_paid).toBe(true)
    expect(await notify(fake.notification(providerId, 'payment.succeeded'))).toEqual({ status: 200, outcome: 'duplicate' })
  })
})

describe('YooKassa: one live attempt per order, refunds of charges the order does not keep (issue 23; PAY-12, BE-13)', () => {
  async function secondAttempt(order: EventOrderCreated): Promise<{ payment: PaymentCreateAnswer; providerId: string }> {
    const response = await postLive('event-orders-payments', paymentBody(order))
    expect(response.status, await response.clone().text()).toBe(201)
    const payment = (await response.json()) as PaymentCreateAnswer
    const row = await env.DB.prepare('SELECT provider_payment_id FROM payments WHERE uuid = ?1').bind(payment.uuid).first<{ provider_payment_id: string }>()
    return { payment, providerId: row!.provider_payment_id }
  }

  it('a pending payment cannot be canceled (YooKassa cancels only waiting_for_capture): the superseded one that still succeeds is refunded once for 20 notifications', async () => {
    const { order, payment: first, providerId: firstId } = await orderWithPayment()
    const { payment: second, providerId: secondId } = await secondAttempt(order)
    // The adapter read the old payment and asked no cancel of a pending payment.
    expect(fake.received('GET', `/v3/payments/${firstId}`)).toHaveLength(1)
    expect(fake.received('POST', `/v3/payments/${firstId}/cancel`)).toHaveLength(0)
    expect(((await (await live(`event-orders-payments/${first.uuid}`)).json()) as PaymentEntity).status).toBe('SUPERSEDED')

    // The visitor pays both at YooKassa; the notifications arrive at once, the old one twenty times.
    fake.succeed(firstId)
    fake.succeed(secondId)
    const outcomes = await Promise.all([
      notify(fake.notification(secondId, 'payment.succeeded')),
      ...Array.from({ length: 20 }, () => notify(fake.notification(firstId, 'payment.succeeded'))),
    ])
    expect(outcomes[0]).toEqual({ status: 200, outcome: 'applied' })
    expect(outcomes.slice(1).filter((answer) => answer.outcome === 'refunded')).toHaveLength(1)
    expect(outcomes.slice(1).filter((answer) => answer.outcome === 'duplicate')).toHaveLength(19)

    const refunds = fake.received('POST', '/v3/refunds')
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({ idempotenceKey: `refund-${first.uuid}`, body: { payment_id: firstId, amount: { value: '7000.00', currency: 'RUB' } } })
    expect(fake.payments.get(firstId)!.refunded_amount).toEqual({ value: '7000.00', currency: 'RUB' })
    const read = await readOrder(order)
    expect(read.is_paid).toBe(true)
    expect(read.payments.map((payment) => [payment.uuid, payment.status])).toEqual([
      [first.uuid, 'REFUNDED'],
      [second.uuid, 'SUCCEEDED'],
    ])
    const record = await env.DB.prepare('SELECT reason, provider_refund_id FROM payment_refunds WHERE payment_uuid = ?1').bind(first.uuid).first()
    expect(record).toEqual({ reason: 'superseded', provider_refund_id: [...fake.refunds.keys()][0] })
  })

  it('a payment waiting for capture is canceled through POST /payments/{id}/cancel', async () => {
    const { order, providerId } = await orderWithPayment()
    fake.waitForCapture(providerId)
    await secondAttempt(order)
    const cancel = fake.received('POST', `/v3/payments/${providerId}/cancel`)
    expect(cancel).toHaveLength(1)
    expect(cancel[0]?.idempotenceKey).toBeTruthy()
    expect(fake.payments.get(providerId)!.status).toBe('canceled')
  })

  it('the refund API down: 503 so YooKassa repeats the notification, and the repeat refunds once', async () => {
    const { order, payment: first, providerId: firstId } = await orderWithPayment()
    await secondAttempt(order)
    fake.succeed(firstId)
    fake.refundsDown = true
    expect((await notify(fake.notification(firstId, 'payment.succeeded'))).status).toBe(503)
    fake.refundsDown = false
    expect(((await (await live(`event-orders-payments/${first.uuid}`)).json()) as PaymentEntity).status).toBe('REFUND_PENDING')
    expect(await notify(fake.notification(firstId, 'payment.succeeded'))).toEqual({ status: 200, outcome: 'refunded' })
    expect(await notify(fake.notification(firstId, 'payment.succeeded'))).toEqual({ status: 200, outcome: 'duplicate' })
    expect(fake.refunds.size).toBe(1)
  })

  it('a refund YooKassa answers pending stays REFUND_PENDING; one it cancels is flagged for staff (NEEDS_STAFF) with the reason', async () => {
    for (const [refundStatus, outcome, status] of [
      ['pending', 'refund_pending', 'REFUND_PENDING'],
      ['canceled', 'needs_staff', 'NEEDS_STAFF'],
    ] as const) {
      const { order, payment, providerId } = await orderWithPayment()
      await secondAttempt(order)
      fake.succeed(providerId)
      fake.refundStatus = refundStatus
      expect(await notify(fake.notification(providerId, 'payment.succeeded'))).toEqual({ status: 200, outcome })
      expect(((await (await live(`event-orders-payments/${payment.uuid}`)).json()) as PaymentEntity).status).toBe(status)
      const note = await env.DB.prepare('SELECT staff_note FROM payment_refunds WHERE payment_uuid = ?1').bind(payment.uuid).first<string | null>('staff_note')
      if (refundStatus === 'canceled') expect(note).toContain('rejected_by_payee')
      else expect(note).toBeNull()
    }
  })
})

describe('YooKassa: a refund answered pending is re-read by the scheduled run until it settles (issue 41)', () => {
  async function pendingRefund(): Promise<{ payment: PaymentCreateAnswer; refundId: string }> {
    const { order, payment, providerId } = await orderWithPayment()
    const response = await postLive('event-orders-payments', paymentBody(order))
    expect(response.status).toBe(201)
    fake.succeed(providerId)
    fake.refundStatus = 'pending'
    expect(await notify(fake.notification(providerId, 'payment.succeeded'))).toEqual({ status: 200, outcome: 'refund_pending' })
    const refundId = (await env.DB.prepare('SELECT provider_refund_id FROM payment_refunds WHERE payment_uuid = ?1').bind(payment.uuid).first<string>('provider_refund_id'))!
    return { payment, refundId }
  }

  const statusOf = (uuid: string) => env.DB.prepare('SELECT status FROM payments WHERE uuid = ?1').bind(uuid).first<string>('status')
  const providers = () => paymentProviders({ ...env, ...LIVE }, fake.fetch)

  it('pending stays REFUND_PENDING; succeeded becomes REFUNDED; canceled NEEDS_STAFF with the reason; YooKassa down waits', async () => {
    const { payment, refundId } = await pendingRefund()
    const other = await pendingRefund()
    await settlePendingRefunds(env.DB, providers())
    expect(await statusOf(payment.uuid)).toBe('REFUND_PENDING')
    expect(fake.received('GET', `/v3/refunds/${refundId}`).length).toBeGreaterThan(0)

    fake.down = true
    fake.refunds.get(refundId)!.status = 'succeeded'
    await settlePendingRefunds(env.DB, providers())
    expect(await statusOf(payment.uuid)).toBe('REFUND_PENDING')
    fake.down = false

    Object.assign(fake.refunds.get(other.refundId)!, { status: 'canceled', cancellation_details: { party: 'yoo_money', reason: 'rejected_by_payee' } })
    expect(await settlePendingRefunds(env.DB, providers())).toBeGreaterThanOrEqual(2)
    expect(await statusOf(payment.uuid)).toBe('REFUNDED')
    expect(await statusOf(other.payment.uuid)).toBe('NEEDS_STAFF')
    const note = await env.DB.prepare('SELECT staff_note FROM payment_refunds WHERE payment_uuid = ?1').bind(other.payment.uuid).first<string>('staff_note')
    expect(note).toContain('rejected_by_payee')
  })
})

describe('YooKassa adapter pieces', () => {
  it('converts between minor units and API amount values', () => {
    expect(valueFromMinor(700000)).toBe('7000.00')
    expect(valueFromMinor(5)).toBe('0.05')
    expect(minorFromValue('7000.00')).toBe(700000)
    expect(minorFromValue('12.5')).toBe(1250)
    expect(minorFromValue('12')).toBe(1200)
    expect(minorFromValue('-1.00')).toBeNull()
    expect(minorFromValue('1e3')).toBeNull()
  })

  it('is not live with a test shop key (test_…), and reads through the injected fetch', async () => {
    const provider = new YookassaProvider({ shopId: FAKE_SHOP.id, secretKey: 'test_key', apiUrl: FAKE_YOOKASSA_URL, fetch: fake.fetch })
    expect(provider.live).toBe(false)
    const real = new YookassaProvider({ shopId: FAKE_SHOP.id, secretKey: FAKE_SHOP.secretKey, apiUrl: `${FAKE_YOOKASSA_URL}/`, fetch: fake.fetch })
    expect(real.live).toBe(true)
    expect(await real.readStatus('missing')).toBeNull()
  })
})
