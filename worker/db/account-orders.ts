/** The orders of all three families bought with one address (issue 28 §4): the signed-in user's list, newest first. */
import type { AccountOrder } from '../../src/model/entities/users'
import type { Language } from '../../src/model/languages'
import { ORDER_KINDS, type OrderKind } from './order-kinds'
import { translationJoins } from './translations'

const KINDS = Object.keys(ORDER_KINDS) as OrderKind[]

/** One family's orders of the address ?2, with the item's title in ?1 (ru fallback) and what was paid, if anything. */
function familySelect(kind: OrderKind): string {
  const k = ORDER_KINDS[kind]
  return `SELECT '${kind}' AS kind, o.uuid AS uuid, o.number AS number, o.access_code AS access_code, o.created AS created, o.is_paid AS is_paid,
      COALESCE(p.amount, o.price_amount * o.quantity) AS amount, COALESCE(p.currency, o.price_currency) AS currency,
      COALESCE(t.title, r.title, '') AS title
    FROM ${k.orders} o JOIN ${k.items} i ON i.uuid = o.${k.itemColumn}
      ${translationJoins(k.translations, k.translationKey, 'i.uuid')}
      LEFT JOIN payments p ON p.uuid = o.paid_payment_uuid
    WHERE lower(o.client_email) = ?2`
}

/** The page of the list: ?1 language, ?2 address, ?3 limit, ?4 skip. */
export const ACCOUNT_ORDERS_SQL = `${KINDS.map(familySelect).join(' UNION ALL ')} ORDER BY created DESC, uuid LIMIT ?3 OFFSET ?4`

const COUNT_SQL = `SELECT ${KINDS.map((kind) => `(SELECT count(*) FROM ${ORDER_KINDS[kind].orders} WHERE lower(client_email) = ?1)`).join(' + ')} AS count`

interface AccountOrderRow {
  kind: OrderKind
  uuid: string
  number: number
  access_code: string
  created: string
  is_paid: number
  amount: number
  currency: string
  title: string
}

export interface AccountOrdersPage {
  rows: AccountOrder[]
  count: number
}

/** Issue 44: the orders of the address ?2 made since ?3, newest first, at most ?4 (find my orders). */
const ORDERS_SINCE_SQL = `SELECT * FROM (${KINDS.map(familySelect).join(' UNION ALL ')}) WHERE created >= ?3 ORDER BY created DESC, uuid LIMIT ?4`

function accountOrder(row: AccountOrderRow): AccountOrder {
  return {
    kind: row.kind,
    uuid: row.uuid,
    number: String(row.number),
    title: row.title,
    created: row.created,
    amount: row.amount,
    currency: row.currency,
    paid: row.is_paid === 1,
    payment_path: `/payment/${row.kind}/${encodeURIComponent(row.access_code)}`,
  }
}

export async function accountOrders(db: D1Database, email: string, language: Language, skip: number, limit: number): Promise<AccountOrdersPage> {
  const [page, total] = await db.batch<AccountOrderRow | { count: number }>([
    db.prepare(ACCOUNT_ORDERS_SQL).bind(language, email, limit, skip),
    db.prepare(COUNT_SQL).bind(email),
  ])
  return { rows: (page!.results as AccountOrderRow[]).map(accountOrder), count: (total!.results[0] as { count: number }).count }
}

/** Issue 44: the orders of `email` (lower case) made since `since`, newest first, at most `limit`. */
export async function ordersOfAddressSince(db: D1Database, email: string, language: Language, since: string, limit: number): Promise<AccountOrder[]> {
  const { results } = await db.prepare(ORDERS_SINCE_SQL).bind(language, email, since, limit).all<AccountOrderRow>()
  return results.map(accountOrder)
}
