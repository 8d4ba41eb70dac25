/**
 * Event orders (issue 5; API-16, ORDER-05, EVENT-10, BE-11, BE-12, BE-27, BE-32, BE-34, OQ-29, OQ-34, OQ-46):
 * POST event-orders, GET event-orders/{access_code} and POST event-orders-calculate?currency=… (also with the spec's
 * body, API-33), served by orders.ts.
 */
import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { CalculateQuery } from '../../src/model/api-contract/queries'
import type { CalculateBody, EventOrderCreateBody, EventQuoteBody } from '../../src/model/entities/orders'
import { calculateOrder, createOrder, readOrder } from './orders'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'

export const validateCommonQuery = typia.http.createValidateQuery<CommonQuery>()
/** `Equals`: an unknown field (a client-sent price among them) is a 400 (BE-12). */
const validateCreate = typia.createValidateEquals<EventOrderCreateBody>()
/** An order's calculation. */
export const validateCalculate = typia.createValidateEquals<CalculateBody>()
/** API-33: the spec's calculation of an event and option before ordering. */
const validateQuote = typia.createValidateEquals<EventQuoteBody>()
export const validateCalculateQuery = typia.http.createValidateQuery<CalculateQuery>()

/** POST event-orders, GET event-orders/{access_code} and POST event-orders-calculate. */
export const eventOrderRoutes = {
  createEventOrder: route(ENDPOINTS.createEventOrder, { query: validateCommonQuery, body: validateCreate }, (c, { query, body }) =>
    createOrder(c, 'events', query, body, { item_id: body.event_id, option_id: body.event_option_id ?? null }),
  ),
  eventOrder: route(ENDPOINTS.eventOrder, { query: validateCommonQuery }, (c, { query, params }) => readOrder(c, 'events', query, params.access_code), [
    privateAnswer,
  ]),
  calculateEventOrder: route(ENDPOINTS.calculateEventOrder, { query: validateCalculateQuery, body: [validateCalculate, validateQuote] }, (c, { query, body }) =>
    calculateOrder(c, 'events', query, 'order' in body ? body : { item_id: body.event_id, option_id: body.event_option_id ?? null }),
  ),
}
