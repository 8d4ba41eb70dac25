import type { MiddlewareHandler } from 'hono'
import { bumpContentVersion } from '../db/content-version'
import type { AppEnv } from '../env'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
// Desk writes that change nothing a visitor sees: the staff's own session and account, leads, previews, check-ins at the
// door, a trainer's draft blocks saved, discarded or unscheduled (their publish is public; a scheduled one bumps when
// the cron run publishes it).
const PRIVATE_WRITES = /^\/api\/staff\/((sign-in|sign-out|second-factor|enrolment|me|leads|rich-text|payment-followups|check-in)(\/|$)|trainer-blocks\/[^/]+(\/discard|\/unschedule)?$)/

/**
 * Issue 43.1: every successful desk write (content, files, images, rates, reviews, the site profile…) bumps the
 * content version the edge cache keys on, so that visitors' next requests see the change. A failed bump is logged:
 * the stale copies are refreshed within their freshness time all the same.
 */
export const contentVersionBump: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (!WRITES.has(c.req.method) || c.res.status >= 400 || PRIVATE_WRITES.test(c.req.path)) return
  await bumpContentVersion(c.env.DB).catch((error: unknown) => console.error('Content version bump failed', error))
}
