/**
 * What PayBox's calls to the site (the check call and the result call, BE-13) share: the fields both carry, the
 * signature over every field as sent with our script's name and the merchant id when sent (else 403: not PayBox's
 * call), our payment named by pg_payment_id and pg_order_id together, OQ-26's test payments, and the log.
 */
import type { tags } from 'typia'
import { findPaymentByProviderId, logNotification, type NotificationOutcome, type PaymentRow } from '../db/payments'
import type { PayboxProvider } from './paybox'
import { payboxSignatureValid, type PayboxField } from './paybox-sign'

/** The fields of PayBox's calls this site reads (PayBox sends more; the signature covers them all). */
export interface PayboxCallForm {
  pg_order_id: string & tags.MinLength<1> & tags.MaxLength<64>
  pg_payment_id: string & tags.Pattern<'^[0-9]{1,20}$'>
  /** Major units, e.g. "7000" or "7000.00". */
  pg_amount: string & tags.Pattern<'^[0-9]{1,15}(\\.[0-9]{1,2})?$'>
  pg_currency: string & tags.Pattern<'^[A-Z]{3}$'>
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

/** How the site decides a call PayBox signed for one of its scripts: the form's fields as sent, and the form. */
export type PayboxCallDecider<Form extends PayboxCallForm> = (
  db: D1Database,
  paybox: PayboxProvider,
  fields: readonly PayboxField[],
  form: Form,
) => Promise<PayboxAnswer>

/**
 * A call signed for `script` with our key, from our merchant, answers our payment it names by pg_payment_id, whose
 * uuid must be the pg_order_id (null: unknown); any other call is answered 403 as not PayBox's.
 */
export async function openPayboxCall(
  db: D1Database,
  paybox: PayboxProvider,
  script: string,
  fields: readonly PayboxField[],
  form: PayboxCallForm,
): Promise<{ refused: PayboxAnswer } | { payment: PaymentRow | null }> {
  if (!(await payboxSignatureValid(script, fields, paybox.config.secretKey))) {
    console.warn(`PayBox ${script} call with a bad signature`, form.pg_payment_id)
    return { refused: { httpStatus: 403, status: 'error', description: 'Invalid signature' } }
  }
  if (form.pg_merchant_id !== undefined && form.pg_merchant_id !== paybox.config.merchantId.trim()) {
    return { refused: { httpStatus: 403, status: 'error', description: 'Unknown merchant' } }
  }
  const payment = await findPaymentByProviderId(db, paybox.name, form.pg_payment_id)
  return { payment: payment && payment.uuid === form.pg_order_id ? payment : null }
}

/** OQ-26: a test payment (so marked, or made while PayBox was in testing mode) reaching a live PayBox. */
export function testPaymentInLiveShop(paybox: PayboxProvider, form: PayboxCallForm, payment: PaymentRow): boolean {
  return paybox.live && (form.pg_testing_mode === '1' || payment.live === 0)
}

export function logPayboxCall(
  db: D1Database,
  paybox: PayboxProvider,
  form: PayboxCallForm,
  event: string,
  payment: PaymentRow | null,
  outcome: NotificationOutcome,
): Promise<void> {
  return logNotification(db, {
    provider: paybox.name,
    providerPaymentId: form.pg_payment_id,
    event,
    paymentUuid: payment?.uuid ?? null,
    outcome,
    received: new Date().toISOString(),
  })
}
