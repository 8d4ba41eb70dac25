import { MINOR_UNITS_PER_MAJOR } from '../model/currencies'
import type { Language } from '../model/languages'

/** A whole number typed in a desk form: null for nothing, -1 (which the server names invalid) for anything else. */
export function wholeOf(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  return /^\d+$/.test(trimmed) ? Number(trimmed) : -1
}

/** Spaces of any width (a space, no-break, thin and narrow no-break): the desk groups thousands with them. */
const SPACES = /[\s\u00a0\u2007\u2009\u202f]/g

/**
 * An amount typed in a desk form, in minor units, as the desk shows amounts in `language` (formatMoney): thousands
 * grouped with spaces (`11 500`, `11 500,50`) or, in English, commas (`11,500.50`); a comma or a point before at most
 * two decimals elsewhere. Null for nothing; -1 (which the server names, with an example) for what is no amount.
 */
export function amountOf(text: string, language: Language): number | null {
  let plain = text.replace(SPACES, '')
  if (plain === '') return null
  plain = language === 'en' ? plain.replace(/,(?=\d{3}(?:\D|$))/g, '') : plain.replace(',', '.')
  if (!/^\d+(?:\.\d{1,2})?$/.test(plain)) return -1
  return Math.round(Number(plain) * MINOR_UNITS_PER_MAJOR)
}
