/**
 * The methods of Payme's Merchant API (BE-13; as Payme's template implements them, see payme.ts), decided after the
 * route authenticated the call and validated its params (worker/api/payme-merchant-api.ts):
 * - CheckPerformTransaction: our payment by the account field, made in this mode, test or live (-31050), the exact amount in tiyin (-31001), still
 *   payable: PENDING, its order unpaid (-31052) and without another live transaction (-31051); with the fiscal receipt
 *   data (`detail`, payme-fiscal.ts) when its order kind has fiscal codes configured.
 * - CreateTransaction: a known id answers its transaction while it is created (1) and younger than 12 hours; one
 *   older is canceled with reason 4 and, like any other state, answers -31008. A new id passes the checks above
 *   (one live transaction per payment, so per order, whatever runs at once) and is recorded in state 1.
 * - PerformTransaction: created → performed once, in the same D1 transaction that pays the order (settle.ts,
 *   payme.ts paymePerformance), so Payme is told of a charge only when the order keeps it (issue 39.1); the
 *   payoff mails queued once; repeated, it answers the same; timed out or no longer payable, -31008.
 * - CancelTransaction: created → -1 (the payment is canceled), performed → -2 (a refund Payme makes: the order stays
 *   paid, as settle.ts keeps every paid order; staff see the log); repeated, it answers the same.
 * - CheckTransaction and GetStatement read what is stored. ChangePassword is refused (-32601): the key is a Worker
 *   secret that only `wrangler secret put PAYME_KEY` changes.
 * Every call about a payment is logged in payment_notifications like other providers' notifications.
 */
import type { tags } from 'typia'
import {
  cancelPaymeTransaction,
  findPaymeTransaction,
  insertPaymeTransaction,
  liveTransactionOf,
  paymeTransactionsBetween,
  paymePerformance,
  type PaymeState,
  type PaymeTransactionRow,
} from '../db/payme'
import {
  findPayment,
  findPaymentByProviderId,
  logNotification,
  orderIsPaid,
  type AcceptedCharge,
  type NotificationOutcome,
  type PaymentRow,
} from '../db/payments'
import { PAYME_ACCOUNT_FIELD, type PaymeProvider } from './payme'
import { PAYME_ERRORS, PaymeError } from './payme-errors'
import { paymeReceiptOf, type PaymeReceiptDetail } from './payme-fiscal'
import type { ProviderPaymentStatus } from './provider'
import { applyProviderState } from './settle'
import { recordReversalAfterPaid } from '../db/payment-followups'

/** A created transaction not performed within 12 hours is canceled (Payme's timeout). */
export const PAYME_TRANSACTION_TIMEOUT_MS = 43_200_000
/** Payme's reason for a cancellation by timeout. */
export const PAYME_REASON_TIMEOUT = 4

/** Milliseconds since the epoch, as Payme writes times. */
type Millis = number & tags.Type<'int64'> & tags.Minimum<0>
/** Payme's id of a transaction. */
type PaymeId = string & tags.MinLength<1> & tags.MaxLength<64>
/** The account fields of the cashbox; ours is PAYME_ACCOUNT_FIELD. */
type Account = Record<string, string | number>

export interface CheckPerformTransactionParams {
  /** Tiyin. */
  amount: number & tags.Type<'int64'>
  account: Account
}
export interface CreateTransactionParams extends CheckPerformTransactionParams {
  id: PaymeId
  time: Millis
}
export interface TransactionParams {
  id: PaymeId
}
export interface CancelTransactionParams extends TransactionParams {
  reason: number & tags.Type<'int32'>
}
export interface GetStatementParams {
  from: Millis
  to: Millis
}

export interface PaymeCall {
  db: D1Database
  payme: PaymeProvider
  /** When the call arrived, ms. */
  now: number
}

interface StatementEntry {
  id: string
  time: number
  amount: number
  account: Record<string, string>
  create_time: number
  perform_time: number
  cancel_time: number
  transaction: string
  state: PaymeState
  reason: number | null
  receivers: null
}

const closed = () => new PaymeError(PAYME_ERRORS.paymentClosed, PAYME_ACCOUNT_FIELD)

function log(call: PaymeCall, event: string, providerPaymentId: string, payment: PaymentRow | null, outcome: NotificationOutcome): Promise<void> {
  return logNotification(call.db, {
    provider: call.payme.name,
    providerPaymentId,
    event,
    paymentUuid: payment?.uuid ?? null,
    outcome,
    received: new Date(call.now).toISOString(),
  })
}

