/**
 * The adapter to the central banks' published daily rates (BE-03, issue 42): one document a bank, fetched from the
 * URL the configuration gives (tests and local runs point them at fakes; README "Exchange rates"), decoded by the
 * charset it declares (the Bank of Russia's is windows-1251), parsed, and reduced to the one number the site takes
 * from it: units of the bank's currency per 1 US dollar.
 */
import { RATE_SOURCE_OF, type FedCurrency, type RateFailure, type RatePolicy, DEFAULT_RATE_POLICY } from '../../src/model/exchange-rates'
import type { Bindings } from '../env'
import { MalformedRates, parseCbrDaily, parseCbuJson, parseNbkRss, parseNbkrDaily, type BankRates } from './central-bank-documents'

export const DEFAULT_RATE_URLS = {
  cbr: 'https://www.cbr.ru/scripts/XML_daily.asp',
  nbkr: 'https://www.nbkr.kg/XML/daily.xml',
  cbu: 'https://cbu.uz/ru/arkhiv-kursov-valyut/json/',
  nbk: 'https://nationalbank.kz/rss/get_rates.cfm',
} as const

/** How long one bank may take to answer. */
const FETCH_TIMEOUT_MS = 15_000

/** A bank's failure: its code for staff, its technical detail (the message) for the log. */
export class RateFetchFailure extends Error {
  constructor(
    readonly code: RateFailure,
    detail: string,
    options?: ErrorOptions,
  ) {
    super(detail, options)
  }
}

export interface FetchedRate {
  currency: FedCurrency
  /** Units of `currency` per 1 USD. */
  perUsd: number
  /** The bank's date of the rate, YYYY-MM-DD. */
  date: string
}

/** The document URL of `currency`'s bank for the UTC day `day` (YYYY-MM-DD). */
export function rateDocumentUrl(env: Bindings, currency: FedCurrency, day: string): string {
  switch (RATE_SOURCE_OF[currency]) {
    case 'cbr':
      return env.CBR_RATES_URL || DEFAULT_RATE_URLS.cbr
    case 'nbkr':
      return env.NBKR_RATES_URL || DEFAULT_RATE_URLS.nbkr
    case 'cbu':
      return env.CBU_RATES_URL || DEFAULT_RATE_URLS.cbu
    case 'nbk': {
      const url = new URL(env.NBK_RATES_URL || DEFAULT_RATE_URLS.nbk)
      const [year, month, date] = day.split('-')
      url.searchParams.set('fdate', `${date}.${month}.${year}`)
      return url.toString()
    }
  }
}

/** The margin and rounding of the configuration, the defaults where it names none or nonsense. */
export function ratePolicy(env: Bindings): RatePolicy {
  const margin = Number(env.EXCHANGE_RATE_MARGIN_PERCENT)
  const digits = Number(env.EXCHANGE_RATE_SIGNIFICANT_DIGITS)
  return {
    marginPercent: env.EXCHANGE_RATE_MARGIN_PERCENT !== undefined && env.EXCHANGE_RATE_MARGIN_PERCENT !== '' && Number.isFinite(margin) && margin > -50 && margin < 100 ? margin : DEFAULT_RATE_POLICY.marginPercent,
    significantDigits: Number.isInteger(digits) && digits >= 2 && digits <= 10 ? digits : DEFAULT_RATE_POLICY.significantDigits,
  }
}

/** The text of a document in the charset its XML declaration or Content-Type names (UTF-8 when none). */
export function decodeDocument(bytes: ArrayBuffer, contentType: string | null): string {
  const head = new TextDecoder('latin1').decode(bytes.slice(0, 200))
  const declared = /<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head)?.[1] ?? /charset=([\w-]+)/i.exec(contentType ?? '')?.[1] ?? 'utf-8'
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder(declared, { fatal: true })
  } catch {
    throw new MalformedRates(`unknown charset ${declared}`)
  }
  try {
    return decoder.decode(bytes)
  } catch {
    throw new MalformedRates(`not ${declared} text`)
  }
}

function parsed(currency: FedCurrency, text: string, day: string): BankRates {
  switch (RATE_SOURCE_OF[currency]) {
    case 'cbr':
      return parseCbrDaily(text)
    case 'nbkr':
      return parseNbkrDaily(text)
    case 'cbu':
      return parseCbuJson(text)
    case 'nbk':
      return parseNbkRss(text, day)
  }
}

/** Fetches and parses `currency`'s bank document; throws a RateFetchFailure on any failure. */
export async function fetchBankRate(env: Bindings, currency: FedCurrency, day: string, fetcher: typeof fetch = fetch): Promise<FetchedRate> {
  const url = rateDocumentUrl(env, currency, day)
  const source = RATE_SOURCE_OF[currency]
  let response: Response
  try {
    response = await fetcher(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { Accept: 'application/xml, application/json, text/xml, */*' } })
  } catch (error) {
    throw new RateFetchFailure('unreachable', `${source}: unreachable (${error instanceof Error ? error.message : String(error)})`, { cause: error })
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new RateFetchFailure('unreachable', `${source}: HTTP ${response.status}`)
  }
  let bytes: ArrayBuffer
  try {
    bytes = await response.arrayBuffer()
  } catch (error) {
    throw new RateFetchFailure('unreachable', `${source}: body unread (${String(error)})`, { cause: error })
  }
  let document: BankRates
  try {
    document = parsed(currency, decodeDocument(bytes, response.headers.get('Content-Type')), day)
  } catch (error) {
    throw new RateFetchFailure('bad_answer', `${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
  const usd = document.rates.get('USD')
  if (usd === undefined) throw new RateFetchFailure('missing_currency', `${source}: no USD rate`)
  return { currency, perUsd: usd, date: document.date }
}
