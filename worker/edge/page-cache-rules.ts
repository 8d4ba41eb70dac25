/** Which requests and answers the edge cache may keep (issue 43.1): pure rules on the request and the answer. */
import { isPersonalPage } from '../../src/model/personal-pages'
import { splitLanguage } from '../../src/model/languages'
import { TEST_USER_COOKIE } from '../../src/model/test-user'
import { CURRENCY_PARAM } from './rules/currency-param'

/**
 * EDGE_CACHE=opt-in (the end-to-end server only): the cache is on just for requests carrying this cookie, so that one
 * spec proves the cached behaviour while every other spec sees the cache off. Anything else than "opt-in" ignores it.
 */
export const EDGE_CACHE_OPT_IN_COOKIE = 'edge-cache-opt-in'

/** Whether the cache is on for a request under the EDGE_CACHE setting `setting` (unset: on). */
export function cacheOnFor(setting: string | undefined, cookieHeader: string | undefined): boolean {
  if (setting === 'off') return false
  if (setting === 'opt-in') return new RegExp(`(^|;)\\s*${EDGE_CACHE_OPT_IN_COOKIE}=on(;|$)`).test(cookieHeader ?? '')
  return true
}

/** Why a request goes past the cache, or null when an anonymous visitor's copy may answer it. */
export type BypassReason = 'method' | 'authorization' | 'cookie' | 'currency-param' | 'path'

// The public API reads (first path segment after /api/client/): lists and items every visitor sees alike. A new
// endpoint is not cached until it is added here.
const PUBLIC_API_READS =
  /^\/api\/client\/(languages|pages|search|recently-viewed|profile_site|countries|cities|tags|events|trainers|online_courses|news|articles|partners|social-activities|employees|vacancy|forms|fields|products|props|reviews)(\/|$)/

// Pages of one visitor or one order (besides the personal pages): finding orders, tickets, subscription links, the
// test-user switch.
const PRIVATE_PAGES = /^\/(orders|ticket|subscription|_test)(\/|$)/

// The site's own cookies that carry a person (session, staff session, D1 bookmark, OAuth state, trusted device) all
// have the __Host- prefix; the test-user switch changes what the payment page offers.
const PERSONAL_COOKIE = new RegExp(`(^|;)\\s*(__Host-|__Secure-|${TEST_USER_COOKIE}=)`)

/** Whether a path may be answered from the cache at all: public API reads and public pages. */
export function isCacheablePath(pathname: string): boolean {
  if (pathname.startsWith('/api/')) return PUBLIC_API_READS.test(pathname)
  if (isPersonalPage(pathname)) return false
  return !PRIVATE_PAGES.test(splitLanguage(pathname).rest)
}

/** Why this request bypasses the cache, or null when it may be answered from it. */
export function bypassReason(request: Request): BypassReason | null {
  if (request.method !== 'GET') return 'method'
  if (request.headers.has('Authorization')) return 'authorization'
  if (PERSONAL_COOKIE.test(request.headers.get('Cookie') ?? '')) return 'cookie'
  const url = new URL(request.url)
  if (url.searchParams.has(CURRENCY_PARAM)) return 'currency-param'
  return isCacheablePath(url.pathname) ? null : 'path'
}

/** Whether an answer may be stored for every anonymous visitor: a 200 HTML page or JSON read, with no cookie, not no-store. */
export function isStorableAnswer(response: Response): boolean {
  const type = response.headers.get('Content-Type') ?? ''
  return (
    response.status === 200 &&
    !response.headers.has('Set-Cookie') &&
    !/no-store/i.test(response.headers.get('Cache-Control') ?? '') &&
    (type.startsWith('text/html') || type.startsWith('application/json'))
  )
}

/**
 * The cache key: the address (its language is in the path), the visitor's currency and the content version, under
 * which an isolate keeps its copies (recent-copies.ts, render-reads.ts); `latest` names the address's one copy in the
 * Cache API, which carries the version it was made at (page-cache.ts) and is served whatever its version while the
 * version cannot be read (issue 43.2).
 */
export function cacheKey(url: string, currency: string, version: number | 'latest'): string {
  const key = new URL(url)
  key.hash = ''
  key.searchParams.append('edge-cache-currency', currency)
  key.searchParams.append('edge-cache-version', String(version))
  return key.href
}
