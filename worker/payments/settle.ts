/**
 * Applies a provider's confirmed state to the stored payment and its order (BE-13): idempotent (the transitions
 * are conditional UPDATEs, so a repeated or reordered notification changes nothing twice), never trusting a
 * notification for the amount (the confirmed amount and currency must equal the payment's), and an order is paid
 * at most once, by its live attempt; a charge it does not keep is refunded or flagged (refund.ts). Every
 * notification is logged with its outcome.
 */
import {
  findPaymentByProviderId,
  type AcceptedCharge,
  logNotification,
  markPaymentCanceled,
  markPaymentSucceeded,
  type NotificationOutcome,
  type PaymentRow,
} from '../db/payments'
import { claimRefund } from '../db/refunds'
import { orderPayoff } from './order-payoff'
import type { PaymentProvider, ProviderPaymentState, VerifiedCallback } from './provider'
import { refundCharge, refundLeaseUntil } from './refund'

/**
 * Moves a payment to the state its provider confirmed; what happened, for the log. A confirmed charge pays the
 * order only as its live attempt; any other is refunded through `provider` (refund.ts). A charge the provider takes
 * only once we accept it (`accepted`, Payme's PerformTransaction) is recorded with the settlement, or not at all.
 */
export async function applyProviderState(
  db: D1Database,
  provider: PaymentProvider,
  payment: PaymentRow,
  state: ProviderPaymentState,
  accepted?: AcceptedCharge,
): Promise<NotificationOutcome> {
  if (state.amount !== payment.amount || state.currency !== payment.currency) {
    console.error('Payment amount mismatch', payment.uuid, { stored: [payment.amount, payment.currency], provider: state })
    return 'amount_mismatch'
  }
  const now = new Date()
  if (state.status === 'pending') return 'still_pending'
  if (state.status === 'canceled') return (await markPaymentCanceled(db, payment, now.toISOString())).paymentChanged ? 'applied' : 'duplicate'
  if (payment.status === 'REFUND_PENDING') {
    // An earlier request for this refund failed: the provider's retry asks again, once.
    return (await claimRefund(db, payment.uuid, now.toISOString(), refundLeaseUntil(now))) ? refundCharge(db, provider, payment) : 'duplicate'
  }
  const payoff = await orderPayoff(db, payment, now.toISOString())
  const transition = await markPaymentSucceeded(db, payment, payoff, refundLeaseUntil(now), accepted)
  if (!transition.paymentChanged) return 'duplicate'
  if (transition.orderPaid) return 'applied'
  if (transition.seatSold) {
    // Issue 44: paid after the hold ended and the last seat was sold meanwhile: staff refund it or admit the buyer.
    console.error('A late payment found its seat sold and needs staff', payment.uuid)
    return 'needs_staff'
  }
  return refundCharge(db, provider, payment)
}

/** A verified notification: find our payment by the provider's id, apply the confirmed state, log the outcome. */
export async function settleCallback(db: D1Database, provider: PaymentProvider, callback: VerifiedCallback): Promise<NotificationOutcome> {
  const payment = await findPaymentByProviderId(db, provider.name, callback.providerPaymentId)
  const outcome: NotificationOutcome =
    payment === null || callback.state === null ? 'unknown_payment' : await applyProviderState(db, provider, payment, callback.state)
  await logNotification(db, {
    provider: provider.name,
    providerPaymentId: callback.providerPaymentId,
    event: callback.event,
    paymentUuid: payment?.uuid ?? null,
    outcome,
    received: new Date().toISOString(),
  })
  return outcome
}

/** Outcomes after which the stored payment (and maybe its order) changed. */
const CHANGED: ReadonlySet<NotificationOutcome> = new Set(['applied', 'refunded', 'refund_pending', 'needs_staff'])

/**
 * Re-reads a PENDING payment from its provider (a missed or late notification): the status endpoint and the
 * payment page stay right without waiting for the callback. A provider that cannot be reached changes nothing.
 */
export async function refreshPendingPayment(db: D1Database, provider: PaymentProvider | null, payment: PaymentRow): Promise<boolean> {
  if (payment.status !== 'PENDING' || !payment.provider_payment_id || provider?.name !== payment.provider) return false
  try {
    const state = await provider.readStatus(payment.provider_payment_id)
    if (!state || state.status === 'pending') return false
    return CHANGED.has(await applyProviderState(db, provider, payment, state))
  } catch (error) {
    console.warn('Could not refresh a pending payment', payment.uuid, error)
    return false
  }
}
