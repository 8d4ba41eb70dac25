/**
 * Orders of every kind (issues 5, 27; BE-11, BE-12, BE-27, BE-32, BE-34, OQ-29, OQ-34): one implementation behind
 * event-orders, products-orders and online-course-orders. The server alone prices an order (the item's or option's
 * price when it was made, in the item's base currency) and converts it the same way for the calculation and for
 * the payment.
 */
import type { Context } from 'hono'
import type { CommonQuery } from '../../src/model/api'
import type { CalculateQuery } from '../../src/model/api-contract/queries'
import type { Currency } from '../../src/model/currencies'
import {
  eventOrderFormRules,
  ORDER_NOT_FOUND_CODES,
  UNPAID_ORDER_LIFETIME_MS,
  type CalculateAnswer,
  type CalculateBody,
  type EventOrderCreated,
  type OrderBuyerBody,
  type OrderEntity,
  type PaymentEntity,
} from '../../src/model/entities/orders'
import { SOLD_OUT } from '../../src/model/event-seats'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { unchosenOption } from '../../src/model/order-rules'
import { trimText, trimValues, validateForm } from '../../src/model/validation'
import { imagesByUuid } from '../db/images'
import { ORDER_KINDS, type OrderKind } from '../db/order-kinds'
import { findItemForOrder, findItemOption, findOrder, insertOrder, orderPosition, type OrderRow } from '../db/orders'
import { paymentsOfOrder, type PaymentRow } from '../db/payments'
import { privacyDocumentVersion } from '../db/reviews'
import { hasSeatSoldCharge } from '../db/refunds'
import type { AppEnv } from '../env'
import { randomToken } from '../lib/random-token'
import { paymentProviders } from '../payments/registry'
import { refreshPendingPayment } from '../payments/settle'
import { edgeLocation } from './edge-location'
import { ApiError } from '../lib/errors'
import { moneyFor } from './money'
import { countedSender } from '../lib/sender-limits'
import { ticketKey } from '../lib/ticket-token'
import { ticketPathOf } from '../tickets/ticket-link'
import { badFields, rejectFormErrors, validPhone } from '../lib/visitor-input'

/** The body fields naming the item and its option, per kind, for field errors. */
const ITEM_FIELDS: Record<OrderKind, { item: string; option: string; noun: string }> = {
  events: { item: 'event_id', option: 'event_option_id', noun: 'event' },
  products: { item: 'product_id', option: 'product_option_id', noun: 'product' },
  online_courses: { item: 'online_course_id', option: 'online_course_option_id', noun: 'course' },
}

/** The position of the answer is expanded under this key (BE-32). */
const POSITION_KEYS = { events: 'event', products: 'product', online_courses: 'online_course' } as const

/** What an order body buys, whatever its kind calls the fields. */
export interface OrderLine {
  item_id: string
  option_id: string | null
}

/** OQ-29, BE-11: an unpaid order older than a day reads as expired; a paid one stays readable. */
export function isExpired(order: Pick<OrderRow, 'is_paid' | 'created'>, now = Date.now()): boolean {
  return order.is_paid === 0 && Date.parse(order.created) < now - UNPAID_ORDER_LIFETIME_MS
}

/** An order by access code or uuid that is still usable: unknown → 404 not_found, expired → 404 order_expired. */
export async function liveOrder(db: D1Database, kind: OrderKind, key: string): Promise<OrderRow> {
  const order = await findOrder(db, kind, key)
  if (!order) throw new ApiError(404, { code: ORDER_NOT_FOUND_CODES.notFound, message: 'The order was not found' })
  if (isExpired(order)) {
    throw new ApiError(404, { code: ORDER_NOT_FOUND_CODES.expired, message: 'The order link expired (unpaid for a day)' })
  }
  return order
}

/**
 * BE-12: what an order costs in `currency`, in minor units — the one function behind both the calculation and the
 * payment, so they cannot differ. A free order costs 0 (conversion's rounding never makes it more).
 */
export async function orderAmount(c: Parameters<typeof moneyFor>[0], order: OrderRow, currency: Currency): Promise<number> {
  return convertedAmount(c, order.price_amount * order.quantity, order.price_currency, currency)
}

