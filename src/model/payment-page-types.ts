/**
 * ROUTE-07, VALID-09: the order kinds with a payment page `/payment/{type}/{access_code}`. The edge
 * (worker/edge/payment-type.ts) answers any other type with the 404 page before the app renders; the route checks
 * again for navigations inside the app.
 */
export const PAYMENT_PAGE_TYPES = ['events', 'products', 'online_courses'] as const
export type PaymentPageType = (typeof PAYMENT_PAGE_TYPES)[number]

export function isPaymentPageType(value: string): value is PaymentPageType {
  return (PAYMENT_PAGE_TYPES as readonly string[]).includes(value)
}
