import type { Currency } from '../../src/model/currencies'
import type { PaymentStatus } from '../../src/model/entities/orders'
import type { PaymentMethod } from '../../src/model/payments'
import { accessEnd } from '../../src/model/order-rules'
import { orderHasSeatSql } from './event-seats'
import { ORDER_KINDS, type OrderKind } from './order-kinds'
import { enqueueStatement, type OutboxMessage } from './outbox'
import type { NotificationOutcome } from '../../src/model/desk-orders'

export type { NotificationOutcome }

export type { OrderKind }

/** A stored payment (migration 0008). */
export interface PaymentRow {
  uuid: string
  order_kind: OrderKind
  order_uuid: string
  payment_method: PaymentMethod
  provider: string
  live: number
  amount: number
  currency: Currency
  status: PaymentStatus
  provider_payment_id: string | null
  invoice_url: string | null
  return_url: string
  return_fail_url: string
  created: string
  updated: string
}

export type NewPayment = Omit<PaymentRow, 'status' | 'provider_payment_id' | 'invoice_url' | 'updated'>

/**
 * PAY-12, BE-13: a new attempt becomes the order's one live (PENDING) payment in one D1 batch (a transaction):
 * the earlier live attempt is superseded and the new one inserted, unless the order is paid by then. The partial
 * unique index payments_one_pending backs it. Answers whether it was inserted and the attempts it superseded.
 */
export async function insertLivePayment(db: D1Database, payment: NewPayment): Promise<{ inserted: boolean; superseded: PaymentRow[] }> {
  const columns = Object.keys(payment) as Array<keyof NewPayment>
  const orders = ORDER_KINDS[payment.order_kind].orders
  const unpaid = `NOT EXISTS (SELECT 1 FROM ${orders} WHERE uuid = ?2 AND is_paid = 1)`
  const [superseded, inserted] = await db.batch<PaymentRow>([
    db
      .prepare(
        `UPDATE payments SET status = 'SUPERSEDED', updated = ?3
         WHERE order_kind = ?1 AND order_uuid = ?2 AND status = 'PENDING' AND ${unpaid} RETURNING *`,
      )
      .bind(payment.order_kind, payment.order_uuid, payment.created),
    db
      .prepare(
        `INSERT INTO payments (${columns.join(', ')}, updated)
         SELECT ${columns.map((_, index) => `?${index + 3}`).join(', ')}, ?${columns.length + 3} WHERE ${unpaid}`,
      )
      .bind(payment.order_kind, payment.order_uuid, ...columns.map((column) => payment[column]), payment.created),
  ])
  return { inserted: (inserted?.meta.changes ?? 0) > 0, superseded: superseded?.results ?? [] }
}

/** Records the provider's id and pay page once the provider created the invoice; answers the payment's status then. */
export async function attachInvoice(
  db: D1Database,
  uuid: string,
  invoice: { providerPaymentId: string; invoiceUrl: string },
  now: string,
): Promise<PaymentStatus | null> {
  return db
    .prepare('UPDATE payments SET provider_payment_id = ?2, invoice_url = ?3, updated = ?4 WHERE uuid = ?1 RETURNING status')
    .bind(uuid, invoice.providerPaymentId, invoice.invoiceUrl, now)
    .first<PaymentStatus>('status')
}

/** A payment the provider never accepted (it failed or was unreachable) is canceled, not left pending. */
export async function cancelUnsentPayment(db: D1Database, uuid: string, now: string): Promise<void> {
  await db
    .prepare("UPDATE payments SET status = 'CANCELED', updated = ?2 WHERE uuid = ?1 AND status = 'PENDING'")
    .bind(uuid, now)
    .run()
}

export function findPayment(db: D1Database, uuid: string): Promise<PaymentRow | null> {
  return db.prepare('SELECT * FROM payments WHERE uuid = ?1').bind(uuid).first<PaymentRow>()
}

export function findPaymentByProviderId(db: D1Database, provider: string, providerPaymentId: string): Promise<PaymentRow | null> {
  return db
    .prepare('SELECT * FROM payments WHERE provider = ?1 AND provider_payment_id = ?2')
    .bind(provider, providerPaymentId)
    .first<PaymentRow>()
}

/** Whether the payment's order is paid (by this or another payment). */
export async function orderIsPaid(db: D1Database, payment: Pick<PaymentRow, 'order_kind' | 'order_uuid'>): Promise<boolean> {
  const row = await db
    .prepare(`SELECT is_paid FROM ${ORDER_KINDS[payment.order_kind].orders} WHERE uuid = ?1`)
    .bind(payment.order_uuid)
    .first<{ is_paid: number }>()
  return row?.is_paid === 1
}

export async function paymentsOfOrder(db: D1Database, kind: OrderKind, orderUuid: string): Promise<PaymentRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM payments WHERE order_kind = ?1 AND order_uuid = ?2 ORDER BY created, uuid')
    .bind(kind, orderUuid)
    .all<PaymentRow>()
  return results
}

