import type { OrderPosition } from '../../model/entities/orders'

/** PAY-07: the page of a position's event, product or online course; null when the answer names none. */
export function positionPath(position: OrderPosition): string | null {
  if (position.event) return `/events/i/${position.event.slug}`
  if (position.product) return `/shop/${position.product.slug}`
  if (position.online_course) return `/online_school/courses/${position.online_course.slug}`
  return null
}
