/**
 * "Paid offline" (issue 41 "Orders"): a staff member records that an unpaid order was paid outside the providers.
 * One batch (a transaction), every statement under the same condition "the order is unpaid": the audit row with the
 * order as it was, the payoff's mails (as a provider's confirmation queues them), the live attempt superseded (a late
 * charge on it is refunded as any charge of a paid order), an OFFLINE attempt, and the order paid with its access.
 * Of forty staff members doing it at once, exactly one pays the order.
 */
import { OFFLINE_PROVIDER } from '../../src/model/desk-orders'
import { ORDER_KINDS, type OrderKind } from './order-kinds'
import { enqueueStatement } from './outbox'
import type { OrderPayoff } from './payments'
import { auditIfStatement } from './staff-audit'

export interface OfflinePayment {
  kind: OrderKind
  orderUuid: string
  /** The new OFFLINE attempt's uuid, amount and currency (the order's price). */
  paymentUuid: string
  amount: number
  currency: string
  staffId: number
  reason: string
}

/** Marks the order paid offline; false when it was paid already (or is unknown) and nothing changed. */
export async function markOrderPaidOffline(db: D1Database, paid: OfflinePayment, payoff: OrderPayoff): Promise<boolean> {
  const orders = ORDER_KINDS[paid.kind].orders
  const now = Date.parse(payoff.paidAt)
  const unpaid = (param: string) => `EXISTS (SELECT 1 FROM ${orders} WHERE uuid = ${param} AND is_paid = 0)`
  const audit = auditIfStatement(
    db,
    {
      userId: paid.staffId,
      action: 'order.paid_offline',
      subject: `order:${paid.kind}:${paid.orderUuid}`,
      after: { is_paid: true, reason: paid.reason, payment_uuid: paid.paymentUuid },
    },
    { select: `json_object('is_paid', is_paid)`, from: `FROM ${orders} WHERE uuid = ?1 AND is_paid = 0`, bindings: [paid.orderUuid] },
    now,
  )
  const mails = payoff.mails.map((mail) => enqueueStatement(db, mail, now, { sql: unpaid('?12'), value: paid.orderUuid }))
  const grant = payoff.accessUntil === null ? '' : ', access_until = ?4'
  const results = await db.batch([
    audit,
    ...mails,
    db
      .prepare(`UPDATE payments SET status = 'SUPERSEDED', updated = ?3 WHERE order_kind = ?1 AND order_uuid = ?2 AND status = 'PENDING' AND ${unpaid('?2')}`)
      .bind(paid.kind, paid.orderUuid, payoff.paidAt),
    db
      .prepare(
        `INSERT INTO payments (uuid, order_kind, order_uuid, payment_method, provider, live, amount, currency, status, return_url,
           return_fail_url, created, updated)
         SELECT ?1, ?2, ?3, ?4, ?4, 1, ?5, ?6, 'SUCCEEDED', '', '', ?7, ?7 WHERE ${unpaid('?3')}`,
      )
      .bind(paid.paymentUuid, paid.kind, paid.orderUuid, OFFLINE_PROVIDER, paid.amount, paid.currency, payoff.paidAt),
    db
      .prepare(
        `UPDATE ${orders} SET is_paid = 1, paid_at = ?3, paid_payment_uuid = ?2${grant}
         WHERE uuid = ?1 AND is_paid = 0 AND EXISTS (SELECT 1 FROM payments WHERE uuid = ?2) RETURNING uuid`,
      )
      .bind(paid.orderUuid, paid.paymentUuid, payoff.paidAt, ...(payoff.accessUntil === null ? [] : [payoff.accessUntil])),
  ])
  return (results.at(-1)?.results.length ?? 0) === 1
}
