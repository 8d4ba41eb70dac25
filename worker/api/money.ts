/**
 * Prices in the currency a request asks for (BE-03, CURRENCY-05/06). Stored prices are `{amount, currency}` in
 * minor units of the item's base currency; answers are whole minor units of the requested currency, rounded per
 * currency by `convertMinor` (src/model/money.ts: USD to the cent, RUB/KGS/KZT to a whole unit, UZS to 100).
 *
 * Usage in a handler (one rates query per request, however many prices and however many calls):
 *
 *   route(ENDPOINTS.events, { query: validateList }, (c, { query }) => …)  // query.currency?: Currency
 *   const money = await moneyFor(c, query.currency)      // loads the rates once for this request
 *   row.price = money.price({ amount: row.price_amount, currency: row.price_currency })
 *   row.old_price = money.optionalPrice(row.old_price_amount, row.price_currency)   // null stays null
 *
 * A missing rate is a 500 (staff must maintain every pair), never a silently wrong price.
 */
import type { Context } from 'hono'
import { DEFAULT_CURRENCY, type Currency } from '../../src/model/currencies'
import { convertMinor, type Money } from '../../src/model/money'
import { loadRatesInto, type RatesInto } from '../db/rates'
import type { AppEnv } from '../env'

export interface MoneyConverter {
  /** The currency every converted amount is in. */
  readonly currency: Currency
  /** A stored price as minor units of `currency`. */
  price(stored: Money): number
  /** The same for optional prices (`old_price`, `salary_to`): null or undefined amounts answer null. */
  optionalPrice(amount: number | null | undefined, from: Currency): number | null
}

/**
 * Rates already loaded by this request, per requested currency (a request normally asks for one); keyed by the
 * request's own database (worker/edge/d1-session.ts), which a page's in-process API calls share: a page whose events
 * and products show prices reads the rates once (issue 43.1).
 */
const loaded = new WeakMap<D1Database, Map<Currency, Promise<RatesInto>>>()

function ratesFor(c: Context<AppEnv>, currency: Currency): Promise<RatesInto> {
  let perCurrency = loaded.get(c.env.DB)
  if (!perCurrency) loaded.set(c.env.DB, (perCurrency = new Map()))
  let rates = perCurrency.get(currency)
  if (!rates) perCurrency.set(currency, (rates = loadRatesInto(c.env.DB, currency)))
  return rates
}

/** A converter into `currency` (default USD, CONST-07) with the rates of this request. */
export function converterFrom(currency: Currency, rates: RatesInto): MoneyConverter {
  const price = (stored: Money) => convertMinor(stored.amount, stored.currency, currency, rates.get(stored.currency))
  return {
    currency,
    price,
    optionalPrice: (amount, from) => (amount === null || amount === undefined ? null : price({ amount, currency: from })),
  }
}

/** The converter of this request into `currency`; rates are read from D1 at most once per request and currency. */
export async function moneyFor(c: Context<AppEnv>, currency: Currency | undefined): Promise<MoneyConverter> {
  const target = currency ?? DEFAULT_CURRENCY
  return converterFrom(target, await ratesFor(c, target))
}
