/**
 * Event orders (issue 5; API-16, ORDER-05, EVENT-10, BE-11, BE-12, BE-27, BE-32, BE-34, OQ-29, OQ-34, OQ-35, OQ-46):
 * POST event-orders, GET event-orders/{access_code} and POST event-orders-calculate?currency=…
 * The server alone prices an order (the event's or option's price when it was made, in the event's base
 * currency) and converts it the same way for the calculation and for the payment.
 */
import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { CalculateQuery } from '../../src/model/api-contract/queries'
import type { Currency } from '../../src/model/currencies'
import {
  eventOrderFormRules,
  ORDER_NOT_FOUND_CODES,
  UNPAID_ORDER_LIFETIME_MS,
  type CalculateBody,
  type EventOrderCreateBody,
  type EventOrderEntity,
  type PaymentEntity,
} from '../../src/model/entities/orders'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { trimText, trimValues, validateForm } from '../../src/model/validation'
import { imagesByUuid } from '../db/images'
import {
  eventOrderPosition,
  findEventForOrder,
  findEventOption,
  findEventOrder,
  insertEventOrder,
  type EventOrderRow,
} from '../db/orders'
import { paymentsOfOrder, type PaymentRow } from '../db/payments'
import { privacyDocumentVersion } from '../db/reviews'
import { randomToken } from '../payments/random-token'
import { paymentProviders } from '../payments/registry'
import { refreshPendingPayment } from '../payments/settle'
import { ApiError } from './errors'
import { privateAnswer } from './private-answer'
import { moneyFor } from './money'
import { route } from './route'
import { limitSender } from './sender-limits'
import { badFields, rejectFormErrors, validPhone } from './visitor-input'

const validateCommonQuery = typia.http.createValidateQuery<CommonQuery>()
/** `Equals`: an unknown field (a client-sent price among them) is a 400 (BE-12). */
const validateCreate = typia.createValidateEquals<EventOrderCreateBody>()
const validateCalculate = typia.createValidateEquals<CalculateBody>()

const validateCalculateQuery = typia.http.createValidateQuery<CalculateQuery>()

/** OQ-29, BE-11: an unpaid order older than a day reads as expired; a paid one stays readable. */
export function isExpired(order: EventOrderRow, now = Date.now()): boolean {
  return order.is_paid === 0 && Date.parse(order.created) < now - UNPAID_ORDER_LIFETIME_MS
}

