/** An event whose options have seats (issue 44 "Seats", BE-15), made for one test and removed with its orders after. */
import { env } from 'cloudflare:workers'
import type { EventOrderCreateBody } from '../../src/model/entities/orders'
import { postJson, VALID_ORDER } from './event-orders-fixtures'
import { newSender } from './sender-fixtures'

const DAY = 24 * 60 * 60 * 1000

export interface SeatedEvent {
  uuid: string
  slug: string
  options: string[]
}

let serial = 0

/** A published RUB event 20 days ahead with one option per entry of `seats` (null: unlimited), priced 1000.00 … (or free). */
export async function seatedEvent(seats: Array<number | null>, { free = false } = {}): Promise<SeatedEvent> {
  const uuid = crypto.randomUUID()
  const slug = `seats-${Date.now().toString(36)}-${++serial}`
  const options = seats.map(() => crypto.randomUUID())
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO events (uuid, slug, type, format, theme, date_from, price_amount, price_currency, created)
       VALUES (?1, ?2, 'TRAINING', 'OFFLINE', 'BUSINESS', ?3, 100000, 'RUB', ?4)`,
    ).bind(uuid, slug, new Date(Date.now() + 20 * DAY).toISOString(), new Date().toISOString()),
    env.DB.prepare(`INSERT INTO event_translations (event_uuid, language, title) VALUES (?1, 'ru', ?2)`).bind(uuid, `Места ${slug}`),
    ...options.flatMap((option, position) => [
      env.DB.prepare('INSERT INTO event_options (uuid, event_uuid, position, price_amount, seats) VALUES (?1, ?2, ?3, ?4, ?5)').bind(
        option,
        uuid,
        position,
        free ? 0 : 100000 * (position + 1),
        seats[position],
      ),
      env.DB.prepare(`INSERT INTO event_option_translations (option_uuid, language, title) VALUES (?1, 'ru', ?2)`).bind(option, `Вариант ${position + 1}`),
    ]),
  ])
  return { uuid, slug, options }
}

/** Removes the event, its options, orders and their payments. */
export async function removeSeatedEvent(event: SeatedEvent): Promise<void> {
  const payments = `SELECT uuid FROM payments WHERE order_kind = 'events' AND order_uuid IN (SELECT uuid FROM event_orders WHERE event_uuid = ?1)`
  await env.DB.batch([
    ...['payment_refunds', 'payment_followups'].map((table) => env.DB.prepare(`DELETE FROM ${table} WHERE payment_uuid IN (${payments})`).bind(event.uuid)),
    env.DB.prepare(`DELETE FROM payments WHERE order_kind = 'events' AND order_uuid IN (SELECT uuid FROM event_orders WHERE event_uuid = ?1)`).bind(event.uuid),
    env.DB.prepare('DELETE FROM event_orders WHERE event_uuid = ?1').bind(event.uuid),
    env.DB.prepare('DELETE FROM events WHERE uuid = ?1').bind(event.uuid),
  ])
}

/** POST event-orders for `option` from a sender of its own (no per-sender limit in the way). */
export function orderSeat(event: SeatedEvent, option: string, body: Partial<EventOrderCreateBody> = {}): Promise<Response> {
  return postJson('event-orders?language=ru', { ...VALID_ORDER, event_id: event.uuid, event_option_id: option, ...body }, { 'cf-connecting-ip': newSender() })
}
