/**
 * Uzum Bank's Merchant API calls (BE-13; developer.uzumbank.uz/en/merchant "Webhooks" and "Error codes"), decided
 * after the route checked the Basic credentials and the JSON (worker/api/uzum-webhooks.ts):
 * - every call names this configuration's serviceId (10006);
 * - check and create name our payment by `params.account` (our payment's uuid): unknown or not an Uzum payment
 *   10007, paid (or its order paid) 10008, canceled or superseded 10009; create's amount must be the payment's,
 *   exactly in tiyin (10011), and records Uzum's transId once: a repeated create answers the same CREATED, another
 *   transId for a payment that has one 10008, a transId of another payment 10010;
 * - confirm and reverse name the transaction (unknown 10014). Confirm pays the order through settle.ts (conditional
 *   transitions: paid at most once, a repeat answers the same CONFIRMED); a reversed transaction 10015; a charge the
 *   order does not keep (superseded, or the order was paid otherwise) is flagged for staff and refused (10009 /
 *   10008), so Uzum reverses it. Reverse cancels the payment and answers REVERSED (a repeat the same); a confirmed
 *   transaction that paid its order is not reversed here (10017): the order stays paid, staff settle it with Uzum;
 * - status answers the transaction's state and times.
 * Every call that passed the credentials and names a payment is logged in payment_notifications.
 */
import type { tags } from 'typia'
import type { UzumAnswerBody } from '../../src/model/api-contract/provider-answers'
import { findPayment, findPaymentByProviderId, logNotification, orderIsPaid, type NotificationOutcome, type PaymentRow } from '../db/payments'
import {
  findUzumTransaction,
  findUzumTransactionOfPayment,
  recordUzumTransaction,
  settleUzumTransaction,
  type UzumTransactionRow,
} from '../db/uzum'
import { applyProviderState } from './settle'
import type { UzumProvider } from './uzum'

/** Uzum's numbers: integers that survive a JavaScript number exactly. */
type UzumInteger = number & tags.Type<'int64'> & tags.Minimum<0>
type UzumTransId = string & tags.MinLength<1> & tags.MaxLength<64>

/** Every call: our service and when Uzum sent it (milliseconds). Further fields Uzum adds are ignored. */
export interface UzumCall {
  serviceId: UzumInteger
  timestamp: UzumInteger
}

/** check: what the customer entered, by parameter name; `account` is our payment's code. */
export interface UzumCheckCall extends UzumCall {
  params: { account?: string & tags.MaxLength<64>; [name: string]: unknown }
}

export interface UzumCreateCall extends UzumCheckCall {
  transId: UzumTransId
  /** Tiyin. */
  amount: UzumInteger & tags.Minimum<1>
}

/** confirm, reverse and status name Uzum's transaction. */
export interface UzumTransactionCall extends UzumCall {
  transId: UzumTransId
}

export type UzumOperation = 'check' | 'create' | 'confirm' | 'reverse' | 'status'

/** Uzum's error codes that this site answers, with the meanings of Uzum's table. */
export const UZUM_ERRORS = {
  '10001': 'Access denied',
  '10002': 'JSON parsing error',
  '10005': 'Missing required parameters',
  '10006': 'Invalid serviceId',
  '10007': 'Additional payment attribute not found',
  '10008': 'Payment already made',
  '10009': 'Payment cancelled',
  '10010': 'Transaction with this transId already created',
  '10011': 'Invalid amount',
  '10014': 'Transaction not found',
  '10015': 'Transaction cancelled',
  '10017': 'Transaction cannot be reversed',
} as const
export type UzumErrorCode = keyof typeof UZUM_ERRORS

export interface UzumAnswer {
  status: 200 | 400
  body: UzumAnswerBody
}

/** A FAILED answer (HTTP 400) with one of Uzum's codes. */
export function uzumFailure(errorCode: UzumErrorCode, serviceId: number | null, transId?: string): UzumAnswer {
  return { status: 400, body: { serviceId, ...(transId === undefined ? {} : { transId }), timestamp: Date.now(), status: 'FAILED', errorCode } }
}

const ANSWERED_STATUS = { create: 'CREATED', confirm: 'CONFIRMED', reverse: 'REVERSED' } as const

/** A transaction's answer: the step's status and time, or for status the stored state with every time. */
function transactionAnswer(serviceId: number, row: UzumTransactionRow, operation: 'create' | 'confirm' | 'reverse' | 'status'): UzumAnswer {
  const times =
    operation === 'create'
      ? { transTime: row.trans_time }
      : operation === 'confirm'
        ? { confirmTime: row.confirm_time }
        : operation === 'reverse'
          ? { reverseTime: row.reverse_time }
          : { transTime: row.trans_time, confirmTime: row.confirm_time, reverseTime: row.reverse_time }
  const status = operation === 'status' ? row.status : ANSWERED_STATUS[operation]
  return { status: 200, body: { serviceId, transId: row.trans_id, status, ...times, data: { account: { value: row.payment_uuid } }, amount: row.amount } }
}

/** Why a payment cannot be paid now: its order is paid (10008) or it was canceled or replaced (10009); null when it can. */
async function unpayable(db: D1Database, payment: PaymentRow): Promise<UzumErrorCode | null> {
  if (payment.status === 'CANCELED' || payment.status === 'SUPERSEDED') return '10009'
  if (payment.status !== 'PENDING' || (await orderIsPaid(db, payment))) return '10008'
  return null
}

