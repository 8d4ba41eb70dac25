/**
 * What every settle race must leave (issue 39.1; PAY-12, BE-13): money a provider took is the order's one kept
 * payment or is recorded with a refund row (refunded, being refunded or flagged for staff); the order is paid at
 * most once, by a charged attempt, and a paid order has no payable attempt left.
 */
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'

/** Statuses of a charge its order does not keep. */
const UNKEPT = ['REFUND_PENDING', 'REFUNDED', 'NEEDS_STAFF']

interface AttemptRow {
  uuid: string
  status: string
  refund: string | null
}

/** Checks the rule for the order `orderUuid` of table `orders`, whose attempts `charged` the providers took money for. */
export async function expectEveryChargeRecorded(orders: string, orderUuid: string, charged: readonly string[]): Promise<void> {
  const order = await env.DB.prepare(`SELECT is_paid, paid_payment_uuid FROM ${orders} WHERE uuid = ?1`)
    .bind(orderUuid)
    .first<{ is_paid: number; paid_payment_uuid: string | null }>()
  const { results: attempts } = await env.DB.prepare(
    `SELECT p.uuid, p.status, r.reason AS refund FROM payments p LEFT JOIN payment_refunds r ON r.payment_uuid = p.uuid
     WHERE p.order_uuid = ?1 ORDER BY p.created, p.uuid`,
  )
    .bind(orderUuid)
    .all<AttemptRow>()
  const succeeded = attempts.filter((attempt) => attempt.status === 'SUCCEEDED').map((attempt) => attempt.uuid)
  const story = JSON.stringify({ order, attempts, charged })
  // Paid once, by the one SUCCEEDED attempt, which the provider charged; a paid order takes no payment any more.
  expect(succeeded, story).toEqual(order?.is_paid === 1 ? [order.paid_payment_uuid] : [])
  for (const uuid of succeeded) expect(charged, story).toContain(uuid)
  if (order?.is_paid === 1) expect(attempts.filter((attempt) => attempt.status === 'PENDING'), story).toEqual([])
  // Every other charge is recorded for a refund or for staff.
  for (const uuid of charged) {
    const attempt = attempts.find((row) => row.uuid === uuid)
    if (attempt?.status === 'SUCCEEDED') continue
    expect(UNKEPT, story).toContain(attempt?.status)
    expect(attempt?.refund, story).not.toBeNull()
  }
  for (const attempt of attempts) if (UNKEPT.includes(attempt.status)) expect(attempt.refund, story).not.toBeNull()
}

/** Resolves after `ms` milliseconds: one side of a race starts later, so that each side wins some rounds. */
export function later(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
