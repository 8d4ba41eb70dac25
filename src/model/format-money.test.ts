import { describe, expect, it } from 'vitest'
import { formatMoney } from './format-money'

describe('formatMoney (CURRENCY-06, EVENT-05, I18N-08)', () => {
  it('groups thousands with a narrow no-break space in Russian and Kyrgyz, with a comma in English', () => {
    expect(formatMoney('ru', 1_250_000, 'RUB')).toBe('12\u202f500\u00a0руб.')
    expect(formatMoney('ky', 1_250_000, 'KGS')).toBe('12\u202f500\u00a0сом')
    expect(formatMoney('en', 1_250_000, 'USD')).toBe('12,500\u00a0$')
  })

  it('writes kopecks and cents with the language decimal separator, and whole amounts without them', () => {
    expect(formatMoney('en', 125_050, 'USD')).toBe('1,250.50\u00a0$')
    expect(formatMoney('ru', 125_050, 'RUB')).toBe('1\u202f250,50\u00a0руб.')
    expect(formatMoney('ky', 5, 'KZT')).toBe('0,05\u00a0₸')
    expect(formatMoney('ru', 300_000_000, 'UZS')).toBe('3\u202f000\u202f000\u00a0сўм')
    expect(formatMoney('en', 0, 'KGS')).toBe('0\u00a0сом')
  })
})
