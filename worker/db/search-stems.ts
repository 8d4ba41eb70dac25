import { stemmer as english } from '@orama/stemmers/english'
import { stemmer as russian } from '@orama/stemmers/russian'
import { searchWords } from '../../src/model/desk-search.ts'

/**
 * Snowball stems for the full-text search (BE-07): the same function stems a text when it is stored and a visitor's
 * words when they search, so word forms meet in FTS5's `stems` column. Cyrillic words take the Russian stemmer,
 * Latin words the English one; Kyrgyz texts keep no stems and are found by prefixes.
 */

const CYRILLIC = /^[\p{Script=Cyrillic}\p{N}]+$/u
const LATIN = /^[\p{Script=Latin}\p{N}]+$/u

/** Languages whose texts are stemmed; the others are searched by prefixes alone. */
const STEMMED_LANGUAGES = new Set(['ru', 'en'])

/** The stem of one lowercased word, or undefined for a word of another script (or of mixed scripts). */
export function stemOf(word: string): string | undefined {
  if (/^\p{N}+$/u.test(word)) return undefined
  if (CYRILLIC.test(word)) return russian(word.replaceAll('ё', 'е'))
  if (LATIN.test(word)) return english(word)
  return undefined
}

export { searchWords }

/** The distinct stems of a stored text in `language`, space separated; empty for a language that is not stemmed. */
export function searchStems(language: string, text: string): string {
  if (!STEMMED_LANGUAGES.has(language)) return ''
  const stems = new Set(searchWords(text.replace(/<[^>]*>/g, ' ')).flatMap((word) => stemOf(word) ?? []))
  return [...stems].join(' ')
}
