import { parseCurrency, type Currency } from '../../../src/model/currencies'

export const CURRENCY_PARAM = 'cur'

/** The address without `cur`, and the currency it named when that is a known one (any letter case). */
export interface CurrencyParam {
  url: URL
  /** `cur` was in the address (known or not): the visitor must be sent to `url`. */
  present: boolean
  currency?: Currency
}

/** REDIR-13, CURRENCY-04: `?cur=CODE` picks a currency and always leaves the address. */
export function takeCurrencyParam(url: URL): CurrencyParam {
  if (!url.searchParams.has(CURRENCY_PARAM)) return { url, present: false }
  const currency = parseCurrency(url.searchParams.get(CURRENCY_PARAM))
  const next = new URL(url.href)
  next.searchParams.delete(CURRENCY_PARAM)
  return { url: next, present: true, ...(currency ? { currency } : {}) }
}