export class UzumMerchantApi {
  constructor(
    private readonly db: D1Database,
    private readonly uzum: UzumProvider,
  ) {}

  private log(operation: UzumOperation, providerPaymentId: string, payment: PaymentRow | null, outcome: NotificationOutcome): Promise<void> {
    return logNotification(this.db, {
      provider: this.uzum.name,
      providerPaymentId,
      event: operation,
      paymentUuid: payment?.uuid ?? null,
      outcome,
      received: new Date().toISOString(),
    })
  }

  async answer(operation: UzumOperation, call: UzumCheckCall | UzumCreateCall | UzumTransactionCall): Promise<UzumAnswer> {
    if (String(call.serviceId) !== this.uzum.config.serviceId.trim()) return uzumFailure('10006', call.serviceId)
    if (operation === 'check' || operation === 'create') return this.payable(operation, call as UzumCheckCall | UzumCreateCall)
    return this.transaction(operation, call as UzumTransactionCall)
  }

  /** check and create: our payment by the account the customer entered. */
  private async payable(operation: 'check' | 'create', call: UzumCheckCall | UzumCreateCall): Promise<UzumAnswer> {
    const account = call.params.account
    if (!account) return uzumFailure('10005', call.serviceId)
    const payment = await findPaymentByProviderId(this.db, this.uzum.name, account)
    if (!payment) {
      await this.log(operation, account, null, 'unknown_payment')
      return uzumFailure('10007', call.serviceId)
    }
    const refusal = await unpayable(this.db, payment)
    if (refusal) {
      await this.log(operation, account, payment, refusal === '10008' ? 'already_paid' : 'duplicate')
      return uzumFailure(refusal, call.serviceId)
    }
    if (operation === 'check') {
      await this.log(operation, account, payment, 'still_pending')
      return { status: 200, body: { serviceId: call.serviceId, timestamp: Date.now(), status: 'OK', data: { account: { value: account } } } }
    }
    const create = call as UzumCreateCall
    if (create.amount !== payment.amount) {
      await this.log(operation, account, payment, 'amount_mismatch')
      return uzumFailure('10011', call.serviceId, create.transId)
    }
    const existing = await findUzumTransactionOfPayment(this.db, payment.uuid)
    if (existing && existing.trans_id !== create.transId) {
      await this.log(operation, account, payment, 'duplicate')
      return uzumFailure('10008', call.serviceId, create.transId)
    }
    const row = await recordUzumTransaction(this.db, { trans_id: create.transId, payment_uuid: payment.uuid, amount: create.amount, trans_time: Date.now() })
    await this.log(operation, account, payment, row && !existing ? 'still_pending' : 'duplicate')
    // Lost a race to another transId of this payment (10008), or Uzum used this transId for another payment (10010).
    if (!row) return uzumFailure((await findUzumTransactionOfPayment(this.db, payment.uuid)) ? '10008' : '10010', call.serviceId, create.transId)
    return transactionAnswer(call.serviceId, row, 'create')
  }

  /** confirm, reverse and status: Uzum's transaction. */
  private async transaction(operation: 'confirm' | 'reverse' | 'status', call: UzumTransactionCall): Promise<UzumAnswer> {
    const row = await findUzumTransaction(this.db, call.transId)
    const payment = row && (await findPayment(this.db, row.payment_uuid))
    if (!row || !payment) {
      if (operation !== 'status') await this.log(operation, call.transId, null, 'unknown_payment')
      return uzumFailure('10014', call.serviceId, call.transId)
    }
    if (operation === 'status') return transactionAnswer(call.serviceId, row, 'status')
    const state = (status: 'succeeded' | 'canceled') => ({ providerPaymentId: payment.uuid, status, amount: row.amount, currency: 'UZS' })

    if (operation === 'confirm') {
      if (row.status === 'REVERSED') {
        await this.log(operation, payment.uuid, payment, 'duplicate')
        return uzumFailure('10015', call.serviceId, call.transId)
      }
      const outcome = await applyProviderState(this.db, this.uzum, payment, state('succeeded'))
      await this.log(operation, payment.uuid, payment, outcome)
      const after = (await findPayment(this.db, payment.uuid))!
      if (after.status === 'CANCELED') return uzumFailure('10015', call.serviceId, call.transId)
      if (after.status !== 'SUCCEEDED') return uzumFailure((await orderIsPaid(this.db, after)) ? '10008' : '10009', call.serviceId, call.transId)
      return transactionAnswer(call.serviceId, (await settleUzumTransaction(this.db, row.trans_id, 'CONFIRMED', Date.now()))!, 'confirm')
    }

    if (row.status !== 'REVERSED') {
      const outcome = await applyProviderState(this.db, this.uzum, payment, state('canceled'))
      await this.log(operation, payment.uuid, payment, outcome)
      if ((await findPayment(this.db, payment.uuid))!.status === 'SUCCEEDED') return uzumFailure('10017', call.serviceId, call.transId)
    } else {
      await this.log(operation, payment.uuid, payment, 'duplicate')
    }
    return transactionAnswer(call.serviceId, (await settleUzumTransaction(this.db, row.trans_id, 'REVERSED', Date.now()))!, 'reverse')
  }
}
