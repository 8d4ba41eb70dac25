/**
 * Money in integer minor units with its currency (CURRENCY-06, BE-03). Prices are stored in a base currency and
 * converted through the exchange_rates table; the calculate endpoints return exactly what a payment charges.
 */
import type { Currency } from './currencies'

export interface Money {
  /** Minor units (kopecks, cents, tyiyns, ...). */
  amount: number
  currency: Currency
}

/**
 * Rounding step per currency, in minor units, after conversion: dollars to the cent; roubles, soms and tenge to a
 * whole unit; sums to 100 sums (their coins are out of use). Prices in their own base currency are never rounded.
 */
export const ROUNDING_STEP_MINOR: Record<Currency, number> = {
  USD: 1,
  RUB: 100,
  KGS: 100,
  KZT: 100,
  UZS: 10000,
}

/** A rate as stored: quote minor units per base minor unit, times 1e6. */
export type RateMicros = number

/** Converts and rounds half up to the currency's step. Same currency: the amount as it is. */
export function convertMinor(amount: number, from: Currency, to: Currency, rateMicros: RateMicros | undefined): number {
  if (from === to) return amount
  if (rateMicros === undefined) throw new Error(`No exchange rate ${from}→${to}`)
  const exact = (amount * rateMicros) / 1_000_000
  const step = ROUNDING_STEP_MINOR[to]
  return Math.max(step, Math.round(exact / step) * step)
}
