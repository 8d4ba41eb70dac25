/**
 * The desk's reads and writes of the options of events, products and online courses (issue 42, issue 44 "Seats",
 * BE-04, BE-15): one mechanism over the order kinds' tables (order-kinds.ts) and the content registry's items.
 */
import type { Currency } from '../../src/model/currencies'
import { seatCounts } from '../../src/model/event-seats'
import { OPTION_KINDS, type OptionKind, type OptionKindDeclaration, type OptionTitles, type StaffItemOption, type StaffItemOptions } from '../../src/model/item-options'
import { CONTENT_STORAGE } from './content-registry'
import { heldSeatsSql, soldSeatsSql } from './event-seats'
import { runPartWrite, textsByPart, textStatements, versionGuard, type Actor, type PartConflict } from './item-part-writes'
import { ORDER_KINDS } from './order-kinds'
import { auditStatement } from './staff-audit'

/** An option write as stored: titles trimmed, an empty translation meaning "use ru". */
export interface ItemOptionWrite {
  titles: OptionTitles
  price_amount: number
  old_price_amount: number | null
  position: number
  seats: number | null
  key: string | null
}

/** The old price's column of each kind's options (the price's is ORDER_KINDS' optionPrice). */
const OLD_PRICE: Record<OptionKind, string> = { events: 'old_price_amount', products: 'old_price', online_courses: 'old_price_amount' }

/** The audit's name of an option of the kind (`event_option.update`). */
export const OPTION_AUDIT_NAMES = { events: 'event_option', products: 'product_option', online_courses: 'online_course_option' } as const satisfies Record<OptionKind, string>

function storageOf(kind: OptionKind) {
  const order = ORDER_KINDS[kind]
  const declaration: OptionKindDeclaration = OPTION_KINDS[kind]
  return {
    ...declaration,
    item: CONTENT_STORAGE[kind],
    currency: order.itemCurrency,
    table: order.options,
    owner: order.optionItemColumn,
    price: order.optionPrice,
    oldPrice: OLD_PRICE[kind],
    texts: { table: order.optionTranslations, foreignKey: 'option_uuid' },
    orders: order.orders,
    orderOption: order.optionColumn,
  }
}

