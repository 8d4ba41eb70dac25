/**
 * Amounts as providers write them ('1234.00', major units with two decimals) and as we store them (integer minor
 * units), converted with integer arithmetic only, so no float rounding ever changes what is charged (BE-12, BE-13).
 */
import { MINOR_UNITS_PER_MAJOR } from '../../src/model/currencies'

/** '1234.00' → 123400; null for anything that is not a plain decimal amount. */
export function minorFromValue(value: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value)
  if (!match) return null
  return Number(match[1]) * MINOR_UNITS_PER_MAJOR + Number((match[2] ?? '0').padEnd(2, '0'))
}

/** 123400 → '1234.00' */
export function valueFromMinor(amount: number): string {
  const major = Math.floor(amount / MINOR_UNITS_PER_MAJOR)
  const minor = amount % MINOR_UNITS_PER_MAJOR
  return `${major}.${String(minor).padStart(2, '0')}`
}
