/**
 * The world the payment machines need in the browser (DESIGN: machines never fetch or read `window`): the API
 * calls, the tester cookie and the return paths, as actors given with `.provide()`.
 */
import { fromPromise } from 'xstate'
import type { PaymentAttempt, PaymentRequest } from '../../../machines/payment-button.machine'
import type { PaymentMethodsLoaded } from '../../../machines/payment-picker.machine'
import { ApiRequestError, type ApiClient } from '../../api/client'
import type { Currency } from '../../model/currencies'
import type { OrderEntity } from '../../model/entities/orders'
import { isTestUserFlag, TEST_USER_COOKIE, TEST_USER_STORAGE_KEY, testUserCookie } from '../../model/test-user'
import type { OrderCalls } from './order-calls'
import { paymentReturnPaths } from './payment-search'

/** PAY-04: the order read again by its access code. */
export const readOrderActor = (calls: OrderCalls, accessCode: string) => fromPromise<OrderEntity, void>(() => calls.readOrder(accessCode))

/**
 * OQ-26: a browser with the local `isTestUser` flag but without its cookie (a tester from before the cookie) gets
 * the cookie, so that the server, which decides, lists the test-only methods to it; storage that refuses to be read
 * means a regular visitor.
 */
function carryTestUserFlag(): void {
  try {
    if (isTestUserFlag(window.localStorage.getItem(TEST_USER_STORAGE_KEY)) && !document.cookie.includes(`${TEST_USER_COOKIE}=`)) {
      document.cookie = testUserCookie()
    }
  } catch {
    // No storage: nothing to carry.
  }
}

/** PAY-08, BE-31, OQ-26: the methods as the server offers them to this browser. */
export const loadMethodsActor = (api: Pick<ApiClient, 'paymentMethods'>) =>
  fromPromise<PaymentMethodsLoaded, void>(async () => {
    carryTestUserFlag()
    return (await api.paymentMethods()).results
  })

/** PAY-11: what paying in `currency` charges, in minor units. */
export const calculateActor = (calls: OrderCalls, orderUuid: string) =>
  fromPromise<number, { currency: Currency }>(async ({ input }) => (await calls.calculate(orderUuid, input.currency)).payment_amount)

/**
 * PAY-12, PAY-14, OQ-28: creates the payment with the order's uuid and this page's return paths. CLICK goes
 * through the same call: the server's provider answers its invoice URL. No response (status 0) is reported, not
 * thrown (PAY-15: a toast); every other failure is thrown (the inline error).
 */
export const createPaymentActor = (calls: OrderCalls, orderUuid: string) =>
  fromPromise<PaymentAttempt, PaymentRequest>(async ({ input }) => {
    try {
      const answer = await calls.createPayment({
        payment_method: input.method,
        order: orderUuid,
        currency: input.currency,
        ...paymentReturnPaths(window.location.pathname, window.location.search),
      })
      // PAY-15: an answer without an invoice address is a failure shown under the button, not a trip to "undefined".
      if (typeof answer.invoice_url !== 'string' || answer.invoice_url === '') throw new Error('the payment answer has no invoice_url')
      return { status: 'invoice', invoiceUrl: answer.invoice_url }
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 0) return { status: 'no_response' }
      throw error
    }
  })
