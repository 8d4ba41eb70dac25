/**
 * One live payment attempt per order, and charges an order does not keep (issue 23; PAY-12, BE-13), with the
 * SANDBOX provider: a new attempt supersedes the live one and cancels its invoice, so the old checkout cannot pay;
 * 40 attempts made at once leave one PENDING; two charges confirmed at once keep one and refund the other through
 * the sandbox's refund, once however many notifications arrive.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { EventOrderCreated, EventOrderEntity, PaymentCreateAnswer, PaymentEntity } from '../../src/model/entities/orders'
import { createOrder, ensureOrderEvents, notificationOutcomes, paymentRequest, postJson } from './event-orders-fixtures'
import { apiJson, get } from './helpers'
import { expectEveryChargeRecorded, later } from './payment-race-fixtures'

beforeAll(ensureOrderEvents)

async function pay(order: EventOrderCreated): Promise<PaymentCreateAnswer> {
  const response = await postJson('event-orders-payments', paymentRequest(order, 'PAYBOX', 'RUB'))
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as PaymentCreateAnswer
}

const invoiceOf = (payment: PaymentCreateAnswer) => payment.invoice_url.split('/').pop()!

async function invoiceStatus(payment: PaymentCreateAnswer): Promise<string> {
  return (await env.DB.prepare('SELECT status FROM sandbox_invoices WHERE id = ?1').bind(invoiceOf(payment)).first<string>('status'))!
}

/** The visitor paid on the sandbox's side; its notification has not arrived yet. */
async function paidAtSandbox(payment: PaymentCreateAnswer): Promise<void> {
  await env.DB.prepare("UPDATE sandbox_invoices SET status = 'succeeded' WHERE id = ?1").bind(invoiceOf(payment)).run()
}

function notify(payment: PaymentCreateAnswer): Promise<{ status: number; outcome?: string }> {
  return postJson('payment-notifications/sandbox', { event: 'payment.succeeded', object: { id: invoiceOf(payment) } }).then(async (response) => ({
    status: response.status,
    outcome: ((await response.json()) as { outcome?: string }).outcome,
  }))
}

async function refundsOf(payment: PaymentCreateAnswer): Promise<{ sandbox: number; record: Record<string, unknown> | null }> {
  const sandbox = await env.DB.prepare('SELECT count(*) AS count FROM sandbox_refunds WHERE invoice_id = ?1').bind(invoiceOf(payment)).first<number>('count')
  const record = await env.DB.prepare('SELECT reason, provider_refund_id, staff_note FROM payment_refunds WHERE payment_uuid = ?1').bind(payment.uuid).first()
  return { sandbox: sandbox!, record }
}

