/** The lead inbox's full-text search (issue 41 "Leads"; FTS5 table lead_search, migration 0044): what is indexed, what is asked. */
import { searchWords } from './search-stems'

/** A value that reads as a phone number: digits with the usual signs, seven digits at least. */
const PHONE = /^\+?[\d\s().-]{7,}$/

/** The most words of a search that reach MATCH. */
const MAX_WORDS = 8

const digitsOf = (value: string) => value.replace(/\D/g, '')

/** A phone's digits from each position on (three at least): any run of its digits is then the prefix of a word. */
function phoneTails(value: string): string[] {
  const digits = digitsOf(value)
  return Array.from({ length: Math.max(0, digits.length - 3) }, (_, start) => digits.slice(start + 1))
}

/**
 * What a lead is found by: its text values, lower-cased here because SQLite's lower() folds ASCII only ("ПЕРЕГОВОРЫ"
 * would not find "переговоры"), and the tails of its phone numbers, so that "555 12 34" finds +996555123456.
 */
export function leadSearchText(values: Record<string, string | boolean>): string {
  const texts = Object.values(values).filter((value): value is string => typeof value === 'string')
  const tails = texts.filter((text) => PHONE.test(text.trim())).flatMap(phoneTails)
  return [...texts, ...(tails.length ? [tails.join(' ')] : [])].join('\n').toLocaleLowerCase('ru')
}

/**
 * The FTS5 query of what a manager typed: every word, as the start of a stored word. Words are letters and digits
 * only, each quoted, so quotes, `*`, operators and column filters never reach MATCH as syntax. A phone as typed
 * (+996 555 12-34, 0555…) is one run of its digits, without the leading zeros of a local number. Undefined when
 * nothing searchable is left.
 */
export function leadSearchMatch(typed: string): string | undefined {
  const text = typed.trim()
  const words = PHONE.test(text) ? [digitsOf(text).replace(/^0+/, '')].filter(Boolean) : [...new Set(searchWords(text))].slice(0, MAX_WORDS)
  return words.length ? words.map((word) => `"${word}"*`).join(' ') : undefined
}
