/**
 * Events the order and payment tests buy (issue 5), inserted idempotently next to the demo seed, with dates relative
 * to now: one with two options (RUB), one without options (USD), one running now (date_from past, date_to future),
 * one in the past, and another event's option.
 */
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { Currency } from '../../src/model/currencies'
import type { EventOrderCreateBody, EventOrderCreated, PaymentCreateAnswer, PaymentCreateBody } from '../../src/model/entities/orders'
import type { PaymentPageType } from '../../src/model/payment-page-types'
import type { PaymentMethod } from '../../src/model/payments'
import { API, get } from './helpers'

const DAY = 24 * 60 * 60 * 1000

export const ORDER_EVENTS = {
  withOptions: { uuid: '00000000-0000-4000-8000-00000000e501', slug: 'test-order-options', currency: 'RUB', price: 500000 },
  plain: { uuid: '00000000-0000-4000-8000-00000000e502', slug: 'test-order-plain', currency: 'USD', price: 12345 },
  running: { uuid: '00000000-0000-4000-8000-00000000e503', slug: 'test-order-running', currency: 'RUB', price: 100000 },
  past: { uuid: '00000000-0000-4000-8000-00000000e504', slug: 'test-order-past', currency: 'RUB', price: 100000 },
  other: { uuid: '00000000-0000-4000-8000-00000000e505', slug: 'test-order-other', currency: 'RUB', price: 100000 },
} as const

export const ORDER_OPTIONS = {
  first: { uuid: '00000000-0000-4000-8000-00000000f501', event: ORDER_EVENTS.withOptions.uuid, price: 700000, title: 'Стандарт' },
  second: { uuid: '00000000-0000-4000-8000-00000000f502', event: ORDER_EVENTS.withOptions.uuid, price: 1500000, title: 'VIP' },
  foreign: { uuid: '00000000-0000-4000-8000-00000000f503', event: ORDER_EVENTS.other.uuid, price: 900000, title: 'Чужой' },
} as const

export async function ensureOrderEvents(): Promise<void> {
  const now = Date.now()
  const iso = (offsetDays: number) => new Date(now + offsetDays * DAY).toISOString()
  const dates: Record<keyof typeof ORDER_EVENTS, [string, string | null]> = {
    withOptions: [iso(30), null],
    plain: [iso(10), iso(12)],
    running: [iso(-2), iso(5)],
    past: [iso(-10), iso(-9)],
    other: [iso(40), null],
  }
  const statements = Object.entries(ORDER_EVENTS).flatMap(([key, event]) => {
    const [from, to] = dates[key as keyof typeof ORDER_EVENTS]
    return [
      env.DB.prepare(
        `INSERT OR IGNORE INTO events (uuid, slug, type, format, theme, date_from, date_to, price_amount, price_currency, created)
         VALUES (?1, ?2, 'TRAINING', 'OFFLINE', 'BUSINESS', ?3, ?4, ?5, ?6, ?7)`,
      ).bind(event.uuid, event.slug, from, to, event.price, event.currency, iso(-60)),
      env.DB.prepare(`INSERT OR IGNORE INTO event_translations (event_uuid, language, title) VALUES (?1, 'ru', ?2), (?1, 'en', ?3)`).bind(
        event.uuid,
        `Тренинг ${event.slug}`,
        `Training ${event.slug}`,
      ),
    ]
  })
  const options = Object.values(ORDER_OPTIONS).flatMap((option, position) => [
    env.DB.prepare('INSERT OR IGNORE INTO event_options (uuid, event_uuid, position, price_amount) VALUES (?1, ?2, ?3, ?4)').bind(
      option.uuid,
      option.event,
      position,
      option.price,
    ),
    env.DB.prepare(`INSERT OR IGNORE INTO event_option_translations (option_uuid, language, title) VALUES (?1, 'ru', ?2)`).bind(
      option.uuid,
      option.title,
    ),
  ])
  await env.DB.batch([...statements, ...options])
}

/** A valid order body for the event with options (its first option). */
export const VALID_ORDER: EventOrderCreateBody = {
  event_id: ORDER_EVENTS.withOptions.uuid,
  event_option_id: ORDER_OPTIONS.first.uuid,
  quantity: 1,
  client_name: '  Айгуль Тестова ',
  client_phone: '+996 555 123 456',
  client_email: ' aigul@example.kg ',
  city: 'Бишкек',
  country: 'KG',
  agreement: true,
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return get(`${API}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export async function createOrder(body: Partial<EventOrderCreateBody> = {}, query = 'language=en&currency=USD'): Promise<EventOrderCreated> {
  const response = await postJson(`event-orders?${query}`, { ...VALID_ORDER, ...body })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as EventOrderCreated
}

/** PAY-12, OQ-28: a payment body for an order, returning to its payment page with check_mode=1 or fail=1. */
export function paymentRequest(order: EventOrderCreated, method: PaymentMethod, currency: Currency, type: PaymentPageType = 'events'): PaymentCreateBody {
  return {
    payment_method: method,
    order: order.access_code,
    currency,
    return_url: `/payment/${type}/${order.access_code}?check_mode=1`,
    return_fail_url: `/payment/${type}/${order.access_code}?fail=1`,
  }
}

/**
 * Reads each answer as it arrives: a Worker keeps only six responses open at a time, so waiting for all 200 before
 * reading any body would stall the rest.
 */
export async function answerOf(response: Response): Promise<{ status: number; body: unknown }> {
  return { status: response.status, body: await response.json() }
}

/**
 * BE-13: pays `order` at the sandbox (the visitor paid on the provider's side) and sends the provider's success
 * notification `copies` times at once; answers the payment and each answer's status and outcome.
 */
export async function paidWithDuplicateNotifications(
  paymentsPath: string,
  order: EventOrderCreated,
  currency: Currency,
  type: PaymentPageType = 'events',
  copies = 20,
): Promise<{ payment: PaymentCreateAnswer; answers: Array<{ status: number; outcome: string }> }> {
  const response = await postJson(paymentsPath, paymentRequest(order, 'PAYBOX', currency, type))
  expect(response.status, await response.clone().text()).toBe(201)
  const payment = (await response.json()) as PaymentCreateAnswer
  const invoiceId = payment.invoice_url.split('/').pop()!
  await env.DB.prepare("UPDATE sandbox_invoices SET status = 'succeeded' WHERE id = ?1").bind(invoiceId).run()
  const notification = { event: 'payment.succeeded', object: { id: invoiceId } }
  const answers = await Promise.all(
    Array.from({ length: copies }, () =>
      postJson('payment-notifications/sandbox', notification)
        .then(answerOf)
        .then(({ status, body }) => ({ status, outcome: (body as { outcome: string }).outcome })),
    ),
  )
  return { payment, answers }
}

/** The outcomes of the provider notifications logged for a payment, in the order received. */
export async function notificationOutcomes(paymentUuid: string): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT outcome FROM payment_notifications WHERE payment_uuid = ?1 ORDER BY id')
    .bind(paymentUuid)
    .all<{ outcome: string }>()
  return results.map((row) => row.outcome)
}
