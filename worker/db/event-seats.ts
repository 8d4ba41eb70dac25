/** Seats of event options (issue 44 "Seats", BE-15): what orders take, counted in the statements that need it. */
import { seatHeldUntil } from '../../src/model/event-seats'

/** An order of alias `so` that keeps its seat for good: paid, or free (nothing to pay, so never released). */
const KEPT = '(so.is_paid = 1 OR so.price_amount = 0)'

/** The seats the orders of option `option` (an SQL expression) take at `now` (a parameter): kept, or held unpaid. */
export function takenSeatsSql(option: string, now: string): string {
  return `(SELECT count(*) FROM event_orders so WHERE so.event_option_uuid = ${option} AND (${KEPT} OR so.seat_held_until > ${now}))`
}

/** True unless option `option` has a seat limit its orders already fill (no option, or no limit: true). */
export function seatFreeSql(option: string, now: string): string {
  return `NOT EXISTS (SELECT 1 FROM event_options sx WHERE sx.uuid = ${option} AND sx.seats IS NOT NULL AND sx.seats <= ${takenSeatsSql('sx.uuid', now)})`
}

/**
 * True when the event order of alias `order` has its seat at `now`: kept (free), still held, or a free one it takes now
 * (a payment completing after its hold ended, issue 44). Evaluated inside one statement, so one free seat goes to one.
 */
export function orderHasSeatSql(order: string, now: string): string {
  return `(${order}.price_amount = 0 OR ${order}.seat_held_until > ${now} OR ${seatFreeSql(`${order}.event_option_uuid`, now)})`
}

/** Seats left of option `o` (alias) at `now`; NULL when it has no limit. */
export function seatsLeftSql(now: string): string {
  return `CASE WHEN o.seats IS NULL THEN NULL ELSE MAX(0, o.seats - ${takenSeatsSql('o.uuid', now)}) END`
}

/** Seats of option `option` sold for good (paid or free orders), for staff. */
export function soldSeatsSql(option: string): string {
  return `(SELECT count(*) FROM event_orders so WHERE so.event_option_uuid = ${option} AND ${KEPT})`
}

/** Seats of option `option` held at `now` by unpaid orders, for staff. */
export function heldSeatsSql(option: string, now: string): string {
  return `(SELECT count(*) FROM event_orders so WHERE so.event_option_uuid = ${option} AND NOT ${KEPT} AND so.seat_held_until > ${now})`
}

/**
 * Starts a new hold of an unpaid order's seat (its payment is being started): one statement, so it takes the seat only
 * while the order still holds it or a seat is free. The hold never reaches past SEAT_HOLD_LIMIT_MS after the order was
 * made (after that a payment may start while a seat is free, holding none). False: the hold ended and the option is
 * sold out meanwhile.
 */
export async function renewSeatHold(db: D1Database, order: { uuid: string; created: string }, now: number): Promise<boolean> {
  const at = new Date(now).toISOString()
  const result = await db
    .prepare(
      `UPDATE event_orders SET seat_held_until = ?3 WHERE uuid = ?1 AND is_paid = 0
         AND (seat_held_until > ?2 OR ${seatFreeSql('event_orders.event_option_uuid', '?2')})`,
    )
    .bind(order.uuid, at, seatHeldUntil(now, order.created))
    .run()
  return result.meta.changes === 1
}
