import type { MiddlewareHandler } from 'hono'

/** An answer only its visitor may see (an order by access code, a payment): no shared or browser cache keeps it. */
export const privateAnswer: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('Cache-Control', 'private, no-store')
}
