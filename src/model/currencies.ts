/** Currencies of the site (CURRENCY-01…06, CONST-07). Money is integer minor units. */
// With its extension: the seed imports this file under Node, which resolves no bare module paths.
import { decodedComponent } from './uri-component.ts'
export const CURRENCIES = ['RUB', 'USD', 'KGS', 'UZS', 'KZT'] as const
export type Currency = (typeof CURRENCIES)[number]
export const DEFAULT_CURRENCY: Currency = 'USD'
export const CURRENCY_COOKIE = 'currency'
/** One year: the currency choice outlives the visit. */
export const CURRENCY_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
}

/** Normalises a code as visitors type it in `?cur=usd`; unknown codes give undefined (CURRENCY-04). */
export function parseCurrency(value: string | null | undefined): Currency | undefined {
  if (!value) return undefined
  const upper = value.trim().toUpperCase()
  return isCurrency(upper) ? upper : undefined
}

/** Reads the currency from a Cookie header value or `document.cookie`. */
export function currencyFromCookie(cookieHeader: string | null | undefined): Currency {
  if (!cookieHeader) return DEFAULT_CURRENCY
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === CURRENCY_COOKIE) return parseCurrency(decodedComponent(rest.join('='))) ?? DEFAULT_CURRENCY
  }
  return DEFAULT_CURRENCY
}

/** Short labels shown after an amount and on the header buttons (CURRENCY-01). */
export const CURRENCY_LABELS: Record<Currency, string> = {
  RUB: 'руб.',
  USD: '$',
  KGS: 'сом',
  UZS: 'сўм',
  KZT: '₸',
}

/** Minor units per major unit; all five currencies use two decimals in our price data. */
export const MINOR_UNITS_PER_MAJOR = 100
