/** The desk's search rule (issue 41 "Leads", "Orders"): what a lead or an order is found by, and what a manager's words ask. */

/** A value that reads as a phone number: digits with the usual signs, seven digits at least. */
const PHONE = /^\+?[\d\s().-]{7,}$/

/** The most words of a search that reach MATCH. */
const MAX_WORDS = 8

const WORD = /[\p{L}\p{N}]+/gu

/** The words of a text, lowercased, as FTS5's tokenizer (unicode61) sees them. */
export function searchWords(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(WORD) ?? []
}

const digitsOf = (value: string) => value.replace(/\D/g, '')

/** A phone's digits from each position on (three at least): any run of its digits is then the prefix of a word. */
function phoneTails(value: string): string[] {
  const digits = digitsOf(value)
  return Array.from({ length: Math.max(0, digits.length - 3) }, (_, start) => digits.slice(start + 1))
}

/**
 * What a record is found by (its stored search_text): its texts, lower-cased here because SQLite's lower() folds ASCII
 * only ("ПЕРЕГОВОРЫ" would not find "переговоры"), and the tails of its phone numbers, so "555 12 34" finds +996555123456.
 */
export function deskSearchText(texts: readonly string[]): string {
  const tails = texts.filter((text) => PHONE.test(text.trim())).flatMap(phoneTails)
  return [...texts, ...(tails.length ? [tails.join(' ')] : [])].join('\n').toLocaleLowerCase('ru')
}

/**
 * The FTS5 query of what a manager typed: every word, as the start of a stored word. Words are letters and digits
 * only, each quoted, so quotes, `*`, operators and column filters never reach MATCH as syntax; "№" is a number's sign,
 * not a word. A phone as typed (+996 555 12-34, 0555…) is one run of its digits, without the leading zeros of a local
 * number. Undefined when nothing searchable is left.
 */
export function deskSearchMatch(typed: string): string | undefined {
  const text = typed.replaceAll('№', ' ').trim()
  const words = PHONE.test(text) ? [digitsOf(text).replace(/^0+/, '')].filter(Boolean) : [...new Set(searchWords(text))].slice(0, MAX_WORDS)
  return words.length ? words.map((word) => `"${word}"*`).join(' ') : undefined
}

/** An order's number as a manager types it ("102", "№ 102", "№102", "#102"); undefined for anything else. */
export function typedOrderNumber(typed: string): number | undefined {
  const match = /^[№#]?\s*(\d{1,15})$/.exec(typed.trim())
  return match ? Number(match[1]) : undefined
}

/** What an order is found by (its search_text): its buyer's name, e-mail and phone. */
export function orderSearchText(order: { client_name: string; client_email: string; client_phone: string }): string {
  return deskSearchText([order.client_name, order.client_email, order.client_phone])
}
