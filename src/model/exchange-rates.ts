/**
 * Exchange rates kept current from the central banks (BE-03, issue 42). Each currency's rate against the US dollar
 * comes from its own central bank (the bank of the currency a visitor pays in); every pair of exchange_rates derives
 * from those, with the centre's margin and rounding. Pure rules shared by the Worker and the desk.
 */
import type { Currency } from './currencies'

/** The currencies fetched, each from its own central bank; USD is the anchor (1 USD = 1 USD). */
export const FED_CURRENCIES = ['RUB', 'KGS', 'UZS', 'KZT'] as const
export type FedCurrency = (typeof FED_CURRENCIES)[number]

export const RATE_SOURCES = ['cbr', 'nbkr', 'cbu', 'nbk'] as const
export type RateSource = (typeof RATE_SOURCES)[number]

/** Whose published rate each currency takes. */
export const RATE_SOURCE_OF: Record<FedCurrency, RateSource> = { RUB: 'cbr', KGS: 'nbkr', UZS: 'cbu', KZT: 'nbk' }

/**
 * Why a bank's rate could not be taken, as the desk and the mail word it (`admin.rates.failure.<code>`): the bank did
 * not answer (or answered an HTTP error), answered something unreadable, or left out the dollar. The technical detail
 * goes to the Worker's log only.
 */
export const RATE_FAILURES = ['unreachable', 'bad_answer', 'missing_currency'] as const
export type RateFailure = (typeof RATE_FAILURES)[number]

/** A stored failure as its code; rows written before the codes kept the technical text, read here by its words. */
export function rateFailureOf(stored: string | null): RateFailure | null {
  if (stored === null) return null
  if ((RATE_FAILURES as readonly string[]).includes(stored)) return stored as RateFailure
  if (/unreachable|HTTP \d/.test(stored)) return 'unreachable'
  return /no USD/.test(stored) ? 'missing_currency' : 'bad_answer'
}

/** Units of a currency per 1 USD, times 1e6 (the precision of exchange_rates.rate_micros). */
export type PerUsdMicros = number

export interface RatePolicy {
  /** Added to every converted price: 2 makes a rate 2 % higher than the banks' cross rate. */
  marginPercent: number
  /** Significant digits a pair's rate keeps after the margin (rounded half up); prices round per currency after. */
  significantDigits: number
}

/** The defaults when the configuration names none (README "Exchange rates"). */
export const DEFAULT_RATE_POLICY: RatePolicy = { marginPercent: 2, significantDigits: 4 }

export function isFedCurrency(value: unknown): value is FedCurrency {
  return typeof value === 'string' && (FED_CURRENCIES as readonly string[]).includes(value)
}

/** `value` rounded half up to `digits` significant digits. */
export function roundSignificant(value: number, digits: number): number {
  if (!(value > 0)) return value
  const magnitude = Math.floor(Math.log10(value)) + 1 - digits
  const scale = 10 ** magnitude
  // 10^magnitude is inexact for negative magnitudes; dividing by 10^-magnitude keeps 0.01212 exactly 0.01212.
  return magnitude >= 0 ? Math.round(value / scale) * scale : Math.round(value * 10 ** -magnitude) / 10 ** -magnitude
}

export interface PairRate {
  base: Currency
  quote: Currency
  rate_micros: number
}

/**
 * Every pair between the currencies with a known per-USD value: the banks' cross rate times (1 + margin), rounded to
 * the policy's significant digits, then to whole micros (at least 1). Pairs with an unknown currency are left out:
 * their stored rate stays as it was.
 */
export function pairRates(perUsd: Partial<Record<FedCurrency, PerUsdMicros>>, policy: RatePolicy): PairRate[] {
  const known: Array<[Currency, number]> = [['USD', 1]]
  for (const currency of FED_CURRENCIES) {
    const micros = perUsd[currency]
    if (micros !== undefined) known.push([currency, micros / 1_000_000])
  }
  return known.flatMap(([base, basePerUsd]) =>
    known
      .filter(([quote]) => quote !== base)
      .map(([quote, quotePerUsd]) => {
        const rate = roundSignificant((quotePerUsd / basePerUsd) * (1 + policy.marginPercent / 100), policy.significantDigits)
        return { base, quote, rate_micros: Math.max(1, Math.round(rate * 1_000_000)) }
      }),
  )
}

/** A fetched currency as the desk shows it (GET /api/staff/rates). Amounts are units per 1 USD. */
export interface CurrentRate {
  currency: FedCurrency
  source: RateSource
  /** The bank's last good rate, null before the first fetch. */
  fetched: number | null
  /** The bank's date of it (YYYY-MM-DD) and when it was fetched (ISO). */
  rate_date: string | null
  fetched_at: string | null
  /** The last attempt (ISO) and its failure; null error: it succeeded. */
  attempted_at: string | null
  error: RateFailure | null
  /** The staff override that wins until cleared, who set it and when. */
  override: number | null
  override_at: string | null
  /** USD→currency as the site charges it now (margin and rounding applied). */
  applied: number | null
}

export interface RatesOverview {
  rows: CurrentRate[]
  margin_percent: number
  significant_digits: number
}

/**
 * Sets an override: units of `currency` per 1 USD, used instead of the bank's rate (margin and rounding still apply);
 * null clears it.
 */
export interface RateOverrideBody {
  rate: number | null
}

/** The override's bounds: above 0 at the rates' micro precision, below a million per dollar. */
export const OVERRIDE_LIMITS = { min: 0.000001, max: 1_000_000 } as const

/** A day of a currency's history (GET /api/staff/rates/history). */
export interface RateHistoryRow {
  day: string
  currency: FedCurrency
  source: RateSource
  fetched: number | null
  rate_date: string | null
  error: RateFailure | null
  override: number | null
  applied: number | null
}

export interface RateHistoryQuery {
  /**
   * @type uint
   * @minimum 1
   * @maximum 366
   */
  days?: number
}

export interface RateHistory {
  rows: RateHistoryRow[]
}

export interface RateRefreshResult {
  /** The currencies fetched now and those that failed. */
  fetched: FedCurrency[]
  failed: FedCurrency[]
}
