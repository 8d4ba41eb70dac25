/**
 * Issue 43.3: a page the edge cache did not hold renders with the public API reads an earlier render of the isolate
 * made for the same address, currency and content version (worker/ssr/render-reads.ts), and never with a visitor's own.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { bumpContentVersion } from '../../worker/db/content-version'
import { getWith, preparingWith } from './helpers'

/** Renders `url` and counts the reads of the offices (the footer's contacts: one read in every render of a page). */
async function officeReads(url: string, bindings: Partial<Cloudflare.Env>, init: RequestInit = {}) {
  let reads = 0
  const DB = preparingWith(env.DB, (sql, prepare) => {
    if (/\bFROM offices\b/.test(sql)) reads += 1
    return prepare(sql)
  })
  const response = await getWith({ ...bindings, DB }, url, init)
  expect(response.status).toBe(200)
  await response.text()
  return reads
}

const ON = { EDGE_CACHE: 'on' }

describe('the public reads of a rendered page (issue 43.3)', () => {
  it('a second page of the same content version renders from the reads the first one made; a bump reads again', async () => {
    await bumpContentVersion(env.DB)
    // Two addresses, so the page cache renders both (each a miss of its own).
    expect(await officeReads('/en/page/oferta?from=render-reads-1', ON)).toBe(1)
    expect(await officeReads('/en/page/oferta?from=render-reads-2', ON)).toBe(0)
    expect(await officeReads('/en/events', ON)).toBe(0)
    // Another currency is another copy.
    expect(await officeReads('/en/page/oferta?from=render-reads-3', ON, { headers: { Cookie: 'currency=KGS' } })).toBe(1)
    // A write of the desk bumps the content version: the next render reads what is in D1 now.
    await bumpContentVersion(env.DB)
    expect(await officeReads('/en/page/oferta?from=render-reads-4', ON)).toBe(1)
  })

  it('a visitor with a session, and every render while the cache is off, read D1 themselves', async () => {
    await bumpContentVersion(env.DB)
    expect(await officeReads('/en/page/oferta?from=render-reads-5', ON)).toBe(1)
    const signedIn = { headers: { Cookie: '__Host-session=not-a-real-session' } }
    expect(await officeReads('/en/page/oferta?from=render-reads-6', ON, signedIn)).toBe(1)
    expect(await officeReads('/en/page/oferta?from=render-reads-7', { EDGE_CACHE: 'off' })).toBe(1)
  })
})
