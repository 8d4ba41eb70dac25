/**
 * Issue 44 (BE-15): a payment that completes after its order's seat hold ended never oversells. With a seat free it
 * takes it in the settling statement (40 late payments, 1 seat: one is paid); with the option sold out meanwhile the
 * charge is kept for staff (NEEDS_STAFF, "seat sold meanwhile") and the buyer is told so. A hold renewed by starting
 * payments ends SEAT_HOLD_LIMIT_MS after the order was made.
 */
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventOrderCreated, OrderEntity, PaymentCreateAnswer } from '../../src/model/entities/orders'
import { SEAT_HOLD_LIMIT_MS } from '../../src/model/event-seats'
import { listPaymentFollowups } from '../../worker/db/payment-followups'
import { paymentRequest, postJson } from './event-orders-fixtures'
import { orderSeat, removeSeatedEvent, seatedEvent, type SeatedEvent } from './event-seats-fixtures'
import { apiJson, escapeHtml, get, MESSAGES } from './helpers'
import { newSender } from './sender-fixtures'

const made: SeatedEvent[] = []
afterEach(async () => {
  await Promise.all(made.splice(0).map(removeSeatedEvent))
})
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  return () => vi.restoreAllMocks()
})

async function eventWith(seats: number): Promise<SeatedEvent> {
  const event = await seatedEvent([seats])
  made.push(event)
  return event
}

const ordered = async (event: SeatedEvent) => {
  const response = await orderSeat(event, event.options[0]!)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as EventOrderCreated
}

const startPayment = (order: EventOrderCreated) => postJson('event-orders-payments', paymentRequest(order, 'PAYBOX', 'RUB'), { 'cf-connecting-ip': newSender() })

async function startedPayment(order: EventOrderCreated): Promise<PaymentCreateAnswer> {
  const response = await startPayment(order)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as PaymentCreateAnswer
}

/** Ends the hold of `order` as if its time had passed. */
const holdEnded = (order: EventOrderCreated) =>
  env.DB.prepare('UPDATE event_orders SET seat_held_until = ?2 WHERE uuid = ?1').bind(order.uuid, new Date(Date.now() - 1000).toISOString()).run()

/** The buyer paid at the sandbox and its success notification arrives: the outcome settle.ts logged. */
async function completed(payment: PaymentCreateAnswer): Promise<string> {
  const invoiceId = payment.invoice_url.split('/').pop()!
  await env.DB.prepare("UPDATE sandbox_invoices SET status = 'succeeded' WHERE id = ?1").bind(invoiceId).run()
  const answer = await postJson('payment-notifications/sandbox', { event: 'payment.succeeded', object: { id: invoiceId } })
  return ((await answer.json()) as { outcome: string }).outcome
}

const stored = (order: EventOrderCreated) =>
  env.DB.prepare('SELECT is_paid, seat_held_until, created FROM event_orders WHERE uuid = ?1')
    .bind(order.uuid)
    .first<{ is_paid: number; seat_held_until: string; created: string }>()

const paidOf = async (event: SeatedEvent) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM event_orders WHERE event_uuid = ?1 AND is_paid = 1').bind(event.uuid).first<{ n: number }>())!.n

