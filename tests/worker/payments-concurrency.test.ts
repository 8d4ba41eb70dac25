/**
 * Concurrency (issue 5 proof; BE-11, BE-13): 200 orders created at once for one event are all stored with distinct
 * access codes and numbers; 20 copies of the same payment notification, sent at once, mark the order paid once.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { EventOrderCreated, EventOrderEntity, PaymentCreateAnswer } from '../../src/model/entities/orders'
import { ensureOrderEvents, ORDER_EVENTS, postJson, VALID_ORDER } from './event-orders-fixtures'
import { apiJson } from './helpers'

beforeAll(ensureOrderEvents)

/**
 * Reads each answer as it arrives: a Worker keeps only six responses open at a time, so waiting for all 200 before
 * reading any body would stall the rest.
 */
async function answerOf(response: Response): Promise<{ status: number; body: unknown }> {
  return { status: response.status, body: await response.json() }
}

describe('concurrency', () => {
  it('200 orders at once for one event: all stored, distinct access codes, distinct consecutive numbers', async () => {
    const body = { ...VALID_ORDER, event_id: ORDER_EVENTS.plain.uuid, event_option_id: null }
    const answers = await Promise.all(Array.from({ length: 200 }, () => postJson('event-orders?language=en', body).then(answerOf)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(200).fill(201))
    const orders = answers.map((answer) => answer.body as EventOrderCreated)
    expect(new Set(orders.map((order) => order.access_code)).size).toBe(200)
    expect(new Set(orders.map((order) => order.uuid)).size).toBe(200)
    const numbers = orders.map((order) => order.number).sort((a, b) => a - b)
    expect(new Set(numbers).size).toBe(200)
    expect(numbers.at(-1)! - numbers[0]!).toBe(199)
    const stored = await env.DB.prepare(
      'SELECT count(*) AS count, count(DISTINCT number) AS numbers FROM event_orders WHERE uuid IN (SELECT value FROM json_each(?1))',
    )
      .bind(JSON.stringify(orders.map((order) => order.uuid)))
      .first<{ count: number; numbers: number }>()
    expect(stored).toEqual({ count: 200, numbers: 200 })
    // 200 requests through one workerd on a shared CI core take seconds, not the default 5.
  }, 120_000)

  it('20 copies of the same notification at once mark the order paid once', async () => {
    const created = await postJson('event-orders?language=en&currency=RUB', VALID_ORDER)
    const order = (await created.json()) as EventOrderCreated
    const paymentResponse = await postJson('event-orders-payments', {
      payment_method: 'PAYBOX',
      order: order.access_code,
      currency: 'RUB',
      return_url: '/payment/events/x?check_mode=1',
      return_fail_url: '/payment/events/x?fail=1',
    })
    expect(paymentResponse.status).toBe(201)
    const payment = (await paymentResponse.json()) as PaymentCreateAnswer
    const invoiceId = payment.invoice_url.split('/').pop()!
    // The visitor paid on the provider's side; its notification arrives twenty times at once.
    await env.DB.prepare("UPDATE sandbox_invoices SET status = 'succeeded' WHERE id = ?1").bind(invoiceId).run()
    const notification = { event: 'payment.succeeded', object: { id: invoiceId } }
    const answers = await Promise.all(Array.from({ length: 20 }, () => postJson('payment-notifications/sandbox', notification).then(answerOf)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    const outcomes = answers.map((answer) => (answer.body as { outcome: string }).outcome)
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(19)
    const { results } = await env.DB.prepare('SELECT outcome FROM payment_notifications WHERE payment_uuid = ?1').bind(payment.uuid).all<{ outcome: string }>()
    expect(results).toHaveLength(20)
    expect(results.filter((row) => row.outcome === 'applied')).toHaveLength(1)
    const read = await apiJson<EventOrderEntity>(`event-orders/${order.access_code}`)
    expect(read.is_paid).toBe(true)
    expect(read.payments.map((item) => item.status)).toEqual(['SUCCEEDED'])
    const row = await env.DB.prepare('SELECT paid_payment_uuid FROM event_orders WHERE uuid = ?1').bind(order.uuid).first<{ paid_payment_uuid: string }>()
    expect(row?.paid_payment_uuid).toBe(payment.uuid)
  })
})
