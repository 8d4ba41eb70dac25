import { CURRENCIES, type Currency } from '../../../src/model/currencies.ts'
import { insertMissing } from './sql.ts'

/**
 * The first exchange rates of a deployment (BE-03): approximate values of early November 2026, written by hand, not
 * fetched; the daily run of worker/rates replaces them with the central banks' (README "Exchange rates"), and a second
 * seed run keeps whatever is there.
 * Units of each currency one US dollar buys; cross rates derive from these.
 */
const PER_USD: Record<Currency, number> = { USD: 1, RUB: 82.5, KGS: 87.45, KZT: 505, UZS: 12150 }

/** When PER_USD was written: the `updated` of every first rate, so that staff see how old an uncorrected one is. */
const WRITTEN = '2026-11-02T06:00:00Z'

/** A rate between every two of the five currencies. */
export function seedExchangeRates(): string[] {
  const rates = CURRENCIES.flatMap((base) =>
    CURRENCIES.filter((quote) => quote !== base).map((quote) => ({
      base,
      quote,
      rate_micros: Math.round((PER_USD[quote] / PER_USD[base]) * 1_000_000),
      updated: WRITTEN,
    })),
  )
  return insertMissing('exchange_rates', rates)
}
