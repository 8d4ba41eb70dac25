/** Seats of event options (issue 44 "Seats", BE-15): how many are left, when that is "few", how long a hold lasts. */

/** An unpaid order holds its seat this long after it is made (or its payment is started), then releases it. */
export const SEAT_HOLD_MS = 30 * 60 * 1000

/** The hold in minutes, as the payment page says it. */
export const SEAT_HOLD_MINUTES = SEAT_HOLD_MS / 60_000

/** At most this many seats left shows "few seats left". */
export const FEW_SEATS_LEFT = 5

/** The code of the 409 that refuses an order of a sold-out option, and the buy form's reason for it. */
export const SOLD_OUT = 'sold_out'

/** What visitors are told of an option's seats. */
export type SeatAvailability = 'unlimited' | 'available' | 'few' | 'sold_out'

/** `seatsLeft` null: the option has no seat limit. */
export function seatAvailability(seatsLeft: number | null): SeatAvailability {
  if (seatsLeft === null) return 'unlimited'
  if (seatsLeft <= 0) return 'sold_out'
  return seatsLeft <= FEW_SEATS_LEFT ? 'few' : 'available'
}

/** The seats of an option as staff see them: sold (paid), held (unpaid within the hold), free; null seats: unlimited. */
export interface SeatCounts {
  seats: number | null
  sold: number
  held: number
  /** null: unlimited. Never below 0 (seats lowered under what is sold). */
  free: number | null
}

export function seatCounts(seats: number | null, sold: number, held: number): SeatCounts {
  return { seats, sold, held, free: seats === null ? null : Math.max(0, seats - sold - held) }
}

/** Starting a payment renews the hold, but never past this long after the order was made (it cannot be kept all day). */
export const SEAT_HOLD_LIMIT_MS = 60 * 60 * 1000

/** The limit in minutes, as the payment page says it. */
export const SEAT_HOLD_LIMIT_MINUTES = SEAT_HOLD_LIMIT_MS / 60_000

/**
 * The end of a hold that starts at `now`, as stored (UTC ISO): SEAT_HOLD_MS later, but no later than SEAT_HOLD_LIMIT_MS
 * after the order's creation (`created`, UTC ISO); past that limit the order holds nothing and a payment needs a free seat.
 */
export function seatHeldUntil(now: number, created: string): string {
  return new Date(Math.min(now + SEAT_HOLD_MS, Date.parse(created) + SEAT_HOLD_LIMIT_MS)).toISOString()
}
