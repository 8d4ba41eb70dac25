/** Counters of the per-sender limits (BE-27; table sender_limit_counters, migration 0012). */

export interface SenderCounter {
  /** Requests counted in the current window, this one included (it goes on counting past the limit). */
  count: number
  /** Epoch milliseconds at which the window ends. */
  expires_at: number
}

/**
 * Counts one request of `bucket` with one atomic upsert: a new counter, or the next count of a live window, or a
 * fresh window when the old one ended. In the same transaction, counters whose window ended are deleted.
 */
export async function countSenderRequest(db: D1Database, bucket: string, windowMs: number, now: number): Promise<SenderCounter> {
  const [, counted] = await db.batch<SenderCounter>([
    db.prepare('DELETE FROM sender_limit_counters WHERE expires_at <= ?1').bind(now),
    db
      .prepare(
        `INSERT INTO sender_limit_counters (bucket, count, expires_at) VALUES (?1, 1, ?3)
         ON CONFLICT (bucket) DO UPDATE SET
           count = CASE WHEN expires_at <= ?2 THEN 1 ELSE count + 1 END,
           expires_at = CASE WHEN expires_at <= ?2 THEN excluded.expires_at ELSE expires_at END
         RETURNING count, expires_at`,
      )
      .bind(bucket, now, now + windowMs),
  ])
  return counted!.results[0]!
}

/** Takes one request back from `bucket`'s live window (an attempt that turned out right, not a guess). */
export async function uncountSenderRequest(db: D1Database, bucket: string, now: number): Promise<void> {
  await db.prepare('UPDATE sender_limit_counters SET count = count - 1 WHERE bucket = ?1 AND expires_at > ?2 AND count > 0').bind(bucket, now).run()
}