describe('one live attempt per order (issue 23; PAY-12, BE-13)', () => {
  it('a new attempt supersedes the live one: its invoice is canceled and its checkout can no longer pay it', async () => {
    const order = await createOrder({}, 'language=en&currency=RUB')
    const first = await pay(order)
    const second = await pay(order)
    expect(await invoiceStatus(first)).toBe('canceled')
    expect((await apiJson<PaymentEntity>(`event-orders-payments/${first.uuid}`)).status).toBe('SUPERSEDED')

    const oldPay = await get(`${first.invoice_url}/pay`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' })
    expect(oldPay.status).toBe(303)
    expect(oldPay.headers.get('Location')).toContain('fail=1')
    const afterOld = await apiJson<EventOrderEntity>(`event-orders/${order.access_code}`)
    expect(afterOld.is_paid).toBe(false)
    expect(afterOld.payments.map((payment) => [payment.uuid, payment.status])).toEqual([
      [first.uuid, 'SUPERSEDED'],
      [second.uuid, 'PENDING'],
    ])

    await get(`${second.invoice_url}/pay`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' })
    const paid = await apiJson<EventOrderEntity>(`event-orders/${order.access_code}`)
    expect(paid.is_paid).toBe(true)
    expect(paid.payments.map((payment) => payment.status)).toEqual(['SUPERSEDED', 'SUCCEEDED'])
  })

  it('40 payment creations at once for one order leave exactly one PENDING payment; the rest are superseded and canceled at the sandbox', async () => {
    const order = await createOrder({}, 'language=en&currency=RUB')
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        postJson('event-orders-payments', paymentRequest(order, 'PAYBOX', 'RUB')).then(async (response) => ({ status: response.status, body: await response.json() })),
      ),
    )
    // A request whose attempt was superseded while its invoice was being made answers 409 payment_superseded.
    for (const answer of answers) expect([201, 409], JSON.stringify(answer)).toContain(answer.status)
    const { results } = await env.DB.prepare(
      `SELECT p.status, i.status AS invoice FROM payments p LEFT JOIN sandbox_invoices i ON i.id = p.provider_payment_id WHERE p.order_uuid = ?1`,
    )
      .bind(order.uuid)
      .all<{ status: string; invoice: string | null }>()
    expect(results).toHaveLength(40)
    expect(results.filter((row) => row.status === 'PENDING')).toHaveLength(1)
    expect(results.filter((row) => row.status === 'SUPERSEDED')).toHaveLength(39)
    expect(results.filter((row) => row.invoice === 'pending')).toHaveLength(1)
    expect(results.filter((row) => row.invoice === 'canceled')).toHaveLength(39)
    const live = answers.filter((answer) => answer.status === 201).map((answer) => answer.body as PaymentCreateAnswer)
    const pending = await env.DB.prepare("SELECT uuid FROM payments WHERE order_uuid = ?1 AND status = 'PENDING'").bind(order.uuid).first<string>('uuid')
    expect(live.map((payment) => payment.uuid)).toContain(pending)
  }, 120_000)

  it('two charges confirmed at once: the live attempt pays the order, the superseded one is refunded by the sandbox, once for 20 notifications', async () => {
    const order = await createOrder({}, 'language=en&currency=RUB')
    const first = await pay(order)
    // The visitor paid the first attempt at the sandbox just before a second attempt superseded it.
    await paidAtSandbox(first)
    const second = await pay(order)
    expect(await invoiceStatus(first)).toBe('succeeded')
    await paidAtSandbox(second)

    const answers = await Promise.all([notify(second), ...Array.from({ length: 20 }, () => notify(first))])
    expect(answers.map((answer) => answer.status)).toEqual(Array(21).fill(200))
    expect(answers[0]?.outcome).toBe('applied')
    const firstOutcomes = answers.slice(1).map((answer) => answer.outcome)
    expect(firstOutcomes.filter((outcome) => outcome === 'refunded')).toHaveLength(1)
    expect(firstOutcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(19)

    const read = await apiJson<EventOrderEntity>(`event-orders/${order.access_code}`)
    expect(read.is_paid).toBe(true)
    expect(read.payments.map((payment) => [payment.uuid, payment.status])).toEqual([
      [first.uuid, 'REFUNDED'],
      [second.uuid, 'SUCCEEDED'],
    ])
    const paidBy = await env.DB.prepare('SELECT paid_payment_uuid FROM event_orders WHERE uuid = ?1').bind(order.uuid).first<string>('paid_payment_uuid')
    expect(paidBy).toBe(second.uuid)
    const refunds = await refundsOf(first)
    expect(refunds.sandbox).toBe(1)
    expect(refunds.record).toMatchObject({ reason: 'superseded', provider_refund_id: expect.any(String), staff_note: null })
    expect((await refundsOf(second)).record).toBeNull()
    expect(await notificationOutcomes(first.uuid)).toHaveLength(20)
    expect((await apiJson<PaymentEntity>(`event-orders-payments/${first.uuid}`)).status).toBe('REFUNDED')
  })

  it('a success notification raced by 20 new attempts of its order, 40 in flight: the charge pays the order once or is refunded (issue 39.1)', async () => {
    for (let round = 0; round < 6; round += 1) {
      const order = await createOrder({}, 'language=en&currency=RUB')
      const first = await pay(order)
      await paidAtSandbox(first)
      const newAttempt = () => postJson('event-orders-payments', paymentRequest(order, 'PAYBOX', 'RUB')).then((response) => response.status)
      // Every other round the new attempts start a moment after the notifications, so that each side wins some rounds.
      const start = round % 2 === 0 ? newAttempt : () => later(round).then(newAttempt)
      const calls = await Promise.all(Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? notify(first) : start())))
      for (const call of calls) expect([200, 201, 409]).toContain(typeof call === 'number' ? call : call.status)
      await expectEveryChargeRecorded('event_orders', order.uuid, [first.uuid])
      const kept = (await apiJson<PaymentEntity>(`event-orders-payments/${first.uuid}`)).status === 'SUCCEEDED'
      expect((await refundsOf(first)).sandbox, `round ${round}`).toBe(kept ? 0 : 1)
    }
  }, 120_000)

  it('a paid order takes no new attempt, and its superseded attempt paid later is refunded', async () => {
    const order = await createOrder({}, 'language=en&currency=RUB')
    const first = await pay(order)
    await paidAtSandbox(first)
    const second = await pay(order)
    await get(`${second.invoice_url}/pay`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' })
    expect((await postJson('event-orders-payments', paymentRequest(order, 'PAYBOX', 'RUB'))).status).toBe(409)
    expect(await notify(first)).toEqual({ status: 200, outcome: 'refunded' })
    expect(await notify(first)).toEqual({ status: 200, outcome: 'duplicate' })
    expect((await refundsOf(first)).sandbox).toBe(1)
  })
})
