/** Outbox delivery retries (BE-15, BE-17, BE-20): a failed message waits twice as long after each attempt. */

const MINUTE = 60 * 1000

/** The first retry waits a minute; no wait is longer than six hours; a message is never given up. */
export const MAIL_RETRY = { firstDelayMs: MINUTE, maxDelayMs: 6 * 60 * MINUTE } as const

/** How long to wait before the next attempt after `attempts` failed ones (1, 2, 3… → 1, 2, 4… minutes). */
export function mailRetryDelay(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30))
  return Math.min(MAIL_RETRY.firstDelayMs * 2 ** exponent, MAIL_RETRY.maxDelayMs)
}
