/** Payme Merchant API transactions (migration 0021; BE-13): what Payme's calls told us, one row a transaction. */
import type { AcceptedCharge } from './payments'

/** 1 created, 2 performed, -1 canceled before perform, -2 canceled after perform (Payme's codes). */
export type PaymeState = 1 | 2 | -1 | -2

export interface PaymeTransactionRow {
  /** Our id of the transaction: the `transaction` we answer. */
  number: number
  /** Payme's id (CreateTransaction's params.id). */
  id: string
  payment_uuid: string
  /** Payme's creation time (params.time), ms. */
  payme_time: number
  /** Tiyin. */
  amount: number
  state: PaymeState
  reason: number | null
  create_time: number
  perform_time: number
  cancel_time: number
}

export function findPaymeTransaction(db: D1Database, id: string): Promise<PaymeTransactionRow | null> {
  return db.prepare('SELECT * FROM payme_transactions WHERE id = ?1').bind(id).first<PaymeTransactionRow>()
}

/** The transactions of a payment, newest first. */
export async function paymeTransactionsOf(db: D1Database, paymentUuid: string): Promise<PaymeTransactionRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM payme_transactions WHERE payment_uuid = ?1 ORDER BY number DESC')
    .bind(paymentUuid)
    .all<PaymeTransactionRow>()
  return results
}

/** The payment's live (created or performed) transaction, if any. */
export function liveTransactionOf(db: D1Database, paymentUuid: string): Promise<PaymeTransactionRow | null> {
  return db.prepare('SELECT * FROM payme_transactions WHERE payment_uuid = ?1 AND state IN (1, 2)').bind(paymentUuid).first<PaymeTransactionRow>()
}

/**
 * Records a created transaction of a payment that is still PENDING, unless the payment has another live one (the
 * unique index payme_transactions_one_live decides between concurrent calls). Answers the row stored under `id` afterwards:
 * this one, or the one a concurrent call with the same id stored; null when none could be stored.
 */
export async function insertPaymeTransaction(
  db: D1Database,
  transaction: Pick<PaymeTransactionRow, 'id' | 'payment_uuid' | 'payme_time' | 'amount' | 'create_time'>,
): Promise<PaymeTransactionRow | null> {
  const [, stored] = await db.batch<PaymeTransactionRow>([
    db
      .prepare(
        `INSERT INTO payme_transactions (id, payment_uuid, payme_time, amount, create_time)
         SELECT ?1, uuid, ?3, ?4, ?5 FROM payments WHERE uuid = ?2 AND status = 'PENDING'
         ON CONFLICT DO NOTHING`,
      )
      .bind(transaction.id, transaction.payment_uuid, transaction.payme_time, transaction.amount, transaction.create_time),
    db.prepare('SELECT * FROM payme_transactions WHERE id = ?1').bind(transaction.id),
  ])
  return stored?.results[0] ?? null
}

/**
 * PerformTransaction's record (created → performed, once), written in the transaction that settles the payment
 * (payments.ts markPaymentSucceeded): performed only while the payment pays its order, so a charge Payme is told it
 * made always pays the order, whatever new attempt of the order runs at the same time.
 */
export function paymePerformance(db: D1Database, id: string, now: number): AcceptedCharge {
  return {
    record: (paysItsOrder) =>
      db
        .prepare(`UPDATE payme_transactions SET state = 2, perform_time = ?2 WHERE id = ?1 AND state = 1 AND ${paysItsOrder('payme_transactions.payment_uuid')}`)
        .bind(id, now),
    recorded: (payment) => `EXISTS (SELECT 1 FROM payme_transactions WHERE payment_uuid = ${payment} AND state IN (2, -2))`,
  }
}

/**
 * Cancels a live transaction with `reason`: created → -1, performed → -2, once. The row when this call canceled it,
 * null when it was canceled already.
 */
export function cancelPaymeTransaction(db: D1Database, id: string, reason: number, now: number): Promise<PaymeTransactionRow | null> {
  return db
    .prepare(
      `UPDATE payme_transactions SET state = CASE state WHEN 1 THEN -1 ELSE -2 END, reason = ?2, cancel_time = ?3
       WHERE id = ?1 AND state IN (1, 2) RETURNING *`,
    )
    .bind(id, reason, now)
    .first<PaymeTransactionRow>()
}

/** GetStatement's query, read through the index payme_transactions_time. */
export const PAYME_STATEMENT_SQL = 'SELECT * FROM payme_transactions WHERE payme_time BETWEEN ?1 AND ?2 ORDER BY payme_time, number'

/** GetStatement: the transactions Payme created between `from` and `to` (its times, inclusive), in that order. */
export async function paymeTransactionsBetween(db: D1Database, from: number, to: number): Promise<PaymeTransactionRow[]> {
  const { results } = await db
    .prepare(PAYME_STATEMENT_SQL)
    .bind(from, to)
    .all<PaymeTransactionRow>()
  return results
}
