import { describe, expect, it } from 'vitest'
import { MAIL_RETRY, mailRetryDelay } from './mail-retry'

describe('outbox retry backoff (BE-20)', () => {
  it('doubles from a minute after each failed attempt, capped at six hours', () => {
    expect([1, 2, 3, 4].map(mailRetryDelay)).toEqual([1, 2, 4, 8].map((minutes) => minutes * 60_000))
    expect(mailRetryDelay(9)).toBe(256 * 60_000)
    expect(mailRetryDelay(10)).toBe(MAIL_RETRY.maxDelayMs)
    expect(mailRetryDelay(1000)).toBe(MAIL_RETRY.maxDelayMs)
  })
})
