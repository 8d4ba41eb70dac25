/** The desk's exchange rates (issue 42, BE-03; admin and manager): what applies now, overrides, a fetch now, history. */
import typia from 'typia'
import { OVERRIDE_LIMITS, RATE_SOURCE_OF, isFedCurrency, rateFailureOf, type CurrentRate, type FedCurrency, type RateHistoryQuery, type RateOverrideBody } from '../../src/model/exchange-rates'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { rateHistory, ratesFromUsd, readFeeds, type FeedRow } from '../db/exchange-rate-feeds'
import type { Bindings } from '../env'
import { privateAnswer } from '../lib/private-answer'
import { kickOutbox } from '../mail/kick'
import { route } from '../lib/route'
import { badFields } from '../lib/visitor-input'
import { ratePolicy } from '../rates/central-banks'
import { refreshExchangeRates, setRateOverride, utcDay } from '../rates/refresh-rates'
import { currentStaff } from './role-check'

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString())
const units = (micros: number | null | undefined) => (micros === null || micros === undefined ? null : micros / 1_000_000)

function shown(feed: FeedRow, fromUsd: Map<string, number>): CurrentRate {
  return {
    currency: feed.currency,
    source: RATE_SOURCE_OF[feed.currency],
    fetched: units(feed.fetched_micros),
    rate_date: feed.rate_date,
    fetched_at: iso(feed.fetched_at),
    attempted_at: iso(feed.attempted_at),
    error: rateFailureOf(feed.error),
    override: units(feed.override_micros),
    override_at: iso(feed.override_at),
    applied: units(fromUsd.get(feed.currency)),
  }
}

async function currentRates(env: Bindings): Promise<CurrentRate[]> {
  const [{ feeds }, fromUsd] = await Promise.all([readFeeds(env.DB), ratesFromUsd(env.DB)])
  return feeds.map((feed) => shown(feed, fromUsd))
}

function fedCurrency(value: string): FedCurrency {
  if (!isFedCurrency(value)) throw badFields({ currency: ['forms.errors.invalid'] })
  return value
}

export const staffRateRoutes = {
  staffRates: route(STAFF_ENDPOINTS.staffRates, {}, async (c) => {
    const policy = ratePolicy(c.env)
    return { rows: await currentRates(c.env), margin_percent: policy.marginPercent, significant_digits: policy.significantDigits }
  }, [privateAnswer]),

  staffRateHistory: route(STAFF_ENDPOINTS.staffRateHistory, { query: typia.http.createValidateQuery<RateHistoryQuery>() }, async (c, { query }) => {
    return { rows: await rateHistory(c.env.DB, utcDay(Date.now()), query.days ?? 31) }
  }, [privateAnswer]),

  staffRateOverride: route(STAFF_ENDPOINTS.staffRateOverride, { body: typia.createValidateEquals<RateOverrideBody>() }, async (c, { params, body }) => {
    const { row } = await currentStaff(c)
    const currency = fedCurrency(params.currency)
    const { rate } = body
    if (rate !== null && !(Number.isFinite(rate) && rate >= OVERRIDE_LIMITS.min && rate <= OVERRIDE_LIMITS.max)) throw badFields({ rate: ['forms.errors.invalid'] })
    await setRateOverride(c.env, row.user_id, currency, rate)
    return (await currentRates(c.env)).find((shownRate) => shownRate.currency === currency)!
  }, [privateAnswer]),

  staffRatesRefresh: route(STAFF_ENDPOINTS.staffRatesRefresh, {}, async (c) => {
    const report = await refreshExchangeRates(c.env, { all: true })
    if (report.failed.length > 0) kickOutbox(c)
    return { fetched: report.fetched, failed: report.failed.map((failure) => failure.currency) }
  }, [privateAnswer]),
}

