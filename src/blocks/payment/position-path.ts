import type { OrderPosition } from '../../model/entities/orders'
import type { PaymentPageType } from '../../model/payment-page-types'

/** PAY-02: the catalogue of each kind of order, where a visitor goes when the order names no page. */
export const CATALOGUE_PATHS: Record<PaymentPageType, string> = {
  events: '/events',
  products: '/shop',
  online_courses: '/online_school',
}

/** PAY-07: the page of a position's event, product or online course; null when the answer names none. */
export function positionPath(position: OrderPosition): string | null {
  if (position.event) return `/events/i/${position.event.slug}`
  if (position.product) return `/shop/${position.product.slug}`
  if (position.online_course) return `/online_school/courses/${position.online_course.slug}`
  return null
}
