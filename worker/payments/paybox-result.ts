/**
 * PayBox's result call (BE-13; Freedom Pay "Result URL"), decided after the route validated the form
 * (worker/api/paybox-webhooks.ts). Checked in this order, each refusal answered `rejected` when PayBox allows it
 * (pg_can_reject=1: PayBox then does not take the money) and `error` otherwise:
 * - the signature over every field as sent, with our result script's name, and the merchant id when sent (else the
 *   call is not answered as PayBox's: 403);
 * - our payment by pg_payment_id, whose uuid must be the pg_order_id (unknown order);
 * - OQ-26: a test payment (pg_testing_mode=1, or made while PayBox was in testing mode) in a live configuration.
 * pg_result 1 (paid) or 0 (not paid) for a payment still PENDING and an unpaid order is applied as it is; anything
 * else (another pg_result, a payment no longer pending, an order paid already) is re-read through get_status3.php
 * first. settle.ts applies the state only with the exact amount (minor units) and currency of our payment, and with
 * its conditional transitions: an order is paid at most once, a charge it does not keep is refunded (revoke.php).
 * PayBox unreachable: 503, nothing decided, and PayBox calls again. Every call that passed the signature is logged.
 */
import type { tags } from 'typia'
import { findPaymentByProviderId, logNotification, orderIsPaid, type NotificationOutcome, type PaymentRow } from '../db/payments'
import { minorFromValue } from './decimal-amount'
import { PAYBOX_RESULT_SCRIPT, type PayboxProvider } from './paybox'
import { payboxSignatureValid, type PayboxField } from './paybox-sign'
import { ProviderUnavailableError, type ProviderPaymentState } from './provider'
import { applyProviderState } from './settle'

/** The fields of the result call this site reads (PayBox sends more; the signature covers them all). */
export interface PayboxResultForm {
  pg_order_id: string & tags.MinLength<1> & tags.MaxLength<64>
  pg_payment_id: string & tags.Pattern<'^[0-9]{1,20}$'>
  /** Major units, e.g. "7000" or "7000.00". */
  pg_amount: string & tags.Pattern<'^[0-9]{1,15}(\\.[0-9]{1,2})?$'>
  pg_currency: string & tags.Pattern<'^[A-Z]{3}$'>
  /** 1 paid, 0 not paid. */
  pg_result: string & tags.MaxLength<16>
  pg_can_reject?: string & tags.MaxLength<16>
  pg_testing_mode?: string & tags.MaxLength<16>
  pg_merchant_id?: string & tags.MaxLength<32>
  pg_salt: string & tags.MinLength<1> & tags.MaxLength<256>
  pg_sig: string & tags.Pattern<'^[0-9a-fA-F]{32}$'>
}

/** Our answer: PayBox's pg_status and pg_description, with the HTTP status to send them with. */
export interface PayboxAnswer {
  httpStatus: 200 | 403 | 503
  status: 'ok' | 'rejected' | 'error'
  description: string
  /** What the call did to our payment, when it reached one. */
  outcome?: NotificationOutcome
}

/** Outcomes after which the call is acknowledged: the charge was applied, was known, or is being refunded. */
const ACKNOWLEDGED: ReadonlySet<NotificationOutcome> = new Set(['applied', 'duplicate', 'refunded', 'refund_pending', 'needs_staff'])

/** Whether PayBox's word is enough: a plain verdict about a payment still waiting for it, of an unpaid order. */
async function takenAsSent(db: D1Database, payment: PaymentRow, claimed: ProviderPaymentState['status'] | null): Promise<boolean> {
  if (claimed === null || payment.status !== 'PENDING') return false
  return claimed === 'canceled' || !(await orderIsPaid(db, payment))
}

export async function answerPayboxResult(
  db: D1Database,
  paybox: PayboxProvider,
  fields: readonly PayboxField[],
  form: PayboxResultForm,
): Promise<PayboxAnswer> {
  if (!(await payboxSignatureValid(PAYBOX_RESULT_SCRIPT, fields, paybox.config.secretKey))) {
    console.warn('PayBox result call with a bad signature', form.pg_payment_id)
    return { httpStatus: 403, status: 'error', description: 'Invalid signature' }
  }
  if (form.pg_merchant_id !== undefined && form.pg_merchant_id !== paybox.config.merchantId.trim()) {
    return { httpStatus: 403, status: 'error', description: 'Unknown merchant' }
  }
  const payment = await findPaymentByProviderId(db, paybox.name, form.pg_payment_id)
  const answer = async (outcome: NotificationOutcome, description = ''): Promise<PayboxAnswer> => {
    await logNotification(db, {
      provider: paybox.name,
      providerPaymentId: form.pg_payment_id,
      event: `result pg_result=${form.pg_result}`,
      paymentUuid: payment?.uuid ?? null,
      outcome,
      received: new Date().toISOString(),
    })
    if (ACKNOWLEDGED.has(outcome)) return { httpStatus: 200, status: 'ok', description, outcome }
    if (outcome === 'still_pending') return { httpStatus: 503, status: 'error', description: 'Not settled yet; call again', outcome }
    return { httpStatus: 200, status: form.pg_can_reject === '1' ? 'rejected' : 'error', description, outcome }
  }

  if (!payment || payment.uuid !== form.pg_order_id) return answer('unknown_payment', 'Unknown order')
  if (paybox.live && (form.pg_testing_mode === '1' || payment.live === 0)) return answer('test_payment', 'A test payment in a live shop')
  const claimed = form.pg_result === '1' ? 'succeeded' : form.pg_result === '0' ? 'canceled' : null
  try {
    const state: ProviderPaymentState | null = (await takenAsSent(db, payment, claimed))
      ? { providerPaymentId: form.pg_payment_id, status: claimed!, amount: minorFromValue(form.pg_amount)!, currency: form.pg_currency }
      : await paybox.readStatus(form.pg_payment_id)
    if (!state) return answer('unknown_payment', 'Unknown payment')
    if (state.status === 'canceled' && payment.status === 'SUCCEEDED') {
      console.warn('PayBox reports a paid payment refunded or revoked; the order stays paid for staff to settle', payment.uuid)
    }
    const outcome = await applyProviderState(db, paybox, payment, state)
    return answer(outcome, outcome === 'amount_mismatch' ? 'Amount or currency differs from the order' : '')
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error
    console.warn('PayBox result not settled', error.message)
    return { httpStatus: 503, status: 'error', description: 'The payment could not be confirmed; call again' }
  }
}
