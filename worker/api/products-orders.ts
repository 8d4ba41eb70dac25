/**
 * Product orders (issue 27; API-17, ORDER-06, OQ-44, BE-11, BE-12, BE-32): POST products-orders,
 * GET products-orders/{access_code} and POST products-orders-calculate?currency=…, served by orders.ts. The body
 * names its one product beside the buyer or, as the spec sends it, in `products`.
 */
import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { ProductOrderBody, ProductOrderLine, ProductQuoteBody } from '../../src/model/entities/orders'
import { validateCalculate, validateCalculateQuery, validateCommonQuery } from './event-orders'
import { calculateOrder, createOrder, readOrder } from './orders'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'

const validateCreate = typia.createValidateEquals<ProductOrderBody>()
/** API-33: the spec's calculation of a product and option before ordering. */
const validateQuote = typia.createValidateEquals<ProductQuoteBody>()

function productLine(body: ProductOrderBody | ProductQuoteBody): ProductOrderLine {
  return 'products' in body ? body.products[0] : body
}

function orderLine(body: ProductOrderBody | ProductQuoteBody) {
  const line = productLine(body)
  return { item_id: line.product_id, option_id: line.product_option_id ?? null }
}

export const productsOrderRoutes = {
  createProductsOrder: route(ENDPOINTS.createProductsOrder, { query: validateCommonQuery, body: validateCreate }, (c, { query, body }) =>
    createOrder(c, 'products', query, body, orderLine(body)),
  ),
  productsOrder: route(ENDPOINTS.productsOrder, { query: validateCommonQuery }, (c, { query, params }) => readOrder(c, 'products', query, params.access_code), [
    privateAnswer,
  ]),
  calculateProductsOrder: route(ENDPOINTS.calculateProductsOrder, { query: validateCalculateQuery, body: [validateCalculate, validateQuote] }, (c, { query, body }) =>
    calculateOrder(c, 'products', query, 'order' in body ? body : orderLine(body)),
  ),
}
