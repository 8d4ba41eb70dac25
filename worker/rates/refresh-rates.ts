/**
 * The daily run of the exchange rates (BE-03, issue 42) and the staff override: each writes its change of the feeds,
 * then derives every pair with the centre's margin and rounding from the feeds as they are (worker/db/
 * exchange-rate-feeds.ts says why concurrent changes cannot leave stale pairs).
 *
 * A run fetches each bank not yet fetched today (all of them when staff ask), keeps the previous rate of any that
 * fails or answers nonsense, records the failure where the desk shows it, and queues one mail a day to the managers.
 */
import { pairRates, type FedCurrency, type PerUsdMicros, type RateFailure } from '../../src/model/exchange-rates'
import { LANGUAGES, localizePath, type Language } from '../../src/model/languages'
import { queueManagersAlert, readFeeds, writeDerivedRates, writeFetchOutcomes, writeOverride, type FeedRow } from '../db/exchange-rate-feeds'
import type { Bindings } from '../env'
import { ratesAlertMail } from '../mail/rates-alert-mail'
import { fetchBankRate, RateFetchFailure, ratePolicy, type FetchedRate } from './central-banks'

/** The Cron Trigger of the daily run (wrangler.toml): 03:15 UTC, then hourly until 09:15 for banks that failed. */
export const RATES_CRON = '15 3-9 * * *'

export const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10)

/** The per-USD value each currency is converted with: the override, else the bank's last good rate. */
function effective(feeds: FeedRow[]): Partial<Record<FedCurrency, PerUsdMicros>> {
  const values: Partial<Record<FedCurrency, PerUsdMicros>> = {}
  for (const feed of feeds) {
    const value = feed.override_micros ?? feed.fetched_micros
    if (value !== null) values[feed.currency] = value
  }
  return values
}

/** Derives every pair and the day's history from the feeds as they are now (BE-03); false when a newer change won. */
export async function deriveRates(env: Bindings, now: number): Promise<boolean> {
  const { version, feeds } = await readFeeds(env.DB)
  return writeDerivedRates(env.DB, { version, feeds, pairs: pairRates(effective(feeds), ratePolicy(env)), day: utcDay(now), now })
}

export interface RefreshReport {
  fetched: FedCurrency[]
  failed: Array<{ currency: FedCurrency; error: RateFailure }>
}

/** Whether `feed` holds a good fetch of the UTC day `day` already. */
const fetchedOn = (feed: FeedRow, day: string) => feed.error === null && feed.fetched_at !== null && utcDay(feed.fetched_at) === day

/** A failure's code, stored and shown to staff; its technical detail goes to the log only. */
function failureOf(currency: FedCurrency, error: unknown): RateFailure {
  console.error(`exchange rates: ${currency} not fetched: ${error instanceof Error ? error.message : String(error)}`)
  return error instanceof RateFetchFailure ? error.code : 'bad_answer'
}

/** The site's address of the desk page, for the mail. */
function deskUrl(env: Bindings, language: Language): string {
  const origin = env.SITE_URL || (env.SITE_HOST ? `https://${env.SITE_HOST}` : '')
  return `${origin.replace(/\/$/, '')}${localizePath('/admin/rates', language)}`
}

/**
 * Fetches the banks due today (every bank with `all`), writes the rates and the history, and mails the managers once
 * a day about failures. `fetcher` is the global fetch but in tests.
 */
export async function refreshExchangeRates(env: Bindings, options: { now?: number; all?: boolean; fetcher?: typeof fetch } = {}): Promise<RefreshReport> {
  const now = options.now ?? Date.now()
  const day = utcDay(now)
  const { feeds } = await readFeeds(env.DB)
  const due = feeds.filter((feed) => options.all || !fetchedOn(feed, day)).map((feed) => feed.currency)
  if (due.length === 0) return { fetched: [], failed: [] }
  const outcomes = await Promise.all(
    due.map((currency) =>
      fetchBankRate(env, currency, day, options.fetcher).then(
        (rate): FetchedRate | { currency: FedCurrency; error: RateFailure } => rate,
        (error: unknown) => ({ currency, error: failureOf(currency, error) }),
      ),
    ),
  )
  await writeFetchOutcomes(
    env.DB,
    outcomes.map((outcome) => ('error' in outcome ? outcome : { currency: outcome.currency, micros: Math.round(outcome.perUsd * 1_000_000), rateDate: outcome.date })),
    now,
  )
  await deriveRates(env, now)
  const failed = outcomes.flatMap((outcome) => ('error' in outcome ? [{ currency: outcome.currency, error: outcome.error }] : []))
  if (failed.length > 0) {
    // Each manager reads it in their account's language (issue 41.3).
    const messages = await Promise.all(LANGUAGES.map((language) => ratesAlertMail(day, failed, deskUrl(env, language), language)))
    await queueManagersAlert(env.DB, messages, `exchange-rates:${day}`, now)
  }
  return { fetched: outcomes.flatMap((outcome) => ('error' in outcome ? [] : [outcome.currency])), failed }
}

/** Sets (`rate`, units per 1 USD) or clears (null) the override of `currency`, audited as `userId`'s. */
export async function setRateOverride(env: Bindings, userId: number, currency: FedCurrency, rate: number | null, now = Date.now()): Promise<void> {
  await writeOverride(env.DB, userId, currency, rate === null ? null : Math.round(rate * 1_000_000), now)
  await deriveRates(env, now)
}
