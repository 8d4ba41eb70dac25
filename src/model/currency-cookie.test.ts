import { describe, expect, it } from 'vitest'
import { currencyFromCookie } from './currencies'
import { currencyCookie } from './currency-cookie'

describe('currencyCookie (CURRENCY-02, CURRENCY-03)', () => {
  it('CURRENCY-02: stores the code in the `currency` cookie for the whole site for one year, SameSite=Lax', () => {
    expect(currencyCookie('KGS', false)).toBe('currency=KGS; Path=/; Max-Age=31536000; SameSite=Lax')
  })

  it('adds Secure over https', () => {
    expect(currencyCookie('RUB', true)).toBe('currency=RUB; Path=/; Max-Age=31536000; SameSite=Lax; Secure')
  })

  it('CURRENCY-04: what it writes reads back as the same currency', () => {
    const [pair] = currencyCookie('UZS', true).split('; ')
    expect(currencyFromCookie(`lang=ru; ${pair}`)).toBe('UZS')
  })
})
