/**
 * The world the payment machines need in the browser (DESIGN: machines never fetch or read `window`): the API
 * calls, the tester flag and the return paths, as actors given with `.provide()`.
 */
import { fromPromise } from 'xstate'
import type { PaymentAttempt, PaymentRequest } from '../../../machines/payment-button.machine'
import type { PaymentMethodsLoaded } from '../../../machines/payment-picker.machine'
import { ApiRequestError, type ApiClient } from '../../api/client'
import type { Currency } from '../../model/currencies'
import type { OrderEntity } from '../../model/entities/orders'
import { isTestUserFlag, TEST_USER_STORAGE_KEY } from '../../model/test-user'
import type { OrderCalls } from './order-calls'
import { paymentReturnPaths } from './payment-search'

/** PAY-04: the order read again by its access code. */
export const readOrderActor = (calls: OrderCalls, accessCode: string) => fromPromise<OrderEntity, void>(() => calls.readOrder(accessCode))

/** OQ-26: the local `isTestUser` flag; storage that refuses to be read means a regular visitor. */
function isTestUser(): boolean {
  try {
    return isTestUserFlag(window.localStorage.getItem(TEST_USER_STORAGE_KEY))
  } catch {
    return false
  }
}

/** PAY-08, OQ-26: the methods this configuration serves, and whether this browser belongs to a tester. */
export const loadMethodsActor = (api: Pick<ApiClient, 'paymentMethods'>) =>
  fromPromise<PaymentMethodsLoaded, void>(async () => ({ served: (await api.paymentMethods()).results, isTestUser: isTestUser() }))

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
      return { status: 'invoice', invoiceUrl: answer.invoice_url }
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 0) return { status: 'no_response' }
      throw error
    }
  })
