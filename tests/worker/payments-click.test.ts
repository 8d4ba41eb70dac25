/**
 * The CLICK adapter (issue 5; PAY-14, API-34, BE-13, BE-14, OQ-26, OQ-28) against a fake Click speaking SHOP-API
 * (tests/worker/click-fake.ts), through the Worker with Click configured: the pay-page URL, Prepare then Complete
 * paying the order once, Click's error codes for every refusal, cancellation by Click, malformed calls, and which
 * provider serves CLICK in which configuration.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { EventOrderCreated, PaymentCreateAnswer, PaymentCreateBody, PaymentEntity, PaymentMethodsAnswer } from '../../src/model/entities/orders'
import { valueFromMinor } from '../../worker/payments/decimal-amount'
import { CLICK_BINDINGS, FAKE_CLICK, FakeClick, type ClickAttempt, type PayPage } from './click-fake'
import { createOrder, ensureOrderEvents, notificationOutcomes, paymentRequest } from './event-orders-fixtures'
import { API, getWith, ORIGIN } from './helpers'
import { expectEveryChargeRecorded, later } from './payment-race-fixtures'
import { FAKE_SHOP, FAKE_YOOKASSA_URL } from './yookassa-fake'

const LIVE_YOOKASSA = { YOOKASSA_SHOP_ID: FAKE_SHOP.id, YOOKASSA_SECRET_KEY: FAKE_SHOP.secretKey, YOOKASSA_API_URL: FAKE_YOOKASSA_URL }

beforeAll(ensureOrderEvents)

function post(bindings: Partial<Cloudflare.Env>, path: string, body: string, contentType: string): Promise<Response> {
  return getWith(bindings, `${API}/${path}`, { method: 'POST', headers: { 'Content-Type': contentType }, body })
}

const click = new FakeClick((step, body) => post(CLICK_BINDINGS, `payment-notifications/click/${step}`, body, 'application/x-www-form-urlencoded'))

function paymentBody(order: EventOrderCreated): PaymentCreateBody {
  return paymentRequest(order, 'CLICK', 'UZS')
}

async function createClickPayment(bindings: Partial<Cloudflare.Env> = CLICK_BINDINGS): Promise<{ order: EventOrderCreated; payment: PaymentCreateAnswer }> {
  const order = await createOrder({}, 'language=ru&currency=UZS')
  const response = await post(bindings, 'event-orders-payments', JSON.stringify(paymentBody(order)), 'application/json')
  expect(response.status, await response.clone().text()).toBe(201)
  return { order, payment: (await response.json()) as PaymentCreateAnswer }
}

/** An order with a Click payment, its pay page and a first attempt to pay it. */
async function clickAttempt(): Promise<{ order: EventOrderCreated; payment: PaymentCreateAnswer; page: PayPage; attempt: ClickAttempt }> {
  const { order, payment } = await createClickPayment()
  const page = click.openPayPage(payment.invoice_url)
  return { order, payment, page, attempt: click.attempt(page) }
}

async function orderPaid(order: EventOrderCreated): Promise<{ is_paid: number; paid_at: string | null; paid_payment_uuid: string | null }> {
  return (await env.DB.prepare('SELECT is_paid, paid_at, paid_payment_uuid FROM event_orders WHERE uuid = ?1').bind(order.uuid).first())!
}

async function paymentStatus(uuid: string): Promise<string> {
  return (await env.DB.prepare('SELECT status FROM payments WHERE uuid = ?1').bind(uuid).first<{ status: string }>())!.status
}

describe('CLICK: the pay page (PAY-14, API-34, OQ-28)', () => {
  it('answers the pay-page URL with the service and merchant ids, the amount with two decimals, transaction_param and the check_mode return', async () => {
    const { order, payment } = await createClickPayment()
    const stored = await env.DB.prepare('SELECT * FROM payments WHERE uuid = ?1').bind(payment.uuid).first<{ amount: number; currency: string; provider: string; live: number; provider_payment_id: string }>()
    expect(stored).toMatchObject({ currency: 'UZS', provider: 'CLICK', live: 0, provider_payment_id: payment.uuid })
    const url = new URL(payment.invoice_url)
    expect(`${url.origin}${url.pathname}`).toBe(FAKE_CLICK.payUrl)
    const page = click.openPayPage(payment.invoice_url)
    expect(page).toMatchObject({
      serviceId: FAKE_CLICK.serviceId,
      merchantId: FAKE_CLICK.merchantId,
      amount: valueFromMinor(stored!.amount),
      transactionParam: payment.uuid,
      returnUrl: `${ORIGIN}/payment/events/${order.access_code}?check_mode=1`,
    })
    expect(page.amount).toMatch(/^\d+\.\d{2}$/)
    expect(page.description).toMatch(new RegExp(`^№${order.number} `))
  })
})

