/**
 * A charge an order does not keep (PAY-12, BE-13: the order was paid by another payment, or the attempt was
 * superseded) is refunded through its provider's refund call, or flagged for staff where there is none or the
 * provider refuses; either way it is recorded (payments.status, payment_refunds). Only the caller holding the
 * refund's lease asks the provider, so duplicate notifications make one refund request.
 */
import { ProviderUnavailableError, type PaymentProvider, type RefundResult } from './provider'
import type { NotificationOutcome, PaymentRow } from '../db/payments'
import { recordRefund, releaseRefund, type RefundRecord } from '../db/refunds'

/** How long one caller may take to ask the provider for a refund before another may try (adapters time out at 10 s). */
export const REFUND_LEASE_MS = 60_000

export function refundLeaseUntil(now: Date): string {
  return new Date(now.getTime() + REFUND_LEASE_MS).toISOString()
}

function recordOf(result: RefundResult): RefundRecord {
  if (result.status === 'impossible') return { status: 'NEEDS_STAFF', staffNote: result.staffNote }
  return { status: result.status === 'succeeded' ? 'REFUNDED' : 'REFUND_PENDING', providerRefundId: result.providerRefundId }
}

const OUTCOMES = { REFUNDED: 'refunded', REFUND_PENDING: 'refund_pending', NEEDS_STAFF: 'needs_staff' } as const

/**
 * Asks the provider to refund the payment in full and records its answer; the caller holds the lease. An
 * unreachable provider releases the lease and throws ProviderUnavailableError (the notification answers 503, so the
 * provider calls again and the refund is asked for again).
 */
export async function refundCharge(db: D1Database, provider: PaymentProvider, payment: PaymentRow): Promise<NotificationOutcome> {
  let result: RefundResult
  try {
    result = await provider.refund({
      paymentUuid: payment.uuid,
      providerPaymentId: payment.provider_payment_id ?? payment.uuid,
      amount: payment.amount,
      currency: payment.currency,
      description: `Refund of payment ${payment.uuid}: its order does not keep it`,
    })
  } catch (error) {
    if (error instanceof ProviderUnavailableError) await releaseRefund(db, payment.uuid, new Date().toISOString())
    throw error
  }
  const record = recordOf(result)
  await recordRefund(db, payment.uuid, record, new Date().toISOString())
  if (record.status === 'NEEDS_STAFF') console.error('A charge the order does not keep needs a refund by staff', payment.uuid, record.staffNote)
  return OUTCOMES[record.status]
}
