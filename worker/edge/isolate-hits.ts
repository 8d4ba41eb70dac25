/**
 * The edge cache's cheapest answer (issue 43.1): a fresh copy this isolate holds in memory answers before the app
 * runs, with the very headers the app sent the last time it answered a hit with that copy (security headers and the
 * CSP's script hashes included). Everything else goes through the app (page-cache.ts): a stale copy, a content
 * version that is due to be read again, a copy whose headers were never noted, and every request that bypasses the
 * cache. A hit through the app cost the Worker's middleware, routing and header work each time: about a fifth of the
 * static file's requests per second (tests/bench/render-throughput.mjs).
 */
import type { MiddlewareHandler } from 'hono'
import { currencyFromCookie } from '../../src/model/currencies'
import { knownContentVersion } from '../db/content-version'
import type { AppEnv, Bindings } from '../env'
import { d1CountsTiming } from './d1-session'
import { copyAge, freshSeconds, isCacheOn } from './page-cache'
import { bypassReason, cacheKey } from './page-cache-rules'
import { recentCopy } from './recent-copies'

// Set for each answer anew: how old the copy is, what the cache did, and the benchmark's D1 counts.
const PER_ANSWER = ['age', 'x-cache', 'server-timing']

/** The answer to `request` from this isolate's memory, or undefined when the app must answer it. */
export function answerFromIsolate(request: Request, env: Bindings): Response | undefined {
  if (request.method !== 'GET') return undefined
  const cookie = request.headers.get('Cookie') ?? undefined
  if (!isCacheOn(env, cookie) || bypassReason(request) !== null) return undefined
  const version = knownContentVersion()
  if (version === undefined) return undefined
  const copy = recentCopy(cacheKey(request.url, currencyFromCookie(cookie), version))
  if (!copy?.sent) return undefined
  const age = copyAge(copy)
  if (age >= freshSeconds(env)) return undefined
  const headers = new Headers(copy.sent)
  headers.set('Age', String(Math.max(0, Math.floor(age))))
  headers.set('X-Cache', 'hit')
  if (env.BENCH_D1_COUNTS === 'on') headers.set('Server-Timing', d1CountsTiming({ statements: 0, roundTrips: 0 }))
  return new Response(copy.body.slice(), { status: copy.status, headers })
}

/**
 * The app's outermost middleware: notes the headers of a hit it answered, once every other middleware has set its
 * own, on the copy it came from, so that the next hits of that copy answer from answerFromIsolate.
 */
export const noteHitHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const copy = c.get('hitCopy')
  if (!copy || copy.sent || c.res.headers.has('Set-Cookie')) return
  copy.sent = [...c.res.headers].filter(([name]) => !PER_ANSWER.includes(name))
}
