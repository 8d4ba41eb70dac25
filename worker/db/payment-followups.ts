/**
 * Payments that need a person (issue 41; migration 0035): attempts REFUND_PENDING (a refund the provider has not
 * settled) or NEEDS_STAFF (a charge no refund call can return), and paid orders whose charge the provider reports
 * refunded or revoked afterwards. Each is marked done once, with who and a comment.
 */
import type { PaymentFollowup } from '../../src/model/desk-orders'
import type { FollowupReason } from '../../src/model/payment-followups'
import { auditIfStatement } from './staff-audit'

export type { PaymentFollowup }

/** A provider reports a charge refunded or revoked after it paid its order; recorded once, however often reported. */
export async function recordReversalAfterPaid(db: D1Database, paymentUuid: string, reported: string): Promise<void> {
  await db
    .prepare(
      `INSERT INTO payment_followups (payment_uuid, reason, reported) SELECT uuid, 'reversed_after_paid', ?2 FROM payments
       WHERE uuid = ?1 AND status = 'SUCCEEDED' ON CONFLICT DO NOTHING`,
    )
    .bind(paymentUuid, reported)
    .run()
}

const FIELDS = `p.order_kind, p.order_uuid, p.provider, p.provider_payment_id, p.amount, p.currency, r.staff_note, r.provider_refund_id, r.reason AS refund_reason,
  f.done_at, f.done_by, f.comment`

/** The list's page and count statements (exported for the query-plan test): each part's newest skip + limit, merged. */
export function paymentFollowupQueries(options: { done: boolean }, page: { skip: number; limit: number }) {
  const done = options.done ? 'f.done_at IS NOT NULL' : 'f.done_at IS NULL'
  const needing = `FROM payments p LEFT JOIN payment_followups f ON f.payment_uuid = p.uuid AND f.reason = lower(p.status)
    WHERE p.status IN ('REFUND_PENDING', 'NEEDS_STAFF') AND ${done}`
  const reversed = `FROM payment_followups f JOIN payments p ON p.uuid = f.payment_uuid WHERE f.reason = 'reversed_after_paid' AND ${done}`
  const refund = 'LEFT JOIN payment_refunds r ON r.payment_uuid = p.uuid'
  const window = page.skip + page.limit
  return {
    list: `SELECT * FROM (SELECT p.uuid AS payment_uuid, lower(p.status) AS reason, p.updated AS reported, ${FIELDS}
         ${needing.replace(' WHERE', ` ${refund} WHERE`)} ORDER BY p.updated DESC LIMIT ${window})
       UNION ALL
       SELECT * FROM (SELECT f.payment_uuid, f.reason, f.reported, ${FIELDS}
         ${reversed.replace(' WHERE', ` ${refund} WHERE`)} ORDER BY f.reported DESC LIMIT ${window})
       ORDER BY reported DESC, payment_uuid, reason LIMIT ${page.limit} OFFSET ${page.skip}`,
    count: `SELECT (SELECT count(*) ${needing}) + (SELECT count(*) ${reversed}) AS count`,
  }
}

/** A page of the open (or done) follow-ups, newest first, and how many there are. */
export async function listPaymentFollowups(
  db: D1Database,
  options: { done: boolean },
  page: { skip: number; limit: number } = { skip: 0, limit: 100 },
): Promise<{ rows: PaymentFollowup[]; count: number }> {
  const queries = paymentFollowupQueries(options, page)
  const [rows, count] = await db.batch<PaymentFollowup | { count: number }>([db.prepare(queries.list), db.prepare(queries.count)])
  return { rows: rows!.results as PaymentFollowup[], count: (count!.results[0] as { count: number }).count }
}

/**
 * Marks a follow-up done with who and why, once, with its audit row in the same batch under the same condition: true
 * for the call that marked it, false when it was done already or there is nothing to follow up (the payment is no
 * longer in that state).
 */
export async function markFollowupDone(
  db: D1Database,
  paymentUuid: string,
  reason: FollowupReason,
  mark: { staffId: number; comment: string; at: string },
): Promise<boolean> {
  const listed =
    reason === 'reversed_after_paid'
      ? `EXISTS (SELECT 1 FROM payment_followups WHERE payment_uuid = ?1 AND reason = ?2)`
      : `EXISTS (SELECT 1 FROM payments WHERE uuid = ?1 AND lower(status) = ?2)`
  const open = `NOT EXISTS (SELECT 1 FROM payment_followups WHERE payment_uuid = ?1 AND reason = ?2 AND done_at IS NOT NULL)`
  const audit = auditIfStatement(
    db,
    { userId: mark.staffId, action: 'payment.followup_done', subject: `payment:${paymentUuid}`, after: { reason, comment: mark.comment } },
    { select: `json_object('done', json('false'))`, from: `WHERE ${listed} AND ${open}`, bindings: [paymentUuid, reason] },
    Date.parse(mark.at),
  )
  const [, result] = await db.batch([
    audit,
    db
      .prepare(
        `INSERT INTO payment_followups (payment_uuid, reason, reported, done_at, done_by, comment) SELECT ?1, ?2, ?3, ?3, ?4, ?5 WHERE ${listed}
         ON CONFLICT (payment_uuid, reason) DO UPDATE SET done_at = excluded.done_at, done_by = excluded.done_by, comment = excluded.comment
         WHERE payment_followups.done_at IS NULL`,
      )
      .bind(paymentUuid, reason, mark.at, mark.staffId, mark.comment),
  ])
  return (result?.meta.changes ?? 0) > 0
}
