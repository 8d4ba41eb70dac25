/**
 * The desk's orders (issue 41 "Orders"; indexes of migration 0034): events, products and courses in one list, newest
 * first, with the filters managers use; and one order with every payment attempt, refund and provider notification.
 */
import {
  DESK_ORDER_ITEMS_MAX,
  type DeskNotification,
  type DeskOrder,
  type DeskOrderFilter as DeskOrderQueryFilter,
  type DeskOrderItem,
  type DeskRefund,
} from '../../src/model/desk-orders'
import type { OrderKind } from './order-kinds'
import { ORDER_KINDS } from './order-kinds'
import type { PaymentRow } from './payments'
import { deskDayEnd, deskDayStart, storedInstant } from '../../src/model/desk-days'
import { deskSearchMatch, typedOrderNumber } from '../../src/model/desk-search'

export type { DeskOrder }

/** The desk's filter; any provider name (the page offers the known ones). */
export type DeskOrderFilter = Omit<DeskOrderQueryFilter, 'provider'> & { provider?: string }

export interface DeskOrderDetail {
  order: DeskOrder
  payments: PaymentRow[]
  refunds: DeskRefund[]
  notifications: DeskNotification[]
}

type DeskOrderRow = Omit<DeskOrder, 'is_paid'> & { is_paid: number }

function selectOf(kind: OrderKind): string {
  const tables = ORDER_KINDS[kind]
  return `SELECT '${kind}' AS kind, o.uuid, o.number, o.${tables.itemColumn} AS item_uuid, o.${tables.optionColumn} AS option_uuid,
    COALESCE((SELECT t.title FROM ${tables.translations} t WHERE t.${tables.translationKey} = o.${tables.itemColumn} AND t.language = 'ru'),
      o.${tables.itemColumn}) AS item_title,
    COALESCE((SELECT ot.title FROM ${tables.optionTranslations} ot WHERE ot.option_uuid = o.${tables.optionColumn} AND ot.language = 'ru'),
      o.${tables.optionColumn}) AS option_title,
    o.price_amount, o.price_currency, o.currency, o.client_name, o.client_phone, o.client_email, o.city, o.country, o.language,
    o.is_paid, o.paid_at, o.created FROM ${tables.orders} o`
}

/** Each kind's WHERE of a page and of the count (empty or ` WHERE …`); the bindings are shared (numbered parameters). */
function filtered(filter: DeskOrderFilter): { wheres: [OrderKind, string, string][]; bindings: unknown[] } {
  const bindings: unknown[] = []
  const param = (value: unknown) => `?${bindings.push(value)}`
  const conditions: ((kind: OrderKind, page: boolean) => string)[] = []
  if (filter.item) {
    const item = param(filter.item)
    conditions.push((kind) => `o.${ORDER_KINDS[kind].itemColumn} = ${item}`)
  }
  if (filter.paid !== undefined) {
    const paid = param(filter.paid ? 1 : 0)
    conditions.push(() => `o.is_paid = ${paid}`)
  }
  // Days are the centre's (desk-days.ts); one the calendar has not finds nothing.
  if (filter.from) {
    const from = param(storedInstant(deskDayStart(filter.from)))
    conditions.push(() => `o.created >= ${from}`)
  }
  if (filter.to) {
    const to = param(storedInstant(deskDayEnd(filter.to)))
    conditions.push(() => `o.created < ${to}`)
  }
  if (filter.provider) {
    const provider = param(filter.provider)
    // The provider's orders, from its payments (payments_by_provider): the count reads just those; a page (`+`: not
    // driven by them, which would sort them) walks the created index and tests each entry's rowid, reading no row.
    conditions.push((kind, page) => {
      const orders = `SELECT order_uuid FROM payments WHERE provider = ${provider} AND order_kind = '${kind}'`
      return page ? `+o.rowid IN (SELECT x.rowid FROM ${ORDER_KINDS[kind].orders} x WHERE x.uuid IN (${orders}))` : `o.uuid IN (${orders})`
    })
  }
  const q = filter.q?.trim()
  if (q) {
    // The desk's rule (desk-search.ts, as the leads'): words from their start in any case, a phone as typed, through
    // each kind's search index (migration 0070); a number as the list shows it ("№ 102") through the number's index.
    const number = typedOrderNumber(q)
    const match = deskSearchMatch(q)
    const byNumber = number === undefined ? [] : [`o.number = ${param(number)}`]
    const matched = match === undefined ? undefined : param(match)
    conditions.push((kind, page) => {
      const byWords = matched === undefined ? [] : [`${page ? '+' : ''}o.rowid IN (SELECT rowid FROM ${ORDER_KINDS[kind].orders}_search WHERE ${ORDER_KINDS[kind].orders}_search MATCH ${matched})`]
      const either = [...byNumber, ...byWords]
      return either.length ? `(${either.join(' OR ')})` : '0'
    })
  }
  const kinds = filter.kind ? [filter.kind] : (Object.keys(ORDER_KINDS) as OrderKind[])
  const whereOf = (kind: OrderKind, page: boolean) => {
    const where = conditions.map((condition) => condition(kind, page))
    return where.length ? ` WHERE ${where.join(' AND ')}` : ''
  }
  return { wheres: kinds.map((kind): [OrderKind, string, string] => [kind, whereOf(kind, true), whereOf(kind, false)]), bindings }
}

