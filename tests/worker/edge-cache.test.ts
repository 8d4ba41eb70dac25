/**
 * Issue 43.1: the edge cache of anonymous pages and public API reads (worker/edge/page-cache.ts), with the cache on
 * as wrangler.toml has it (the tests' local variables turn it off).
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ContentItem } from '../../src/model/content-types'
import { bumpContentVersion, CONTENT_VERSION_TTL_MS, contentVersion } from '../../worker/db/content-version'
import { inlineScripts } from '../../worker/edge/inline-script-hashes'
import { answerFromIsolate } from '../../worker/edge/isolate-hits'
import { DEFAULT_CURRENCY } from '../../src/model/currencies'
import { cacheKey } from '../../worker/edge/page-cache-rules'
import { FAILING_DB, getWith, preparingWith } from './helpers'
import { createStaff, queueReview, staffCookieFor, staffSend } from './staff-fixtures'

const ON = { EDGE_CACHE: 'on' }
const edgeCache = () => (caches as CacheStorage & { default: Cache }).default

async function fetched(url: string, init: RequestInit = {}, bindings: Partial<Cloudflare.Env> = ON) {
  const response = await getWith(bindings, url, init)
  return { status: response.status, cache: response.headers.get('X-Cache'), headers: response.headers, text: await response.text() }
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`
}

describe('edge cache (issue 43.1)', () => {
  it('an anonymous page and a public API read: a miss, then a hit with the same answer, per currency', async () => {
    await bumpContentVersion(env.DB)
    for (const url of ['/en/page/oferta', '/api/client/pages/oferta?language=en']) {
      const first = await fetched(url)
      expect(first.status).toBe(200)
      expect(first.cache).toBe('miss')
      const second = await fetched(url)
      expect(second.cache).toBe('hit')
      expect(second.text).toBe(first.text)
      expect(second.headers.get('Cache-Control')).toBe('public, no-cache')
      expect(second.headers.get('Vary')).toMatch(/Cookie/)
      // Another currency is another copy.
      expect((await fetched(url, { headers: { Cookie: 'currency=KGS' } })).cache).toBe('miss')
      expect((await fetched(url, { headers: { Cookie: 'currency=KGS' } })).cache).toBe('hit')
    }
  })

  it('an advert\'s visitors share one copy: tracking parameters (utm_*, ad click ids) are left out of the key, and no copy carries them', async () => {
    await bumpContentVersion(env.DB)
    const first = await fetched('/en/page/oferta?utm_source=mail&fbclid=FIRST-CLICK')
    expect(first.cache).toBe('miss')
    // The language links and the currency form would otherwise carry the first visitor's ids to everyone.
    expect(first.text).not.toMatch(/fbclid|utm_source|FIRST-CLICK/)
    const second = await fetched('/en/page/oferta?yclid=SECOND-CLICK&utm_campaign=spring')
    expect(second.cache).toBe('hit')
    expect(second.text).toBe(first.text)
    expect((await fetched('/en/page/oferta')).cache).toBe('hit')
    // A parameter of the site's own is still an address of its own.
    expect((await fetched('/en/page/oferta?utm_source=mail&tag=leaders')).cache).toBe('miss')
  })

  it('a page rendered for its own visitor (the cache off) builds its links without the tracking parameters of its address, as the shared copy does', async () => {
    for (const url of ['/en/news?utm_source=mail&yclid=AD-CLICK', '/events?fbclid=AD-CLICK', '/shop?utm_source=AD-CLICK', '/en/page/oferta?utm_campaign=spring']) {
      const page = await fetched(url, {}, { EDGE_CACHE: 'off' })
      expect([url, page.status, page.headers.get('Location')]).toEqual([url, 200, null])
      expect(page.text).not.toMatch(/AD-CLICK|utm_|fbclid|yclid/)
    }
  })

  it('the Cache API holds one copy an address and currency, written once a render and labelled with its version; a copy of another version is a miss', async () => {
    const version = await bumpContentVersion(env.DB)
    const url = `/en/page/oferta?one-copy=${crypto.randomUUID()}`
    const address = cacheKey(`http://localhost${url}`, DEFAULT_CURRENCY, 'latest')
    const first = await fetched(url)
    expect(first.cache).toBe('miss')
    const stored = await edgeCache().match(address)
    expect(stored?.headers.get('X-Edge-Cache-Version')).toBe(String(version))
    expect(await stored?.text()).toBe(first.text)
    // No second copy under the version's own key.
    expect(await edgeCache().match(cacheKey(`http://localhost${url}`, DEFAULT_CURRENCY, version))).toBeUndefined()

    // What this isolate has not kept itself comes from the Cache API only when made at the version read now.
    const copyAt = (label: number, body: string) =>
      new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=60', 'X-Edge-Cache-Stored-At': String(Date.now()), 'X-Edge-Cache-Version': String(label) } })
    const other = `/en/page/oferta?one-copy=${crypto.randomUUID()}`
    const otherAddress = cacheKey(`http://localhost${other}`, DEFAULT_CURRENCY, 'latest')
    await edgeCache().put(otherAddress, copyAt(version - 1, '<p>made at the version before</p>'))
    const older = await fetched(other)
    expect(older.cache).toBe('miss')
    expect(older.text).not.toContain('made at the version before')
    const another = `/en/page/oferta?one-copy=${crypto.randomUUID()}`
    await edgeCache().put(cacheKey(`http://localhost${another}`, DEFAULT_CURRENCY, 'latest'), copyAt(version, '<p>made at this version</p>'))
    const same = await fetched(another)
    expect([same.cache, same.text]).toEqual(['hit', '<p>made at this version</p>'])
  })

  it('40 requests at once: 40 bumps raise the version by 40; 40 first visits of a read all answer it alike, then it is a hit', async () => {
    const before = (await env.DB.prepare('SELECT version FROM content_version').first<number>('version'))!
    const bumped = await Promise.all(Array.from({ length: 40 }, () => bumpContentVersion(env.DB)))
    expect(new Set(bumped).size).toBe(40)
    expect(Math.max(...bumped)).toBe(before + 40)
    const url = '/api/client/events?language=en&limit=3'
    const answers = await Promise.all(Array.from({ length: 40 }, () => fetched(url)))
    expect(answers.every((answer) => answer.status === 200 && answer.text === answers[0]!.text)).toBe(true)
    expect((await fetched(url)).cache).toBe('hit')
  })

  it('single flight: 40 first visits of an uncached page at once make one render, and all 40 get its page (issue 43)', async () => {
    await bumpContentVersion(env.DB)
    // Every render of a page reads the offices once (the footer's contacts): one read, one render.
    let renders = 0
    const counting = preparingWith(env.DB, (sql, prepare) => {
      if (/\bFROM offices\b/.test(sql)) renders += 1
      return prepare(sql)
    })
    const answers = await Promise.all(Array.from({ length: 40 }, () => fetched('/en/page/oferta', {}, { ...ON, DB: counting })))
    expect(renders).toBe(1)
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200))
    expect(answers.filter((answer) => answer.cache === 'miss')).toHaveLength(1)
    expect(answers.filter((answer) => answer.cache === 'hit')).toHaveLength(39)
    expect(answers.every((answer) => answer.text === answers[0]!.text)).toBe(true)
    // An answer that is not kept (a 404) cannot be shared: each waiter then renders its own, none waits for long.
    const missing = await Promise.all(Array.from({ length: 40 }, () => fetched('/en/page/no-such-page-single-flight', {}, ON)))
    expect(missing.map((answer) => [answer.status, answer.cache])).toEqual(Array(40).fill([404, 'bypass']))
  })

  it('an expired content version is read once by 40 requests at once, the others go on with the one they had (issue 43)', async () => {
    const known = await bumpContentVersion(env.DB)
    await new Promise((resolve) => setTimeout(resolve, CONTENT_VERSION_TTL_MS + 50))
    let reads = 0
    const counting = preparingWith(env.DB, (sql, prepare) => {
      if (/\bFROM content_version\b/.test(sql)) reads += 1
      return prepare(sql)
    })
    const versions = await Promise.all(Array.from({ length: 40 }, () => contentVersion(counting)))
    expect(reads).toBe(1)
    expect(new Set(versions)).toEqual(new Set([known]))
  })

  it('bypass: a visitor or staff session, a D1 bookmark, an API token, ?cur, and personal paths never get or make a copy', async () => {
    await bumpContentVersion(env.DB)
    expect((await fetched('/en/events')).cache).toBe('miss')
    for (const cookie of ['__Host-session=abc', '__Host-staff=abc', '__Host-d1-bookmark=0000-0000', 'isTestUser=1']) {
      const answer = await fetched('/en/events', { headers: { Cookie: `currency=RUB; ${cookie}` } })
      expect(answer.cache, cookie).toBe('bypass')
      expect(answer.headers.get('Cache-Control'), cookie).not.toBe('public, no-cache')
    }
    expect((await fetched('/en/events', { headers: { Authorization: 'Token abc' } })).cache).toBe('bypass')
    expect((await fetched('/en/events?cur=USD')).cache).toBe('bypass')
    for (const path of ['/en/account', '/admin', '/payment/events/unknown-code', '/en/orders/find', '/api/staff/me', '/api/client/location', '/api/client/payment-methods?language=en']) {
      await fetched(path)
      expect((await fetched(path)).cache, path).toBe('bypass')
    }
  })

  it('a desk publish bumps the content version: the next request is a miss that shows the published page', async () => {
    const { user } = await createStaff(['admin'])
    const cookie = await staffCookieFor(user.id)
    const slug = `edge-cache-${Date.now().toString(36)}`
    const created = await staffSend('POST', '/content/pages', cookie, {
      values: { slug, date_publication: '2026-01-15T09:00:00Z' },
      translations: { ru: { title: `Страница ${slug}`, body: '<p>Страница</p>' } },
      relations: {},
    })
    expect(created.status).toBe(201)
    const page = (await created.json()) as ContentItem
    const newest = '/api/client/pages?language=ru&order_by=-created&limit=1'
    const newestSlug = (text: string) => (JSON.parse(text) as { rows: Array<{ slug: string }> }).rows[0]?.slug
    try {
      expect((await fetched(newest)).cache).toBe('miss')
      const cached = await fetched(newest)
      expect(cached.cache).toBe('hit')
      expect(newestSlug(cached.text)).not.toBe(slug)
      const before = (await env.DB.prepare('SELECT version FROM content_version').first<number>('version'))!
      const published = await staffSend('POST', `/content/pages/${page.key}/publish`, cookie, { version: page.version })
      expect(published.status).toBe(200)
      expect(await env.DB.prepare('SELECT version FROM content_version').first<number>('version')).toBeGreaterThan(before)
      const after = await fetched(newest)
      expect(after.cache).toBe('miss')
      expect(newestSlug(after.text)).toBe(slug)
    } finally {
      const current = (await (await staffSend('GET', `/content/pages/${page.key}`, cookie)).json()) as ContentItem
      const unpublished = await staffSend('POST', `/content/pages/${page.key}/unpublish`, cookie, { version: current.version })
      const draft = (await unpublished.json()) as ContentItem
      expect((await staffSend('POST', `/content/pages/${page.key}/delete`, cookie, { version: draft.version })).status).toBe(200)
    }
  })

  it('a review approved in the desk is in the next cached read of the reviews (BE-09)', async () => {
    const { user } = await createStaff(['moderator'])
    const cookie = await staffCookieFor(user.id)
    const uuid = await queueReview('Cached until approved')
    const reviews = '/api/client/reviews?language=ru&entity_type=COMPANY&limit=100'
    await fetched(reviews)
    const before = await fetched(reviews)
    expect(before.cache).toBe('hit')
    expect(before.text).not.toContain(uuid)
    expect((await staffSend('POST', `/reviews/${uuid}/approve`, cookie)).status).toBe(200)
    const after = await fetched(reviews)
    expect(after.cache).toBe('miss')
    expect(after.text).toContain(uuid)
  })

  it('a copy past its freshness is served at once (stale) and refreshed in the background', async () => {
    await bumpContentVersion(env.DB)
    const stale = { ...ON, EDGE_CACHE_FRESH_SECONDS: '0' }
    const url = '/api/client/pages/oferta?language=en'
    const title = (text: string) => (JSON.parse(text) as { title: string }).title
    const first = await fetched(url, {}, stale)
    expect(first.cache).toBe('miss')
    const original = title(first.text)
    // A change no write announced (a scheduled publication coming due): only the refresh shows it.
    const { results } = await env.DB.prepare(
      "UPDATE page_translations SET title = title || ' (changed)' WHERE language = 'en' AND page_uuid = (SELECT uuid FROM pages WHERE slug = 'oferta') RETURNING title",
    ).all()
    expect(results).toHaveLength(1)
    try {
      const served = await fetched(url, {}, stale)
      expect(served.cache).toBe('stale')
      expect(title(served.text)).toBe(original)
      const refreshed = await fetched(url, {}, stale)
      expect(refreshed.cache).toBe('stale')
      expect(title(refreshed.text)).toBe(`${original} (changed)`)
    } finally {
      await env.DB.prepare("UPDATE page_translations SET title = ?1 WHERE language = 'en' AND page_uuid = (SELECT uuid FROM pages WHERE slug = 'oferta')").bind(original).run()
    }
  })

  it('D1 unreachable: a page the cache holds is still served, and a failed refresh keeps it (issue 43.2)', async () => {
    await bumpContentVersion(env.DB)
    const first = await fetched('/en/page/oferta')
    expect(first.cache).toBe('miss')
    const down = { ...ON, DB: FAILING_DB }
    const hit = await fetched('/en/page/oferta', {}, down)
    expect([hit.status, hit.cache]).toEqual([200, 'hit'])
    for (let round = 0; round < 2; round += 1) {
      const stale = await fetched('/en/page/oferta', {}, { ...down, EDGE_CACHE_FRESH_SECONDS: '0' })
      expect([stale.status, stale.cache]).toEqual([200, 'stale'])
      expect(stale.text).toBe(first.text)
    }
  })

  it("a cached page's CSP allows exactly its inline scripts by hash, with no nonce, on the miss and on the hit", async () => {
    await bumpContentVersion(env.DB)
    for (const expected of ['miss', 'hit']) {
      const page = await fetched('/en', {}, ON)
      expect(page.cache).toBe(expected)
      const policy = page.headers.get('Content-Security-Policy') ?? ''
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? ''
      expect(scriptSrc).not.toMatch(/nonce/)
      expect(page.text).not.toMatch(/\snonce=/)
      const scripts = inlineScripts(page.text)
      expect(scripts.length).toBeGreaterThan(0)
      const hashes = [...new Set(await Promise.all(scripts.map(sha256)))]
      for (const hash of hashes) expect(scriptSrc).toContain(hash)
      expect(scriptSrc.match(/'sha256-/g)).toHaveLength(hashes.length)
    }
  })

  it('EDGE_CACHE=off: every request is rendered, with a nonce', async () => {
    await bumpContentVersion(env.DB)
    for (let round = 0; round < 2; round += 1) {
      const page = await fetched('/en/page/oferta', {}, { EDGE_CACHE: 'off' })
      expect(page.cache).toBe('bypass')
      expect(page.headers.get('Content-Security-Policy')).toMatch(/'nonce-/)
      expect(page.headers.get('Cache-Control')).toBe('private, no-cache')
    }
  })

  it("a fresh copy the isolate holds answers before the app runs, with the app's own headers, once the app answered a hit with it", async () => {
    await bumpContentVersion(env.DB)
    const fromIsolate = (url: string, init: RequestInit = {}, bindings: Partial<Cloudflare.Env> = ON) =>
      answerFromIsolate(new Request(new URL(url, 'http://localhost'), init), { ...env, ...bindings })
    for (const url of ['/en/page/oferta', '/api/client/pages/oferta?language=en']) {
      expect((await fetched(url)).cache).toBe('miss')
      // The headers are those of a hit through the app, noted by its outermost middleware: none yet.
      expect(fromIsolate(url)).toBeUndefined()
      const throughApp = await fetched(url)
      expect(throughApp.cache).toBe('hit')
      const answer = fromIsolate(url)
      expect(answer?.status).toBe(200)
      const headers = Object.fromEntries([...answer!.headers].filter(([name]) => name !== 'age'))
      expect(headers).toEqual(Object.fromEntries([...throughApp.headers].filter(([name]) => name !== 'age')))
      expect(await answer!.text()).toBe(throughApp.text)
      // What always goes through the app: a visitor's session, ?cur, another currency's copy, a copy past its freshness,
      // the cache turned off.
      expect(fromIsolate(url, { headers: { Cookie: '__Host-session=abc' } })).toBeUndefined()
      expect(fromIsolate(`${url}${url.includes('?') ? '&' : '?'}cur=KGS`)).toBeUndefined()
      expect(fromIsolate(url, { headers: { Cookie: 'currency=KGS' } })).toBeUndefined()
      expect(fromIsolate(url, {}, { ...ON, EDGE_CACHE_FRESH_SECONDS: '0' })).toBeUndefined()
      expect(fromIsolate(url, {}, { EDGE_CACHE: 'off' })).toBeUndefined()
    }
    // A write bumps the version: the next request is the app's miss, not the isolate's old copy.
    await bumpContentVersion(env.DB)
    expect(fromIsolate('/en/page/oferta')).toBeUndefined()
    expect((await fetched('/en/page/oferta')).cache).toBe('miss')
  })
})
