import { describe, expect, it } from 'vitest'
import { pairRates, roundSignificant } from './exchange-rates'

describe('exchange-rate rules (BE-03, issue 42)', () => {
  it.each([
    [83.08665, 4, 83.09],
    [12291.1224, 4, 12290],
    [0.0125218, 4, 0.01252],
    [0.950103, 4, 0.9501],
    [89.199, 4, 89.2],
    [89.195, 3, 89.2],
  ])('roundSignificant(%d, %d) = %d', (value, digits, rounded) => {
    expect(roundSignificant(value, digits)).toBe(rounded)
  })

  it('derives every pair of the known currencies with the margin, and none with an unknown one', () => {
    const pairs = pairRates({ RUB: 80_000_000, KGS: 87_450_000 }, { marginPercent: 0, significantDigits: 6 })
    expect(pairs).toHaveLength(6)
    expect(pairs.find((pair) => pair.base === 'USD' && pair.quote === 'RUB')?.rate_micros).toBe(80_000_000)
    expect(pairs.find((pair) => pair.base === 'RUB' && pair.quote === 'USD')?.rate_micros).toBe(12_500)
    expect(pairs.some((pair) => pair.base === 'UZS' || pair.quote === 'UZS')).toBe(false)
    const withMargin = pairRates({ RUB: 80_000_000 }, { marginPercent: 2, significantDigits: 4 })
    expect(withMargin.map((pair) => pair.rate_micros)).toEqual([81_600_000, 12_750])
  })
})
