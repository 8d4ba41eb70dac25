import type { MiddlewareHandler } from 'hono'
import { currencyFromCookie } from '../../src/model/currencies'
import { splitLanguage } from '../../src/model/languages'
import type { AppEnv } from '../env'

/** The page language from the path (I18N-01) and the currency from its cookie (CURRENCY-02). */
export const locale: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('language', splitLanguage(new URL(c.req.url).pathname).language)
  c.set('currency', currencyFromCookie(c.req.header('Cookie')))
  await next()
}
