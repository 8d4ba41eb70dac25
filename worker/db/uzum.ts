/** Uzum Bank's transactions of our payments (migration 0022; BE-13): one per payment, moved by conditional UPDATEs. */

export type UzumTransactionStatus = 'CREATED' | 'CONFIRMED' | 'REVERSED'

export interface UzumTransactionRow {
  trans_id: string
  payment_uuid: string
  /** Tiyin. */
  amount: number
  status: UzumTransactionStatus
  /** Milliseconds since the epoch. */
  trans_time: number
  confirm_time: number | null
  reverse_time: number | null
}

/**
 * Records Uzum's transaction `trans_id` for a payment, once: answers the row stored for that transId (this one, or
 * the one a repeated or concurrent create stored first), or null when the payment already has another transaction
 * or Uzum used that transId for another payment.
 */
export async function recordUzumTransaction(
  db: D1Database,
  transaction: Pick<UzumTransactionRow, 'trans_id' | 'payment_uuid' | 'amount' | 'trans_time'>,
): Promise<UzumTransactionRow | null> {
  const [, stored] = await db.batch<UzumTransactionRow>([
    db
      .prepare('INSERT INTO uzum_transactions (trans_id, payment_uuid, amount, trans_time) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING')
      .bind(transaction.trans_id, transaction.payment_uuid, transaction.amount, transaction.trans_time),
    db.prepare('SELECT * FROM uzum_transactions WHERE trans_id = ?1').bind(transaction.trans_id),
  ])
  const row = stored?.results[0]
  return row && row.payment_uuid === transaction.payment_uuid ? row : null
}

export function findUzumTransaction(db: D1Database, transId: string): Promise<UzumTransactionRow | null> {
  return db.prepare('SELECT * FROM uzum_transactions WHERE trans_id = ?1').bind(transId).first<UzumTransactionRow>()
}

export function findUzumTransactionOfPayment(db: D1Database, paymentUuid: string): Promise<UzumTransactionRow | null> {
  return db.prepare('SELECT * FROM uzum_transactions WHERE payment_uuid = ?1').bind(paymentUuid).first<UzumTransactionRow>()
}

/** CREATED → CONFIRMED or REVERSED at `time`; a transaction that left CREATED already stays as it is. Answers the row after. */
export async function settleUzumTransaction(
  db: D1Database,
  transId: string,
  status: Exclude<UzumTransactionStatus, 'CREATED'>,
  time: number,
): Promise<UzumTransactionRow | null> {
  const column = status === 'CONFIRMED' ? 'confirm_time' : 'reverse_time'
  await db
    .prepare(`UPDATE uzum_transactions SET status = ?2, ${column} = ?3 WHERE trans_id = ?1 AND status = 'CREATED'`)
    .bind(transId, status, time)
    .run()
  return findUzumTransaction(db, transId)
}
