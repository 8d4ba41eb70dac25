import { CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE_SECONDS, type Currency } from '../../model/currencies'

/**
 * The `document.cookie` assignment that stores the chosen currency (CURRENCY-02, CURRENCY-03): the `currency`
 * cookie for the whole site for a year, sent on top-level navigations (SameSite=Lax), Secure over https.
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