/** Applies what Payme's call means for the payment through settle.ts (conditional, so idempotent). */
function settle(
  call: PaymeCall,
  payment: PaymentRow,
  transaction: PaymeTransactionRow,
  status: ProviderPaymentStatus,
  accepted?: AcceptedCharge,
): Promise<NotificationOutcome> {
  const state = { providerPaymentId: payment.provider_payment_id ?? payment.uuid, status, amount: transaction.amount, currency: 'UZS' }
  return applyProviderState(call.db, call.payme, payment, state, accepted)
}

/** OQ-26: a payment made with Payme in test mode is never paid by a live Payme, nor the other way round. */
function madeHere(call: PaymeCall, payment: PaymentRow): boolean {
  return payment.live === (call.payme.live ? 1 : 0)
}

function expired(call: PaymeCall, transaction: PaymeTransactionRow): boolean {
  return transaction.state === 1 && call.now - transaction.create_time > PAYME_TRANSACTION_TIMEOUT_MS
}

/** Our payment named by the account, checked as payable for `amount`; logs a refusal under `event`. */
async function payablePayment(call: PaymeCall, event: string, params: CheckPerformTransactionParams): Promise<PaymentRow> {
  const accountValue = params.account[PAYME_ACCOUNT_FIELD]
  const named = typeof accountValue === 'string' ? accountValue : ''
  const found = named ? await findPaymentByProviderId(call.db, call.payme.name, named) : null
  const payment = found && madeHere(call, found) ? found : null
  if (!payment) {
    await log(call, event, named, null, 'unknown_payment')
    throw new PaymeError(PAYME_ERRORS.paymentNotFound, PAYME_ACCOUNT_FIELD)
  }
  if (params.amount !== payment.amount) {
    await log(call, event, named, payment, 'amount_mismatch')
    throw new PaymeError(PAYME_ERRORS.wrongAmount)
  }
  if (payment.status !== 'PENDING' || (await orderIsPaid(call.db, payment))) {
    await log(call, event, named, payment, payment.status === 'PENDING' ? 'already_paid' : 'duplicate')
    throw closed()
  }
  return payment
}

export async function checkPerformTransaction(
  call: PaymeCall,
  params: CheckPerformTransactionParams,
): Promise<{ allow: true; detail?: PaymeReceiptDetail }> {
  const event = 'CheckPerformTransaction'
  const payment = await payablePayment(call, event, params)
  if (await liveTransactionOf(call.db, payment.uuid)) {
    await log(call, event, payment.uuid, payment, 'duplicate')
    throw new PaymeError(PAYME_ERRORS.paymentBusy, PAYME_ACCOUNT_FIELD)
  }
  await log(call, event, payment.uuid, payment, 'still_pending')
  const detail = await paymeReceiptOf(call.db, payment, call.payme.config.fiscal)
  return detail ? { allow: true, detail } : { allow: true }
}

/** Cancels a live transaction with `reason` and applies it to its payment; answers the stored transaction. */
async function cancel(call: PaymeCall, event: string, transaction: PaymeTransactionRow, reason: number): Promise<PaymeTransactionRow> {
  const payment = await findPayment(call.db, transaction.payment_uuid)
  const canceled = await cancelPaymeTransaction(call.db, transaction.id, reason, call.now)
  if (!canceled || !payment) {
    await log(call, event, transaction.payment_uuid, payment, 'duplicate')
    return (await findPaymeTransaction(call.db, transaction.id))!
  }
  // A created transaction canceled: the payment did not go through. A performed one: Payme refunds it; the order
  // stays paid (settle.ts never unpays an order), so staff settle the seat, goods or access by hand.
  const outcome = await settle(call, payment, canceled, 'canceled')
  if (canceled.state === -2) {
    console.warn('Payme canceled a performed transaction (a refund); the order stays paid', payment.uuid, reason)
    await recordReversalAfterPaid(call.db, payment.uuid, new Date(call.now).toISOString())
  }
  await log(call, event, payment.uuid, payment, outcome)
  return canceled
}

