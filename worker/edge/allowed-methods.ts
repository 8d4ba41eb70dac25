import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'

/** Pages, feeds and media are read-only; only the JSON API takes writes (and CORS-style OPTIONS). */
const PAGE_METHODS = ['GET', 'HEAD'] as const
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const API_PATH = /^\/api\/client(\/|$)/

/** The methods the Worker serves at a path. */
export function allowedMethods(pathname: string): readonly string[] {
  return API_PATH.test(pathname) ? API_METHODS : PAGE_METHODS
}

/** Any other method (TRACE, CONNECT, PROPFIND, a POST to a page…) is a 405 that names the allowed ones. */
export const methodNotAllowed: MiddlewareHandler<AppEnv> = async (c, next) => {
  const allowed = allowedMethods(new URL(c.req.url).pathname)
  if (allowed.includes(c.req.method.toUpperCase())) return next()
  // The body is read to its end (and dropped) before the answer: an answer racing the upload was lost in `wrangler dev`,
  // a 500 from its proxy ("Network connection lost") for over a third of 400 POSTs of 1 MiB, 40 at a time; cancelling
  // the body instead did not help. Reading streams it chunk by chunk; the platform caps a request's size.
  const reader = c.req.raw.body?.getReader()
  if (reader) while (!(await reader.read()).done);
  c.header('Allow', allowed.join(', '))
  c.header('Cache-Control', 'no-store')
  return c.text('Method Not Allowed', 405)
}
