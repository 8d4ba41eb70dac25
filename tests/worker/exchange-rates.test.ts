/**
 * Exchange rates kept current by themselves (issue 42, BE-03): the central banks' documents in their real formats,
 * the daily Cron Trigger's run with the centre's margin and rounding and its history, failures that keep yesterday's
 * rates and mail the managers once, staff overrides that win and are audited, and the desk's endpoints. The banks
 * are fakes (central-banks-fake.ts); every test puts the rates back as the seed had them.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ApiErrorBody, ListResponse } from '../../src/model/api'
import type { Currency } from '../../src/model/currencies'
import type { ProductListItem } from '../../src/model/entities/shop'
import { DEFAULT_RATE_POLICY, pairRates, type FedCurrency, type RateHistory, type RatesOverview } from '../../src/model/exchange-rates'
import { convertMinor } from '../../src/model/money'
import { scheduled } from '../../worker/index'
import { readFeeds, writeDerivedRates } from '../../worker/db/exchange-rate-feeds'
import { auditOf } from '../../worker/db/staff-audit'
import { MalformedRates, parseCbrDaily, parseCbuJson, parseNbkRss, parseNbkrDaily } from '../../worker/rates/central-bank-documents'
import { decodeDocument } from '../../worker/rates/central-banks'
import { RATES_CRON, refreshExchangeRates, setRateOverride } from '../../worker/rates/refresh-rates'
import { CBR_DAILY, CBU_JSON, NBKR_DAILY, NBK_RSS } from './central-bank-samples'
import { FakeCentralBanks, windows1251 } from './central-banks-fake'
import { apiJson } from './helpers'
import { createStaff, staffCookieFor, staffSend } from './staff-fixtures'

const DAY = 86_400_000
/** 03:15 UTC of a day no other test writes history for; each test takes its own days. */
const morning = (day: number) => Date.UTC(2031, 0, day, 3, 15)
const isoDay = (now: number) => new Date(now).toISOString().slice(0, 10)

async function rate(base: Currency, quote: Currency): Promise<number> {
  return (await env.DB.prepare('SELECT rate_micros FROM exchange_rates WHERE base = ?1 AND quote = ?2').bind(base, quote).first<number>('rate_micros'))!
}

async function feed(currency: FedCurrency) {
  return env.DB.prepare('SELECT * FROM exchange_rate_feeds WHERE currency = ?1').bind(currency).first<{ fetched_micros: number | null; error: string | null; override_micros: number | null; rate_date: string | null }>()
}

async function history(day: string, currency: FedCurrency) {
  return env.DB.prepare('SELECT * FROM exchange_rate_history WHERE day = ?1 AND currency = ?2').bind(day, currency).first()
}

let savedRates: Array<{ base: string; quote: string; rate_micros: number; updated: string }> = []
let savedFeeds: Array<Record<string, unknown>> = []

beforeAll(async () => {
  savedRates = (await env.DB.prepare('SELECT * FROM exchange_rates').all<(typeof savedRates)[number]>()).results
  savedFeeds = (await env.DB.prepare('SELECT * FROM exchange_rate_feeds').all<Record<string, unknown>>()).results
})

/** The seed's rates and untouched feeds again, for the next test and the next file. */
async function putBack(): Promise<void> {
  await env.DB.batch([
    ...savedRates.map((row) => env.DB.prepare('UPDATE exchange_rates SET rate_micros = ?3, updated = ?4 WHERE base = ?1 AND quote = ?2').bind(row.base, row.quote, row.rate_micros, row.updated)),
    ...savedFeeds.map((row) =>
      env.DB.prepare(
        `UPDATE exchange_rate_feeds SET fetched_micros = ?2, rate_date = ?3, fetched_at = ?4, attempted_at = ?5, error = ?6, override_micros = ?7,
           override_by = ?8, override_at = ?9 WHERE currency = ?1`,
      ).bind(row.currency, row.fetched_micros, row.rate_date, row.fetched_at, row.attempted_at, row.error, row.override_micros, row.override_by, row.override_at),
    ),
  ])
}
afterEach(putBack)
afterAll(putBack)

