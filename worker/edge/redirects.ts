import type { MiddlewareHandler } from 'hono'
import { currencyCookie } from '../../src/model/currency-cookie'
import type { AppEnv } from '../env'
import { canonicalize } from './canonical-url'

/**
 * Sends the visitor to the canonical address in one hop (REDIR-01…13, SEO-06).
 * Address rules give a cacheable 301; `?cur=` gives a 302 that browsers do not cache, with the cookie set.
 */
export const redirects: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
  const url = new URL(c.req.url)
  const decision = canonicalize(url, { siteHost: c.env.SITE_HOST })
  if (decision.currency) c.header('Set-Cookie', currencyCookie(decision.currency, url.protocol === 'https:'), { append: true })
  if (decision.removedCur) {
    c.header('Cache-Control', 'no-store')
    return c.redirect(decision.url.href, 302)
  }
  if (decision.permanent) return c.redirect(decision.url.href, 301)
  return next()
}