const fromRow = (row: DeskOrderRow): DeskOrder => ({ ...row, is_paid: row.is_paid === 1 })

/** The list's statements (each kind's window of the page, and the count) and their bindings; exported for the query-plan test. */
export function deskOrderQueries(filter: DeskOrderFilter, page: { skip: number; limit: number }) {
  const { wheres, bindings } = filtered(filter)
  // Each kind's newest skip + limit, merged here: every statement reads its own created index and stops early. (One
  // UNION ALL of them ran the provider filter's lists again at each switch between its parts: 10× slower at seed ×100.)
  const window = page.skip + page.limit
  return {
    lists: wheres.map(([kind, where]) => `${selectOf(kind)}${where} ORDER BY o.created DESC LIMIT ${window}`),
    count: `SELECT ${wheres.map(([kind, , where]) => `(SELECT count(*) FROM ${ORDER_KINDS[kind].orders} o${where})`).join(' + ')} AS count`,
    bindings,
  }
}

/** Newest first; orders of one instant by uuid (byte order, as SQLite compares them). */
const newestFirst = (a: DeskOrderRow, b: DeskOrderRow) => (a.created === b.created ? (a.uuid < b.uuid ? -1 : 1) : a.created < b.created ? 1 : -1)

export async function listDeskOrders(
  db: D1Database,
  filter: DeskOrderFilter,
  page: { skip: number; limit: number },
): Promise<{ rows: DeskOrder[]; count: number }> {
  const queries = deskOrderQueries(filter, page)
  const results = await db.batch<DeskOrderRow | { count: number }>([
    ...queries.lists.map((list) => db.prepare(list).bind(...queries.bindings)),
    db.prepare(queries.count).bind(...queries.bindings),
  ])
  const count = (results.pop()!.results[0] as { count: number }).count
  const rows = results.flatMap((result) => result.results as DeskOrderRow[]).sort(newestFirst)
  return { rows: rows.slice(page.skip, page.skip + page.limit).map(fromRow), count }
}

export async function readDeskOrder(db: D1Database, kind: OrderKind, key: string): Promise<DeskOrderDetail | null> {
  const byNumber = /^\d+$/.test(key)
  const order = await db
    .prepare(`${selectOf(kind)} WHERE ${byNumber ? 'o.number = ?1' : 'o.uuid = ?1'}`)
    .bind(byNumber ? Number(key) : key)
    .first<DeskOrderRow>()
  if (!order) return null
  const [payments, refunds, notifications] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT * FROM payments WHERE order_kind = ?1 AND order_uuid = ?2 ORDER BY created, uuid').bind(kind, order.uuid),
    db
      .prepare(
        `SELECT r.* FROM payment_refunds r JOIN payments p ON p.uuid = r.payment_uuid WHERE p.order_kind = ?1 AND p.order_uuid = ?2 ORDER BY r.created`,
      )
      .bind(kind, order.uuid),
    db
      .prepare(
        `SELECT n.* FROM payment_notifications n JOIN payments p ON p.uuid = n.payment_uuid WHERE p.order_kind = ?1 AND p.order_uuid = ?2
         ORDER BY n.received, n.id`,
      )
      .bind(kind, order.uuid),
  ])
  return {
    order: fromRow(order),
    payments: payments!.results as unknown as PaymentRow[],
    refunds: refunds!.results as unknown as DeskRefund[],
    notifications: notifications!.results as unknown as DeskNotification[],
  }
}

/** Every order of a filter, newest first, for the CSV export (bounded by the caller's limit). */
export async function exportDeskOrders(db: D1Database, filter: DeskOrderFilter, limit: number): Promise<DeskOrder[]> {
  return (await listDeskOrders(db, filter, { skip: 0, limit })).rows
}

/**
 * The items of `kind` that have orders (the item filter's choices), by title: the distinct items come from the
 * orders' item index, at most DESK_ORDER_ITEMS_MAX of them.
 */
export async function listOrderedItems(db: D1Database, kind: OrderKind): Promise<DeskOrderItem[]> {
  const tables = ORDER_KINDS[kind]
  const rows = await db
    .prepare(
      `SELECT d.uuid, COALESCE((SELECT t.title FROM ${tables.translations} t WHERE t.${tables.translationKey} = d.uuid AND t.language = 'ru'), d.uuid)
         AS title, (SELECT substr(${tables.itemSaleEnd}, 1, 10) FROM ${tables.items} i WHERE i.uuid = d.uuid) AS date
       FROM (SELECT DISTINCT ${tables.itemColumn} AS uuid FROM ${tables.orders}) d LIMIT ${DESK_ORDER_ITEMS_MAX}`,
    )
    .all<DeskOrderItem>()
  return rows.results.sort((a, b) => a.title.localeCompare(b.title, 'ru') || (b.date ?? '').localeCompare(a.date ?? ''))
}
