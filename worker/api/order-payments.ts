/**
 * Payments of orders of every kind (issues 5, 27; API-16…18, PAY-08, PAY-12, PAY-13, BE-12, BE-13, OQ-26, OQ-28,
 * OQ-46): POST *-orders-payments creates a payment of the order named by `order` (or the spec's `<kind>_order_id`,
 * API-34) with the provider serving the chosen method and answers the `invoice_url`; GET *-orders-payments/{id}
 * reads its status.
 */
import type { Context, MiddlewareHandler } from 'hono'
import typia from 'typia'
import type { ApiErrorBody, CommonQuery } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type {
  EventPaymentCreateBody,
  EventPaymentSpecBody,
  OnlineCoursePaymentCreateBody,
  OnlineCoursePaymentSpecBody,
  PaymentCreateBody,
  ProductPaymentCreateBody,
  ProductPaymentSpecBody,
} from '../../src/model/entities/orders'
import { returnAddress } from '../../src/model/return-path'
import { renewSeatHold } from '../db/event-seats'
import { ORDER_KINDS, type OrderKind } from '../db/order-kinds'
import { orderPosition } from '../db/orders'
import { attachInvoice, cancelUnsentPayment, findPayment, insertLivePayment } from '../db/payments'
import type { AppEnv } from '../env'
import { ProviderUnavailableError } from '../payments/provider'
import { paymentProviders } from '../payments/registry'
import { servedCurrencies } from '../payments/served-currencies'
import { refreshPendingPayment } from '../payments/settle'
import { cancelAtProviders } from '../payments/supersede'
import { ApiError, notFound } from '../lib/errors'
import { privateAnswer } from '../lib/private-answer'
import { liveOrder, orderAmount, soldOut, toPaymentEntity } from './orders'
import { badFields } from '../lib/visitor-input'
import { route } from '../lib/route'

const validateCommonQuery = typia.http.createValidateQuery<CommonQuery>()
/** Each kind's body in the site's shape (`order`) or the spec's (`<kind>_order_id`, API-34). */
const validateCreate = typia.createValidateEquals<PaymentCreateBody>()
const validateEventCreate = [validateCreate, typia.createValidateEquals<EventPaymentSpecBody>()] as const
const validateProductCreate = [validateCreate, typia.createValidateEquals<ProductPaymentSpecBody>()] as const
const validateOnlineCourseCreate = [validateCreate, typia.createValidateEquals<OnlineCoursePaymentSpecBody>()] as const

type AnyPaymentBody = EventPaymentCreateBody | ProductPaymentCreateBody | OnlineCoursePaymentCreateBody

/** The site's shape of a payment body: the order it pays in `order`, whichever field named it. */
function siteShape(body: AnyPaymentBody): PaymentCreateBody {
  if ('order' in body) return body
  const { payment_method, currency, return_url, return_fail_url } = body
  const order = 'event_order_id' in body ? body.event_order_id : 'products_order_id' in body ? body.products_order_id : body.online_course_order_id
  return { payment_method, order, currency, return_url, return_fail_url }
}

/** This site's public origin: SITE_URL when configured, else the request's. */
function siteOrigin(c: Context<AppEnv>): string {
  return c.env.SITE_URL ? new URL(c.env.SITE_URL).origin : new URL(c.req.url).origin
}

/**
   * PAY-12, BE-13, BE-31, OQ-26: the method must be configured (a test-only method only in a test configuration) and
   * charge in the currency here (PAY-08, narrowed to what its provider charges in); the amount is the calculation's (BE-12). The new attempt supersedes the order's
   * live one, which is canceled at its provider where it can be. 201 `{uuid, invoice_url}`; 409 when the order was
   * paid or a newer attempt replaced this one meanwhile.
   */
