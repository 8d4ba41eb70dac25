/** Requests from one sender, many in flight at once, and the answer past a per-sender limit (BE-27). */
import { expect } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'

/** A sender address no other test uses (IPv6 documentation range). */
let senders = 0
export function newSender(): string {
  senders += 1
  return `2001:db8:27::${senders.toString(16)}:${crypto.getRandomValues(new Uint16Array(1))[0]!.toString(16)}`
}

/** Sends `requests` at once and sorts the answers by status. */
export async function inFlight(requests: number, send: () => Promise<Response>): Promise<Map<number, Response[]>> {
  const answers = await Promise.all(Array.from({ length: requests }, send))
  const byStatus = new Map<number, Response[]>()
  for (const answer of answers) byStatus.set(answer.status, [...(byStatus.get(answer.status) ?? []), answer])
  return byStatus
}

export async function expectRateLimited(response: Response, windowMs: number): Promise<void> {
  expect(response.status).toBe(429)
  expect((await response.json()) as ApiErrorBody).toEqual({ code: 'rate_limited', message: expect.any(String) })
  const retryAfter = Number(response.headers.get('Retry-After'))
  expect(Number.isInteger(retryAfter)).toBe(true)
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000)
}
