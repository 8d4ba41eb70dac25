/**
 * Parsers of the central banks' daily rate documents (BE-03, issue 42), each answering the rates it lists as units
 * of the bank's currency per ONE unit of the foreign currency (its nominal divided out) and the date they hold.
 * Formats as verified (README "Exchange rates"):
 * - Bank of Russia, XML_daily.asp (windows-1251): <ValCurs Date="DD.MM.YYYY"><Valute ID=".."><CharCode>USD</CharCode>
 *   <Nominal>1</Nominal><Value>81,2345</Value>…</Valute>…</ValCurs>, comma decimals.
 * - National Bank of the Kyrgyz Republic, XML/daily.xml: <CurrencyRates Name="Daily Exchange Rates" Date="DD.MM.YYYY">
 *   <Currency ISOCode="USD"><Nominal>1</Nominal><Value>87,4500</Value></Currency>…, comma decimals.
 * - Central Bank of Uzbekistan, arkhiv-kursov-valyut/json/: [{"Ccy":"USD","Nominal":"1","Rate":"12171.03",
 *   "Date":"24.09.2025",…},…], dot decimals in strings.
 * - National Bank of Kazakhstan, rss/get_rates.cfm?fdate=DD.MM.YYYY: <rss><channel>…<date>DD.MM.YYYY</date><item>
 *   <fullname>…</fullname><title>USD</title><description>470.12</description><quant>1</quant>…</item>…, dot decimals.
 * A document without the expected shape throws MalformedRates: the run keeps yesterday's rates.
 */

export class MalformedRates extends Error {}

export interface BankRates {
  /** The date the bank's document gives its rates for, YYYY-MM-DD. */
  date: string
  /** Units of the bank's currency per 1 unit of each listed currency, by ISO code. */
  rates: Map<string, number>
}

/** "81,2345" or "12171.03" as a positive finite number, else MalformedRates. */
function positiveNumber(text: string | undefined, what: string): number {
  const trimmed = (text ?? '').trim()
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) throw new MalformedRates(`${what}: not a number (${JSON.stringify(trimmed.slice(0, 40))})`)
  const value = Number(trimmed.replace(',', '.'))
  if (!(value > 0) || !Number.isFinite(value)) throw new MalformedRates(`${what}: not positive`)
  return value
}

/** "DD.MM.YYYY" as "YYYY-MM-DD", else MalformedRates. */
function isoDate(text: string | undefined, what: string): string {
  const match = /^\s*(\d{2})\.(\d{2})\.(\d{4})\s*$/.exec(text ?? '')
  if (!match) throw new MalformedRates(`${what}: no date`)
  const [, day, month, year] = match
  const iso = `${year}-${month}-${day}`
  if (Number.isNaN(Date.parse(`${iso}T00:00:00Z`))) throw new MalformedRates(`${what}: no date`)
  return iso
}

/** The text of the first <tag>…</tag> inside `xml` (CDATA unwrapped), or undefined. */
function element(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(xml)
  return match?.[1]?.replace(/^\s*<!\[CDATA\[([\s\S]*)\]\]>\s*$/, '$1')
}

/** Every <tag …>…</tag> block of `xml` with its attribute text and body. */
function blocks(xml: string, tag: string): Array<{ attributes: string; body: string }> {
  return [...xml.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => ({ attributes: match[1] ?? '', body: match[2] ?? '' }))
}

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`).exec(attributes)?.[1]
}

function nonEmpty(rates: Map<string, number>, what: string): Map<string, number> {
  if (rates.size === 0) throw new MalformedRates(`${what}: no rates`)
  return rates
}

/** The Bank of Russia's XML_daily.asp, already decoded from windows-1251. */
export function parseCbrDaily(xml: string): BankRates {
  const root = /<ValCurs\b([^>]*)>/.exec(xml)
  if (!root) throw new MalformedRates('cbr: no ValCurs')
  const date = isoDate(attribute(root[1] ?? '', 'Date'), 'cbr')
  const rates = new Map<string, number>()
  for (const { body } of blocks(xml, 'Valute')) {
    const code = element(body, 'CharCode')?.trim() ?? ''
    rates.set(code, positiveNumber(element(body, 'Value'), `cbr ${code}`) / positiveNumber(element(body, 'Nominal'), `cbr ${code} nominal`))
  }
  return { date, rates: nonEmpty(rates, 'cbr') }
}

/** The National Bank of the Kyrgyz Republic's XML/daily.xml. */
export function parseNbkrDaily(xml: string): BankRates {
  const root = /<CurrencyRates\b([^>]*)>/.exec(xml)
  if (!root) throw new MalformedRates('nbkr: no CurrencyRates')
  const date = isoDate(attribute(root[1] ?? '', 'Date'), 'nbkr')
  const rates = new Map<string, number>()
  for (const { attributes, body } of blocks(xml, 'Currency')) {
    const code = attribute(attributes, 'ISOCode')?.trim() ?? ''
    rates.set(code, positiveNumber(element(body, 'Value'), `nbkr ${code}`) / positiveNumber(element(body, 'Nominal'), `nbkr ${code} nominal`))
  }
  return { date, rates: nonEmpty(rates, 'nbkr') }
}

/** The Central Bank of Uzbekistan's JSON list; the date is the one the USD row (or else the first row) holds. */
export function parseCbuJson(json: string): BankRates {
  let rows: unknown
  try {
    rows = JSON.parse(json)
  } catch {
    throw new MalformedRates('cbu: not JSON')
  }
  if (!Array.isArray(rows) || rows.length === 0) throw new MalformedRates('cbu: no rates')
  const rates = new Map<string, number>()
  let date: string | undefined
  for (const row of rows as Array<Record<string, unknown>>) {
    const code = typeof row?.Ccy === 'string' ? row.Ccy.trim() : ''
    if (!code) throw new MalformedRates('cbu: a row without Ccy')
    rates.set(code, positiveNumber(String(row.Rate ?? ''), `cbu ${code}`) / positiveNumber(String(row.Nominal ?? ''), `cbu ${code} nominal`))
    if (date === undefined || code === 'USD') date = isoDate(String(row.Date ?? ''), `cbu ${code}`)
  }
  return { date: date!, rates }
}

/** The National Bank of Kazakhstan's RSS of get_rates.cfm; `requested` (YYYY-MM-DD) when the document names no date. */
export function parseNbkRss(xml: string, requested: string): BankRates {
  if (!/<rss\b|<rates\b/.test(xml)) throw new MalformedRates('nbk: not the rates RSS')
  const items = blocks(xml, 'item')
  const outside = xml.replace(/<item\b[\s\S]*?<\/item>/g, '')
  const named = element(outside, 'date')
  const date = named === undefined ? requested : isoDate(named, 'nbk')
  const rates = new Map<string, number>()
  for (const { body } of items) {
    const code = element(body, 'title')?.trim() ?? ''
    const quant = element(body, 'quant')
    rates.set(code, positiveNumber(element(body, 'description'), `nbk ${code}`) / (quant === undefined ? 1 : positiveNumber(quant, `nbk ${code} quant`)))
  }
  return { date, rates: nonEmpty(rates, 'nbk') }
}
