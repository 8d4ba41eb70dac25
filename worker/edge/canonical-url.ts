import { DEFAULT_LANGUAGE, languagePrefix, splitLanguage } from '../../src/model/languages'
import { EVENT_FORMATS } from '../../src/model/events'
import { parseCurrency, type Currency } from '../../src/model/currencies'
import { legacyTarget } from './legacy-redirects'

/** What the edge decided about an address: where it should be, and a currency picked with `?cur=`. */
export interface CanonicalDecision {
  /** The address the visitor should be at; equal to the input when nothing changes. */
  url: URL
  /** The permanent rules (host, prefix, slashes, legacy, event format) changed the address. */
  permanent: boolean
  /** `cur` was present: the redirect must not be cached (CURRENCY-04). */
  removedCur: boolean
  currency?: Currency
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** REDIR-11, OQ-17: www. and test. hosts go to https on the configured bare host. */
function canonicalHost(url: URL, siteHost: string): boolean {
  const host = url.hostname
  if (LOCAL_HOSTS.has(host) || host.endsWith('.localhost')) return false
  const bare = /^(www|test)\./i.exec(host) ? host.replace(/^(www|test)\./i, '') : undefined
  if (bare === undefined) return false
  url.protocol = 'https:'
  url.host = siteHost || bare
  return true
}

/** REDIR-10, OQ-16: repeated slashes collapse and a trailing slash goes. */
function canonicalSlashes(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/')
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') || '/' : collapsed
}

/** REDIR-09, OQ-12: /events/{format} must name a known format; anything else goes to /events. */
function canonicalEventsFormat(rest: string): string {
  const match = /^\/events\/([^/]+)$/.exec(rest)
  if (!match || match[1] === undefined) return rest
  return (EVENT_FORMATS as readonly string[]).includes(match[1].toUpperCase()) ? rest : '/events'
}

/**
 * Applies every address rule of the edge at once, so that any combination of them is one hop
 * (REDIR-01…13, ROUTE-04, OQ-15…17).
 */
export function canonicalize(input: URL, siteHost: string): CanonicalDecision {
  const url = new URL(input.href)
  let permanent = canonicalHost(url, siteHost)

  const path = canonicalSlashes(url.pathname)
  // REDIR-12: the default language has no prefix.
  const withoutDefault = path === `/${DEFAULT_LANGUAGE}` ? '/' : path.replace(new RegExp(`^/${DEFAULT_LANGUAGE}(?=/)`), '')
  const { language, rest } = splitLanguage(withoutDefault)

  let target = rest
  let targetQuery: URLSearchParams | undefined
  const legacy = legacyTarget(rest)
  if (legacy !== undefined) {
    const [legacyPath = '/', legacyQuery] = legacy.split('?')
    target = legacyPath
    if (legacyQuery) targetQuery = new URLSearchParams(legacyQuery)
  } else {
    target = canonicalEventsFormat(rest)
  }
  const prefix = languagePrefix(language)
  const finalPath = target === '/' ? prefix || '/' : `${prefix}${target}`
  if (finalPath !== url.pathname) {
    url.pathname = finalPath
    permanent = true
  }
  if (targetQuery) {
    for (const [key, value] of url.searchParams) if (!targetQuery.has(key)) targetQuery.append(key, value)
    url.search = targetQuery.toString()
  }

  // REDIR-13, CURRENCY-04: `cur` sets the currency when known and always leaves the address.
  const removedCur = url.searchParams.has('cur')
  const currency = removedCur ? parseCurrency(url.searchParams.get('cur')) : undefined
  if (removedCur) url.searchParams.delete('cur')

  return { url, permanent, removedCur, ...(currency ? { currency } : {}) }
}