describe('CLICK: Prepare and Complete (BE-14)', () => {
  it('Prepare then Complete pays the order once; a repeated Complete or Prepare answers -4 and changes nothing', async () => {
    const { order, payment, attempt } = await clickAttempt()
    const prepared = await click.prepare(attempt)
    expect(prepared).toEqual({
      click_trans_id: Number(attempt.clickTransId),
      merchant_trans_id: payment.uuid,
      merchant_prepare_id: expect.any(Number),
      error: 0,
      error_note: 'Success',
    })
    // Click repeats a Prepare it got no answer to: the same merchant_prepare_id.
    expect((await click.prepare(attempt)).merchant_prepare_id).toBe(prepared.merchant_prepare_id)
    expect((await orderPaid(order)).is_paid).toBe(0)

    const completed = await click.complete(attempt, { prepareId: prepared.merchant_prepare_id! })
    expect(completed).toEqual({
      click_trans_id: Number(attempt.clickTransId),
      merchant_trans_id: payment.uuid,
      merchant_confirm_id: prepared.merchant_prepare_id,
      error: 0,
      error_note: 'Success',
    })
    const paid = await orderPaid(order)
    expect(paid).toMatchObject({ is_paid: 1, paid_payment_uuid: payment.uuid })
    expect(await paymentStatus(payment.uuid)).toBe('SUCCEEDED')

    expect(await click.complete(attempt, { prepareId: prepared.merchant_prepare_id! })).toMatchObject({ error: -4, error_note: 'Already paid' })
    expect(await click.prepare(click.attempt(click.openPayPage(payment.invoice_url)))).toMatchObject({ error: -4 })
    expect(await orderPaid(order)).toEqual(paid)
    expect(await notificationOutcomes(payment.uuid)).toEqual(['still_pending', 'still_pending', 'applied', 'duplicate', 'duplicate'])

    const status = await getWith(CLICK_BINDINGS, `${API}/event-orders-payments/${payment.uuid}`)
    expect(((await status.json()) as PaymentEntity).status).toBe('SUCCEEDED')
  })

  it('accepts the amount as Click may write it (whole soums) and compares it exactly in tiyin', async () => {
    const { order, page } = await clickAttempt()
    const whole = { ...click.attempt(page), amount: page.amount.replace(/\.00$/, '') }
    const prepared = await click.prepare(whole)
    expect(prepared.error).toBe(0)
    expect((await click.complete(whole, { prepareId: prepared.merchant_prepare_id! })).error).toBe(0)
    expect((await orderPaid(order)).is_paid).toBe(1)
  })

  it('a bad signature answers -1 and changes nothing', async () => {
    const { order, payment, attempt } = await clickAttempt()
    const forger = new FakeClick((step, body) => post(CLICK_BINDINGS, `payment-notifications/click/${step}`, body, 'application/x-www-form-urlencoded'), 'guessed-secret')
    expect(await forger.prepare(attempt)).toMatchObject({ error: -1, error_note: 'SIGN CHECK FAILED!' })
    const prepared = await click.prepare(attempt)
    expect(await forger.complete(attempt, { prepareId: prepared.merchant_prepare_id! })).toMatchObject({ error: -1 })
    // A signed request whose amount was changed afterwards.
    expect(await click.complete(attempt, { prepareId: prepared.merchant_prepare_id!, override: { amount: '1.00' } })).toMatchObject({ error: -1 })
    expect((await orderPaid(order)).is_paid).toBe(0)
    expect(await paymentStatus(payment.uuid)).toBe('PENDING')
  })

  it('an amount other than the payment asked for answers -2 (Prepare and Complete)', async () => {
    const { order, page, attempt } = await clickAttempt()
    const cheaper = { ...click.attempt(page), amount: '300.00' }
    expect(await click.prepare(cheaper)).toMatchObject({ error: -2, error_note: 'Incorrect parameter amount' })
    const prepared = await click.prepare(attempt)
    expect(await click.complete({ ...attempt, amount: '300' }, { prepareId: prepared.merchant_prepare_id! })).toMatchObject({ error: -2 })
    expect((await orderPaid(order)).is_paid).toBe(0)
  })

  it('an unknown merchant_trans_id answers -5, and so does a payment of another provider', async () => {
    const unknown = { clickTransId: '123', clickPaydocId: '456', merchantTransId: '00000000-0000-4000-8000-000000000000', amount: '1000.00' }
    expect(await click.prepare(unknown)).toMatchObject({ error: -5, error_note: 'User does not exist', merchant_trans_id: unknown.merchantTransId })
    const { payment } = await createClickPayment({}) // served by the sandbox
    expect(await click.prepare({ ...unknown, merchantTransId: payment.uuid })).toMatchObject({ error: -5 })
  })

  it('Complete without merchant_prepare_id answers -8; with one Prepare never answered for this attempt, -6', async () => {
    const { order, page, attempt } = await clickAttempt()
    const prepared = await click.prepare(attempt)
    expect(await click.complete(attempt)).toMatchObject({ error: -8 })
    expect(await click.complete(attempt, { prepareId: 999999999 })).toMatchObject({ error: -6, error_note: 'Transaction does not exist' })
    // Another attempt (click_trans_id) may not borrow this attempt's prepare id.
    expect(await click.complete(click.attempt(page), { prepareId: prepared.merchant_prepare_id! })).toMatchObject({ error: -6 })
    // Nor may another payment's attempt.
    const other = await clickAttempt()
    expect(await click.complete(other.attempt, { prepareId: prepared.merchant_prepare_id! })).toMatchObject({ error: -6 })
    expect((await orderPaid(order)).is_paid).toBe(0)
  })

  it("Click's error < 0 on Complete cancels the payment (-9); a repeat stays -9, a later confirmation is refused (-9) and flagged for staff (issue 39.1), and the order stays payable", async () => {
    const { order, payment, attempt } = await clickAttempt()
    const prepared = await click.prepare(attempt)
    expect(await click.complete(attempt, { prepareId: prepared.merchant_prepare_id!, error: -5017 })).toMatchObject({ error: -9, error_note: 'Transaction cancelled' })
    expect(await paymentStatus(payment.uuid)).toBe('CANCELED')
    expect(await click.complete(attempt, { prepareId: prepared.merchant_prepare_id!, error: -5017 })).toMatchObject({ error: -9 })
    expect(await click.complete(attempt, { prepareId: prepared.merchant_prepare_id! })).toMatchObject({ error: -9 })
    expect(await click.prepare(click.attempt(click.openPayPage(payment.invoice_url)))).toMatchObject({ error: -9 })
    expect((await orderPaid(order)).is_paid).toBe(0)
    expect(await notificationOutcomes(payment.uuid)).toEqual(['still_pending', 'applied', 'duplicate', 'needs_staff', 'duplicate'])
    expect(await paymentStatus(payment.uuid)).toBe('NEEDS_STAFF')
    // A new payment of the same order can still be made.
    const retry = await post(CLICK_BINDINGS, 'event-orders-payments', JSON.stringify(paymentBody(order)), 'application/json')
    expect(retry.status).toBe(201)
  })

  it('a cancellation of a confirmed payment answers -4 and the order stays paid', async () => {
    const { order, attempt } = await clickAttempt()
    const prepared = await click.prepare(attempt)
    expect((await click.complete(attempt, { prepareId: prepared.merchant_prepare_id! })).error).toBe(0)
    expect(await click.complete(attempt, { prepareId: prepared.merchant_prepare_id!, error: -5017 })).toMatchObject({ error: -4 })
    expect((await orderPaid(order)).is_paid).toBe(1)
  })

  it('a new attempt supersedes a Click payment: its Prepare and Complete answer -9, a Complete reporting it paid is flagged for staff, and the new attempt pays (issue 23; PAY-12, BE-13)', async () => {
    const { order, payment, page, attempt } = await clickAttempt()
    const prepared = await click.prepare(attempt)
    expect(prepared.error).toBe(0)
    const second = await post(CLICK_BINDINGS, 'event-orders-payments', JSON.stringify(paymentBody(order)), 'application/json')
    expect(second.status).toBe(201)
    expect(await paymentStatus(payment.uuid)).toBe('SUPERSEDED')
    expect(await click.prepare(click.attempt(page))).toMatchObject({ error: -9, error_note: 'Transaction cancelled' })

    const secondPayment = (await second.json()) as PaymentCreateAnswer
    const secondAttempt = click.attempt(click.openPayPage(secondPayment.invoice_url))
    const secondPrepared = await click.prepare(secondAttempt)
    // Both attempts are completed at once: the live one pays the order, the superseded one is refused and flagged.
    const [old, live] = await Promise.all([
      click.complete(attempt, { prepareId: prepared.merchant_prepare_id! }),
      click.complete(secondAttempt, { prepareId: secondPrepared.merchant_prepare_id! }),
    ])
    expect(old).toMatchObject({ error: -9 })
    expect(live).toMatchObject({ error: 0, merchant_confirm_id: secondPrepared.merchant_prepare_id })
    expect(await orderPaid(order)).toMatchObject({ is_paid: 1, paid_payment_uuid: secondPayment.uuid })
    expect(await paymentStatus(payment.uuid)).toBe('NEEDS_STAFF')
    const refund = await env.DB.prepare('SELECT reason, provider_refund_id, staff_note FROM payment_refunds WHERE payment_uuid = ?1').bind(payment.uuid).first()
    expect(refund).toEqual({ reason: 'superseded', provider_refund_id: null, staff_note: expect.stringContaining('no refund call') })
    // Click repeats the Complete: the same refusal, nothing recorded twice.
    expect(await click.complete(attempt, { prepareId: prepared.merchant_prepare_id! })).toMatchObject({ error: -9 })
    expect(await notificationOutcomes(payment.uuid)).toEqual(['still_pending', 'duplicate', 'needs_staff', 'duplicate'])
    const status = await getWith(CLICK_BINDINGS, `${API}/event-orders-payments/${payment.uuid}`)
    expect(((await status.json()) as PaymentEntity).status).toBe('NEEDS_STAFF')
  })
})

