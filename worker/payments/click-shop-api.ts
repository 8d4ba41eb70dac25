/**
 * Click's Prepare and Complete calls (BE-14, BE-13; docs.click.uz "Click-API – Request" and "– Error"), decided
 * after the route validated the form (worker/api/click-webhooks.ts):
 * - the signature (-1), the service id of this configuration (-8), our payment by merchant_trans_id (-5: none, or
 *   not a Click payment) and the amount, exactly in tiyin (-2), are checked for both steps;
 * - Prepare of a PENDING payment whose order is unpaid records Click's transaction and answers its
 *   merchant_prepare_id; a paid payment or order answers -4, a canceled payment -9;
 * - Complete must name the merchant_prepare_id of that transaction (-6). Click's error < 0 cancels the payment,
 *   error = 0 marks it succeeded, both through settle.ts (conditional transitions: an order is paid at most once,
 *   a repeat changes nothing). A repeated confirmation answers -4, anything about a canceled payment -9, and a
 *   cancellation of a confirmed payment -4 ("when trying to confirm or cancel the previously confirmed
 *   transaction", Click's error table; the order stays paid, staff settle it with Click).
 * - A superseded payment (a newer attempt of its order exists) is refused with -9 in Prepare and Complete; a
 *   Complete that reports it paid is also flagged for staff (NEEDS_STAFF), since SHOP-API has no refund call.
 * Every call that passed the signature is logged in payment_notifications like other providers' notifications.
 */
import type { tags } from 'typia'
import { findClickTransaction, recordClickPrepare } from '../db/click'
import {
  findPayment,
  findPaymentByProviderId,
  logNotification,
  orderIsPaid,
  type NotificationOutcome,
  type PaymentRow,
} from '../db/payments'
import type { ClickProvider } from './click'
import { clickSignatureValid } from './click-sign'
import { minorFromValue } from './decimal-amount'
import type { ClickAnswerBody } from '../../src/model/api-contract/provider-answers'
import type { ProviderPaymentStatus } from './provider'
import { applyProviderState } from './settle'

/** Digits of an id Click or we send as a JSON number: at most 15, so it survives a JavaScript number exactly. */
type ClickId = string & tags.Pattern<'^[0-9]{1,15}$'>

/** A Prepare or Complete form as Click posts it (application/x-www-form-urlencoded), every value as sent. */
export interface ClickRequest {
  click_trans_id: ClickId
  service_id: string & tags.Pattern<'^[0-9]{1,20}$'>
  click_paydoc_id: string & tags.Pattern<'^[0-9]{1,20}$'>
  merchant_trans_id: string & tags.MinLength<1> & tags.MaxLength<64>
  /** Complete only: the id our Prepare answered. */
  merchant_prepare_id?: ClickId
  /** Soums, e.g. "125000" or "125000.00". */
  amount: string & tags.Pattern<'^[0-9]{1,15}(\\.[0-9]{1,2})?$'>
  action: string & tags.Pattern<'^-?[0-9]{1,3}$'>
  error: string & tags.Pattern<'^-?[0-9]{1,10}$'>
  error_note?: string
  /** "YYYY-MM-DD HH:mm:ss" */
  sign_time: string & tags.MinLength<1> & tags.MaxLength<32>
  sign_string: string & tags.Pattern<'^[0-9a-fA-F]{32}$'>
}

export type ClickStep = 'prepare' | 'complete'

/** Click's codes for a merchant's answers, with the notes of its error table. */
export const CLICK_ERRORS = {
  0: 'Success',
  [-1]: 'SIGN CHECK FAILED!',
  [-2]: 'Incorrect parameter amount',
  [-3]: 'Action not found',
  [-4]: 'Already paid',
  [-5]: 'User does not exist',
  [-6]: 'Transaction does not exist',
  [-8]: 'Error in request from click',
  [-9]: 'Transaction cancelled',
} as const
export type ClickErrorCode = keyof typeof CLICK_ERRORS

/** The JSON answer Click expects (always with HTTP 200), with one of Click's codes. */
export interface ClickAnswer extends ClickAnswerBody {
  error: ClickErrorCode
}

