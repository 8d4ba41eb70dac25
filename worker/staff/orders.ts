/** The desk's orders and payments needing a person (issue 41; manager role): list, CSV, one order, paid offline, done marks. */
import type { Context } from 'hono'
import typia from 'typia'
import { MINOR_UNITS_PER_MAJOR } from '../../src/model/currencies'
import { OFFLINE_PROVIDER, PAYMENT_FOLLOWUPS_PAGE_SIZE, type DeskOrder, type DeskOrderCsvQuery, type DeskOrderQuery, type FollowupDoneBody, type PaidOfflineBody, type PaymentFollowupQuery } from '../../src/model/desk-orders'
import { isPaymentPageType } from '../../src/model/payment-page-types'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { listDeskOrders, readDeskOrder } from '../db/desk-orders'
import type { OrderKind } from '../db/order-kinds'
import { findOrder } from '../db/orders'
import { markOrderPaidOffline } from '../db/paid-offline'
import { listPaymentFollowups, markFollowupDone } from '../db/payment-followups'
import type { PaymentRow } from '../db/payments'
import type { AppEnv } from '../env'
import { ApiError, notFound } from '../lib/errors'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { badFields } from '../lib/visitor-input'
import { orderPayoff } from '../payments/order-payoff'
import { deskCsvResponse, deskCsvWords, type DeskCsvWords } from './desk-csv'
import { currentStaff, requireRecentSecondFactor } from './role-check'

/** The most rows one CSV export holds (a filter narrows a larger list). */
export const ORDERS_CSV_LIMIT = 10_000

/** The export's header in the page's words, as the orders pages label these facts. */
const csvHeader = (words: DeskCsvWords) => [
  words.text('admin.csv.order_number'),
  words.text('admin.orders.kind'),
  words.timeHeader('admin.orders.created'),
  words.text('admin.orders.item'),
  words.text('admin.orders.option'),
  words.text('admin.orders.buyer'),
  words.text('admin.csv.email'),
  words.text('admin.csv.phone'),
  words.text('admin.csv.city'),
  words.text('admin.csv.country'),
  words.text('admin.orders.amount'),
  words.text('admin.csv.currency'),
  words.text('admin.orders.paid_state'),
  words.timeHeader('admin.orders.paid_at'),
]

const major = (minor: number) => (minor / MINOR_UNITS_PER_MAJOR).toFixed(2)

function csvRow(order: DeskOrder, words: DeskCsvWords) {
  return [
    order.number,
    words.text(`admin.orders.kinds.${order.kind}`),
    words.at(order.created),
    order.item_title,
    order.option_title,
    order.client_name,
    order.client_email,
    order.client_phone,
    order.city,
    order.country,
    major(order.price_amount),
    order.price_currency,
    words.text(order.is_paid ? 'admin.orders.paid' : 'admin.orders.unpaid'),
    words.at(order.paid_at),
  ]
}

function orderKind(kind: string): OrderKind {
  if (!isPaymentPageType(kind)) throw notFound('order')
  return kind
}

/** The 409 of an order someone marked paid already (or a provider's confirmation paid meanwhile). */
const alreadyPaid = () => new ApiError(409, { code: 'conflict', message: 'This order is paid already' })

/** A required text with only spaces is a field error, as an empty one. */
function required(field: string, value: string): string {
  const text = value.trim()
  if (!text) throw badFields({ [field]: ['forms.errors.required'] })
  return text
}

async function paidOffline(c: Context<AppEnv>, kind: OrderKind, id: string, body: PaidOfflineBody) {
  const session = await currentStaff(c)
  requireRecentSecondFactor(session)
  const reason = required('reason', body.reason)
  const order = await findOrder(c.env.DB, kind, id)
  if (!order || order.uuid !== id) throw notFound('order')
  if (order.is_paid === 1) throw alreadyPaid()
  const paidAt = new Date().toISOString()
  const payment: PaymentRow = {
    uuid: crypto.randomUUID(),
    order_kind: kind,
    order_uuid: order.uuid,
    payment_method: OFFLINE_PROVIDER as PaymentRow['payment_method'],
    provider: OFFLINE_PROVIDER,
    live: 1,
    amount: order.price_amount,
    currency: order.price_currency,
    status: 'PENDING',
    provider_payment_id: null,
    invoice_url: null,
    return_url: '',
    return_fail_url: '',
    created: paidAt,
    updated: paidAt,
  }
  // The payoff of a provider's confirmation: the buyer's confirmation and access, the managers' notice.
  const payoff = await orderPayoff(c.env.DB, payment, paidAt)
  const paid = await markOrderPaidOffline(
    c.env.DB,
    { kind, orderUuid: order.uuid, paymentUuid: payment.uuid, amount: payment.amount, currency: payment.currency, staffId: session.row.user_id, reason },
    payoff,
  )
  if (!paid) throw alreadyPaid()
  return { ok: true as const }
}

const pageOf = (query: DeskOrderQuery) => ({ skip: query.skip ?? 0, limit: query.limit ?? 20 })

export const staffOrderRoutes = {
  deskOrders: route(STAFF_ENDPOINTS.deskOrders, { query: typia.http.createValidateQuery<DeskOrderQuery>() }, async (c, { query }) => {
    const { skip, limit, ...filter } = query
    const page = pageOf({ skip, limit })
    const { rows, count } = await listDeskOrders(c.env.DB, filter, page)
    return { rows, meta: { ...page, count } }
  }, [privateAnswer]),

  deskOrdersCsv: route(STAFF_ENDPOINTS.deskOrdersCsv, { query: typia.http.createValidateQuery<DeskOrderCsvQuery>() }, async (c, { query }) => {
    const { language, ...filter } = query
    const { rows } = await listDeskOrders(c.env.DB, filter, { skip: 0, limit: ORDERS_CSV_LIMIT })
    const words = deskCsvWords(language)
    return deskCsvResponse('orders', csvHeader(words), rows.map((order) => csvRow(order, words)))
  }),

  deskOrder: route(STAFF_ENDPOINTS.deskOrder, {}, async (c, { params }) => {
    const detail = await readDeskOrder(c.env.DB, orderKind(params.kind), params.id)
    if (!detail) throw notFound('order')
    return detail
  }, [privateAnswer]),

  markOrderPaidOffline: route(STAFF_ENDPOINTS.markOrderPaidOffline, { body: typia.createValidateEquals<PaidOfflineBody>() }, (c, { params, body }) =>
    paidOffline(c, orderKind(params.kind), params.id, body),
  [privateAnswer]),

  paymentFollowups: route(STAFF_ENDPOINTS.paymentFollowups, { query: typia.http.createValidateQuery<PaymentFollowupQuery>() }, async (c, { query }) => {
    const page = { skip: query.skip ?? 0, limit: query.limit ?? PAYMENT_FOLLOWUPS_PAGE_SIZE }
    const { rows, count } = await listPaymentFollowups(c.env.DB, { done: query.done ?? false }, page)
    return { rows, meta: { ...page, count } }
  }, [privateAnswer]),

  markFollowupDone: route(STAFF_ENDPOINTS.markFollowupDone, { body: typia.createValidateEquals<FollowupDoneBody>() }, async (c, { params, body }) => {
    const { row } = await currentStaff(c)
    const comment = required('comment', body.comment)
    const marked = await markFollowupDone(c.env.DB, params.id, body.reason, { staffId: row.user_id, comment, at: new Date().toISOString() })
    if (!marked) throw new ApiError(409, { code: 'conflict', message: 'Done already, or nothing to follow up' })
    return { ok: true as const }
  }, [privateAnswer]),
}
