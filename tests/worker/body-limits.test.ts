/**
 * Issue 39.8 (BE-27): every endpoint reads at most its declared body size (MAX_BODY_BYTES unless it declares more,
 * as a lead with its CV does): a larger body is a 413 `body_too_large`, before reading when its length is declared
 * and cut at the limit when it comes chunked; the per-sender limit counts the request before its body is read, so
 * a flood of large bodies meets the 429; and a body the Worker answers without reading is read to its end first.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import { MAX_BODY_BYTES } from '../../src/model/api-contract/endpoint'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { LEAD_MAX_BODY_BYTES } from '../../src/model/lead-cv'
import { RATE_LIMITS } from '../../worker/lib/sender-limits'
import { API, getWith } from './helpers'
import { expectRateLimited, inFlight, newSender } from './sender-fixtures'

const MIB = 1024 * 1024

/** A chunked body (no declared length) of `bytes` spaces in 64 KiB chunks that counts what was pulled. */
function chunkedBody(bytes: number): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0
  const chunk = new Uint8Array(64 * 1024).fill(0x20)
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= bytes) return controller.close()
      const next = chunk.subarray(0, Math.min(chunk.length, bytes - pulled))
      pulled += next.length
      controller.enqueue(next)
    },
  })
  return { body, pulled: () => pulled }
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body, duplex: 'half' }
  return getWith({}, `${API}/${path}`, init as RequestInit)
}

async function expectTooLarge(response: Response): Promise<void> {
  expect(response.status, await response.clone().text()).toBe(413)
  expect((await response.json()) as ApiErrorBody).toEqual({ code: 'body_too_large', message: expect.any(String) })
}

async function subscriptionCount(): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS count FROM subscribers').first<{ count: number }>())!.count
}

describe('a body over its endpoint size is a 413 (issue 39.8)', () => {
  it('declares its size in the contract: 64 KiB by default, a lead enough for its CV in base64', () => {
    expect(MAX_BODY_BYTES).toBe(64 * 1024)
    expect(ENDPOINTS.createLead.maxBodyBytes).toBe(LEAD_MAX_BODY_BYTES)
    expect(LEAD_MAX_BODY_BYTES).toBeLessThan(8 * MIB)
  })

  it('a declared length over it: 20 MB to a lead form, 64 KiB + 1 to subscriptions; nothing is stored', async () => {
    const before = await subscriptionCount()
    await expectTooLarge(await post('forms/get_program/orders?language=en', new Uint8Array(20 * MIB).fill(0x20)))
    await expectTooLarge(await post('subscriptions?language=en', `{"email":"big@example.com","x":"${' '.repeat(MAX_BODY_BYTES)}"}`))
    expect(await subscriptionCount()).toBe(before)
  })

  it('a chunked body is cut at the limit, and what the sender still sends is read and dropped before the answer', async () => {
    const lead = chunkedBody(LEAD_MAX_BODY_BYTES + MIB)
    await expectTooLarge(await post('forms/get_program/orders?language=en', lead.body))
    expect(lead.pulled()).toBe(LEAD_MAX_BODY_BYTES + MIB)
    const subscription = chunkedBody(MAX_BODY_BYTES + 1)
    await expectTooLarge(await post('subscriptions?language=en', subscription.body))
  })

  it('a provider callback has the default size too', async () => {
    await expectTooLarge(await post('payment-notifications/yookassa', new Uint8Array(MAX_BODY_BYTES + 1).fill(0x20)))
  })
})

describe('the per-sender limit counts before the body is read (issue 39.8, BE-27)', () => {
  it(`30 large bodies in flight from one sender: ${RATE_LIMITS.leads.count} are 413, the rest 429 with Retry-After`, async () => {
    const sender = newSender()
    const byStatus = await inFlight(30, () => post('forms/get_program/orders?language=en', chunkedBody(LEAD_MAX_BODY_BYTES + 1).body, { 'cf-connecting-ip': sender }))
    expect([...byStatus.keys()].sort()).toEqual([413, 429])
    expect(byStatus.get(413)).toHaveLength(RATE_LIMITS.leads.count)
    await expectRateLimited(byStatus.get(429)![0]!, RATE_LIMITS.leads.windowMs)
  }, 60_000)

  it('bad bodies count too: after the limit of invalid subscriptions a valid one is 429', async () => {
    const sender = newSender()
    const bad = await inFlight(RATE_LIMITS.subscriptions.count, () => post('subscriptions?language=en', '{"email":', { 'cf-connecting-ip': sender }))
    expect([...bad.keys()]).toEqual([400])
    const valid = await post('subscriptions?language=en', JSON.stringify({ email: 'after-bad@example.com' }), { 'cf-connecting-ip': sender })
    await expectRateLimited(valid, RATE_LIMITS.subscriptions.windowMs)
  })
})

describe('a body the Worker answers without reading is read to its end first (issue 39.8)', () => {
  it.each([
    ['a 415 (not JSON)', 'subscriptions?language=en', { 'Content-Type': 'text/plain' }, 415],
    ['a 403 (cross-site)', 'subscriptions?language=en', { 'Sec-Fetch-Site': 'cross-site' }, 403],
    ['a 404 (unknown endpoint)', 'no-such-endpoint', {}, 404],
  ])('%s', async (_, path, headers, status) => {
    const upload = chunkedBody(4 * MIB)
    const response = await post(path, upload.body, headers)
    expect(response.status).toBe(status)
    expect(upload.pulled()).toBe(4 * MIB)
  })
})
