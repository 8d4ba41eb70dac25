/**
 * A charge an order does not keep (PAY-12, BE-13: the order was paid by another payment, or the attempt was
 * superseded) is refunded through its provider's refund call, or flagged for staff where there is none or the
 * provider refuses; either way it is recorded (payments.status, payment_refunds). Only the caller holding the
 * refund's lease asks the provider, so duplicate notifications make one refund request.
 */
import { ProviderUnavailableError, type PaymentProvider, type RefundResult } from './provider'
import type { NotificationOutcome, PaymentRow } from '../db/payments'
import { pendingProviderRefunds, recordRefund, releaseRefund, type RefundRecord } from '../db/refunds'
import type { PaymentProviders } from './registry'

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

/** How many pending refunds one scheduled run re-reads. */
const PENDING_REFUNDS_PER_RUN = 20

/**
 * The scheduled run's re-read of refunds a provider answered pending (issue 41: a YooKassa refund still pending is
 * re-read until it settles): a settled one becomes REFUNDED, a canceled one NEEDS_STAFF with the reason; one still
 * pending, or a provider that cannot be reached, waits for the next run. Answers how many settled.
 */
export async function settlePendingRefunds(db: D1Database, providers: PaymentProviders, now: () => Date = () => new Date()): Promise<number> {
  let settled = 0
  for (const refund of await pendingProviderRefunds(db, PENDING_REFUNDS_PER_RUN)) {
    const provider = providers.byName(refund.provider)
    if (!provider?.readRefund) continue
    let result: RefundResult
    try {
      result = await provider.readRefund(refund.provider_refund_id)
    } catch (error) {
      if (error instanceof ProviderUnavailableError) continue
      throw error
    }
    if (result.status === 'pending') continue
    const record = recordOf(result)
    await recordRefund(db, refund.payment_uuid, record, now().toISOString())
    if (record.status === 'NEEDS_STAFF') console.error('A pending refund failed and needs staff', refund.payment_uuid, record.staffNote)
    settled += 1
  }
  return settled
}
