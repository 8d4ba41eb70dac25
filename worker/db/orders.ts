import type { Currency } from '../../src/model/currencies'
import type { Language } from '../../src/model/languages'
import { seatHeldUntil } from '../../src/model/event-seats'
import { seatFreeSql } from './event-seats'
import { ORDER_KINDS, type OrderKind } from './order-kinds'
import { translated, translationJoins } from './translations'
import { orderSearchText } from '../../src/model/desk-search'

/** What an order needs to know about the item it buys (EVENT-10, BE-12). */
export interface PurchasableItemRow {
  uuid: string
  /** NULL: the item is priced by its options only (online courses). */
  price_amount: number | null
  price_currency: Currency
  /** When the item can no longer be bought (an event's COALESCE(date_to, date_from), EVENT-10); NULL: never. */
  date_end: string | null
  option_count: number
  first_option_uuid: string | null
}

export interface ItemOptionRow {
  uuid: string
  item_uuid: string
  price_amount: number
}

/** A stored order of any kind (migrations 0008, 0016), its item and option under generic names. */
export interface OrderRow {
  uuid: string
  number: number
  access_code: string
  item_uuid: string
  option_uuid: string | null
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
  /** Online courses only (COURSES-11). */
  access_until?: string | null
  /** Event orders only (issue 44, BE-15): the end of the unpaid order's seat hold. */
  seat_held_until?: string | null
  created: string
}

/** A stored event order as its table names its columns (migration 0008). */
export type EventOrderRow = Omit<OrderRow, 'item_uuid' | 'option_uuid'> & { event_uuid: string; event_option_uuid: string | null }

export type NewOrder = Omit<OrderRow, 'number' | 'is_paid' | 'paid_at' | 'paid_payment_uuid' | 'access_until' | 'seat_held_until'> & {
  client_ip_hash: string | null
}

/** The first number handed out is FIRST_ORDER_NUMBER + 1. */
export const FIRST_ORDER_NUMBER = 1000

export function findItemForOrder(db: D1Database, kind: OrderKind, itemUuid: string): Promise<PurchasableItemRow | null> {
  const k = ORDER_KINDS[kind]
  return db
    .prepare(
      `SELECT i.uuid, ${k.itemPrice} AS price_amount, ${k.itemCurrency} AS price_currency, ${k.itemSaleEnd} AS date_end,
         (SELECT count(*) FROM ${k.options} o WHERE o.${k.optionItemColumn} = i.uuid) AS option_count,
         (SELECT o.uuid FROM ${k.options} o WHERE o.${k.optionItemColumn} = i.uuid ORDER BY o.position LIMIT 1) AS first_option_uuid
       FROM ${k.items} i WHERE i.uuid = ?1 AND ${k.itemVisible}`,
    )
    .bind(itemUuid)
    .first<PurchasableItemRow>()
}

export function findItemOption(db: D1Database, kind: OrderKind, optionUuid: string): Promise<ItemOptionRow | null> {
  const k = ORDER_KINDS[kind]
  return db
    .prepare(`SELECT uuid, ${k.optionItemColumn} AS item_uuid, ${k.optionPrice} AS price_amount FROM ${k.options} WHERE uuid = ?1`)
    .bind(optionUuid)
    .first<ItemOptionRow>()
}

/** The highest order number of every kind: numbers are unique across events, products and courses (issue 40.9). */
const HIGHEST_ORDER_NUMBER = `SELECT COALESCE(MAX(highest), ${FIRST_ORDER_NUMBER}) FROM (${Object.values(ORDER_KINDS)
  .map((k) => `SELECT MAX(number) AS highest FROM ${k.orders}`)
  .join(' UNION ALL ')})`

/**
 * Stores an order and answers its number. The number is the highest of all kinds + 1, computed inside the same
 * INSERT: D1 runs one statement at a time, so concurrent orders never read the same maximum (and the unique index
 * of each kind's table would refuse it). An order of a seated option holds a seat, and the same INSERT stores it
 * only while one is free (issue 44, BE-15): null when the option is sold out.
 */
export async function insertOrder(db: D1Database, kind: OrderKind, order: NewOrder): Promise<number | null> {
  const k = ORDER_KINDS[kind]
  const { item_uuid, option_uuid, ...rest } = order
  const values: Record<string, unknown> = { ...rest, [k.itemColumn]: item_uuid, [k.optionColumn]: option_uuid, search_text: orderSearchText(order) }
  if (k.seated) values.seat_held_until = seatHeldUntil(Date.parse(order.created), order.created)
  const columns = Object.keys(values)
  const at = (column: string) => `?${columns.indexOf(column) + 1}`
  const row = await db
    .prepare(
      `INSERT INTO ${k.orders} (number, ${columns.join(', ')})
       SELECT (${HIGHEST_ORDER_NUMBER}) + 1, ${columns.map((_, index) => `?${index + 1}`).join(', ')}
       ${k.seated ? `WHERE ${seatFreeSql(at(k.optionColumn), at('created'))}` : ''}
       RETURNING number`,
    )
    .bind(...columns.map((column) => values[column]))
    .first<{ number: number }>()
  return row?.number ?? null
}

/** An order by its access code or its uuid (both unique and indexed). */
export async function findOrder(db: D1Database, kind: OrderKind, key: string): Promise<OrderRow | null> {
  const k = ORDER_KINDS[kind]
  const select = `SELECT *, ${k.itemColumn} AS item_uuid, ${k.optionColumn} AS option_uuid FROM ${k.orders}`
  return (
    (await db.prepare(`${select} WHERE access_code = ?1`).bind(key).first<OrderRow>()) ??
    (await db.prepare(`${select} WHERE uuid = ?1`).bind(key).first<OrderRow>())
  )
}

/** PAY-07, BE-32: the titles and image of the bought item and option, in `language` with ru fallback. */
export interface OrderPositionRow {
  item_uuid: string
  slug: string
  title: string
  image_id: string | null
  option_title: string | null
  option_key: string | null
  /** The option's seat limit (events, issue 44); null: none. */
  option_seats: number | null
}

export function orderPosition(db: D1Database, kind: OrderKind, order: OrderRow, language: Language): Promise<OrderPositionRow | null> {
  const k = ORDER_KINDS[kind]
  return db
    .prepare(
      `SELECT i.uuid AS item_uuid, i.slug, ${k.itemImage} AS image_id, ${translated('title')},
         (SELECT COALESCE(ot.title, orr.title) FROM ${k.options} o
            LEFT JOIN ${k.optionTranslations} ot ON ot.option_uuid = o.uuid AND ot.language = ?1
            LEFT JOIN ${k.optionTranslations} orr ON orr.option_uuid = o.uuid AND orr.language = 'ru'
          WHERE o.uuid = ?3) AS option_title,
         (SELECT ${k.optionKey} FROM ${k.options} o WHERE o.uuid = ?3) AS option_key,
         (SELECT ${k.seated ? 'o.seats' : 'NULL'} FROM ${k.options} o WHERE o.uuid = ?3) AS option_seats
       FROM ${k.items} i ${translationJoins(k.translations, k.translationKey, 'i.uuid')}
       WHERE i.uuid = ?2`,
    )
    .bind(language, order.item_uuid, order.option_uuid)
    .first<OrderPositionRow>()
}