describe('the central banks’ documents in their real formats (BE-03)', () => {
  it('the Bank of Russia: windows-1251 XML, comma decimals, rates per Nominal', () => {
    const bytes = windows1251(CBR_DAILY)
    expect(bytes.includes(0xc4)).toBe(true) // «Д» of «Доллар США» as windows-1251, not UTF-8
    const text = decodeDocument(bytes.buffer as ArrayBuffer, 'application/xml; charset=windows-1251')
    expect(text).toContain('<Name>Доллар США</Name>')
    const parsed = parseCbrDaily(text)
    expect(parsed.date).toBe('2026-11-28')
    expect(parsed.rates.get('USD')).toBe(81.4575)
    expect(parsed.rates.get('KZT')).toBeCloseTo(0.15629, 10)
    expect(parsed.rates.get('KGS')).toBeCloseTo(9.31471, 10)
    expect(parsed.rates.get('UZS')).toBeCloseTo(0.0067441, 12)
  })

  it('the National Bank of the Kyrgyz Republic: daily XML with ISOCode attributes', () => {
    const parsed = parseNbkrDaily(NBKR_DAILY)
    expect(parsed.date).toBe('2026-11-28')
    expect(Object.fromEntries(parsed.rates)).toEqual({ USD: 87.45, EUR: 101.5076, CNY: 12.2847, KZT: 0.1681, RUB: 1.0736 })
  })

  it('the Central Bank of Uzbekistan: JSON rows with string rates', () => {
    const parsed = parseCbuJson(CBU_JSON)
    expect(parsed.date).toBe('2026-11-28')
    expect(parsed.rates.get('USD')).toBe(12050.12)
    expect(parsed.rates.get('KGS')).toBe(137.79)
  })

  it('the National Bank of Kazakhstan: RSS items with quant', () => {
    const parsed = parseNbkRss(NBK_RSS, '2026-11-27')
    expect(parsed.date).toBe('2026-11-28')
    expect(parsed.rates.get('USD')).toBe(521.34)
    expect(parsed.rates.get('KGS')).toBeCloseTo(5.962, 10)
    expect(parsed.rates.get('UZS')).toBeCloseTo(0.0433, 10)
  })

  it('malformed documents are refused, never read as rates', () => {
    expect(() => parseCbrDaily('<html><body>Технические работы</body></html>')).toThrow(MalformedRates)
    expect(() => parseCbrDaily('<ValCurs Date="28.11.2026" name="Foreign Currency Market"></ValCurs>')).toThrow(MalformedRates)
    expect(() => parseCbrDaily(CBR_DAILY.replace('<Value>81,4575</Value>', '<Value>—</Value>'))).toThrow(MalformedRates)
    expect(() => parseNbkrDaily(NBKR_DAILY.replace('<Nominal>1</Nominal>', '<Nominal>0</Nominal>'))).toThrow(MalformedRates)
    expect(() => parseCbuJson('<!doctype html>')).toThrow(MalformedRates)
    expect(() => parseCbuJson('[]')).toThrow(MalformedRates)
    expect(() => parseNbkRss('<rss><channel></channel></rss>', '2026-11-28')).toThrow(MalformedRates)
    expect(() => decodeDocument(new TextEncoder().encode('<?xml version="1.0" encoding="x-unknown"?>').buffer as ArrayBuffer, null)).toThrow(MalformedRates)
  })
})