export interface Transition {
  /** The payment left PENDING now (false: an earlier notification already moved it). */
  paymentChanged: boolean
  /** The order became paid now (false: it was paid already, by this or another payment). */
  orderPaid: boolean
  /** Issue 44: the charge came after the order's seat hold ended and its option sold out meanwhile: kept for staff. */
  seatSold?: boolean
}

/** What paying an order writes besides its status: when, when its access ends, and the mails it sends. */
export interface OrderPayoff {
  paidAt: string
  /** Set for a kind with an access period (ORDER_KINDS accessMonths), else null. */
  accessUntil: string | null
  mails: OutboxMessage[]
}

/** COURSES-11, BE-15: when access to an order of `kind` paid at `paidAt` ends; null for kinds without access. */
export function paidAccessUntil(kind: OrderKind, paidAt: string): string | null {
  const months = ORDER_KINDS[kind].accessMonths
  return months === null ? null : accessEnd(paidAt, months)
}

/**
 * SQL: the payment whose uuid is the parameter `param` is PENDING and its order unpaid, so confirming it pays the order;
 * with `now` (a parameter), an order of a seated kind must also have its seat then (issue 44: never oversold).
 */
function paysItsOrder(kind: OrderKind, param: string, now?: string): string {
  const { orders, seated } = ORDER_KINDS[kind]
  const seat = seated && now ? ` AND ${orderHasSeatSql('o', now)}` : ''
  return `EXISTS (SELECT 1 FROM payments p JOIN ${orders} o ON o.uuid = p.order_uuid WHERE p.uuid = ${param} AND p.status = 'PENDING' AND o.is_paid = 0${seat})`
}

/**
 * A provider's own record of a charge that it takes only if we accept it (Payme's PerformTransaction): written in the
 * settling transaction, first and only while the payment pays its order, and the payment is settled only once its
 * provider's record shows the charge. Refused, nothing changes and no money is taken.
 */
export interface AcceptedCharge {
  /** The provider's record of the charge, written only where `paysItsOrder(paymentColumn)` (SQL) holds. */
  record: (paysItsOrder: (paymentColumn: string) => string) => D1PreparedStatement
  /** SQL: the provider's record shows the charge of the payment whose uuid is `paymentParam`. */
  recorded: (paymentParam: string) => string
}

/** Statuses in which a confirmed charge is news: the live attempt, or one the order no longer keeps (replaced, canceled). */
const CHARGEABLE = "('PENDING', 'SUPERSEDED', 'CANCELED')"

/**
 * A provider confirmed a charge, in one D1 batch (a transaction), every statement conditional so that a repeated
 * notification changes nothing: the live (PENDING) payment of an unpaid order pays it, queues the payoff's mails
 * (guarded by the same condition, so once however many notifications arrive) and becomes SUCCEEDED; any other
 * charge (the order is paid, the attempt was superseded, or we had recorded it canceled: issue 39.1) becomes
 * REFUND_PENDING with its reason recorded and the
 * refund claimed by this call (claimedUntil), so exactly one caller asks the provider for it. With `accepted`, the
 * provider's record of the charge is written in the same transaction and nothing is settled without it.
 * Issue 44 (BE-15): an event order whose seat hold ended is paid only if it takes a free seat in the same statement;
 * when its option sold out meanwhile the charge is kept as NEEDS_STAFF (reason seat_sold) for a person to refund or
 * admit, and no refund is asked for.
 */
