/**
 * Per-sender limits (BE-27, issue 23 items 3 and 5): orders, reviews and price calculations from one sender, 40 and
 * more in flight at once, are accepted exactly up to the limit and refused past it with 429 `rate_limited` and
 * Retry-After; the window ends and starts again; the stored sender is a keyed, daily rotated hash; a deployment
 * without the key refuses instead of storing unkeyed hashes.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { EventOrderCreated, CalculateBody } from '../../src/model/entities/orders'
import { RATE_LIMITS } from '../../worker/lib/sender-limits'
import { LOCAL_SENDER_HASH_KEY, senderHash } from '../../worker/lib/sender-hash'
import { createOrder, ensureOrderEvents, postJson, VALID_ORDER } from './event-orders-fixtures'
import { getWith } from './helpers'
import { expectRateLimited, inFlight, newSender } from './sender-fixtures'
import { PLAIN_REVIEW } from './review-fixtures'

beforeAll(ensureOrderEvents)

const REVIEW = PLAIN_REVIEW

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

function storedSenders(table: 'event_orders' | 'reviews', uuids: string[]): Promise<string[]> {
  return env.DB.prepare(`SELECT DISTINCT client_ip_hash FROM ${table} WHERE uuid IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(uuids))
    .all<{ client_ip_hash: string }>()
    .then((rows) => rows.results.map((row) => row.client_ip_hash))
}

describe('40 requests in flight from one sender: exactly the limit is accepted (BE-27)', () => {
  it(`orders: ${RATE_LIMITS.orders.count} created, the rest 429 with Retry-After, one stored sender hash; another sender still orders`, async () => {
    const sender = newSender()
    const byStatus = await inFlight(40, () => postJson('event-orders?language=en', VALID_ORDER, { 'cf-connecting-ip': sender }))
    expect([...byStatus.keys()].sort()).toEqual([201, 429])
    expect(byStatus.get(201)).toHaveLength(RATE_LIMITS.orders.count)
    for (const refused of byStatus.get(429)!) await expectRateLimited(refused, RATE_LIMITS.orders.windowMs)
    const created = await Promise.all(byStatus.get(201)!.map(async (answer) => ((await answer.json()) as EventOrderCreated).uuid))
    expect(await storedSenders('event_orders', created)).toHaveLength(1)
    expect((await postJson('event-orders?language=en', VALID_ORDER, { 'cf-connecting-ip': newSender() })).status).toBe(201)
  })

  it(`reviews: ${RATE_LIMITS.reviews.count} created, the rest 429 and nothing more stored`, async () => {
    const sender = newSender()
    const byStatus = await inFlight(40, () => postJson('reviews?language=en', REVIEW, { 'cf-connecting-ip': sender }))
    expect([...byStatus.keys()].sort()).toEqual([201, 429])
    expect(byStatus.get(201)).toHaveLength(RATE_LIMITS.reviews.count)
    for (const refused of byStatus.get(429)!) await expectRateLimited(refused, RATE_LIMITS.reviews.windowMs)
    const created = await Promise.all(byStatus.get(201)!.map(async (answer) => ((await answer.json()) as { uuid: string }).uuid))
    const [hash] = await storedSenders('reviews', created)
    const stored = await env.DB.prepare('SELECT count(*) AS count FROM reviews WHERE client_ip_hash = ?1').bind(hash).first<{ count: number }>()
    expect(stored!.count).toBe(RATE_LIMITS.reviews.count)
  })

  it(`price calculations: ${RATE_LIMITS.calculations.count} answered of ${RATE_LIMITS.calculations.count + 40} at once, the rest 429`, async () => {
    const order = await createOrder()
    const body: CalculateBody = { order: order.access_code }
    const sender = newSender()
    const requests = RATE_LIMITS.calculations.count + 40
    const byStatus = await inFlight(requests, () => postJson('event-orders-calculate?currency=USD', body, { 'cf-connecting-ip': sender }))
    expect([...byStatus.keys()].sort()).toEqual([200, 429])
    expect(byStatus.get(200)).toHaveLength(RATE_LIMITS.calculations.count)
    for (const refused of byStatus.get(429)!) await expectRateLimited(refused, RATE_LIMITS.calculations.windowMs)
    // 160 requests through one workerd on a shared CI core take seconds, not the default 5.
  }, 60_000)
})

describe('the window (BE-27)', () => {
  it('starts again once it ended, and counters of ended windows are deleted by later requests', async () => {
    const sender = newSender()
    const send = () => postJson('reviews?language=en', REVIEW, { 'cf-connecting-ip': sender })
    const first = await inFlight(RATE_LIMITS.reviews.count + 1, send)
    expect(first.get(429)).toHaveLength(1)
    const hash = await senderHash(env.SENDER_HASH_KEY!, sender, Date.now())
    const bucket = `reviews ${hash}`
    await env.DB.prepare('UPDATE sender_limit_counters SET expires_at = ?2 WHERE bucket = ?1').bind(bucket, Date.now() - 1).run()
    await env.DB.prepare("INSERT OR REPLACE INTO sender_limit_counters (bucket, count, expires_at) VALUES ('orders stale', 3, 1)").run()

    expect((await send()).status).toBe(201)
    const counters = await env.DB.prepare("SELECT bucket, count FROM sender_limit_counters WHERE bucket IN (?1, 'orders stale')")
      .bind(bucket)
      .all<{ bucket: string; count: number }>()
    expect(counters.results).toEqual([{ bucket, count: 1 }])
  })
})

describe('the stored sender is a keyed hash (issue 23 item 5)', () => {
  const address = '198.51.100.23'

  async function reviewFrom(sender: string, bindings: Partial<Cloudflare.Env> = {}, url = 'http://localhost'): Promise<Response> {
    return getWith(bindings, `${url}/api/client/reviews?language=en`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': sender },
      body: JSON.stringify(REVIEW),
    })
  }

  async function storedSenderOf(response: Response): Promise<string> {
    expect(response.status, await response.clone().text()).toBe(201)
    const { uuid } = (await response.json()) as { uuid: string }
    return (await storedSenders('reviews', [uuid]))[0]!
  }

  it('is not the SHA-256 of the address, and differs under another key', async () => {
    const stored = await storedSenderOf(await reviewFrom(address))
    expect(stored).toMatch(/^[0-9a-f]{64}$/)
    expect(stored).not.toBe(await sha256Hex(address))
    expect(stored).toBe(await senderHash(env.SENDER_HASH_KEY!, address, Date.now()))
    const otherKey = await storedSenderOf(await reviewFrom(address, { SENDER_HASH_KEY: 'another-secret-of-at-least-32-characters' }))
    expect(otherKey).not.toBe(stored)
  })

  it('changes with the UTC day, so hashes of different days cannot be linked', async () => {
    const day = Date.UTC(2026, 9, 1, 23, 59, 59)
    const today = await senderHash('a-secret-of-at-least-thirty-two-chars', address, day)
    expect(await senderHash('a-secret-of-at-least-thirty-two-chars', address, day - 23 * 60 * 60 * 1000)).toBe(today)
    expect(await senderHash('a-secret-of-at-least-thirty-two-chars', address, day + 1000)).not.toBe(today)
  })

  it('a deployment without the key (or with a short one) answers 503 not_configured and stores nothing', async () => {
    const before = (await env.DB.prepare('SELECT count(*) AS count FROM reviews').first<{ count: number }>())!.count
    for (const key of ['', 'short']) {
      const refused = await reviewFrom(newSender(), { SENDER_HASH_KEY: key }, 'https://trainings.example')
      expect(refused.status).toBe(503)
      expect(((await refused.json()) as ApiErrorBody).code).toBe('not_configured')
    }
    expect((await env.DB.prepare('SELECT count(*) AS count FROM reviews').first<{ count: number }>())!.count).toBe(before)
  })

  it('a local run (loopback host) without the key uses the local key', async () => {
    const stored = await storedSenderOf(await reviewFrom(address, { SENDER_HASH_KEY: '' }, 'http://127.0.0.1:8787'))
    expect(stored).toBe(await senderHash(LOCAL_SENDER_HASH_KEY, address, Date.now()))
  })
})
