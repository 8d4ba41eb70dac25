import type { MiddlewareHandler } from 'hono'
import { splitLanguage } from '../../src/model/languages'
import { isPaymentPageType } from '../../src/model/payment-page-types'
import type { AppEnv } from '../env'

/** Whether a path (language prefix allowed) is /payment/{type}/… with a type that has no payment page. */
export function isUnknownPaymentType(pathname: string): boolean {
  const match = /^\/payment\/([^/]+)/.exec(splitLanguage(pathname).rest)
  return match !== null && !isPaymentPageType(match[1] ?? '')
}

/** `/payment/{type}/...` with any other type is the 404 page. */
export const paymentType: MiddlewareHandler<AppEnv> = async (c, next) =>
  isUnknownPaymentType(new URL(c.req.url).pathname) ? c.notFound() : next()