export async function markPaymentSucceeded(
  db: D1Database,
  payment: PaymentRow,
  payoff: OrderPayoff,
  claimedUntil: string,
  accepted?: AcceptedCharge,
): Promise<Transition> {
  const kind = payment.order_kind
  const orders = ORDER_KINDS[kind].orders
  const now = payoff.paidAt
  const grant = payoff.accessUntil === null ? '' : ', access_until = ?4'
  const charged = (param: string) => (accepted ? ` AND ${accepted.recorded(param)}` : '')
  const record = accepted ? [accepted.record((column) => paysItsOrder(kind, column))] : []
  // enqueueStatement binds the time as ?11 (the same instant as paidAt).
  const mails = payoff.mails.map((mail) =>
    enqueueStatement(db, mail, Date.parse(now), { sql: `${paysItsOrder(kind, '?12', '?11')}${charged('?12')}`, value: payment.uuid }),
  )
  const reason = `CASE WHEN status <> 'PENDING' THEN lower(status)
    WHEN EXISTS (SELECT 1 FROM ${orders} WHERE uuid = ?1 AND is_paid = 1) THEN 'order_paid' ELSE 'seat_sold' END`
  const results = await db.batch<{ status: PaymentStatus }>([
    ...record,
    ...mails,
    db
      .prepare(
        `UPDATE ${orders} SET is_paid = 1, paid_at = ?3, paid_payment_uuid = ?2${grant} WHERE uuid = ?1 AND ${paysItsOrder(kind, '?2', '?3')}${charged('?2')}`,
      )
      .bind(payment.order_uuid, payment.uuid, now, ...(payoff.accessUntil === null ? [] : [payoff.accessUntil])),
    db
      .prepare(
        `INSERT INTO payment_refunds (payment_uuid, reason, claimed_until, created, updated)
         SELECT uuid, reason, CASE reason WHEN 'seat_sold' THEN NULL ELSE ?4 END, ?3, ?3 FROM (SELECT uuid, ${reason} AS reason FROM payments
         WHERE uuid = ?2 AND status IN ${CHARGEABLE}
           AND NOT EXISTS (SELECT 1 FROM ${orders} WHERE uuid = ?1 AND paid_payment_uuid = ?2)${charged('?2')})
         WHERE 1 ON CONFLICT (payment_uuid) DO NOTHING`,
      )
      .bind(payment.order_uuid, payment.uuid, now, claimedUntil),
    db
      .prepare(
        `UPDATE payments SET updated = ?3, status = CASE
           WHEN EXISTS (SELECT 1 FROM ${orders} WHERE uuid = ?1 AND paid_payment_uuid = ?2) THEN 'SUCCEEDED'
           WHEN EXISTS (SELECT 1 FROM payment_refunds WHERE payment_uuid = ?2 AND reason = 'seat_sold') THEN 'NEEDS_STAFF'
           ELSE 'REFUND_PENDING' END
         WHERE uuid = ?2 AND status IN ${CHARGEABLE}${charged('?2')} RETURNING status`,
      )
      .bind(payment.order_uuid, payment.uuid, now),
  ])
  const [orderUpdate, , paymentUpdate] = results.slice(record.length + mails.length)
  const status = paymentUpdate?.results[0]?.status
  return { paymentChanged: status !== undefined, orderPaid: (orderUpdate?.meta.changes ?? 0) > 0, seatSold: status === 'NEEDS_STAFF' }
}

/** PENDING → CANCELED; a payment that succeeded or was canceled already stays as it is. */
export async function markPaymentCanceled(db: D1Database, payment: PaymentRow, now: string): Promise<Transition> {
  const result = await db
    .prepare("UPDATE payments SET status = 'CANCELED', updated = ?2 WHERE uuid = ?1 AND status = 'PENDING'")
    .bind(payment.uuid, now)
    .run()
  return { paymentChanged: result.meta.changes > 0, orderPaid: false }
}

export async function logNotification(
  db: D1Database,
  entry: { provider: string; providerPaymentId: string; event: string; paymentUuid: string | null; outcome: NotificationOutcome; received: string },
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO payment_notifications (provider, provider_payment_id, event, payment_uuid, outcome, received)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
    )
    .bind(entry.provider, entry.providerPaymentId, entry.event, entry.paymentUuid, entry.outcome, entry.received)
    .run()
}

/** The sandbox provider's own record of an invoice (what a real provider keeps on its side). */
export interface SandboxInvoiceRow {
  id: string
  amount: number
  currency: Currency
  description: string
  language: string
  status: 'pending' | 'succeeded' | 'canceled'
  return_url: string
  return_fail_url: string
  created: string
}

export async function insertSandboxInvoice(db: D1Database, invoice: Omit<SandboxInvoiceRow, 'status'>): Promise<void> {
  await db
    .prepare(
      `INSERT INTO sandbox_invoices (id, amount, currency, description, language, return_url, return_fail_url, created)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    )
    .bind(
      invoice.id,
      invoice.amount,
      invoice.currency,
      invoice.description,
      invoice.language,
      invoice.return_url,
      invoice.return_fail_url,
      invoice.created,
    )
    .run()
}

export function findSandboxInvoice(db: D1Database, id: string): Promise<SandboxInvoiceRow | null> {
  return db.prepare('SELECT * FROM sandbox_invoices WHERE id = ?1').bind(id).first<SandboxInvoiceRow>()
}

/** The visitor's decision on the checkout page; only a pending invoice changes (a second click changes nothing). */
export async function decideSandboxInvoice(db: D1Database, id: string, status: 'succeeded' | 'canceled'): Promise<boolean> {
  const result = await db
    .prepare("UPDATE sandbox_invoices SET status = ?2 WHERE id = ?1 AND status = 'pending'")
    .bind(id, status)
    .run()
  return result.meta.changes > 0
}

/**
 * The sandbox's full refund of a succeeded invoice, made once: a repeated request answers the refund made first.
 * Null when the invoice is not succeeded (nothing to refund).
 */
export async function refundSandboxInvoice(db: D1Database, invoiceId: string, refundId: string, now: string): Promise<string | null> {
  const [, refund] = await db.batch<{ id: string }>([
    db
      .prepare(
        `INSERT INTO sandbox_refunds (id, invoice_id, amount, created)
         SELECT ?2, id, amount, ?3 FROM sandbox_invoices WHERE id = ?1 AND status = 'succeeded'
         ON CONFLICT (invoice_id) DO NOTHING`,
      )
      .bind(invoiceId, refundId, now),
    db.prepare('SELECT id FROM sandbox_refunds WHERE invoice_id = ?1').bind(invoiceId),
  ])
  return refund?.results[0]?.id ?? null
}
