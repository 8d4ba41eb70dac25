/** The redirect_uri of every flow: `<site origin>/_oauth_confirm`, the address registered in the providers' consoles. */
import type { Context } from 'hono'
import { OAUTH_CONFIRM_PATH } from '../../../src/model/oauth'
import type { AppEnv } from '../../env'
import { siteOrigin } from '../../../src/model/site-urls'

export function oauthRedirectUri(c: Context<AppEnv>): string {
  return `${siteOrigin(c.env.SITE_URL, c.req.url)}${OAUTH_CONFIRM_PATH}`
}
