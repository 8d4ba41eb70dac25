import type { MiddlewareHandler } from 'hono'
import { splitLanguage } from '../../src/model/languages'
import type { AppEnv } from '../env'

/** ROUTE-07: only these order kinds have a payment page. */
export const PAYMENT_TYPES = ['events', 'products', 'online_courses'] as const

/** Whether a path (language prefix allowed) is /payment/{type}/… with a type that has no payment page. */
export function isUnknownPaymentType(pathname: string): boolean {
  const match = /^\/payment\/([^/]+)/.exec(splitLanguage(pathname).rest)
  return match !== null && !(PAYMENT_TYPES as readonly string[]).includes(match[1] ?? '')
}

/** `/payment/{type}/...` with any other type is the 404 page. */
export const paymentType: MiddlewareHandler<AppEnv> = async (c, next) =>
  isUnknownPaymentType(new URL(c.req.url).pathname) ? c.notFound() : next()
