import type { Currency } from '../../src/model/currencies'
import type { Language } from '../../src/model/languages'
import { translated, translationJoins } from './translations'

/** What an order needs to know about the event it buys (EVENT-10, BE-12). */
export interface PurchasableEventRow {
  uuid: string
  price_amount: number
  price_currency: Currency
  /** COALESCE(date_to, date_from): the event can be bought while this is in the future (EVENT-10). */
  date_end: string
  option_count: number
}

export interface EventOptionRow {
  uuid: string
  event_uuid: string
  price_amount: number
}

/** A stored order (migration 0008). */
export interface EventOrderRow {
  uuid: string
  number: number
  access_code: string
  event_uuid: string
  event_option_uuid: string | null
  quantity: number
  price_amount: number
  price_currency: Currency
  client_name: string
  client_phone: string
  client_email: string
  city: string | null
  country: string | null
  language: Language
  currency: Currency
  consent_at: string
  consent_document: string
  is_paid: number
  paid_at: string | null
  paid_payment_uuid: string | null
  created: string
}

export type NewEventOrder = Omit<EventOrderRow, 'number' | 'is_paid' | 'paid_at' | 'paid_payment_uuid'> & {
  client_ip_hash: string | null
}

/** The first number handed out is FIRST_ORDER_NUMBER + 1. */
export const FIRST_ORDER_NUMBER = 1000

export function findEventForOrder(db: D1Database, eventUuid: string): Promise<PurchasableEventRow | null> {
  return db
    .prepare(
      `SELECT e.uuid, e.price_amount, e.price_currency, e.date_end,
         (SELECT count(*) FROM event_options o WHERE o.event_uuid = e.uuid) AS option_count
       FROM events e WHERE e.uuid = ?1`,
    )
    .bind(eventUuid)
    .first<PurchasableEventRow>()
}

export function findEventOption(db: D1Database, optionUuid: string): Promise<EventOptionRow | null> {
  return db
    .prepare('SELECT uuid, event_uuid, price_amount FROM event_options WHERE uuid = ?1')
    .bind(optionUuid)
    .first<EventOptionRow>()
}

/**
 * Stores an order and answers its number. The number is MAX + 1 computed inside the same INSERT: D1 runs one
 * statement at a time, so concurrent orders never read the same maximum (and the unique index would refuse it).
 */
export async function insertEventOrder(db: D1Database, order: NewEventOrder): Promise<number> {
  const columns = Object.keys(order) as Array<keyof NewEventOrder>
  const row = await db
    .prepare(
      `INSERT INTO event_orders (number, ${columns.join(', ')})
       SELECT COALESCE(MAX(number), ${FIRST_ORDER_NUMBER}) + 1, ${columns.map((_, index) => `?${index + 1}`).join(', ')}
       FROM event_orders
       RETURNING number`,
    )
    .bind(...columns.map((column) => order[column]))
    .first<{ number: number }>()
  return row!.number
}

/** An order by its access code or its uuid (both unique and indexed). */
export async function findEventOrder(db: D1Database, key: string): Promise<EventOrderRow | null> {
  return (
    (await db.prepare('SELECT * FROM event_orders WHERE access_code = ?1').bind(key).first<EventOrderRow>()) ??
    (await db.prepare('SELECT * FROM event_orders WHERE uuid = ?1').bind(key).first<EventOrderRow>())
  )
}

/** PAY-07, BE-32: the titles and image of the bought event and option, in `language` with ru fallback. */
export interface OrderPositionRow {
  event_uuid: string
  slug: string
  title: string
  image_id: string | null
  option_title: string | null
}

export function eventOrderPosition(db: D1Database, order: EventOrderRow, language: Language): Promise<OrderPositionRow | null> {
  return db
    .prepare(
      `SELECT e.uuid AS event_uuid, e.slug, e.image_id, ${translated('title')},
         (SELECT COALESCE(ot.title, orr.title) FROM event_options o
            LEFT JOIN event_option_translations ot ON ot.option_uuid = o.uuid AND ot.language = ?1
            LEFT JOIN event_option_translations orr ON orr.option_uuid = o.uuid AND orr.language = 'ru'
          WHERE o.uuid = ?3) AS option_title
       FROM events e ${translationJoins('event_translations', 'event_uuid', 'e.uuid')}
       WHERE e.uuid = ?2`,
    )
    .bind(language, order.event_uuid, order.event_option_uuid)
    .first<OrderPositionRow>()
}
