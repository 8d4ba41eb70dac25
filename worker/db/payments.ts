import type { Currency } from '../../src/model/currencies'
import type { PaymentStatus } from '../../src/model/entities/orders'
import type { PaymentMethod } from '../../src/model/payments'

/** The order tables payments belong to, by `payments.order_kind`. */
export const ORDER_TABLES = { events: 'event_orders' } as const
export type OrderKind = keyof typeof ORDER_TABLES

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

export async function insertPayment(db: D1Database, payment: NewPayment): Promise<void> {
  const columns = Object.keys(payment) as Array<keyof NewPayment>
  await db
    .prepare(
      `INSERT INTO payments (${columns.join(', ')}, updated)
       VALUES (${columns.map((_, index) => `?${index + 1}`).join(', ')}, ?${columns.length + 1})`,
    )
    .bind(...columns.map((column) => payment[column]), payment.created)
    .run()
}

/** Records the provider's id and pay page once the provider created the invoice. */
export async function attachInvoice(
  db: D1Database,
  uuid: string,
  invoice: { providerPaymentId: string; invoiceUrl: string },
  now: string,
): Promise<void> {
  await db
    .prepare('UPDATE payments SET provider_payment_id = ?2, invoice_url = ?3, updated = ?4 WHERE uuid = ?1')
    .bind(uuid, invoice.providerPaymentId, invoice.invoiceUrl, now)
    .run()
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
    .prepare(`SELECT is_paid FROM ${ORDER_TABLES[payment.order_kind]} WHERE uuid = ?1`)
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
}

/**
 * PENDING → SUCCEEDED and the order paid, in one D1 batch (a transaction). Both statements are conditional, so a
 * repeated notification changes nothing and an order is paid at most once, by exactly one payment.
 */
export async function markPaymentSucceeded(db: D1Database, payment: PaymentRow, now: string): Promise<Transition> {
  const orders = ORDER_TABLES[payment.order_kind]
  const [paymentUpdate, orderUpdate] = await db.batch([
    db
      .prepare("UPDATE payments SET status = 'SUCCEEDED', updated = ?2 WHERE uuid = ?1 AND status = 'PENDING'")
      .bind(payment.uuid, now),
    db
      .prepare(
        `UPDATE ${orders} SET is_paid = 1, paid_at = ?3, paid_payment_uuid = ?2
         WHERE uuid = ?1 AND is_paid = 0
           AND EXISTS (SELECT 1 FROM payments WHERE uuid = ?2 AND status = 'SUCCEEDED' AND updated = ?3)`,
      )
      .bind(payment.order_uuid, payment.uuid, now),
  ])
  return { paymentChanged: (paymentUpdate?.meta.changes ?? 0) > 0, orderPaid: (orderUpdate?.meta.changes ?? 0) > 0 }
}

/** PENDING → CANCELED; a payment that succeeded or was canceled already stays as it is. */
export async function markPaymentCanceled(db: D1Database, payment: PaymentRow, now: string): Promise<Transition> {
  const result = await db
    .prepare("UPDATE payments SET status = 'CANCELED', updated = ?2 WHERE uuid = ?1 AND status = 'PENDING'")
    .bind(payment.uuid, now)
    .run()
  return { paymentChanged: result.meta.changes > 0, orderPaid: false }
}

export type NotificationOutcome =
  | 'applied'
  | 'duplicate'
  | 'unknown_payment'
  | 'amount_mismatch'
  | 'still_pending'
  | 'already_paid'

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