describe('CLICK: Complete races, 40 in flight (issue 39.1; PAY-12, BE-13)', () => {
  it('Complete raced by 20 new attempts of its order: the charge pays the order once or is refused and flagged for staff', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { order, payment, attempt } = await clickAttempt()
      const prepared = await click.prepare(attempt)
      expect(prepared.error).toBe(0)
      const newAttempt = () => post(CLICK_BINDINGS, 'event-orders-payments', JSON.stringify(paymentBody(order)), 'application/json').then((response) => response.status)
      // Every other round the new attempts start a moment after the Completes, so that each side wins some rounds.
      const start = round % 2 === 0 ? newAttempt : () => later(round).then(newAttempt)
      const calls = await Promise.all(
        Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? click.complete(attempt, { prepareId: prepared.merchant_prepare_id! }) : start())),
      )
      for (const status of calls.filter((call) => typeof call === 'number')) expect([201, 409]).toContain(status)
      const errors = calls.flatMap((call) => (typeof call === 'number' ? [] : [call.error])).sort()
      // Kept: one Complete confirmed it, the repeats answer -4; refused: every Complete answers -9.
      const kept = (await paymentStatus(payment.uuid)) === 'SUCCEEDED'
      expect(errors, `round ${round}`).toEqual(kept ? [...Array<number>(19).fill(-4), 0] : Array<number>(20).fill(-9))
      await expectEveryChargeRecorded('event_orders', order.uuid, [payment.uuid])
    }
  }, 120_000)
})