describe('late payments of held seats (issue 44, BE-15)', () => {
  it('BE-15: paid after the hold ended and the last seat was sold meanwhile → not paid, NEEDS_STAFF "seat sold", the buyer told, no mail', async () => {
    const event = await eventWith(1)
    const late = await ordered(event)
    const payment = await startedPayment(late)
    await holdEnded(late)
    const other = await ordered(event)
    const otherPayment = await startedPayment(other)

    expect(await completed(payment)).toBe('needs_staff')
    expect((await stored(late))!.is_paid).toBe(0)
    const row = await env.DB.prepare('SELECT p.status, r.reason, r.claimed_until FROM payments p JOIN payment_refunds r ON r.payment_uuid = p.uuid WHERE p.uuid = ?1')
      .bind(payment.uuid)
      .first<{ status: string; reason: string; claimed_until: string | null }>()
    expect(row).toEqual({ status: 'NEEDS_STAFF', reason: 'seat_sold', claimed_until: null })
    const mails = await env.DB.prepare('SELECT count(*) AS n FROM outbox WHERE cause = ?1').bind(late.uuid).first<{ n: number }>()
    expect(mails!.n).toBe(0)
    // A repeated notification changes nothing.
    expect(await completed(payment)).toBe('duplicate')

    // The desk's "payments needing a person" lists it with its reason.
    const { rows } = await listPaymentFollowups(env.DB, { done: false }, { skip: 0, limit: 100 })
    expect(rows.find((followup) => followup.payment_uuid === payment.uuid)).toMatchObject({ reason: 'needs_staff', refund_reason: 'seat_sold' })

    // The buyer's payment page says so plainly: no ticket, no second payment.
    const answer = await apiJson<OrderEntity>(`event-orders/${late.access_code}?language=ru`)
    expect(answer).toMatchObject({ is_paid: false, seat_sold_meanwhile: true })
    expect(answer.ticket_path).toBeUndefined()
    const page = await (await get(`/payment/events/${late.access_code}?check_mode=1`)).text()
    expect(page).toContain(escapeHtml(MESSAGES.ru['payment.seat_sold.title']!))
    expect(page).not.toContain('data-ticket-link')

    // The seat stays with the buyer who holds it: nothing oversold.
    expect(await completed(otherPayment)).toBe('applied')
    expect(await paidOf(event)).toBe(1)
  }, 30_000)

  it('BE-15: 40 payments completing at once after their holds ended, for 1 free seat → exactly one order is paid, 39 go to staff', async () => {
    // 40 buyers order and start paying while the option has no limit; then it has 1 seat and every hold has ended.
    const event = await seatedEvent([null])
    made.push(event)
    const orders = await Promise.all(Array.from({ length: 40 }, () => ordered(event)))
    const payments = await Promise.all(orders.map(startedPayment))
    await env.DB.batch([
      env.DB.prepare('UPDATE event_options SET seats = 1 WHERE uuid = ?1').bind(event.options[0]),
      env.DB.prepare('UPDATE event_orders SET seat_held_until = ?2 WHERE event_uuid = ?1').bind(event.uuid, new Date(Date.now() - 1000).toISOString()),
    ])
    const outcomes = await Promise.all(payments.map(completed))
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'needs_staff')).toHaveLength(39)
    expect(await paidOf(event)).toBe(1)
    const flagged = await env.DB.prepare(
      `SELECT count(*) AS n FROM payments p JOIN payment_refunds r ON r.payment_uuid = p.uuid
       WHERE p.order_uuid IN (SELECT uuid FROM event_orders WHERE event_uuid = ?1) AND p.status = 'NEEDS_STAFF' AND r.reason = 'seat_sold'`,
    )
      .bind(event.uuid)
      .first<{ n: number }>()
    expect(flagged!.n).toBe(39)
  }, 60_000)

  it('BE-15: starting payments renews the hold only up to SEAT_HOLD_LIMIT_MS after the order; later a payment needs a free seat', async () => {
    const event = await eventWith(1)
    const order = await ordered(event)
    const madeAgo = (minutes: number) =>
      env.DB.prepare('UPDATE event_orders SET created = ?2 WHERE uuid = ?1').bind(order.uuid, new Date(Date.now() - minutes * 60_000).toISOString()).run()

    await madeAgo(50)
    await startedPayment(order)
    const renewed = (await stored(order))!
    expect(Date.parse(renewed.seat_held_until)).toBe(Date.parse(renewed.created) + SEAT_HOLD_LIMIT_MS)

    // Past the limit a payment may still start while a seat is free, but it holds nothing: another buyer may take it.
    await madeAgo(70)
    await startedPayment(order)
    expect(Date.parse((await stored(order))!.seat_held_until)).toBeLessThanOrEqual(Date.now())
    await ordered(event)
    expect((await startPayment(order)).status).toBe(409)
  }, 30_000)
})
