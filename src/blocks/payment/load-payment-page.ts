import { notFound } from '@tanstack/react-router'
import { ApiRequestError } from '../../api/client'
import { ORDER_NOT_FOUND_CODES, type OrderEntity } from '../../model/entities/orders'
import { isPaymentPageType, type PaymentPageType } from '../../model/payment-page-types'
import { orderCalls, type OrderApi } from './order-calls'

/** OQ-29: why the order cannot be shown — an unpaid order older than a day, or no such order. */
export type OrderMissingReason = 'expired' | 'unknown'

export type PaymentPageData =
  | { view: 'order'; type: PaymentPageType; accessCode: string; order: OrderEntity }
  | { view: 'missing'; type: PaymentPageType; reason: OrderMissingReason }

/** A load failure that is not about the order (PAY-03): the error page shows 500 whatever the API answered. */
export class PaymentPageLoadError extends Error {
  constructor(cause: unknown) {
    super('The order could not be loaded', { cause })
    this.name = 'PaymentPageLoadError'
  }
}

function missingReason(error: unknown): OrderMissingReason | null {
  if (!(error instanceof ApiRequestError) || error.status !== 404) return null
  if (error.code === ORDER_NOT_FOUND_CODES.expired) return 'expired'
  return error.code === ORDER_NOT_FOUND_CODES.notFound ? 'unknown' : null
}

/**
 * PAY-01…03: the order of the page's kind by its access code. Unknown or expired → the page's own not-found view
 * (PAY-02, OQ-29); any other failure → the error page with 500 (PAY-03).
 */
export async function loadPaymentPage(api: OrderApi, params: { type: string; access_code: string }): Promise<PaymentPageData> {
  const { type, access_code: accessCode } = params
  if (!isPaymentPageType(type)) throw notFound()
  try {
    return { view: 'order', type, accessCode, order: await orderCalls(api, type).readOrder(accessCode) }
  } catch (error) {
    const reason = missingReason(error)
    if (reason) return { view: 'missing', type, reason }
    throw new PaymentPageLoadError(error)
  }
}
