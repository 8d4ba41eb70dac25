/**
 * BE-15: what confirming a payment writes besides its status — the order's access period and, when the payment is
 * still its order's live one, the buyer's confirmation and the managers' notice (queued only if it pays the order).
 */
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { ORDER_KINDS } from '../db/order-kinds'
import { findOrder, orderPosition } from '../db/orders'
import { paidAccessUntil, type OrderPayoff, type PaymentRow } from '../db/payments'
import { buyerConfirmationMail, managersNoticeMail } from '../mail/order-paid-mails'

/** The managers read their notices in the default language, as they read leads. */
const MANAGERS_LANGUAGE = DEFAULT_LANGUAGE

export async function orderPayoff(db: D1Database, payment: PaymentRow, paidAt: string): Promise<OrderPayoff> {
  const kind = payment.order_kind
  const accessUntil = paidAccessUntil(kind, paidAt)
  const order = payment.status === 'PENDING' ? await findOrder(db, kind, payment.order_uuid) : null
  if (!order || order.is_paid === 1) return { paidAt, accessUntil, mails: [] }
  const [buyerPosition, managersPosition] = await Promise.all([
    orderPosition(db, kind, order, order.language),
    orderPosition(db, kind, order, MANAGERS_LANGUAGE),
  ])
  const paid = { kind, order, payment, paidAt, accessUntil, accessMonths: ORDER_KINDS[kind].accessMonths }
  const mails = await Promise.all([buyerConfirmationMail(paid, buyerPosition), managersNoticeMail(paid, managersPosition, MANAGERS_LANGUAGE)])
  return { paidAt, accessUntil, mails }
}
