/** Where the Worker tests' fakes of the central banks answer (tests/vitest.config.ts binds them; issue 42). */
export const FAKE_RATE_URLS = {
  CBR_RATES_URL: 'https://cbr.fake/scripts/XML_daily.asp',
  NBKR_RATES_URL: 'https://nbkr.fake/XML/daily.xml',
  CBU_RATES_URL: 'https://cbu.fake/ru/arkhiv-kursov-valyut/json/',
  NBK_RATES_URL: 'https://nbk.fake/rss/get_rates.cfm',
} as const
