import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PAYMENT_CURRENCY,
  DEFAULT_PAYMENT_METHOD,
  initialSelection,
  methodInfo,
  methodSupports,
  PAYMENT_METHOD_CATALOGUE,
  selectMethod,
  visibleMethods,
} from './payments'

describe('payment methods (PAY-08, OQ-26)', () => {
  it('lists the methods with their currencies in the picker order', () => {
    expect(PAYMENT_METHOD_CATALOGUE.map((info) => [info.method, info.currencies.join(',')])).toEqual([
      ['YOOKASSA', 'RUB'],
      ['PAYBOX', 'RUB,USD,UZS,KGS'],
      ['LEADPAY', 'RUB'],
      ['PAYMEUZ', 'UZS'],
      ['UZUM', 'UZS,RUB,KGS'],
      ['CLICK', 'UZS'],
    ])
    expect(methodSupports('PAYBOX', 'KGS')).toBe(true)
    expect(methodSupports('YOOKASSA', 'USD')).toBe(false)
  })

  it('shows UZUM and CLICK to testers only', () => {
    expect(visibleMethods(false).map((info) => info.method)).toEqual(['YOOKASSA', 'PAYBOX', 'LEADPAY', 'PAYMEUZ'])
    expect(visibleMethods(true).map((info) => info.method)).toContain('CLICK')
  })
})

describe('picker defaults (PAY-10, OQ-27)', () => {
  it('starts as LEADPAY with USD before the list is known', () => {
    expect([DEFAULT_PAYMENT_METHOD, DEFAULT_PAYMENT_CURRENCY]).toEqual(['LEADPAY', 'USD'])
  })

  it('on init selects the first method that supports the stored currency', () => {
    expect(initialSelection(visibleMethods(false), 'RUB')).toEqual({ method: 'YOOKASSA', currency: 'RUB', switchedFrom: null })
    expect(initialSelection(visibleMethods(false), 'USD')).toEqual({ method: 'PAYBOX', currency: 'USD', switchedFrom: null })
    expect(initialSelection(visibleMethods(false), 'UZS')).toEqual({ method: 'PAYBOX', currency: 'UZS', switchedFrom: null })
  })

  it('with no method for the stored currency (KZT) takes the first method and its first currency, and says so', () => {
    expect(initialSelection(visibleMethods(false), 'KZT')).toEqual({ method: 'YOOKASSA', currency: 'RUB', switchedFrom: 'KZT' })
    expect(initialSelection([], 'KZT')).toBeNull()
  })

  it('choosing a method keeps a supported currency and switches an unsupported one to its first', () => {
    expect(selectMethod(methodInfo('PAYBOX'), 'KGS')).toEqual({ method: 'PAYBOX', currency: 'KGS', switchedFrom: null })
    expect(selectMethod(methodInfo('PAYMEUZ'), 'KGS')).toEqual({ method: 'PAYMEUZ', currency: 'UZS', switchedFrom: 'KGS' })
    expect(selectMethod(methodInfo('UZUM'), 'USD')).toEqual({ method: 'UZUM', currency: 'UZS', switchedFrom: 'USD' })
    // The server's narrower list wins: UZUM served in UZS only (BE-31).
    expect(selectMethod({ method: 'UZUM', currencies: ['UZS'] }, 'RUB')).toEqual({ method: 'UZUM', currency: 'UZS', switchedFrom: 'RUB' })
  })
})

describe('payment method pictures (BE-31)', () => {
  it('every method of the catalogue has the picture GET payment-methods points to in public/', () => {
    for (const { method } of PAYMENT_METHOD_CATALOGUE) {
      expect(existsSync(new URL(`../../public/payment-methods/${method.toLowerCase()}.svg`, import.meta.url)), method).toBe(true)
    }
  })
})
