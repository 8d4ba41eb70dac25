import { describe, expect, it } from 'vitest'
import { convertMinor, ROUNDING_STEP_MINOR } from './money'

describe('convertMinor (BE-03, CURRENCY-06)', () => {
  it('keeps an amount in its own currency untouched', () => {
    expect(convertMinor(12345, 'USD', 'USD', undefined)).toBe(12345)
  })

  it('converts USD cents to whole roubles (1 USD = 92.5 RUB)', () => {
    // 150.00 USD → 13 875.00 RUB
    expect(convertMinor(15000, 'USD', 'RUB', 92_500_000)).toBe(1_387_500)
    // 0.99 USD → 91.575 RUB → 92 RUB
    expect(convertMinor(99, 'USD', 'RUB', 92_500_000)).toBe(9200)
  })

  it('rounds sums to 100 sums and never to zero', () => {
    // 1 USD = 12 650 UZS
    expect(convertMinor(100, 'USD', 'UZS', 12_650_000_000)).toBe(1_270_000)
    expect(convertMinor(1, 'RUB', 'UZS', 1_000_000)).toBe(ROUNDING_STEP_MINOR.UZS)
  })

  it('refuses to guess a missing rate', () => {
    expect(() => convertMinor(100, 'USD', 'KZT', undefined)).toThrow(/USD→KZT/)
  })
})