describe('the daily run (BE-03)', () => {
  it('fetches the four banks, applies the 2 % margin and 4 significant digits to every pair, and keeps the day’s history', async () => {
    const banks = new FakeCentralBanks()
    const now = morning(6)
    expect(await refreshExchangeRates(env, { now, fetcher: banks.fetch })).toEqual({ fetched: ['RUB', 'KGS', 'UZS', 'KZT'], failed: [] })
    expect(banks.requestsTo('KZT')).toEqual(['https://nbk.fake/rss/get_rates.cfm?fdate=06.01.2031'])
    // 81.4575 × 1.02 = 83.08665 → 83.09; 87.45 × 1.02 = 89.199 → 89.20; 12050.12 × 1.02 = 12291.12 → 12290; 521.34 × 1.02 → 531.8
    expect(await rate('USD', 'RUB')).toBe(83_090_000)
    expect(await rate('USD', 'KGS')).toBe(89_200_000)
    expect(await rate('USD', 'UZS')).toBe(12_290_000_000)
    expect(await rate('USD', 'KZT')).toBe(531_800_000)
    // 1 / 81.4575 × 1.02 = 0.0125218 → 0.01252; 81.4575 / 87.45 × 1.02 = 0.950103 → 0.9501
    expect(await rate('RUB', 'USD')).toBe(12_520)
    expect(await rate('KGS', 'RUB')).toBe(950_100)
    const updated = await env.DB.prepare('SELECT COUNT(*) AS n FROM exchange_rates WHERE updated = ?1').bind(new Date(now).toISOString()).first<number>('n')
    expect(updated).toBe(20)
    expect(await history(isoDay(now), 'RUB')).toMatchObject({ source: 'cbr', fetched_micros: 81_457_500, rate_date: '2026-11-28', error: null, applied_micros: 83_090_000 })
    expect(await history(isoDay(now), 'KZT')).toMatchObject({ source: 'nbk', fetched_micros: 521_340_000, applied_micros: 531_800_000 })
    const applied = await env.DB.prepare('SELECT COUNT(*) AS n FROM exchange_rate_applied WHERE day = ?1').bind(isoDay(now)).first<number>('n')
    expect(applied).toBe(20)
  })

  it('the public prices follow the new rates', async () => {
    const before = await apiJson<ListResponse<ProductListItem>>('products?limit=100&currency=RUB')
    const stored = (await env.DB.prepare(`SELECT uuid, currency, price FROM products WHERE currency <> 'RUB'`).all<{ uuid: string; currency: Currency; price: number }>()).results
    expect(stored.length).toBeGreaterThan(0)
    await refreshExchangeRates(env, { now: morning(7), fetcher: new FakeCentralBanks().fetch })
    const after = await apiJson<ListResponse<ProductListItem>>('products?limit=100&currency=RUB')
    let changed = 0
    for (const product of stored) {
      const shown = after.rows.find((row) => row.uuid === product.uuid)
      if (!shown) continue
      expect(shown.price).toBe(convertMinor(product.price, product.currency, 'RUB', await rate(product.currency, 'RUB')))
      if (shown.price !== before.rows.find((row) => row.uuid === product.uuid)?.price) changed++
    }
    expect(changed).toBeGreaterThan(0)
  })

  it('a later run the same day fetches only the banks that failed', async () => {
    const banks = new FakeCentralBanks()
    banks.failing.set('KZT', 'unreachable')
    expect((await refreshExchangeRates(env, { now: morning(8), fetcher: banks.fetch })).failed.map((failure) => failure.currency)).toEqual(['KZT'])
    banks.failing.clear()
    banks.requests.length = 0
    expect(await refreshExchangeRates(env, { now: morning(8) + 3_600_000, fetcher: banks.fetch })).toEqual({ fetched: ['KZT'], failed: [] })
    expect(banks.requests).toHaveLength(1)
    expect(await feed('KZT')).toMatchObject({ error: null, fetched_micros: 521_340_000 })
  })

  it('a failed or malformed bank keeps yesterday’s rate, shows the failure, and 40 retries in flight queue one mail a manager, in their language (issue 41.3)', async () => {
    const { user: manager } = await createStaff(['manager'])
    const { user: englishManager } = await createStaff(['manager'])
    await env.DB.batch([
      env.DB.prepare("UPDATE client_users SET language = 'ru' WHERE id = ?1").bind(manager.id),
      env.DB.prepare("UPDATE client_users SET language = 'en' WHERE id = ?1").bind(englishManager.id),
    ])
    const banks = new FakeCentralBanks()
    await refreshExchangeRates(env, { now: morning(10), fetcher: banks.fetch })
    const yesterday = { rub: await rate('USD', 'RUB'), kgs: await rate('USD', 'KGS'), kgsRub: await rate('KGS', 'RUB') }
    banks.failing.set('RUB', 'down')
    banks.failing.set('KGS', 'maintenance')
    banks.usd.set('UZS', '12100.00')
    const today = morning(11)
    const reports = await Promise.all(Array.from({ length: 40 }, () => refreshExchangeRates(env, { now: today, fetcher: banks.fetch, all: true })))
    expect(reports.every((report) => report.failed.map((failure) => failure.currency).join() === 'RUB,KGS')).toBe(true)
    expect(await rate('USD', 'RUB')).toBe(yesterday.rub)
    expect(await rate('USD', 'KGS')).toBe(yesterday.kgs)
    expect(await rate('KGS', 'RUB')).toBe(yesterday.kgsRub)
    expect(await rate('USD', 'UZS')).toBe(12_340_000_000) // 12100 × 1.02 = 12342 → 12340
    // A code staff read in words; the technical detail is logged only.
    expect((await feed('RUB'))?.error).toBe('unreachable')
    expect((await feed('KGS'))?.error).toBe('bad_answer')
    expect(await history(isoDay(today), 'RUB')).toMatchObject({ fetched_micros: null, error: 'unreachable', applied_micros: yesterday.rub })
    const cause = `exchange-rates:${isoDay(today)}`
    const mails = (await env.DB.prepare('SELECT recipient, channel, subject, text_body FROM outbox WHERE cause = ?1').bind(cause).all<{ recipient: string; channel: string; subject: string; text_body: string }>()).results
    const managers = (await env.DB.prepare(`SELECT DISTINCT u.email FROM staff_roles r JOIN client_users u ON u.id = r.user_id WHERE r.role IN ('manager', 'admin')`).all<{ email: string }>()).results
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(managers.map((row) => row.email).sort())
    expect(mails.find((mail) => mail.recipient === manager.email)).toMatchObject({ channel: 'visitors', subject: `Курсы валют на ${isoDay(today)} не обновились` })
    const english = mails.find((mail) => mail.recipient === englishManager.email)
    expect(english).toMatchObject({ channel: 'visitors', subject: `Exchange rates for ${isoDay(today)} were not updated` })
    expect(english!.text_body).toMatch(/^The central banks’ rates could not be fetched:/)
    expect(english!.text_body).toMatch(/\/en\/admin\/rates$/)
    const russian = mails.find((mail) => mail.recipient === manager.email)!
    expect(russian.text_body).toContain('RUB: Банк России не ответил')
    expect(russian.text_body).toContain('KGS: Национальный банк Кыргызской Республики прислал ответ, который не удалось прочитать')
    expect(english!.text_body).toContain('RUB: Bank of Russia did not answer')
    expect(mails.some((mail) => /HTTP 503|CurrencyRates|cbr:/.test(mail.text_body))).toBe(false)
    await refreshExchangeRates(env, { now: today + 3_600_000, fetcher: banks.fetch })
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE cause = ?1').bind(cause).first<number>('n')).toBe(mails.length)
  }, 30_000)

  it('an override wins over the banks until cleared, holds against 20 runs in flight, and is audited', async () => {
    const { user } = await createStaff(['manager'])
    const banks = new FakeCentralBanks()
    await refreshExchangeRates(env, { now: morning(13), fetcher: banks.fetch })
    banks.usd.set('KGS', '88,0000')
    await Promise.all([
      setRateOverride(env, user.id, 'KGS', 90, morning(14)),
      ...Array.from({ length: 20 }, () => refreshExchangeRates(env, { now: morning(14), fetcher: banks.fetch, all: true })),
    ])
    expect(await rate('USD', 'KGS')).toBe(91_800_000) // 90 × 1.02
    expect(await feed('KGS')).toMatchObject({ fetched_micros: 88_000_000, override_micros: 90_000_000 })
    await refreshExchangeRates(env, { now: morning(15), fetcher: banks.fetch })
    expect(await rate('USD', 'KGS')).toBe(91_800_000)
    await setRateOverride(env, user.id, 'KGS', null, morning(15) + 60_000)
    expect(await rate('USD', 'KGS')).toBe(89_760_000) // 88 × 1.02
    const audit = (await auditOf(env.DB, 'exchange-rate:KGS')).filter((row) => row.user_id === user.id)
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['exchange-rate.override.set', '{"override":null}', '{"override":90}'],
      ['exchange-rate.override.clear', '{"override":90.0}', '{"override":null}'],
    ])
  }, 30_000)

  it('a derivation from feeds that a newer change replaced writes nothing: the newer change’s own derivation stands', async () => {
    const { user } = await createStaff(['manager'])
    await refreshExchangeRates(env, { now: morning(17), fetcher: new FakeCentralBanks().fetch })
    const stale = await readFeeds(env.DB)
    await setRateOverride(env, user.id, 'RUB', 100, morning(17) + 1000)
    expect(await rate('USD', 'RUB')).toBe(102_000_000)
    const stalePairs = pairRates({ RUB: 81_457_500 }, DEFAULT_RATE_POLICY)
    expect(await writeDerivedRates(env.DB, { ...stale, pairs: stalePairs, day: isoDay(morning(17)), now: morning(17) + 2000 })).toBe(false)
    expect(await rate('USD', 'RUB')).toBe(102_000_000)
  })

  it('the Cron Trigger RATES_CRON runs it (and the every-minute trigger does not)', async () => {
    const banks = new FakeCentralBanks()
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(banks.fetch)
    try {
      const minute = createExecutionContext()
      scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env, minute)
      await waitOnExecutionContext(minute)
      expect(banks.requests).toEqual([])
      const daily = createExecutionContext()
      scheduled(createScheduledController({ scheduledTime: Date.now(), cron: RATES_CRON }), env, daily)
      await waitOnExecutionContext(daily)
      expect(banks.requests).toHaveLength(4)
      expect(await rate('USD', 'RUB')).toBe(83_090_000)
    } finally {
      spy.mockRestore()
    }
  })
})