describe('CLICK: malformed calls answer in Click’s protocol, never 500 (BE-14)', () => {
  const send = (step: 'prepare' | 'complete', body: string, contentType = 'application/x-www-form-urlencoded') =>
    post(CLICK_BINDINGS, `payment-notifications/click/${step}`, body, contentType).then((response) => click.reply(response))

  it('a body that is no Click form answers -8 with HTTP 200', async () => {
    expect(await send('prepare', '')).toEqual({ error: -8, error_note: 'Error in request from click' })
    expect(await send('complete', JSON.stringify({ click_trans_id: 1, action: 1 }), 'application/json')).toMatchObject({ error: -8 })
    expect(await send('prepare', 'click_trans_id=1&amount=x')).toMatchObject({ error: -8 })
    const { attempt } = await clickAttempt()
    expect(await send('prepare', click.form('prepare', attempt, { override: { sign_string: null } }))).toMatchObject({ error: -8 })
    expect(await send('prepare', click.form('prepare', attempt, { override: { click_trans_id: '12a' } }))).toMatchObject({ error: -8 })
  })

  it('an action the path does not take answers -3; a call signed for another service -8', async () => {
    const { attempt } = await clickAttempt()
    expect(await send('complete', click.form('prepare', attempt))).toMatchObject({ error: -3, error_note: 'Action not found' })
    expect(await send('prepare', click.form('prepare', attempt, { override: { action: '2' } }))).toMatchObject({ error: -3 })
    expect(await send('prepare', click.form('prepare', attempt, { serviceId: '99' }))).toMatchObject({ error: -8 })
    // The service id is signed: changing it after signing is a bad signature.
    expect(await send('prepare', click.form('prepare', attempt, { override: { service_id: '99' } }))).toMatchObject({ error: -1 })
  })
})

