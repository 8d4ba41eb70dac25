/**
 * Payment methods and their currencies (PAY-08, BE-13, BE-31, OQ-26, OQ-27), and the picker's default rules
 * (PAY-10) as pure functions. The catalogue is the server's: GET payment-methods answers it (narrowed to what the
 * configured providers charge in) and the payment endpoints accept exactly the pairs it answers; the picker works
 * from that answer, never from this constant, so the two cannot drift.
 */
import type { Currency } from './currencies'

export const PAYMENT_METHODS = ['YOOKASSA', 'PAYBOX', 'LEADPAY', 'PAYMEUZ', 'UZUM', 'CLICK'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export interface PaymentMethodInfo {
  method: PaymentMethod
  /** The currencies it charges in, the first being the one switched to (PAY-10). */
  currencies: readonly Currency[]
  /** OQ-26: shown only to testers, and accepted by the server only while configured with test credentials. */
  testOnly: boolean
}

/** PAY-08, in the picker's order: the server's catalogue (worker/api/payment-methods.ts). */
export const PAYMENT_METHOD_CATALOGUE: readonly PaymentMethodInfo[] = [
  { method: 'YOOKASSA', currencies: ['RUB'], testOnly: false },
  { method: 'PAYBOX', currencies: ['RUB', 'USD', 'UZS', 'KGS'], testOnly: false },
  { method: 'LEADPAY', currencies: ['RUB'], testOnly: false },
  { method: 'PAYMEUZ', currencies: ['UZS'], testOnly: false },
  { method: 'UZUM', currencies: ['UZS', 'RUB', 'KGS'], testOnly: true },
  { method: 'CLICK', currencies: ['UZS'], testOnly: true },
]

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value)
}

export function methodInfo(method: PaymentMethod): PaymentMethodInfo {
  return PAYMENT_METHOD_CATALOGUE.find((info) => info.method === method)!
}

/** PAY-08, BE-13: whether the method charges in the currency. */
export function methodSupports(method: PaymentMethod, currency: Currency): boolean {
  return methodInfo(method).currencies.includes(currency)
}

/** OQ-26: the methods a visitor's picker lists; test-only ones only for testers. */
export function visibleMethods(isTestUser: boolean): PaymentMethodInfo[] {
  return PAYMENT_METHOD_CATALOGUE.filter((info) => isTestUser || !info.testOnly)
}

/** PAY-10, OQ-27: what the picker shows before the method list is known. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'LEADPAY'
export const DEFAULT_PAYMENT_CURRENCY: Currency = 'USD'

export interface PaymentSelection {
  method: PaymentMethod
  currency: Currency
  /** OQ-27: the currency the visitor had when it had to change (no listed method charges it); the picker names it. */
  switchedFrom: Currency | null
}

/** What the picker needs of a method: its name and the currencies it charges in (the server's entry, BE-31). */
export type MethodCurrencies = Pick<PaymentMethodInfo, 'method' | 'currencies'>

/**
 * PAY-10, OQ-27 on init: the first listed method that supports the stored currency; if none does (KZT), the first
 * method with its first currency, `switchedFrom` the stored one. Null for an empty list.
 */
export function initialSelection(methods: readonly MethodCurrencies[], stored: Currency): PaymentSelection | null {
  const supporting = methods.find((info) => info.currencies.includes(stored))
  if (supporting) return { method: supporting.method, currency: stored, switchedFrom: null }
  const first = methods[0]
  if (!first) return null
  return { method: first.method, currency: first.currencies[0]!, switchedFrom: stored }
}

/** PAY-10: choosing a method keeps the currency when it charges in it, else switches to the method's first one. */
export function selectMethod({ method, currencies }: MethodCurrencies, currency: Currency): PaymentSelection {
  if (currencies.includes(currency)) return { method, currency, switchedFrom: null }
  return { method, currency: currencies[0]!, switchedFrom: currency }
}
