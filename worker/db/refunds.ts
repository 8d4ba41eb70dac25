/** Charges an order does not keep (migration 0011; PAY-12, BE-13): their refund, or the note left for staff. */
import type { DeskRefundReason } from '../../src/model/desk-orders'

export interface PaymentRefundRow {
  payment_uuid: string
  reason: DeskRefundReason
  provider_refund_id: string | null
  staff_note: string | null
  claimed_until: string | null
  created: string
  updated: string
}

export function findRefund(db: D1Database, paymentUuid: string): Promise<PaymentRefundRow | null> {
  return db.prepare('SELECT * FROM payment_refunds WHERE payment_uuid = ?1').bind(paymentUuid).first<PaymentRefundRow>()
}

/** Issue 44: whether an order has a charge kept for staff because its seat was sold before the payment completed. */
export async function hasSeatSoldCharge(db: D1Database, kind: string, orderUuid: string): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS found FROM payments p JOIN payment_refunds r ON r.payment_uuid = p.uuid
       WHERE p.order_kind = ?1 AND p.order_uuid = ?2 AND p.status = 'NEEDS_STAFF' AND r.reason = 'seat_sold' LIMIT 1`,
    )
    .bind(kind, orderUuid)
    .first<{ found: number }>()
  return row !== null
}

/**
 * Takes the lease on an unrequested refund whose earlier request failed (the provider was unreachable), so that
 * one caller asks again; false when another holds it or the refund was decided.
 */
export async function claimRefund(db: D1Database, paymentUuid: string, now: string, claimedUntil: string): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE payment_refunds SET claimed_until = ?3, updated = ?2
       WHERE payment_uuid = ?1 AND provider_refund_id IS NULL AND staff_note IS NULL
         AND (claimed_until IS NULL OR claimed_until < ?2)
         AND EXISTS (SELECT 1 FROM payments WHERE uuid = ?1 AND status = 'REFUND_PENDING')`,
    )
    .bind(paymentUuid, now, claimedUntil)
    .run()
  return result.meta.changes > 0
}

/** Gives the lease back after a failed request, so the provider's retry may ask again. */
export async function releaseRefund(db: D1Database, paymentUuid: string, now: string): Promise<void> {
  await db.prepare('UPDATE payment_refunds SET claimed_until = NULL, updated = ?2 WHERE payment_uuid = ?1').bind(paymentUuid, now).run()
}

export type RefundRecord =
  | { status: 'REFUNDED' | 'REFUND_PENDING'; providerRefundId: string }
  | { status: 'NEEDS_STAFF'; staffNote: string }

/** The provider's answer, on the payment (its status) and its refund record, in one batch. */
export async function recordRefund(db: D1Database, paymentUuid: string, record: RefundRecord, now: string): Promise<void> {
  const providerRefundId = 'providerRefundId' in record ? record.providerRefundId : null
  const staffNote = 'staffNote' in record ? record.staffNote : null
  await db.batch([
    db
      .prepare("UPDATE payments SET status = ?2, updated = ?3 WHERE uuid = ?1 AND status = 'REFUND_PENDING'")
      .bind(paymentUuid, record.status, now),
    db
      .prepare(
        `UPDATE payment_refunds SET provider_refund_id = ?2, staff_note = ?3, claimed_until = NULL, updated = ?4
         WHERE payment_uuid = ?1`,
      )
      .bind(paymentUuid, providerRefundId, staffNote, now),
  ])
}

/** Refunds a provider answered pending, oldest first: the scheduled run re-reads them until they settle (issue 41). */
export async function pendingProviderRefunds(db: D1Database, limit: number): Promise<{ payment_uuid: string; provider: string; provider_refund_id: string }[]> {
  const rows = await db
    .prepare(
      `SELECT r.payment_uuid, p.provider, r.provider_refund_id FROM payment_refunds r JOIN payments p ON p.uuid = r.payment_uuid
       WHERE p.status = 'REFUND_PENDING' AND r.provider_refund_id IS NOT NULL ORDER BY r.updated LIMIT ?1`,
    )
    .bind(limit)
    .all<{ payment_uuid: string; provider: string; provider_refund_id: string }>()
  return rows.results
}
