/**
 * The benchmark's D1 counter (issue 43.4): with BENCH_D1_COUNTS=on an answer's Server-Timing says how many statements
 * it sent to D1 and in how many round trips, the in-process API calls of a rendered page included; without it (every
 * deployment) no answer says so.
 */
import { describe, expect, it } from 'vitest'
import { env } from 'cloudflare:workers'
import { get, getWith, preparingWith, serverTimingCount as metric } from './helpers'
import { recordingDb, type Recorded } from './query-plan-recorder'

describe('D1 statements per request in Server-Timing (issue 43.4)', () => {
  it('counts every statement a rendered page and its in-process API calls send, batches as one round trip', async () => {
    const recorded: Recorded[] = []
    const response = await getWith({ DB: recordingDb(recorded), BENCH_D1_COUNTS: 'on' }, '/events')
    expect(response.status).toBe(200)
    expect(recorded.length).toBeGreaterThan(1)
    expect(metric(response, 'd1-statements')).toBe(recorded.length)
    const trips = metric(response, 'd1-round-trips')!
    expect(trips).toBeGreaterThan(0)
    expect(trips).toBeLessThanOrEqual(recorded.length)
  })

  it('the home page reads the exchange rates once for all its in-process API calls that show prices (issue 43.1)', async () => {
    let reads = 0
    const counting = preparingWith(env.DB, (sql, prepare) => {
      if (/\bFROM exchange_rates\b/.test(sql)) reads += 1
      return prepare(sql)
    })
    const response = await getWith({ DB: counting }, '/')
    expect(response.status).toBe(200)
    await response.text()
    expect(reads).toBe(1)
  })

  it('keeps an endpoint’s own Server-Timing beside the counts', async () => {
    const response = await getWith({ BENCH_D1_COUNTS: 'on' }, '/api/client/search?q=%D1%82%D1%80%D0%B5%D0%BD%D0%B8%D0%BD%D0%B3', {
      headers: { 'cf-connecting-ip': '2001:db8:d1::1' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Server-Timing')).toMatch(/^search;dur=\d+/)
    expect(metric(response, 'd1-statements')).toBeGreaterThan(0)
  })

  it('says nothing of D1 without the flag', async () => {
    for (const path of ['/events', '/api/client/events?limit=2']) {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('Server-Timing') ?? '').not.toMatch(/d1-/)
    }
  })
})
