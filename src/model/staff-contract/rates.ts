/** The desk's exchange-rate endpoints (issue 42, BE-03): current rates, overrides, a fetch now, the history. */
import { get, post, put, types } from '../api-contract/endpoint'
import type { CurrentRate, RateHistory, RateHistoryQuery, RateOverrideBody, RateRefreshResult, RatesOverview } from '../exchange-rates'

const RATE_KEEPERS = ['admin', 'manager'] as const

export const STAFF_RATE_ENDPOINTS = {
  staffRates: get('/rates', types<never, RatesOverview>(), { roles: RATE_KEEPERS }),
  staffRateHistory: get('/rates/history', types<RateHistoryQuery, RateHistory>(), { roles: RATE_KEEPERS }),
  /** `{rate: null}` clears the override. */
  staffRateOverride: put('/rates/{currency}/override', types<never, CurrentRate, RateOverrideBody>(), { roles: RATE_KEEPERS }),
  staffRatesRefresh: post('/rates/refresh', types<never, RateRefreshResult>(), { status: 200, roles: RATE_KEEPERS }),
}
