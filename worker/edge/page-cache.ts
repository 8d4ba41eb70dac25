import type { Context, ExecutionContext, MiddlewareHandler } from 'hono'
import { CURRENCY_COOKIE, currencyFromCookie } from '../../src/model/currencies'
import { contentVersion } from '../db/content-version'
import type { AppEnv, Bindings } from '../env'
import { inlineScriptHashes } from './inline-script-hashes'
import { bypassReason, cacheKey, cacheOnFor, EDGE_CACHE_OPT_IN_COOKIE, isStorableAnswer } from './page-cache-rules'
import { keepRecentCopy, recentCopy, type StoredCopy } from './recent-copies'
import { endFlight, flightEnded, startFlight } from './render-flights'

/** What the cache did, in the X-Cache header of every GET. */
export type CacheOutcome = 'hit' | 'miss' | 'stale' | 'bypass'

/** How long a copy is fresh unless EDGE_CACHE_FRESH_SECONDS says otherwise. */
export const FRESH_SECONDS = 30
/**
 * How long the cache keeps a copy to serve stale while a new one is made (a copy of an older content version is never
 * served while the version can be read: it is a miss).
 */
export const KEEP_SECONDS = 24 * 60 * 60
/** What a visitor's browser is told about a page the edge keeps: any cache may hold it, and must ask again each time. */
export const SHARED_CACHE_CONTROL = 'public, no-cache'

// Kept with the stored copy, never sent: when it was made, the content version it shows, and the hashes of its inline scripts.
const STORED_AT = 'X-Edge-Cache-Stored-At'
const STORED_VERSION = 'X-Edge-Cache-Version'
const SCRIPT_HASHES = 'X-Edge-Cache-Script-Hashes'

/** Re-enters the app for a background refresh (the app's own fetch; given by worker/index.ts). */
export type AppFetch = (request: Request, env: Bindings, ctx: ExecutionContext | undefined) => Response | Promise<Response>

// Requests this isolate made to refresh a stale copy, and the keys being refreshed (values, never pending I/O:
// workerd forbids one request to await another's).
const refreshes = new WeakSet<Request>()
const refreshing = new Set<string>()

/** Workers' shared cache (`caches.default`; the DOM's CacheStorage type does not know it). */
const edgeCache = (): Cache => (caches as CacheStorage & { default: Cache }).default

/** EDGE_CACHE: unset or "on", "off", or "opt-in" (only requests with the opt-in cookie, page-cache-rules.ts). */
export function isCacheOn(env: Bindings, cookieHeader?: string): boolean {
  return env.APP_ENV !== 'development' && cacheOnFor(env.EDGE_CACHE, cookieHeader)
}

/** How long a stored copy is fresh under this deployment's EDGE_CACHE_FRESH_SECONDS. */
export function freshSeconds(env: Bindings): number {
  const value = Number(env.EDGE_CACHE_FRESH_SECONDS)
  return env.EDGE_CACHE_FRESH_SECONDS && Number.isFinite(value) && value >= 0 ? value : FRESH_SECONDS
}

function executionContext(c: Context<AppEnv>): ExecutionContext | undefined {
  try {
    return c.executionCtx
  } catch {
    return undefined
  }
}

/** Keeps the request alive until `work` settles, even when its visitor has gone (waitUntil, where there is a context). */
function keepRunning(c: Context<AppEnv>, work: Promise<unknown>): void {
  executionContext(c)?.waitUntil(work.catch(() => undefined))
}

/** Runs `work` after the answer (waitUntil), or before it where there is no execution context (app.request in tests). */
async function later(c: Context<AppEnv>, work: Promise<unknown>): Promise<void> {
  const ctx = executionContext(c)
  const settled = work.catch((error: unknown) => console.error('Edge cache work failed', error))
  if (ctx) ctx.waitUntil(settled)
  else await settled
}

