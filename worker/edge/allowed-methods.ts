import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'

/** Pages, feeds and media are read-only; only the JSON API takes writes (and CORS-style OPTIONS). */
const PAGE_METHODS = ['GET', 'HEAD'] as const
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const API_PATH = /^\/api\/(client|staff)(\/|$)/

/** The methods the Worker serves at a path. */
export function allowedMethods(pathname: string): readonly string[] {
  return API_PATH.test(pathname) ? API_METHODS : PAGE_METHODS
}

/** Any other method (TRACE, CONNECT, PROPFIND, a POST to a page…) is a 405 that names the allowed ones. */
export const methodNotAllowed: MiddlewareHandler<AppEnv> = async (c, next) => {
  const allowed = allowedMethods(new URL(c.req.url).pathname)
  if (allowed.includes(c.req.method.toUpperCase())) return next()
  // Its body is read to its end before the answer leaves (drainUnreadBody).
  c.header('Allow', allowed.join(', '))
  c.header('Cache-Control', 'no-store')
  return c.text('Method Not Allowed', 405)
}