/** The item (by uuid or slug) and its options in order, each with its titles, orders and what its kind has. */
export async function readItemOptions(db: D1Database, kind: OptionKind, key: string, now: number): Promise<StaffItemOptions | null> {
  const s = storageOf(kind)
  const item = await db
    .prepare(
      `SELECT i.uuid, i.slug, ${s.currency} AS currency, COALESCE(t.title, '') AS title FROM ${s.item.table} i
       LEFT JOIN ${s.item.translations.table} t ON t.${s.item.translations.foreignKey} = i.uuid AND t.language = 'ru'
       WHERE i.uuid = ?1 OR i.slug = ?1 LIMIT 1`,
    )
    .bind(key)
    .first<{ uuid: string; slug: string; currency: Currency; title: string }>()
  if (!item) return null
  const seats = s.seats ? `, o.seats, ${soldSeatsSql('o.uuid')} AS sold, ${heldSeatsSql('o.uuid', '?2')} AS held` : ''
  const [options, titles] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT o.uuid, o.position, o.${s.price} AS price_amount, o.${s.oldPrice} AS old_price_amount, o.version${seats}${s.key ? ', o.key' : ''},
           (SELECT count(*) FROM ${s.orders} so WHERE so.${s.orderOption} = o.uuid) AS orders
         FROM ${s.table} o WHERE o.${s.owner} = ?1 ORDER BY o.position, o.uuid`,
      )
      .bind(item.uuid, ...(s.seats ? [new Date(now).toISOString()] : [])),
    db
      .prepare(`SELECT t.option_uuid AS part_uuid, t.language, t.title FROM ${s.texts.table} t JOIN ${s.table} o ON o.uuid = t.option_uuid WHERE o.${s.owner} = ?1`)
      .bind(item.uuid),
  ])
  const texts = textsByPart(titles!.results, ['title'])
  const rows = options!.results.map((row): StaffItemOption => {
    const uuid = String(row.uuid)
    return {
      uuid,
      position: row.position as number,
      titles: texts.get(uuid)?.title ?? { ru: '', en: '', ky: '' },
      price_amount: row.price_amount as number,
      old_price_amount: row.old_price_amount as number | null,
      ...(s.seats ? { seats: row.seats as number | null, counts: seatCounts(row.seats as number | null, row.sold as number, row.held as number) } : {}),
      ...(s.key ? { key: String(row.key) } : {}),
      version: row.version as number,
      orders: row.orders as number,
    }
  })
  return { kind, item, rows }
}

/** The stored columns of an option write, by kind: position, prices, and seats or key where the kind has them. */
function columnsOf(kind: OptionKind, write: ItemOptionWrite): Array<[string, string | number | null]> {
  const s = storageOf(kind)
  return [
    ['position', write.position],
    [s.price, write.price_amount],
    [s.oldPrice, write.old_price_amount],
    ...(s.seats ? [['seats', write.seats] as [string, number | null]] : []),
    ...(s.key ? [['key', write.key] as [string, string | null]] : []),
  ]
}

const subject = (kind: OptionKind, uuid: string) => `${storageOf(kind).table}:${uuid}`
const audited = (kind: OptionKind, write: ItemOptionWrite) => {
  const { seats, key, ...rest } = write
  return { ...rest, ...(OPTION_KINDS[kind].seats ? { seats } : {}), ...(OPTION_KINDS[kind].key ? { key } : {}) }
}

/** A new option of the item; its uuid. */
export async function createItemOption(db: D1Database, kind: OptionKind, itemUuid: string, write: ItemOptionWrite, { userId, now }: Actor): Promise<string> {
  const s = storageOf(kind)
  const uuid = crypto.randomUUID()
  const columns = columnsOf(kind, write)
  await db.batch([
    auditStatement(db, { userId, action: `${OPTION_AUDIT_NAMES[kind]}.create`, subject: subject(kind, uuid), after: { [kind]: itemUuid, ...audited(kind, write) } }, now),
    db
      .prepare(`INSERT INTO ${s.table} (uuid, ${s.owner}, version, ${columns.map(([name]) => name).join(', ')}) VALUES (?1, ?2, 1, ${columns.map((_, index) => `?${index + 3}`).join(', ')})`)
      .bind(uuid, itemUuid, ...columns.map(([, value]) => value)),
    ...textStatements(db, s.texts, uuid, { title: write.titles }),
  ])
  return uuid
}

const stored = ({ counts, orders, ...option }: StaffItemOption) => option

/** Saves over `before` if it is still the stored version. */
export function updateItemOption(db: D1Database, kind: OptionKind, before: StaffItemOption, write: ItemOptionWrite, { userId, now }: Actor): Promise<PartConflict | null> {
  const s = storageOf(kind)
  const columns = columnsOf(kind, write)
  return runPartWrite(db, [
    versionGuard(db, s.table, before.uuid, before.version),
    auditStatement(db, { userId, action: `${OPTION_AUDIT_NAMES[kind]}.update`, subject: subject(kind, before.uuid), before: stored(before), after: audited(kind, write) }, now),
    db
      .prepare(`UPDATE ${s.table} SET version = version + 1${columns.map(([name], index) => `, ${name} = ?${index + 2}`).join('')} WHERE uuid = ?1`)
      .bind(before.uuid, ...columns.map(([, value]) => value)),
    ...textStatements(db, s.texts, before.uuid, { title: write.titles }),
  ])
}

/** Deletes `before` if it is still the stored version and no order points at it (the orders' foreign key refuses). */
export function deleteItemOption(db: D1Database, kind: OptionKind, before: StaffItemOption, { userId, now }: Actor): Promise<PartConflict | null> {
  const s = storageOf(kind)
  return runPartWrite(db, [
    versionGuard(db, s.table, before.uuid, before.version),
    auditStatement(db, { userId, action: `${OPTION_AUDIT_NAMES[kind]}.delete`, subject: subject(kind, before.uuid), before: stored(before) }, now),
    db.prepare(`DELETE FROM ${s.table} WHERE uuid = ?1`).bind(before.uuid),
  ])
}