function withVaryCookie(headers: Headers): void {
  const vary = headers.get('Vary')
  if (!vary) headers.set('Vary', 'Cookie')
  else if (!/(^|,)\s*cookie\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Cookie`)
}

/** The answer a visitor gets from a stored copy (hit or stale), its hashes handed to the CSP. */
function fromStored(c: Context<AppEnv>, stored: StoredCopy, outcome: CacheOutcome, ageSeconds: number): Response {
  const headers = new Headers(stored.headers)
  const hashes = headers.get(SCRIPT_HASHES)
  if (hashes !== null) c.set('scriptHashes', hashes ? hashes.split(' ') : [])
  headers.delete(STORED_AT)
  headers.delete(STORED_VERSION)
  headers.delete(SCRIPT_HASHES)
  headers.set('Cache-Control', SHARED_CACHE_CONTROL)
  headers.set('Age', String(Math.max(0, Math.floor(ageSeconds))))
  headers.set('X-Cache', outcome)
  withVaryCookie(headers)
  // What isolate-hits.ts notes, once the app has dressed this answer, for the hits after it.
  if (outcome === 'hit') c.set('hitCopy', stored)
  return new Response(stored.body.slice(), { status: stored.status, headers })
}

/** Seconds since a copy was stored (its STORED_AT header). */
function ageOf(storedAt: string | null | undefined): number {
  return (Date.now() - Number(storedAt ?? 0)) / 1000
}

/** Seconds since `copy` was stored. */
export function copyAge(copy: StoredCopy): number {
  return ageOf(copy.headers.find(([name]) => name === STORED_AT.toLowerCase())?.[1])
}

/**
 * The copy of `address` (an address and currency: its `latest` key) for content `version` (its key `key`): the isolate's
 * own, else the Cache API's copy of the address when it was made at that version (then kept by the isolate too).
 */
async function readCopy(key: string, address: string, version: number): Promise<StoredCopy | undefined> {
  const recent = recentCopy(key)
  if (recent) return recent
  const cached = await edgeCache().match(address)
  if (!cached) return undefined
  if (cached.headers.get(STORED_VERSION) !== String(version)) {
    await cached.body?.cancel()
    return undefined
  }
  const copy = { status: cached.status, headers: [...cached.headers], body: new Uint8Array(await cached.arrayBuffer()) }
  keepRecentCopy(key, copy)
  return copy
}

/**
 * Renders (the rest of the app) without a nonce, so that what it answers can be kept for everyone; HTML gets the
 * hashes of its inline scripts for its CSP. A storable answer is kept by the isolate under `key` and put in the Cache
 * API under `address`, labelled with its content `version`: one copy an address and currency, replaced by the next.
 */
async function renderAndStore(c: Context<AppEnv>, next: () => Promise<void>, key: string, address: string, version: number): Promise<Response> {
  c.set('secureHeadersNonce', undefined)
  await next()
  const rendered = c.res
  const html = (rendered.headers.get('Content-Type') ?? '').startsWith('text/html')
  if (!html && !isStorableAnswer(rendered)) {
    rendered.headers.set('X-Cache', 'bypass')
    return rendered
  }
  const body = await rendered.arrayBuffer()
  const hashes = html ? await inlineScriptHashes(new TextDecoder().decode(body)) : []
  if (html) c.set('scriptHashes', hashes)
  const headers = new Headers(rendered.headers)
  const storable = isStorableAnswer(rendered)
  if (storable) {
    const kept = new Headers(headers)
    kept.set('Cache-Control', `public, max-age=${KEEP_SECONDS}`)
    kept.delete('Vary')
    kept.set(STORED_AT, String(Date.now()))
    kept.set(STORED_VERSION, String(version))
    if (html) kept.set(SCRIPT_HASHES, hashes.join(' '))
    keepRecentCopy(key, { status: rendered.status, headers: [...kept], body: new Uint8Array(body.slice(0)) })
    // The address's newest copy, whatever its version, is also what a new isolate serves while D1 cannot be reached.
    await later(c, edgeCache().put(address, new Response(body.slice(0), { status: rendered.status, headers: kept })))
    headers.set('Cache-Control', SHARED_CACHE_CONTROL)
    withVaryCookie(headers)
  }
  headers.set('X-Cache', storable ? 'miss' : 'bypass')
  return new Response(body, { status: rendered.status, headers })
}

/**
 * The edge cache of anonymous pages and public API reads (issue 43.1): keyed by address, currency and content
 * version; a fresh copy answers at once (hit), an older one too while the app makes a new one in the background
 * (stale); anyone with a session, a D1 bookmark, `?cur`, and every personal page bypass it (page-cache-rules.ts).
 * The Cache API holds one copy an address and currency, labelled with the version it was made at, and it counts only
 * for that version: one write a render, not one for the version and one more for the outage's newest copy (each a
 * write of the whole page), and no copies of every version a day kept for nothing.
 */
export function pageCache(appFetch: AppFetch): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    if (!isCacheOn(c.env, c.req.header('Cookie')) || bypassReason(c.req.raw) !== null) {
      await next()
      c.res.headers.set('X-Cache', 'bypass')
      return
    }
    const currency = currencyFromCookie(c.req.header('Cookie'))
    const address = cacheKey(c.req.url, currency, 'latest')
    const version = await contentVersion(c.env.DB)
    if (version === null) {
      // D1 unreachable and this isolate never read the version: the newest copy of the address, stale; without one
      // the app answers (503 "temporarily unavailable" with Retry-After while D1 is down).
      const newest = await edgeCache().match(address)
      if (newest) return fromStored(c, { status: newest.status, headers: [...newest.headers], body: new Uint8Array(await newest.arrayBuffer()) }, 'stale', ageOf(newest.headers.get(STORED_AT)))
      await next()
      c.res.headers.set('X-Cache', 'bypass')
      return
    }
    const key = cacheKey(c.req.url, currency, version)
    const refresh = refreshes.has(c.req.raw)
    let stored = refresh ? undefined : await readCopy(key, address, version)
    // Single flight: while another request of this isolate renders this key, its copy answers this one too.
    const flight = refresh || stored ? null : startFlight(key)
    if (!refresh && !stored && !flight && (await flightEnded(key))) stored = await readCopy(key, address, version)
    if (!stored) {
      const rendering = renderAndStore(c, next, key, address, version)
      if (flight) {
        // Kept running if its visitor leaves, so that the flight ends and its waiters read its copy.
        keepRunning(c, rendering)
        void rendering.then(() => endFlight(key, flight), () => endFlight(key, flight))
      }
      const answer = await rendering
      // Replaced, not merged: Hono's setter would copy the rendered answer's headers back over these.
      c.res = undefined
      c.res = answer
      return
    }
    const ageSeconds = copyAge(stored)
    if (ageSeconds < freshSeconds(c.env)) return fromStored(c, stored, 'hit', ageSeconds)
    if (!refreshing.has(key)) {
      refreshing.add(key)
      const request = new Request(c.req.url, { headers: { Cookie: `${CURRENCY_COOKIE}=${currency}; ${EDGE_CACHE_OPT_IN_COOKIE}=on` } })
      refreshes.add(request)
      const refreshed = Promise.resolve(appFetch(request, c.env, executionContext(c))).then((response) => response.arrayBuffer())
      await later(c, refreshed.finally(() => refreshing.delete(key)))
    }
    return fromStored(c, stored, 'stale', ageSeconds)
  }
}
