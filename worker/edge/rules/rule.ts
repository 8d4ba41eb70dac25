import { languagePrefix, splitLanguage } from '../../../src/model/languages'

/** What the address rules may depend on besides the address (wrangler.toml [vars]). */
export interface EdgeConfig {
  /** Production host name without scheme; empty: www./test. are only stripped from the requested host. */
  siteHost: string
}

/**
 * One address rule of the edge: a pure function from the requested address to the address the visitor should be
 * at. It returns its input unchanged when it does not apply, and never mutates it. Rules compose (see
 * canonical-url.ts), so that any combination of them is still one redirect.
 */
export type AddressRule = (url: URL, config: EdgeConfig) => URL

/** A path rule's answer: the new path (without language prefix) and, when it sets one, the query it starts with. */
export interface PathTarget {
  path: string
  query?: URLSearchParams
}

/**
 * Lifts a rule about the path *without* its language prefix (`/novosti`, `/events/x`) to an address rule that keeps
 * the prefix: /en/novosti → /en/news. Query parameters the target sets win; the visitor's others are kept.
 */
export function withinLanguage(rule: (rest: string) => PathTarget | undefined): AddressRule {
  return (url) => {
    const { language, rest } = splitLanguage(url.pathname)
    const target = rule(rest)
    if (!target) return url
    const next = new URL(url.href)
    const prefix = languagePrefix(language)
    next.pathname = target.path === '/' ? prefix || '/' : `${prefix}${target.path}`
    if (target.query) {
      const query = new URLSearchParams(target.query)
      for (const [key, value] of url.searchParams) if (!query.has(key)) query.append(key, value)
      next.search = query.toString()
    }
    return next
  }
}

/** A copy of `url` with another path (the query and the rest kept). */
export function withPath(url: URL, pathname: string): URL {
  if (pathname === url.pathname) return url
  const next = new URL(url.href)
  next.pathname = pathname
  return next
}
