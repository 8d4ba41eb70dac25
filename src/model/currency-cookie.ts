import { CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE_SECONDS, type Currency } from './currencies'

/**
 * The currency cookie as both its writers set it, the browser's `document.cookie` and the edge's Set-Cookie
 * (CURRENCY-02…04): the whole site for a year, sent on top-level navigations (SameSite=Lax), Secure over https.
 */
export function currencyCookie(currency: Currency, secure: boolean): string {
  const parts = [
    `${CURRENCY_COOKIE}=${currency}`,
    'Path=/',
    `Max-Age=${CURRENCY_COOKIE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}