async function createPayment(c: Context<AppEnv>, kind: OrderKind, { query, body }: { query: CommonQuery; body: PaymentCreateBody }) {
    const origin = siteOrigin(c)
    const returnUrl = returnAddress(body.return_url, origin)
    const returnFailUrl = returnAddress(body.return_fail_url, origin)
    const wrongUrls: Record<string, string[]> = {}
    if (!returnUrl) wrongUrls.return_url = ['api.errors.not_site_path']
    if (!returnFailUrl) wrongUrls.return_fail_url = ['api.errors.not_site_path']
    if (Object.keys(wrongUrls).length > 0) throw badFields(wrongUrls, 'Return URLs must be paths of this site')
    const provider = paymentProviders(c.env).forMethod(body.payment_method)
    if (!provider) {
      throw badFields({ payment_method: ['api.errors.method_unavailable'] }, 'The method is not available here')
    }
    // BE-31: exactly the pairs GET payment-methods answers (the catalogue's currencies its provider charges in).
    if (!servedCurrencies(body.payment_method, provider).includes(body.currency)) {
      throw badFields({ currency: ['api.errors.unsupported_currency'] }, 'The method does not charge in this currency here')
    }

    const order = await liveOrder(c.env.DB, kind, body.order)
    if (order.is_paid === 1) throw new ApiError(409, { code: 'order_paid', message: 'The order is paid already' })
    const amount = await orderAmount(c, order, body.currency)
    if (amount === 0) throw new ApiError(409, { code: 'nothing_to_pay', message: 'The order costs nothing' })
    // Issue 44, BE-15: paying takes the seat again for a new hold, if it is still the order's or one is free.
    if (ORDER_KINDS[kind].seated && order.option_uuid && !(await renewSeatHold(c.env.DB, order, Date.now()))) throw soldOut(kind)

    const uuid = crypto.randomUUID()
    const created = new Date().toISOString()
    const attempt = await insertLivePayment(c.env.DB, {
      uuid,
      order_kind: kind,
      order_uuid: order.uuid,
      payment_method: body.payment_method,
      provider: provider.name,
      live: provider.live ? 1 : 0,
      amount,
      currency: body.currency,
      return_url: returnUrl!,
      return_fail_url: returnFailUrl!,
      created,
    })
    if (!attempt.inserted) throw new ApiError(409, { code: 'order_paid', message: 'The order is paid already' })
    await cancelAtProviders(paymentProviders(c.env), attempt.superseded)
    const language = query.language ?? order.language
    const position = await orderPosition(c.env.DB, kind, order, language)
    try {
      const invoice = await provider.createInvoice({
        paymentUuid: uuid,
        amount,
        currency: body.currency,
        description: `№${order.number}${position ? ` ${position.title}` : ''}`,
        language,
        returnUrl: returnUrl!,
        returnFailUrl: returnFailUrl!,
        origin,
      })
      const status = await attachInvoice(c.env.DB, uuid, invoice, new Date().toISOString())
      if (status !== 'PENDING') {
        // A newer attempt of the order superseded this one while its invoice was being made.
        await cancelAtProviders(paymentProviders(c.env), [(await findPayment(c.env.DB, uuid))!])
        throw new ApiError(409, { code: 'payment_superseded', message: 'A newer payment of this order replaced this one' })
      }
      return { uuid, invoice_url: invoice.invoiceUrl }
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error
      console.warn('Payment not created', uuid, error.message)
      await cancelUnsentPayment(c.env.DB, uuid, new Date().toISOString())
      return c.json<ApiErrorBody>({ code: 'provider_unavailable', message: 'The payment provider is unavailable; try again' }, 503)
    }
}

/** PAY-04: a payment's status; a pending one is re-read from its provider first. */
async function readPayment(c: Context<AppEnv>, { params }: { params: { id: string } }) {
    const id = params.id
    let payment = /^[0-9a-f-]{36}$/i.test(id) ? await findPayment(c.env.DB, id) : null
    if (!payment) throw notFound('payment')
    if (await refreshPendingPayment(c.env.DB, paymentProviders(c.env).byName(payment.provider), payment)) {
      payment = (await findPayment(c.env.DB, id))!
    }
    return toPaymentEntity(payment)
}

const query = { query: validateCommonQuery }
const PRIVATE: MiddlewareHandler<AppEnv>[] = [privateAnswer]

/** A kind's payment creation, for its route. */
const paymentOf =
  (kind: OrderKind) =>
  (c: Context<AppEnv>, { query, body }: { query: CommonQuery; body: AnyPaymentBody }) =>
    createPayment(c, kind, { query, body: siteShape(body) })

/** Every kind's, events' under both spellings of the path (OQ-46). */
export const orderPaymentRoutes = {
  createEventOrderPayment: route(ENDPOINTS.createEventOrderPayment, { ...query, body: validateEventCreate }, paymentOf('events')),
  eventOrderPayment: route(ENDPOINTS.eventOrderPayment, query, readPayment, PRIVATE),
  createEventsOrderPayment: route(ENDPOINTS.createEventsOrderPayment, { ...query, body: validateEventCreate }, paymentOf('events')),
  eventsOrderPayment: route(ENDPOINTS.eventsOrderPayment, query, readPayment, PRIVATE),
  createProductsOrderPayment: route(ENDPOINTS.createProductsOrderPayment, { ...query, body: validateProductCreate }, paymentOf('products')),
  productsOrderPayment: route(ENDPOINTS.productsOrderPayment, query, readPayment, PRIVATE),
  createOnlineCourseOrderPayment: route(ENDPOINTS.createOnlineCourseOrderPayment, { ...query, body: validateOnlineCourseCreate }, paymentOf('online_courses')),
  onlineCourseOrderPayment: route(ENDPOINTS.onlineCourseOrderPayment, query, readPayment, PRIVATE),
}