const ACTIONS: Record<ClickStep, string> = { prepare: '0', complete: '1' }

/** The answer to a request whose form is not Click's (missing or malformed fields). */
export function malformedClickRequest(): ClickAnswer {
  return { error: -8, error_note: CLICK_ERRORS[-8] }
}

/** What a payment's state answers when nothing was applied now: kept (-4), or canceled or not kept here (-9). */
function answerOfSettled(payment: PaymentRow | null): ClickErrorCode {
  if (!payment || payment.status === 'PENDING') return -8
  return payment.status === 'SUCCEEDED' ? -4 : -9
}

export async function answerClickRequest(db: D1Database, click: ClickProvider, step: ClickStep, request: ClickRequest): Promise<ClickAnswer> {
  const answer = (error: ClickErrorCode, ids: Partial<Pick<ClickAnswer, 'merchant_prepare_id' | 'merchant_confirm_id'>> = {}): ClickAnswer => ({
    click_trans_id: Number(request.click_trans_id),
    merchant_trans_id: request.merchant_trans_id,
    ...ids,
    error,
    error_note: CLICK_ERRORS[error],
  })
  if (request.action !== ACTIONS[step]) return answer(-3)
  if (step === 'complete' && request.merchant_prepare_id === undefined) return answer(-8)
  const signed = { ...request, merchant_prepare_id: step === 'complete' ? request.merchant_prepare_id : undefined }
  if (!(await clickSignatureValid(signed, request.sign_string, click.config.secretKey))) {
    console.warn('Click call with a bad signature', step, request.merchant_trans_id)
    return answer(-1)
  }
  if (request.service_id !== click.config.serviceId.trim()) return answer(-8)

  const clickError = Number(request.error)
  const event = `${step}${clickError === 0 ? '' : ` error=${clickError}`}`
  const payment = await findPaymentByProviderId(db, click.name, request.merchant_trans_id)
  const log = (outcome: NotificationOutcome) =>
    logNotification(db, {
      provider: click.name,
      providerPaymentId: request.merchant_trans_id,
      event,
      paymentUuid: payment?.uuid ?? null,
      outcome,
      received: new Date().toISOString(),
    })
  if (!payment) {
    await log('unknown_payment')
    return answer(-5)
  }
  const amount = minorFromValue(request.amount)
  if (amount !== payment.amount) {
    await log('amount_mismatch')
    return answer(-2)
  }
  const state = (status: ProviderPaymentStatus) => ({ providerPaymentId: request.merchant_trans_id, status, amount, currency: payment.currency })

  if (step === 'prepare') {
    if (clickError < 0) {
      await log(await applyProviderState(db, click, payment, state('canceled')))
      return answer(answerOfSettled(await findPayment(db, payment.uuid)))
    }
    if (payment.status !== 'PENDING') {
      await log('duplicate')
      return answer(answerOfSettled(payment))
    }
    if (await orderIsPaid(db, payment)) {
      await log('already_paid')
      return answer(-4)
    }
    const prepareId = await recordClickPrepare(db, {
      click_trans_id: request.click_trans_id,
      click_paydoc_id: request.click_paydoc_id,
      payment_uuid: payment.uuid,
      created: new Date().toISOString(),
    })
    if (prepareId === null) return answer(-8)
    await log('still_pending')
    return answer(0, { merchant_prepare_id: prepareId })
  }

  const prepareId = Number(request.merchant_prepare_id)
  const prepared = await findClickTransaction(db, prepareId)
  if (prepared?.payment_uuid !== payment.uuid || prepared.click_trans_id !== request.click_trans_id) return answer(-6)
  const status = clickError < 0 ? 'canceled' : 'succeeded'
  // The payment is in hand already: apply Click's verdict through the same idempotent transitions, and log it. A
  // charge the order does not keep (superseded) is refused with -9 and flagged for staff (Click has no refund call).
  const outcome = await applyProviderState(db, click, payment, state(status))
  await log(outcome)
  if (outcome === 'applied') return status === 'succeeded' ? answer(0, { merchant_confirm_id: prepareId }) : answer(-9)
  return answer(answerOfSettled(await findPayment(db, payment.uuid)))
}