describe('CLICK: which provider serves it (OQ-26, BE-13)', () => {
  it('with live YooKassa credentials CLICK is refused, payment-methods omits it and its calls are not served', async () => {
    const live = { ...CLICK_BINDINGS, ...LIVE_YOOKASSA }
    const order = await createOrder({}, 'language=ru&currency=UZS')
    const response = await post(live, 'event-orders-payments', JSON.stringify(paymentBody(order)), 'application/json')
    expect(response.status).toBe(400)
    expect(((await response.json()) as ApiErrorBody).fields?.payment_method).toEqual(['api.errors.method_unavailable'])
    const methods = (await (await getWith(live, `${API}/payment-methods`)).json()) as PaymentMethodsAnswer
    expect(methods.results.map((info) => info.method)).not.toContain('CLICK')
    expect((await post(live, 'payment-notifications/click/prepare', '', 'application/x-www-form-urlencoded')).status).toBe(404)
  })

  it('with Click configured payment-methods lists CLICK as test-only (to a tester’s browser, OQ-26)', async () => {
    const methods = (await (await getWith(CLICK_BINDINGS, `${API}/payment-methods`, { headers: { Cookie: 'isTestUser=true' } })).json()) as PaymentMethodsAnswer
    expect(methods.results).toContainEqual(expect.objectContaining({ method: 'CLICK', currencies: ['UZS'], test_only: true }))
  })

  it('without Click configuration, or with PAYMENT_PROVIDERS=sandbox-only, the sandbox serves CLICK', async () => {
    for (const bindings of [{}, { ...CLICK_BINDINGS, PAYMENT_PROVIDERS: 'sandbox-only' }]) {
      const { payment } = await createClickPayment(bindings)
      expect(payment.invoice_url).toContain('/api/client/sandbox-checkout/')
      expect(await env.DB.prepare('SELECT provider FROM payments WHERE uuid = ?1').bind(payment.uuid).first('provider')).toBe('SANDBOX')
    }
    expect((await post({}, 'payment-notifications/click/prepare', '', 'application/x-www-form-urlencoded')).status).toBe(404)
  })
})

describe('CLICK signature pieces', () => {
  it("workerd's WebCrypto digests MD5 as Click signs (RFC 1321 test vectors)", async () => {
    const hex = async (text: string) =>
      [...new Uint8Array(await crypto.subtle.digest('MD5', new TextEncoder().encode(text)))].map((byte) => byte.toString(16).padStart(2, '0')).join('')
    expect(await hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e')
    expect(await hex('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0')
  })
})