async function convertedAmount(c: Parameters<typeof moneyFor>[0], amount: number, from: Currency, currency: Currency): Promise<number> {
  if (amount === 0) return 0
  const money = await moneyFor(c, currency)
  return money.price({ amount, currency: from })
}

export function toPaymentEntity(row: PaymentRow): PaymentEntity {
  return {
    uuid: row.uuid,
    payment_method: row.payment_method,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    created: row.created,
  }
}

/** The unit price of `line`: the option's (which must be the item's), else what unchosenOption allows. */
async function linePrice(db: D1Database, kind: OrderKind, line: OrderLine, now: number) {
  const fields = ITEM_FIELDS[kind]
  const item = await findItemForOrder(db, kind, line.item_id)
  if (!item) throw badFields({ [fields.item]: ['api.errors.unknown_value'] }, `The ${fields.noun} does not exist`)
  if (item.date_end !== null && Date.parse(item.date_end) <= now) {
    throw badFields({ [fields.item]: ['api.errors.event_unavailable'] }, `The ${fields.noun} can no longer be bought`)
  }
  let optionUuid = line.option_id
  if (!optionUuid) {
    const unchosen = unchosenOption(item)
    if (unchosen.use === 'item') return { item, optionUuid: null, price: item.price_amount! }
    if (unchosen.use === 'none') {
      if (unchosen.reason === 'unpriced') throw badFields({ [fields.item]: ['api.errors.event_unavailable'] }, `The ${fields.noun} has no price`)
      throw badFields({ [fields.option]: ['forms.errors.required'] }, `The ${fields.noun} has options: choose one`)
    }
    optionUuid = unchosen.uuid
  }
  const option = await findItemOption(db, kind, optionUuid)
  if (!option || option.item_uuid !== item.uuid) {
    throw badFields({ [fields.option]: ['api.errors.unknown_value'] }, `The option is not one of the ${fields.noun}`)
  }
  return { item, optionUuid: option.uuid, price: option.price_amount }
}

/** Issue 44 "Seats", BE-15: the option's last seat went to another order (409, named on the option's field). */
export function soldOut(kind: OrderKind): ApiError {
  return new ApiError(409, { code: SOLD_OUT, message: 'No seats are left for this option', fields: { [ITEM_FIELDS[kind].option]: ['api.errors.sold_out'] } })
}

/**
 * ORDER-05, ORDER-06, ORDER-10, BE-12, OQ-34: the buyer's fields are trimmed and checked with the buy form's rules;
 * the item must exist and still be purchasable (EVENT-10), the option must be the item's; quantity is 1; the city and
 * country are the client's guess, else the edge's (ORDER-04, OQ-52). The sender
 * limit counted the request before its body was read (ENDPOINT_SENDER_LIMITS). 201 `{uuid, number, access_code}`.
 */
export async function createOrder(
  c: Context<AppEnv>,
  kind: OrderKind,
  query: CommonQuery,
  body: OrderBuyerBody,
  line: OrderLine,
): Promise<EventOrderCreated> {
  const values = trimValues({
    client_name: body.client_name,
    client_phone: body.client_phone,
    client_email: body.client_email,
    agreement: body.agreement,
  })
  const phone = validPhone(values.client_phone)
  rejectFormErrors(validateForm(values, eventOrderFormRules(phone !== null)))

  const now = Date.now()
  const { item, optionUuid, price } = await linePrice(c.env.DB, kind, line, now)
  const ipHash = countedSender(c)

  const created = new Date(now).toISOString()
  const guess = edgeLocation(c)
  const uuid = crypto.randomUUID()
  const accessCode = randomToken()
  const number = await insertOrder(c.env.DB, kind, {
    uuid,
    access_code: accessCode,
    item_uuid: item.uuid,
    option_uuid: optionUuid,
    quantity: 1,
    price_amount: price,
    price_currency: item.price_currency,
    client_name: values.client_name,
    client_phone: phone!,
    client_email: values.client_email,
    city: trimText(body.city ?? '') || guess.city,
    country: trimText(body.country ?? '') || guess.country,
    language: query.language ?? c.get('language') ?? DEFAULT_LANGUAGE,
    currency: query.currency ?? c.get('currency'),
    consent_at: created,
    consent_document: await privacyDocumentVersion(c.env.DB),
    client_ip_hash: ipHash,
    created,
  })
  if (number === null) throw soldOut(kind)
  return { uuid, number, access_code: accessCode }
}