export async function createTransaction(
  call: PaymeCall,
  params: CreateTransactionParams,
): Promise<{ create_time: number; transaction: string; state: PaymeState }> {
  const event = `CreateTransaction ${params.id}`
  const answer = (row: PaymeTransactionRow) => ({ create_time: row.create_time, transaction: String(row.number), state: row.state })
  const known = await findPaymeTransaction(call.db, params.id)
  if (known) {
    if (expired(call, known)) await cancel(call, event, known, PAYME_REASON_TIMEOUT)
    else await log(call, event, known.payment_uuid, await findPayment(call.db, known.payment_uuid), 'duplicate')
    if (known.state === 1 && !expired(call, known)) return answer(known)
    throw new PaymeError(PAYME_ERRORS.cannotPerform)
  }
  const payment = await payablePayment(call, event, params)
  if (call.now - params.time >= PAYME_TRANSACTION_TIMEOUT_MS) throw new PaymeError(PAYME_ERRORS.cannotPerform)
  const stored = await insertPaymeTransaction(call.db, {
    id: params.id,
    payment_uuid: payment.uuid,
    payme_time: params.time,
    amount: params.amount,
    create_time: call.now,
  })
  if (!stored) {
    const busy = (await liveTransactionOf(call.db, payment.uuid)) !== null
    await log(call, event, payment.uuid, payment, 'duplicate')
    throw busy ? new PaymeError(PAYME_ERRORS.paymentBusy, PAYME_ACCOUNT_FIELD) : closed()
  }
  await log(call, event, payment.uuid, payment, 'still_pending')
  return answer(stored)
}

async function knownTransaction(call: PaymeCall, event: string, id: string): Promise<PaymeTransactionRow> {
  const transaction = await findPaymeTransaction(call.db, id)
  if (transaction) return transaction
  await log(call, event, id, null, 'unknown_payment')
  throw new PaymeError(PAYME_ERRORS.transactionNotFound)
}

export async function performTransaction(
  call: PaymeCall,
  params: TransactionParams,
): Promise<{ transaction: string; perform_time: number; state: PaymeState }> {
  const event = `PerformTransaction ${params.id}`
  const transaction = await knownTransaction(call, event, params.id)
  const payment = (await findPayment(call.db, transaction.payment_uuid))!
  if (!madeHere(call, payment)) {
    await log(call, event, payment.uuid, payment, 'duplicate')
    throw new PaymeError(PAYME_ERRORS.cannotPerform)
  }
  if (expired(call, transaction)) {
    await cancel(call, event, transaction, PAYME_REASON_TIMEOUT)
    throw new PaymeError(PAYME_ERRORS.cannotPerform)
  }
  if (transaction.state !== 1 && transaction.state !== 2) {
    await log(call, event, payment.uuid, payment, 'duplicate')
    throw new PaymeError(PAYME_ERRORS.cannotPerform)
  }
  // Performed in the transaction that pays the order, and only while the payment still pays it (superseded, canceled
  // or its order paid otherwise: refused, Payme cancels it and takes nothing). Performed already, the settlement is
  // applied again and changes nothing twice (or completes one that an earlier failure left undone).
  const outcome = await settle(call, payment, transaction, 'succeeded', paymePerformance(call.db, transaction.id, call.now))
  const performed = (await findPaymeTransaction(call.db, transaction.id))!
  await log(call, event, payment.uuid, payment, outcome)
  if (performed.state !== 2) throw new PaymeError(PAYME_ERRORS.cannotPerform)
  return { transaction: String(performed.number), perform_time: performed.perform_time, state: performed.state }
}

export async function cancelTransaction(
  call: PaymeCall,
  params: CancelTransactionParams,
): Promise<{ transaction: string; cancel_time: number; state: PaymeState }> {
  const event = `CancelTransaction ${params.id} reason=${params.reason}`
  const transaction = await cancel(call, event, await knownTransaction(call, event, params.id), params.reason)
  return { transaction: String(transaction.number), cancel_time: transaction.cancel_time, state: transaction.state }
}

export async function checkTransaction(call: PaymeCall, params: TransactionParams) {
  const transaction = await findPaymeTransaction(call.db, params.id)
  if (!transaction) throw new PaymeError(PAYME_ERRORS.transactionNotFound)
  return {
    create_time: transaction.create_time,
    perform_time: transaction.perform_time,
    cancel_time: transaction.cancel_time,
    transaction: String(transaction.number),
    state: transaction.state,
    reason: transaction.reason,
  }
}

export async function getStatement(call: PaymeCall, params: GetStatementParams): Promise<{ transactions: StatementEntry[] }> {
  const rows = await paymeTransactionsBetween(call.db, params.from, params.to)
  return {
    transactions: rows.map((row) => ({
      id: row.id,
      time: row.payme_time,
      amount: row.amount,
      account: { [PAYME_ACCOUNT_FIELD]: row.payment_uuid },
      create_time: row.create_time,
      perform_time: row.perform_time,
      cancel_time: row.cancel_time,
      transaction: String(row.number),
      state: row.state,
      reason: row.reason,
      receivers: null,
    })),
  }
}
