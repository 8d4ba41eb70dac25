/**
 * Orders of each kind made through the API (ORDER-05, ORDER-06, ORDER-10), for tests that start at the payment page
 * (the buy forms have their own tests), and the order read back to see whether a payment paid it (PAY-05).
 */
import type { APIRequestContext } from '@playwright/test'
import type { ListResponse } from '../../../src/model/api'
import type { Currency } from '../../../src/model/currencies'
import type { EventOrderCreated, OrderEntity } from '../../../src/model/entities/orders'
import type { PaymentPageType } from '../../../src/model/payment-page-types'
import { expect } from './fixtures'
import { BUYER } from './purchase'

/** What the API's order calls of a kind are, and the body naming the bought item and its first option. */
interface OrderCalls {
  list: string
  orders: string
  line: (item: Purchasable) => Record<string, unknown>
}

interface Purchasable {
  uuid: string
  date_from?: string
  date_to?: string | null
  options: Array<{ uuid: string }>
}

const CALLS: Record<PaymentPageType, OrderCalls> = {
  events: { list: 'events', orders: 'event-orders', line: (item) => ({ event_id: item.uuid, event_option_id: item.options[0]!.uuid, quantity: 1 }) },
  products: { list: 'products', orders: 'products-orders', line: (item) => ({ product_id: item.uuid, product_option_id: item.options[0]!.uuid, quantity: 1 }) },
  online_courses: {
    list: 'online_courses',
    orders: 'online-course-orders',
    line: (item) => ({ online_course_id: item.uuid, online_course_option_id: item.options[0]!.uuid }),
  },
}

export interface PlacedOrder extends EventOrderCreated {
  kind: PaymentPageType
  /** The order's payment page on the site. */
  paymentPath: string
}

/** An item of the kind on sale with options: an event still to come, any product or course. */
async function purchasable(request: APIRequestContext, origin: string, kind: PaymentPageType): Promise<Purchasable> {
  const url = `${origin}/api/client/${CALLS[kind].list}?language=ru&limit=100`
  const response = await request.get(url)
  expect(response.status(), `GET ${url}: ${response.status()} ${(await response.text()) || '(empty body)'}`).toBe(200)
  const { rows } = (await response.json()) as ListResponse<Purchasable>
  const item = rows.find((row) => row.options.length > 0 && (!row.date_from || Date.parse(row.date_to ?? row.date_from) > Date.now() + 86_400_000))
  if (!item) throw new Error(`the seed has no purchasable ${kind} with options`)
  return item
}

/** An order of `kind` in `currency`, sent as an address of its own so that reruns never meet the per-sender limit (BE-27). */
export async function placeOrder(request: APIRequestContext, origin: string, kind: PaymentPageType, currency: Currency): Promise<PlacedOrder> {
  const item = await purchasable(request, origin, kind)
  const sender = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  const created = await request.post(`${origin}/api/client/${CALLS[kind].orders}?language=ru&currency=${currency}`, {
    headers: { 'CF-Connecting-IP': sender },
    data: { ...CALLS[kind].line(item), ...BUYER, agreement: true },
  })
  expect(created.status(), await created.text()).toBe(201)
  const order = (await created.json()) as EventOrderCreated
  return { ...order, kind, paymentPath: `/payment/${kind}/${order.access_code}` }
}

/** The order as the API reads it now. */
export async function readOrder(request: APIRequestContext, origin: string, order: PlacedOrder): Promise<OrderEntity> {
  const response = await request.get(`${origin}/api/client/${CALLS[order.kind].orders}/${order.access_code}?language=ru`)
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as OrderEntity
}