/**
 * PAY-01…07, BE-32, OQ-29: the order for the payment page, with its position (title, image, option title,
 * quantity), total and payments. A pending payment is re-read from its provider first (a late notification).
 */
export async function readOrder(c: Context<AppEnv>, kind: OrderKind, query: CommonQuery, key: string): Promise<OrderEntity> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(key)) {
    throw new ApiError(404, { code: ORDER_NOT_FOUND_CODES.notFound, message: 'The order was not found' })
  }
  let order = await liveOrder(c.env.DB, kind, key)
  let payments = await paymentsOfOrder(c.env.DB, kind, order.uuid)
  const providers = paymentProviders(c.env)
  const refreshed = await Promise.all(
    payments.map((payment) => refreshPendingPayment(c.env.DB, providers.byName(payment.provider), payment)),
  )
  if (refreshed.some(Boolean)) {
    order = (await findOrder(c.env.DB, kind, order.uuid))!
    payments = await paymentsOfOrder(c.env.DB, kind, order.uuid)
  }

  const language = query.language ?? order.language
  const currency = query.currency ?? order.currency
  const position = await orderPosition(c.env.DB, kind, order, language)
  const images = position?.image_id ? await imagesByUuid(c.env.DB, [position.image_id]) : null
  const total = await orderAmount(c, order, currency)
  const ticketSecret = ticketKey(c.env)
  // Issue 44: only an unpaid event order with a charge left to staff is asked about it.
  const seatSold =
    ORDER_KINDS[kind].seated && order.is_paid === 0 && payments.some((payment) => payment.status === 'NEEDS_STAFF') && (await hasSeatSoldCharge(c.env.DB, kind, order.uuid))
  return {
    uuid: order.uuid,
    number: order.number,
    is_paid: order.is_paid === 1,
    created: order.created,
    client_name: order.client_name,
    client_phone: order.client_phone,
    client_email: order.client_email,
    city: order.city,
    country: order.country,
    language: order.language,
    currency: order.currency,
    positions: position
      ? [
          {
            [POSITION_KEYS[kind]]: { uuid: position.item_uuid, slug: position.slug },
            title: position.title,
            image: (position.image_id && images?.get(position.image_id)) || null,
            option_title: position.option_title,
            option_key: position.option_key,
            quantity: order.quantity,
            price: total,
          },
        ]
      : [],
    total,
    total_currency: currency,
    payments: payments.map(toPaymentEntity),
    ...(kind === 'online_courses' ? { access_until: order.access_until ?? null } : {}),
    ...(order.is_paid === 0 && order.price_amount > 0 && position?.option_seats != null && order.seat_held_until ? { seat_held_until: order.seat_held_until } : {}),
    ...(seatSold ? { seat_sold_meanwhile: true as const } : {}),
    ...(kind === 'events' && order.is_paid === 1 && ticketSecret ? { ticket_path: await ticketPathOf(ticketSecret, order.uuid, language) } : {}),
  }
}


/**
 * POST *-orders-calculate?currency=… → {payment_amount, currency} (BE-12, PAY-11), limited per sender (BE-27): of an
 * order (`{order}`), or, in the spec's shape (API-33), of one piece of an item and option before it is ordered, priced
 * and checked as an order of it would be.
 */
export async function calculateOrder(
  c: Context<AppEnv>,
  kind: OrderKind,
  query: CalculateQuery,
  subject: CalculateBody | OrderLine,
): Promise<CalculateAnswer> {
  const amount =
    'order' in subject
      ? await orderAmount(c, await liveOrder(c.env.DB, kind, subject.order), query.currency)
      : await lineAmount(c, kind, subject, query.currency)
  return { payment_amount: amount, currency: query.currency }
}

async function lineAmount(c: Context<AppEnv>, kind: OrderKind, line: OrderLine, currency: Currency): Promise<number> {
  const { item, price } = await linePrice(c.env.DB, kind, line, Date.now())
  return convertedAmount(c, price, item.price_currency, currency)
}
