import type { ApiClient } from '../../api/client'
import type { Currency } from '../../model/currencies'
import type { CalculateAnswer, OrderEntity, PaymentCreateAnswer, PaymentCreateBody } from '../../model/entities/orders'
import type { PaymentPageType } from '../../model/payment-page-types'

/** PAY-01, PAY-04, PAY-11, PAY-12: what the payment page asks of the API about its order, whatever the order's kind. */
export interface OrderCalls {
  readOrder: (accessCode: string) => Promise<OrderEntity>
  calculate: (order: string, currency: Currency) => Promise<CalculateAnswer>
  createPayment: (body: PaymentCreateBody) => Promise<PaymentCreateAnswer>
}

/** OQ-46: each kind's endpoint family, one name a call. */
const ORDER_ENDPOINTS = {
  events: { read: 'eventOrder', calculate: 'calculateEventOrder', pay: 'createEventOrderPayment' },
  products: { read: 'productsOrder', calculate: 'calculateProductsOrder', pay: 'createProductsOrderPayment' },
  online_courses: { read: 'onlineCourseOrder', calculate: 'calculateOnlineCourseOrder', pay: 'createOnlineCourseOrderPayment' },
} as const satisfies Record<PaymentPageType, Record<'read' | 'calculate' | 'pay', keyof ApiClient>>

type Names = (typeof ORDER_ENDPOINTS)[PaymentPageType]
export type OrderApi = Pick<ApiClient, Names['read'] | Names['calculate'] | Names['pay']>

/** The calls of the order kind `type`, through the client it is given (in-process on the server, fetch in the browser). */
export function orderCalls(api: OrderApi, type: PaymentPageType): OrderCalls {
  const names = ORDER_ENDPOINTS[type]
  return {
    readOrder: (accessCode) => api[names.read]({ params: { access_code: accessCode } }),
    calculate: (order, currency) => api[names.calculate]({ query: { currency }, body: { order } }),
    createPayment: (body) => api[names.pay]({ body }),
  }
}
