/**
 * BE-15: what confirming a payment writes besides its status — the order's access period and, when the payment is
 * still its order's live one, the buyer's confirmation and the managers' notice (queued only if it pays the order).
 */
import { env } from 'cloudflare:workers'
import { DEFAULT_LANGUAGE, type Language } from '../../src/model/languages'
import { siteOrigin } from '../../src/model/site-urls'
import { ORDER_KINDS } from '../db/order-kinds'
import { findOrder, orderPosition } from '../db/orders'
import { paidAccessUntil, type OrderPayoff, type PaymentRow } from '../db/payments'
import { ticketKey } from '../lib/ticket-token'
import { buyerConfirmationMail, managersNoticeMail } from '../mail/order-paid-mails'
import { ticketMail } from '../tickets/ticket-mail'

/** The managers read their notices in the default language, as they read leads. */
const MANAGERS_LANGUAGE = DEFAULT_LANGUAGE

/** Links in mail name SITE_URL; a local run without it, the local server. */
const LOCAL_ORIGIN = 'http://localhost:8787'

/**
 * Issue 44: an event order's ticket for its mail. The key and origin come from the Worker's environment (every
 * settlement path reaches here with its database only); without TICKET_KEY the mail goes without the ticket.
 */
async function ticketOf(db: D1Database, order: { uuid: string; language: Language }, paidAt: string) {
  const secret = ticketKey(env)
  if (!secret) {
    console.error('TICKET_KEY is not set: the confirmation mail goes without its ticket')
    return null
  }
  return ticketMail(db, secret, siteOrigin(env.SITE_URL, LOCAL_ORIGIN), order.uuid, order.language, paidAt)
}

export async function orderPayoff(db: D1Database, payment: PaymentRow, paidAt: string): Promise<OrderPayoff> {
  const kind = payment.order_kind
  const accessUntil = paidAccessUntil(kind, paidAt)
  const order = payment.status === 'PENDING' ? await findOrder(db, kind, payment.order_uuid) : null
  if (!order || order.is_paid === 1) return { paidAt, accessUntil, mails: [] }
  const [buyerPosition, managersPosition, ticket] = await Promise.all([
    orderPosition(db, kind, order, order.language),
    orderPosition(db, kind, order, MANAGERS_LANGUAGE),
    kind === 'events' ? ticketOf(db, order, paidAt) : null,
  ])
  const paid = { kind, order, payment, paidAt, accessUntil, accessMonths: ORDER_KINDS[kind].accessMonths }
  const mails = await Promise.all([buyerConfirmationMail(paid, buyerPosition, ticket), managersNoticeMail(paid, managersPosition, MANAGERS_LANGUAGE)])
  return { paidAt, accessUntil, mails }
}
