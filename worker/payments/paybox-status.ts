/**
 * What PayBox's status answer means for our payment (BE-13). get_status3.php's pg_payment_status and the older
 * get_status2.php's pg_transaction_status names (Freedom Pay "Status"): success / ok is a charge, unless refunds or
 * revocations listed with it (pg_refund_amount, pg_revoke_amount, pg_refund_payments, pg_revoked_payments) return
 * the whole amount; failed / error, incomplete (its lifetime expired), revoked and refunded are no charge; new,
 * partial, pending, waiting and process are still pending. Any other value stays pending and is logged.
 */
import { minorFromValue } from './decimal-amount'
import type { PayboxField } from './paybox-sign'
import { payboxValues } from './paybox-xml'
import type { ProviderPaymentStatus } from './provider'

export const PAYBOX_PAYMENT_STATUSES: Readonly<Record<string, ProviderPaymentStatus>> = {
  success: 'succeeded',
  ok: 'succeeded',
  failed: 'canceled',
  error: 'canceled',
  incomplete: 'canceled',
  revoked: 'canceled',
  refunded: 'canceled',
  new: 'pending',
  partial: 'pending',
  pending: 'pending',
  waiting: 'pending',
  process: 'pending',
}

/** The lists of returned payments a status answer may carry, and their totals. */
const RETURN_LISTS = ['pg_refund_payments', 'pg_revoked_payments']
const RETURN_TOTALS = ['pg_refund_amount', 'pg_revoke_amount']

/** Minor units of an amount PayBox writes signed ("-10", "-10.00"); 0 when unreadable. */
function minorOf(value: string | undefined): number {
  return minorFromValue((value ?? '').trim().replace(/^-/, '')) ?? 0
}

/** The minor units returned to the payer: the larger of the totals and the successful returns listed. */
export function payboxReturnedAmount(answer: readonly PayboxField[]): number {
  const values = payboxValues(answer)
  const totals = RETURN_TOTALS.reduce((sum, name) => sum + minorOf(values[name]), 0)
  const listed = answer
    .filter((field) => RETURN_LISTS.includes(field.name) && typeof field.value !== 'string')
    .flatMap((list) => list.value as PayboxField[])
    .map((entry) => (typeof entry.value === 'string' ? {} : payboxValues(entry.value)))
    .filter((entry) => entry.pg_payment_status === undefined || PAYBOX_PAYMENT_STATUSES[entry.pg_payment_status] === 'succeeded')
    .reduce((sum, entry) => sum + minorOf(entry.pg_amount), 0)
  return Math.max(totals, listed)
}

/** Our status of a payment of `amount` minor units from PayBox's status answer. */
export function payboxPaymentStatus(answer: readonly PayboxField[], amount: number): ProviderPaymentStatus {
  const values = payboxValues(answer)
  const named = values.pg_payment_status ?? values.pg_transaction_status ?? ''
  const status = Object.hasOwn(PAYBOX_PAYMENT_STATUSES, named) ? PAYBOX_PAYMENT_STATUSES[named]! : null
  if (status === null) {
    console.warn('PayBox reported an unknown payment status; the payment stays pending', values.pg_payment_id, named)
    return 'pending'
  }
  return status === 'succeeded' && amount > 0 && payboxReturnedAmount(answer) >= amount ? 'canceled' : status
}
