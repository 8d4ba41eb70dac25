/** Links of the account mails (AUTH-11, AUTH-14): the site's home page in the visitor's language with a query the front end reads. */
import type { Context } from 'hono'
import { localizePath, type Language } from '../../src/model/languages'
import type { AppEnv } from '../env'
import { siteOrigin } from '../../src/model/site-urls'

export function accountLink(c: Context<AppEnv>, language: Language, query: string): string {
  return `${siteOrigin(c.env.SITE_URL, c.req.url)}${localizePath('/', language)}?${query}`
}
