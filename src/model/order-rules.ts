import type { OrderPosition } from './entities/orders'

/** How an order without a chosen option is priced (BE-12, EVENT-12, COURSES-10). */
export type UnchosenOption = { use: 'item' } | { use: 'option'; uuid: string } | { use: 'none'; reason: 'option_required' | 'unpriced' }

export interface PricedItem {
  /** null: the item has no price of its own, only its options do. */
  price_amount: number | null
  option_count: number
  first_option_uuid: string | null
}

/**
 * An item with options needs one chosen, except an item priced only by options that has exactly one (its price is
 * used); an item without options takes its own price, and one with neither cannot be bought.
 */
export function unchosenOption(item: PricedItem): UnchosenOption {
  if (item.option_count === 0) return item.price_amount === null ? { use: 'none', reason: 'unpriced' } : { use: 'item' }
  if (item.price_amount === null && item.option_count === 1 && item.first_option_uuid) return { use: 'option', uuid: item.first_option_uuid }
  return { use: 'none', reason: 'option_required' }
}

/**
 * When access paid at `paidAt` (ISO) ends: the same time `months` calendar months later, a day past the month's end
 * rolling into the next month (as SQLite's '+N months').
 */
export function accessEnd(paidAt: string, months: number): string {
  const end = new Date(paidAt)
  end.setUTCMonth(end.getUTCMonth() + months)
  return end.toISOString()
}

/** OQ-45: the option key of a book's electronic edition, which is sent by e-mail, not delivered. */
export const DIGITAL_OPTION_KEY = 'digital'

/** PAY-07: a product order needs a manager to arrange delivery unless everything in it is electronic. */
export function needsDelivery(positions: ReadonlyArray<Pick<OrderPosition, 'event' | 'product' | 'online_course' | 'option_key'>>): boolean {
  return positions.some((position) => position.product !== undefined && position.option_key !== DIGITAL_OPTION_KEY)
}
