/**
 * GET payment-methods (PAY-08, PAY-09, PAY-10, BE-13, BE-31, OQ-26, OQ-27): the catalogue as the server offers it —
 * every method this configuration serves, in the picker's order, with the currencies its provider charges in here,
 * its texts in the request's language and its picture. Test-only methods are listed only to a tester's browser (the
 * `isTestUser` cookie `/_test` sets; the server decides). With the sandbox on (no live credentials) that is every
 * method of PAY-08; with live credentials only those with a live adapter. The picker selects nothing until it has
 * this list (OQ-27); the payment endpoints accept exactly these method/currency pairs (order-payments.ts).
 */
import { getCookie } from 'hono/cookie'
import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { CommonQuery } from '../../src/model/api'
import type { PaymentMethodEntry } from '../../src/model/entities/orders'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { visibleMethods } from '../../src/model/payments'
import { isTestUserFlag, TEST_USER_COOKIE } from '../../src/model/test-user'
import { paymentProviders } from '../payments/registry'
import { servedCurrencies } from '../payments/served-currencies'
import { paymentMethodTexts } from './payment-method-texts'
import { route } from '../lib/route'

const validateCommonQuery = typia.http.createValidateQuery<CommonQuery>()

/** Where each method's picture is served from (public/). */
export const PAYMENT_METHOD_IMAGE_PATH = '/payment-methods'

export const paymentMethodRoutes = {
  paymentMethods: route(ENDPOINTS.paymentMethods, { query: validateCommonQuery }, (c, { query }) => {
    const providers = paymentProviders(c.env)
    const language = query.language ?? DEFAULT_LANGUAGE
    const results = visibleMethods(isTestUserFlag(getCookie(c, TEST_USER_COOKIE))).flatMap((info): PaymentMethodEntry[] => {
      const provider = providers.forMethod(info.method)
      if (!provider) return []
      const image = `${PAYMENT_METHOD_IMAGE_PATH}/${info.method.toLowerCase()}.svg`
      return [{ method: info.method, currencies: servedCurrencies(info.method, provider), test_only: info.testOnly, ...paymentMethodTexts(info.method, language), image }]
    })
    // Private: the list depends on the tester cookie and the configuration.
    c.header('Cache-Control', 'private, no-store')
    return { results }
  }),
}
