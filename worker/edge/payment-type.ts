import type { MiddlewareHandler } from 'hono'
import { splitLanguage } from '../../src/model/languages'
import type { AppEnv } from '../env'

/** ROUTE-07: only these order kinds have a payment page. */
export const PAYMENT_TYPES = ['events', 'products', 'online_courses'] as const

/** `/payment/{type}/...` with any other type is the 404 page. */
export const paymentType: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { rest } = splitLanguage(new URL(c.req.url).pathname)
  const match = /^\/payment\/([^/]+)/.exec(rest)
  if (match && !(PAYMENT_TYPES as readonly string[]).includes(match[1] ?? '')) return c.notFound()
  return next()
}
