import { describe, expect, it } from 'vitest'
import { formatMoney } from '../model/format-money'
import { amountOf, wholeOf } from './typed-number'

describe('a whole number typed in a desk form (issue 42, BE-04)', () => {
  it('BE-04: nothing is null, a whole number is itself, anything else is -1 for the server to name', () => {
    expect([wholeOf(''), wholeOf('  '), wholeOf(' 12 '), wholeOf('0'), wholeOf('1.5'), wholeOf('-3'), wholeOf('x')]).toEqual([null, null, 12, 0, -1, -1, -1])
  })
})

describe('an amount typed in a desk form, as the desk shows amounts', () => {
  it('takes thousands grouped with any space and a comma or a point before the decimals (ru, ky)', () => {
    expect(['11 500', '11\u00a0500', '11\u202f500', '11\u2009500', ' 11500 ', '11 500,50', '11500.5', '2 500,5', '0'].map((text) => amountOf(text, 'ru'))).toEqual([
      1_150_000, 1_150_000, 1_150_000, 1_150_000, 1_150_000, 1_150_050, 1_150_050, 250_050, 0,
    ])
    expect(amountOf('11 500', 'ky')).toBe(1_150_000)
  })

  it('takes thousands grouped with commas and a decimal point in English', () => {
    expect(['11,500', '11,500.50', '1,250,000', '11 500', '2500.5'].map((text) => amountOf(text, 'en'))).toEqual([1_150_000, 1_150_050, 125_000_000, 1_150_000, 250_050])
  })

  it('takes back what formatMoney shows, without its currency', () => {
    for (const language of ['ru', 'en', 'ky'] as const)
      for (const minor of [0, 50, 1_150_000, 1_150_050, 123_456_789]) expect(amountOf(formatMoney(language, minor, 'RUB').replace(/\u00a0\D+$/, ''), language)).toBe(minor)
  })

  it('nothing is null; what is no amount is -1, for the server to name with an example', () => {
    expect(['', ' \u202f '].map((text) => amountOf(text, 'ru'))).toEqual([null, null])
    expect(['abc', '-3', '1,5,5', '11.500.000', '1.234', '12a', '1,2345'].map((text) => amountOf(text, 'ru'))).toEqual([-1, -1, -1, -1, -1, -1, -1])
    expect(['abc', '11,50', '1.234'].map((text) => amountOf(text, 'en'))).toEqual([-1, -1, -1])
  })
})