describe('the desk’s exchange-rate endpoints (admin and manager)', () => {
  it('list the current rates with their source, fetch time, failure and override; 404 to other roles', async () => {
    const { user } = await createStaff(['manager'])
    const { user: moderator } = await createStaff(['moderator'])
    const banks = new FakeCentralBanks()
    banks.failing.set('UZS', 'down')
    await refreshExchangeRates(env, { now: morning(20), fetcher: banks.fetch })
    const response = await staffSend('GET', '/rates', await staffCookieFor(user.id))
    expect(response.status).toBe(200)
    const body = (await response.json()) as RatesOverview
    expect(body).toMatchObject({ margin_percent: 2, significant_digits: 4 })
    expect(body.rows.map((row) => [row.currency, row.source])).toEqual([['RUB', 'cbr'], ['KGS', 'nbkr'], ['UZS', 'cbu'], ['KZT', 'nbk']])
    expect(body.rows[0]).toMatchObject({ fetched: 81.4575, rate_date: '2026-11-28', fetched_at: new Date(morning(20)).toISOString(), error: null, override: null, applied: 83.09 })
    expect(body.rows[2]).toMatchObject({ error: 'unreachable', attempted_at: new Date(morning(20)).toISOString() })
    expect((await staffSend('GET', '/rates', await staffCookieFor(moderator.id))).status).toBe(404)
    expect((await staffSend('GET', '/rates', '')).status).toBe(404)
  })

  it('a failure is answered as a code (unreachable, bad_answer, missing_currency), its technical detail logged only; older stored texts read as codes', async () => {
    const { user } = await createStaff(['manager'])
    const banks = new FakeCentralBanks()
    banks.failing.set('RUB', 'unreachable')
    banks.failing.set('KGS', 'maintenance')
    // The Central Bank of Uzbekistan answers its list without the dollar.
    const withoutUsd: typeof fetch = async (input, init) => {
      const answer = await banks.fetch(input, init)
      const text = await answer.clone().text()
      return text.includes('"Ccy":"USD"') ? new Response(text.replace('"Ccy":"USD"', '"Ccy":"XUS"'), { headers: answer.headers }) : answer
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await refreshExchangeRates(env, { now: morning(21), fetcher: withoutUsd, all: true })
      expect(logged.mock.calls.map((call) => String(call[0])).join('\n')).toContain('RUB not fetched: cbr: unreachable (Network connection lost.)')
    } finally {
      logged.mockRestore()
    }
    await env.DB.prepare("UPDATE exchange_rate_feeds SET error = 'nbk: no USD rate' WHERE currency = 'KZT'").run()
    const { rows } = (await (await staffSend('GET', '/rates', await staffCookieFor(user.id))).json()) as RatesOverview
    expect(Object.fromEntries(rows.map((row) => [row.currency, row.error]))).toEqual({ RUB: 'unreachable', KGS: 'bad_answer', UZS: 'missing_currency', KZT: 'missing_currency' })
  })

  it('set and clear an override: the answer shows the applied rate, and the audit names the staff member', async () => {
    const { user } = await createStaff(['admin'])
    const cookie = await staffCookieFor(user.id)
    const set = await staffSend('PUT', '/rates/KZT/override', cookie, { rate: 500 })
    expect(set.status).toBe(200)
    expect(await set.json()).toMatchObject({ currency: 'KZT', override: 500, applied: 510 })
    expect(await rate('USD', 'KZT')).toBe(510_000_000)
    const cleared = await staffSend('PUT', '/rates/KZT/override', cookie, { rate: null })
    expect(await cleared.json()).toMatchObject({ currency: 'KZT', override: null })
    expect((await auditOf(env.DB, 'exchange-rate:KZT')).filter((row) => row.user_id === user.id).map((row) => row.action)).toEqual(['exchange-rate.override.set', 'exchange-rate.override.clear'])
  })

  it.each([
    ['PUT', '/rates/KGS/override', { rate: -1 }, 'rate'],
    ['PUT', '/rates/KGS/override', { rate: 0 }, 'rate'],
    ['PUT', '/rates/KGS/override', { rate: 2_000_000 }, 'rate'],
    ['PUT', '/rates/KGS/override', { rate: '90' }, 'rate'],
    ['PUT', '/rates/KGS/override', {}, 'rate'],
    ['PUT', '/rates/KGS/override', { rate: 90, note: 'x' }, 'note'],
    ['PUT', '/rates/USD/override', { rate: 1 }, 'currency'],
    ['PUT', '/rates/EUR/override', { rate: 90 }, 'currency'],
    ['GET', '/rates/history?days=0', undefined, 'days'],
    ['GET', '/rates/history?days=abc', undefined, 'days'],
    ['GET', '/rates/history?days=400', undefined, 'days'],
  ] as const)('%s %s %j is a 400 naming %s', async (method, path, body, field) => {
    const { user } = await createStaff(['manager'])
    const response = await staffSend(method, path, await staffCookieFor(user.id), body)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as ApiErrorBody
    expect(answer.code).toBe('invalid_input')
    expect(Object.keys(answer.fields ?? {}).join()).toContain(field)
  })

  it('the history answers each day’s fetched and applied rates, newest first', async () => {
    const { user } = await createStaff(['manager'])
    const banks = new FakeCentralBanks()
    const now = Date.now()
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(banks.fetch)
    try {
      banks.failing.set('KGS', 'maintenance')
      const refresh = await staffSend('POST', '/rates/refresh', await staffCookieFor(user.id))
      expect(refresh.status).toBe(200)
      expect(await refresh.json()).toEqual({ fetched: ['RUB', 'UZS', 'KZT'], failed: ['KGS'] })
    } finally {
      spy.mockRestore()
    }
    const response = await staffSend('GET', '/rates/history?days=2', await staffCookieFor(user.id))
    expect(response.status).toBe(200)
    const { rows } = (await response.json()) as RateHistory
    const today = rows.filter((row) => row.day === isoDay(now))
    expect(today.map((row) => row.currency).sort()).toEqual(['KGS', 'KZT', 'RUB', 'UZS'])
    expect(today.find((row) => row.currency === 'RUB')).toMatchObject({ source: 'cbr', fetched: 81.4575, applied: 83.09, error: null })
    expect(today.find((row) => row.currency === 'KGS')).toMatchObject({ fetched: null, error: 'bad_answer' })
    expect(rows.every((row) => row.day >= isoDay(now - DAY))).toBe(true)
  })
})
