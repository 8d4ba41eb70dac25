/**
 * PayBox's result call (BE-13; Freedom Pay "Result URL"), decided after the route validated the form
 * (worker/api/paybox-webhooks.ts). Checked in this order (paybox-call.ts), each refusal answered `rejected` when PayBox
 * allows it (pg_can_reject=1: PayBox then does not take the money) and `error` otherwise:
 * - the signature with our result script's name, and the merchant id when sent (else 403: not PayBox's call);
 * - our payment by pg_payment_id, whose uuid must be the pg_order_id (unknown order);
 * - OQ-26: a test payment (pg_testing_mode=1, or made while PayBox was in testing mode) in a live configuration.
 * pg_result 1 (paid) or 0 (not paid) for a payment still PENDING and an unpaid order is applied as it is; anything
 * else (another pg_result, a payment no longer pending, an order paid already) is re-read through get_status3.php
 * first. settle.ts applies the state only with the exact amount (minor units) and currency of our payment, and with
 * its conditional transitions: an order is paid at most once, a charge it does not keep is refunded (revoke.php).
 * PayBox unreachable: 503, nothing decided, and PayBox calls again. Every call that passed the signature is logged.
 */
import type { tags } from 'typia'
import { orderIsPaid, type NotificationOutcome, type PaymentRow } from '../db/payments'
import { minorFromValue } from './decimal-amount'
import { PAYBOX_RESULT_SCRIPT } from './paybox'
import { logPayboxCall, openPayboxCall, testPaymentInLiveShop, type PayboxAnswer, type PayboxCallDecider, type PayboxCallForm } from './paybox-call'
import { ProviderUnavailableError, type ProviderPaymentState } from './provider'
import { applyProviderState } from './settle'
import { recordReversalAfterPaid } from '../db/payment-followups'

/** The result call's fields (paybox-call.ts) with its verdict. */
export interface PayboxResultForm extends PayboxCallForm {
  /** 1 paid, 0 not paid. */
  pg_result: string & tags.MaxLength<16>
  pg_can_reject?: string & tags.MaxLength<16>
}

/** Outcomes after which the call is acknowledged: the charge was applied, was known, or is being refunded. */
const ACKNOWLEDGED: ReadonlySet<NotificationOutcome> = new Set(['applied', 'duplicate', 'refunded', 'refund_pending', 'needs_staff'])

/** Whether PayBox's word is enough: a plain verdict about a payment still waiting for it, of an unpaid order. */
async function takenAsSent(db: D1Database, payment: PaymentRow, claimed: ProviderPaymentState['status'] | null): Promise<boolean> {
  if (claimed === null || payment.status !== 'PENDING') return false
  return claimed === 'canceled' || !(await orderIsPaid(db, payment))
}

export const answerPayboxResult: PayboxCallDecider<PayboxResultForm> = async (db, paybox, fields, form) => {
  const opened = await openPayboxCall(db, paybox, PAYBOX_RESULT_SCRIPT, fields, form)
  if ('refused' in opened) return opened.refused
  const { payment } = opened
  const answer = async (outcome: NotificationOutcome, description = ''): Promise<PayboxAnswer> => {
    await logPayboxCall(db, paybox, form, `result pg_result=${form.pg_result}`, payment, outcome)
    if (ACKNOWLEDGED.has(outcome)) return { httpStatus: 200, status: 'ok', description, outcome }
    if (outcome === 'still_pending') return { httpStatus: 503, status: 'error', description: 'Not settled yet; call again', outcome }
    return { httpStatus: 200, status: form.pg_can_reject === '1' ? 'rejected' : 'error', description, outcome }
  }

  if (!payment) return answer('unknown_payment', 'Unknown order')
  if (testPaymentInLiveShop(paybox, form, payment)) return answer('test_payment', 'A test payment in a live shop')
  const claimed = form.pg_result === '1' ? 'succeeded' : form.pg_result === '0' ? 'canceled' : null
  try {
    const state: ProviderPaymentState | null = (await takenAsSent(db, payment, claimed))
      ? { providerPaymentId: form.pg_payment_id, status: claimed!, amount: minorFromValue(form.pg_amount)!, currency: form.pg_currency }
      : await paybox.readStatus(form.pg_payment_id)
    if (!state) return answer('unknown_payment', 'Unknown payment')
    if (state.status === 'canceled' && payment.status === 'SUCCEEDED') {
      console.warn('PayBox reports a paid payment refunded or revoked; the order stays paid for staff to settle', payment.uuid)
      await recordReversalAfterPaid(db, payment.uuid, new Date().toISOString())
    }
    const outcome = await applyProviderState(db, paybox, payment, state)
    return answer(outcome, outcome === 'amount_mismatch' ? 'Amount or currency differs from the order' : '')
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error
    console.warn('PayBox result not settled', error.message)
    return { httpStatus: 503, status: 'error', description: 'The payment could not be confirmed; call again' }
  }
}
