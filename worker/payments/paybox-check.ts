/**
 * PayBox's check call (BE-13; Freedom Pay "Check URL"): before it takes the buyer's money PayBox asks the site,
 * with a signed form (pg_order_id, pg_payment_id, pg_amount, pg_currency, …), whether the payment may go ahead, and
 * reads `ok` (go ahead) or `rejected` (refuse; pg_description is shown to the buyer) from our signed XML answer.
 * After paybox-call.ts's checks (signature with our check script's name, merchant, our payment, OQ-26) it refuses a
 * payment that is no longer PENDING (paid, canceled, superseded by a newer attempt), an order paid already, and an
 * amount (minor units) or currency other than the payment's. Nothing changes here; every call is logged.
 */
import { orderIsPaid, type NotificationOutcome } from '../db/payments'
import { minorFromValue } from './decimal-amount'
import { PAYBOX_CHECK_SCRIPT } from './paybox'
import { logPayboxCall, openPayboxCall, testPaymentInLiveShop, type PayboxAnswer, type PayboxCallDecider, type PayboxCallForm } from './paybox-call'

export type PayboxCheckForm = PayboxCallForm

export const answerPayboxCheck: PayboxCallDecider<PayboxCheckForm> = async (db, paybox, fields, form) => {
  const opened = await openPayboxCall(db, paybox, PAYBOX_CHECK_SCRIPT, fields, form)
  if ('refused' in opened) return opened.refused
  const { payment } = opened
  const answer = async (outcome: NotificationOutcome, description: string): Promise<PayboxAnswer> => {
    await logPayboxCall(db, paybox, form, 'check', payment, outcome)
    return { httpStatus: 200, status: outcome === 'still_pending' ? 'ok' : 'rejected', description, outcome }
  }
  if (!payment) return answer('unknown_payment', 'Unknown order')
  if (testPaymentInLiveShop(paybox, form, payment)) return answer('test_payment', 'A test payment in a live shop')
  if (payment.status === 'SUCCEEDED' || (await orderIsPaid(db, payment))) return answer('already_paid', 'The order is paid already')
  if (payment.status !== 'PENDING') return answer('duplicate', 'The payment was canceled or replaced by a newer one')
  if (minorFromValue(form.pg_amount) !== payment.amount || form.pg_currency !== payment.currency) {
    return answer('amount_mismatch', 'Amount or currency differs from the order')
  }
  return answer('still_pending', 'The payment may go ahead')
}
