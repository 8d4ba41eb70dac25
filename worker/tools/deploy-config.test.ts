/** What `wrangler deploy` of the repository as it is would configure, read by wrangler's own config reader. */
import path from 'node:path'
import { unstable_readConfig } from 'wrangler'
import { describe, expect, it } from 'vitest'
import { PAYMENT_METHODS } from '../../src/model/payments'
import { paymentProviders, type PaymentConfig } from '../payments/registry'
import { sandboxMode } from '../payments/sandbox-mode'
import { ratePolicy } from '../rates/central-banks'
import { RATES_CRON } from '../rates/refresh-rates'
import { LOCAL_VARS } from './local-vars.mjs'

const root = path.resolve(import.meta.dirname, '../..')

describe('the deployment configuration (wrangler.toml)', () => {
  it('has no sandbox payment provider and, without credentials, no method: it cannot take fake payments (BE-13, issue 23)', () => {
    const { vars } = unstable_readConfig({ config: path.join(root, 'wrangler.toml') })
    const providers = paymentProviders({ ...vars, DB: {} as D1Database } as PaymentConfig)
    expect(providers.sandbox).toBeNull()
    expect(PAYMENT_METHODS.filter((method) => providers.forMethod(method) !== null)).toEqual([])
  })

  it('fetches the central banks’ exchange rates daily (RATES_CRON) with the README’s margin and rounding (issue 42, BE-03)', () => {
    const config = unstable_readConfig({ config: path.join(root, 'wrangler.toml') })
    expect(config.triggers.crons).toContain(RATES_CRON)
    expect(config.triggers.crons).toContain('* * * * *')
    expect(ratePolicy(config.vars as never)).toEqual({ marginPercent: 2, significantDigits: 4 })
    expect(ratePolicy({} as never)).toEqual({ marginPercent: 2, significantDigits: 4 })
    expect(ratePolicy({ EXCHANGE_RATE_MARGIN_PERCENT: '0', EXCHANGE_RATE_SIGNIFICANT_DIGITS: '6' } as never)).toEqual({ marginPercent: 0, significantDigits: 6 })
  })

  it('local runs turn the sandbox on explicitly (worker/tools/local-vars.mjs)', () => {
    expect(paymentProviders({ ...LOCAL_VARS, DB: {} as D1Database } as PaymentConfig).sandbox).not.toBeNull()
  })

  it.each([
    ['sandbox', 'fallback'],
    [' Sandbox ', 'fallback'],
    ['sandbox-only', 'only'],
    ['', 'off'],
    ['auto', 'off'],
    [undefined, 'off'],
  ] as const)('PAYMENT_PROVIDERS=%j → sandbox %s', (setting, mode) => {
    expect(sandboxMode(setting)).toBe(mode)
  })
})
