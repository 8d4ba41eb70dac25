import { createApiClient } from '../../api/client'
import type { OrderEntity } from '../../model/entities/orders'
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
  uuid: '00000000-0000-4000-8000-0000000000b2',
  number: 12,
  is_paid: false,
  created: '2026-11-22T10:00:00Z',
  client_name: 'Айгуль',
  client_phone: '+996555123456',
  client_email: 'aigul@example.kg',
  city: null,
  country: null,
  language: 'ru',
  currency: 'RUB',
  positions: [
    { product: { uuid: 'p-1', slug: 'book' }, title: 'Книга', image: null, option_title: 'Печатная', quantity: 1, price: 150000 },
  ],
  total: 150000,
  total_currency: 'RUB',
  payments: [],
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
