/**
 * GET payment-methods (PAY-08, PAY-10, BE-13, OQ-26, OQ-27): the methods this configuration can charge with, in
 * the picker's order, with their currencies and the test-only mark. With the sandbox on (no live credentials) that
 * is every method of PAY-08; with live credentials only those with a live adapter. The picker selects nothing
 * until it has this list (OQ-27).
 */
import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { CommonQuery } from '../../src/model/api'
import type { PaymentMethodsAnswer } from '../../src/model/entities/orders'
import { PAYMENT_METHOD_CATALOGUE } from '../../src/model/payments'
import { paymentProviders } from '../payments/registry'
import { servedCurrencies } from '../payments/served-currencies'

import { route } from './route'

const validateCommonQuery = typia.http.createValidateQuery<CommonQuery>()

export const paymentMethodRoutes = {
  paymentMethods: route(ENDPOINTS.paymentMethods, { query: validateCommonQuery }, (c) => {
  const providers = paymentProviders(c.env)
  const results = PAYMENT_METHOD_CATALOGUE.flatMap((info) => {
    const provider = providers.forMethod(info.method)
    return provider ? [{ method: info.method, currencies: servedCurrencies(info.method, provider), test_only: info.testOnly }] : []
  })
  c.header('Cache-Control', 'private, no-store')
  return { results }
  }),
}
