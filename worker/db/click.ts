/** Click's Prepare records (migration 0009; BE-14): the merchant_prepare_id of a Click transaction. */

export interface ClickTransactionRow {
  /** Our merchant_prepare_id. */
  id: number
  click_trans_id: string
  click_paydoc_id: string
  payment_uuid: string
  created: string
}

/**
 * Records a Prepare of Click transaction `click_trans_id` for a payment and answers its merchant_prepare_id. A
 * repeated Prepare (Click retries) answers the id recorded first; null when Click used that transaction id for
 * another payment.
 */
export async function recordClickPrepare(
  db: D1Database,
  prepare: Omit<ClickTransactionRow, 'id'>,
): Promise<number | null> {
  const [, row] = await db.batch<Pick<ClickTransactionRow, 'id' | 'payment_uuid'>>([
    db
      .prepare(
        `INSERT INTO click_transactions (click_trans_id, click_paydoc_id, payment_uuid, created) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (click_trans_id) DO NOTHING`,
      )
      .bind(prepare.click_trans_id, prepare.click_paydoc_id, prepare.payment_uuid, prepare.created),
    db.prepare('SELECT id, payment_uuid FROM click_transactions WHERE click_trans_id = ?1').bind(prepare.click_trans_id),
  ])
  const recorded = row?.results[0]
  return recorded && recorded.payment_uuid === prepare.payment_uuid ? recorded.id : null
}

export function findClickTransaction(db: D1Database, id: number): Promise<ClickTransactionRow | null> {
  return db.prepare('SELECT * FROM click_transactions WHERE id = ?1').bind(id).first<ClickTransactionRow>()
}
