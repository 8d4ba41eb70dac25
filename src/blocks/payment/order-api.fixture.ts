import { createApiClient } from '../../api/client'
import type { OrderEntity } from '../../model/entities/orders'
import { UNPAID_ORDER } from '../../model/entities/orders.fixture'
import type { PaymentPageType } from '../../model/payment-page-types'

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
}

/** OQ-46: each kind's endpoint family as the server routes it, written out apart from the client's map. */
export const ORDER_FAMILIES: Record<PaymentPageType, string> = {
  events: 'event-orders',
  products: 'products-orders',
  online_courses: 'online-course-orders',
}

/** An unpaid order of one product, as GET products-orders/{access_code} answers it. */
export const PRODUCT_ORDER: OrderEntity = {
  ...UNPAID_ORDER,
  positions: [{ product: { uuid: 'p-1', slug: 'book' }, title: 'Книга', image: null, option_title: 'Печатная', option_key: 'printed', quantity: 1, price: 150000 }],
  total: 150000,
}

/** The real API client over a fetch that records each request and lets the test answer it as the server would. */
export function recordingApi(answer: (request: RecordedRequest) => Response) {
  const requests: RecordedRequest[] = []
  const api = createApiClient({
    origin: 'https://site.test',
    language: 'ru',
    currency: 'RUB',
    fetch: async (request) => {
      const url = new URL(request.url)
      const text = await request.text()
      const recorded = { method: request.method, path: url.pathname, query: url.searchParams, body: text ? (JSON.parse(text) as unknown) : null }
      requests.push(recorded)
      return answer(recorded)
    },
  })
  return { api, requests }
}
