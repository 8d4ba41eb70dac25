/** BE-31, PAY-08: the currencies a method charges in here: those of the catalogue its serving provider can charge in. */
import type { Currency } from '../../src/model/currencies'
import { methodInfo, type PaymentMethod } from '../../src/model/payments'
import type { PaymentProvider } from './provider'

export function servedCurrencies(method: PaymentMethod, provider: Pick<PaymentProvider, 'currencies'>): Currency[] {
  return methodInfo(method).currencies.filter((currency) => !provider.currencies || provider.currencies.includes(currency))
}
