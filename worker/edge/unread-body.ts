import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { drainBody } from '../lib/request-body'

/** Every body the Worker did not read (a 405, 403, 413, 429 or 404 answered first) is read to its end before the answer. */
export const drainUnreadBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const request = c.req.raw
  await next()
  await drainBody(request)
}
