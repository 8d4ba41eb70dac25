/**
 * Fakes of the four central banks (issue 42, BE-03) at the URLs the Worker tests configure (tests/vitest.config.ts):
 * each serves its real-format sample (central-bank-samples.ts) with the bank's content type, the Bank of Russia's
 * encoded in windows-1251. A test takes a bank down (HTTP 503), makes it answer a maintenance page or unreachable,
 * or changes the USD rate it publishes; every request is counted. Nothing here reaches the internet.
 */
import type { FedCurrency } from '../../src/model/exchange-rates'
import { CBR_DAILY, CBU_JSON, NBKR_DAILY, NBK_RSS } from './central-bank-samples'

export { FAKE_RATE_URLS } from './central-bank-urls'

const HOST_OF: Record<FedCurrency, string> = { RUB: 'cbr.fake', KGS: 'nbkr.fake', UZS: 'cbu.fake', KZT: 'nbk.fake' }

/** Text as windows-1251 bytes (the table from the platform's own decoder). */
export function windows1251(text: string): Uint8Array {
  const table = new Map<string, number>()
  const decoded = new TextDecoder('windows-1251').decode(Uint8Array.from({ length: 256 }, (_, byte) => byte))
  ;[...decoded].forEach((char, byte) => table.has(char) || table.set(char, byte))
  return Uint8Array.from([...text].map((char) => table.get(char) ?? 0x3f))
}

/** The sample of `currency`'s bank with its USD rate replaced by `usd` (as the bank writes it). */
function withUsd(currency: FedCurrency, usd: string | undefined): string {
  if (usd === undefined) return { RUB: CBR_DAILY, KGS: NBKR_DAILY, UZS: CBU_JSON, KZT: NBK_RSS }[currency]
  switch (currency) {
    case 'RUB':
      return CBR_DAILY.replace('<Value>81,4575</Value>', `<Value>${usd}</Value>`)
    case 'KGS':
      return NBKR_DAILY.replace('<Value>87,4500</Value>', `<Value>${usd}</Value>`)
    case 'UZS':
      return CBU_JSON.replace('"Rate":"12050.12"', `"Rate":"${usd}"`)
    case 'KZT':
      return NBK_RSS.replace('<description>521.34</description>', `<description>${usd}</description>`)
  }
}

export class FakeCentralBanks {
  /** How each bank misbehaves; absent: it answers its document. */
  readonly failing = new Map<FedCurrency, 'down' | 'maintenance' | 'unreachable'>()
  /** The USD rate a bank publishes instead of its sample's. */
  readonly usd = new Map<FedCurrency, string>()
  readonly requests: string[] = []

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    this.requests.push(url.toString())
    const currency = (Object.keys(HOST_OF) as FedCurrency[]).find((key) => HOST_OF[key] === url.hostname)
    if (!currency) throw new TypeError(`No fake for ${url.hostname}`)
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError')
    const failing = this.failing.get(currency)
    if (failing === 'unreachable') throw new TypeError('Network connection lost.')
    if (failing === 'down') return new Response('Service Unavailable', { status: 503 })
    if (failing === 'maintenance') return new Response('<html><body>Технические работы</body></html>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    const document = withUsd(currency, this.usd.get(currency))
    switch (currency) {
      case 'RUB':
        return new Response(windows1251(document).buffer as ArrayBuffer, { headers: { 'Content-Type': 'application/xml; charset=windows-1251' } })
      case 'UZS':
        return new Response(document, { headers: { 'Content-Type': 'application/json' } })
      default:
        return new Response(document, { headers: { 'Content-Type': 'text/xml' } })
    }
  }

  requestsTo(currency: FedCurrency): string[] {
    return this.requests.filter((url) => new URL(url).hostname === HOST_OF[currency])
  }
}
