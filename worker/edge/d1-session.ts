import type { MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { isBookmark, openRequestDatabase, type D1Counts } from '../db/request-database'
import type { AppEnv } from '../env'

/** `__Host-d1-bookmark`: the D1 bookmark of a visitor's last write, so that their next pages read it (issue 43.2). */
const COOKIE = 'd1-bookmark'
const COOKIE_OPTIONS = { prefix: 'host', path: '/', secure: true, httpOnly: true, sameSite: 'Lax' } as const
/** Long enough for any replica to have caught up; after it, reads start anywhere again. */
const BOOKMARK_SECONDS = 5 * 60

/** The request's D1 statements and round trips as Server-Timing metrics, e.g. `d1-statements;desc="7", d1-round-trips;desc="4"`. */
export function d1CountsTiming(counts: Readonly<D1Counts>): string {
  return `d1-statements;desc="${counts.statements}", d1-round-trips;desc="${counts.roundTrips}"`
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'

/**
 * Every request reads and writes D1 through a session of its own (D1 read replication): a page with nothing to read
 * of the visitor's own starts anywhere (the nearest replica), a write starts at the primary, and a visitor who just
 * wrote (ordered, registered, reviewed, signed in) carries the session's bookmark for a few minutes, so that the
 * pages after it read their own writes. Without replication every session is the primary, as before.
 * With BENCH_D1_COUNTS=on (the benchmark's servers only) every answer says how many D1 statements it took (issue 43.4).
 */
export const d1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const carried = getCookie(c, COOKIE, 'host')
  const write = isWrite(c.req.method)
  const request = openRequestDatabase(c.env.DB, isBookmark(carried) ? carried : write ? 'first-primary' : 'first-unconstrained')
  c.env = { ...c.env, DB: request.database }
  await next()
  if (c.env.BENCH_D1_COUNTS === 'on') c.res.headers.append('Server-Timing', d1CountsTiming(request.counts))
  // A write, or a GET that sets a cookie (a confirmation or sign-in link), leaves its bookmark with the browser.
  const bookmark = request.bookmark()
  if (bookmark && bookmark !== carried && c.res.status < 400 && (write || c.res.headers.has('Set-Cookie'))) {
    setCookie(c, COOKIE, bookmark, { ...COOKIE_OPTIONS, maxAge: BOOKMARK_SECONDS })
  }
}