/** An order by access code or uuid that is still usable: unknown → 404 not_found, expired → 404 order_expired. */
export async function liveEventOrder(db: D1Database, key: string): Promise<EventOrderRow> {
  const order = await findEventOrder(db, key)
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
export async function orderAmount(c: Parameters<typeof moneyFor>[0], order: EventOrderRow, currency: Currency): Promise<number> {
  const total = order.price_amount * order.quantity
  if (total === 0) return 0
  const money = await moneyFor(c, currency)
  return money.price({ amount: total, currency: order.price_currency })
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

/** POST event-orders and GET event-orders/{access_code}. */
export const eventOrderRoutes = {
  /**
   * ORDER-05, BE-12, OQ-34: the body is checked exactly, then trimmed and checked with the buy form's rules; the
   * event must exist and still be purchasable (EVENT-10), the option must be the event's (required when it has
   * options), quantity is 1. 201 `{uuid, number, access_code}`.
   */
  createEventOrder: route(ENDPOINTS.createEventOrder, { query: validateCommonQuery, body: validateCreate }, async (c, { query, body }) => {
    const values = trimValues({
      client_name: body.client_name,
      client_phone: body.client_phone,
      client_email: body.client_email,
      agreement: body.agreement,
    })
    const phone = validPhone(values.client_phone)
    rejectFormErrors(validateForm(values, eventOrderFormRules(phone !== null)))

    const now = Date.now()
    const event = await findEventForOrder(c.env.DB, body.event_id)
    if (!event) throw badFields({ event_id: ['api.errors.unknown_value'] }, 'The event does not exist')
    if (Date.parse(event.date_end) <= now) {
      throw badFields({ event_id: ['api.errors.event_unavailable'] }, 'The event can no longer be bought')
    }
    let price = event.price_amount
    if (body.event_option_id) {
      const option = await findEventOption(c.env.DB, body.event_option_id)
      if (!option || option.event_uuid !== event.uuid) {
        throw badFields({ event_option_id: ['api.errors.unknown_value'] }, 'The option is not one of the event')
      }
      price = option.price_amount
    } else if (event.option_count > 0) {
      throw badFields({ event_option_id: ['forms.errors.required'] }, 'The event has options: choose one')
    }

    const ipHash = await limitSender(c, 'orders')

    const created = new Date(now).toISOString()
    const uuid = crypto.randomUUID()
    const accessCode = randomToken()
    const number = await insertEventOrder(c.env.DB, {
      uuid,
      access_code: accessCode,
      event_uuid: event.uuid,
      event_option_uuid: body.event_option_id ?? null,
      quantity: body.quantity,
      price_amount: price,
      price_currency: event.price_currency,
      client_name: values.client_name,
      client_phone: phone!,
      client_email: values.client_email,
      city: trimText(body.city ?? '') || null,
      country: trimText(body.country ?? '') || null,
      language: query.language ?? c.get('language') ?? DEFAULT_LANGUAGE,
      currency: query.currency ?? c.get('currency'),
      consent_at: created,
      consent_document: await privacyDocumentVersion(c.env.DB),
      client_ip_hash: ipHash,
      created,
    })
    return { uuid, number, access_code: accessCode }
  }),
  /**
   * PAY-01…07, BE-32, OQ-29: the order for the payment page, with its position (title, image, option title,
   * quantity), total and payments. A pending payment is re-read from its provider first (a late notification).
   */
  eventOrder: route(
    ENDPOINTS.eventOrder,
    { query: validateCommonQuery },
    async (c, { query, params }) => {
    const key = params.access_code
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(key)) {
      throw new ApiError(404, { code: ORDER_NOT_FOUND_CODES.notFound, message: 'The order was not found' })
    }
    let order = await liveEventOrder(c.env.DB, key)
    let payments = await paymentsOfOrder(c.env.DB, 'events', order.uuid)
    const providers = paymentProviders(c.env)
    const refreshed = await Promise.all(
      payments.map((payment) => refreshPendingPayment(c.env.DB, providers.byName(payment.provider), payment)),
    )
    if (refreshed.some(Boolean)) {
      order = (await findEventOrder(c.env.DB, order.uuid))!
      payments = await paymentsOfOrder(c.env.DB, 'events', order.uuid)
    }

    const language = query.language ?? order.language
    const currency = query.currency ?? order.currency
    const position = await eventOrderPosition(c.env.DB, order, language)
    const images = position?.image_id ? await imagesByUuid(c.env.DB, [position.image_id]) : null
    const total = await orderAmount(c, order, currency)
    const answer: EventOrderEntity = {
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
              event: { uuid: position.event_uuid, slug: position.slug },
              title: position.title,
              image: (position.image_id && images?.get(position.image_id)) || null,
              option_title: position.option_title,
              quantity: order.quantity,
              price: total,
            },
          ]
        : [],
      total,
      total_currency: currency,
      payments: payments.map(toPaymentEntity),
    }
    return answer
    },
    [privateAnswer],
  ),
  /** POST event-orders-calculate?currency=… {order} → {payment_amount, currency} (BE-12, PAY-11), limited per sender (BE-27). */
  calculateEventOrder: route(ENDPOINTS.calculateEventOrder, { query: validateCalculateQuery, body: validateCalculate }, async (c, { query, body }) => {
    await limitSender(c, 'calculations')
    const order = await liveEventOrder(c.env.DB, body.order)
    return { payment_amount: await orderAmount(c, order, query.currency), currency: query.currency }
  }),
}
