import type { Currency } from '../../src/model/currencies'
import type { RateMicros } from '../../src/model/money'

/** Rates into one currency, by the currency converted from (BE-03). The requested currency itself is absent. */
export type RatesInto = ReadonlyMap<Currency, RateMicros>

/**
 * Every stored rate whose quote is `currency`: a single indexed read of a five-row-per-currency table
 * (exchange_rates_by_quote). Callers memoise it per request through worker/api/money.ts.
 */
export async function loadRatesInto(db: D1Database, currency: Currency): Promise<RatesInto> {
  const { results } = await db
    .prepare('SELECT base, rate_micros FROM exchange_rates WHERE quote = ?1')
    .bind(currency)
    .all<{ base: Currency; rate_micros: number }>()
  return new Map(results.map((row) => [row.base, row.rate_micros]))
}
