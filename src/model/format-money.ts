import { CURRENCY_LABELS, MINOR_UNITS_PER_MAJOR, type Currency } from './currencies'
import type { Language } from './languages'

/**
 * An amount in minor units as text, grouped by thousands the same way on the server and in every browser (no
 * dependence on the runtime's locale data): `12 500 руб.`, `1,250.50 $`, `12 500 сом`.
 */
export function formatMoney(language: Language, minor: number, currency: Currency): string {
  const major = minor / MINOR_UNITS_PER_MAJOR
  const [whole = '0', fraction] = major.toFixed(Number.isInteger(major) ? 0 : 2).split('.')
  const groupSeparator = language === 'en' ? ',' : '\u202f'
  const decimalSeparator = language === 'en' ? '.' : ','
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator)
  return `${grouped}${fraction ? decimalSeparator + fraction : ''}\u00a0${CURRENCY_LABELS[currency]}`
}
