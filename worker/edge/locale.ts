import type { MiddlewareHandler } from 'hono'
import { currencyFromCookie } from '../../src/model/currencies'
import { splitLanguage } from '../../src/model/languages'
import type { AppEnv } from '../env'
import { routableLanguages } from './routable-languages'

/** The routable languages, the page language from the path (I18N-01, OQ-01) and the currency from its cookie (CURRENCY-02). */
export const locale: MiddlewareHandler<AppEnv> = async (c, next) => {
  const languages = await routableLanguages(c.env.DB)
  c.set('languages', languages)
  c.set('language', splitLanguage(new URL(c.req.url).pathname, languages.map((row) => row.language_code)).language)
  c.set('currency', currencyFromCookie(c.req.header('Cookie')))
  await next()
}
