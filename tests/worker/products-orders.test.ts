import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { CalculateAnswer, EventOrderCreated, OrderEntity } from '../../src/model/entities/orders'
import { postJson } from './event-orders-fixtures'
import { API, get } from './helpers'

const BUYER = { client_name: 'Айгуль', client_phone: '+996 555 123 456', client_email: 'aigul@example.kg', agreement: true }

async function productWithOption(): Promise<{ product: string; option: string; foreign: string }> {
  const rows = await env.DB.prepare('SELECT uuid, product_uuid FROM product_options ORDER BY product_uuid, position LIMIT 40').all<{ uuid: string; product_uuid: string }>()
  const first = rows.results[0]!
  const foreign = rows.results.find((row) => row.product_uuid !== first.product_uuid)!
  return { product: first.product_uuid, option: first.uuid, foreign: foreign.uuid }
}

describe('POST products-orders (ORDER-06, OQ-44, BE-12, API-17)', () => {
  it('orders a product with its option in either body shape and reads it with the product position; calculate equals its total', async () => {
    const { product, option } = await productWithOption()
    const flat = await postJson('products-orders?language=en', { ...BUYER, product_id: product, product_option_id: option, quantity: 1 })
    expect(flat.status, await flat.clone().text()).toBe(201)
    const listed = await postJson('products-orders', { ...BUYER, products: [{ product_id: product, product_option_id: option, quantity: 1 }] })
    expect(listed.status, await listed.clone().text()).toBe(201)
    const order = (await flat.json()) as EventOrderCreated
    expect(order.access_code).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const read = (await (await get(`${API}/products-orders/${order.access_code}?currency=KGS`)).json()) as OrderEntity
    expect(read.positions[0]?.product?.uuid).toBe(product)
    const calc = await postJson('products-orders-calculate?currency=KGS', { order: order.access_code })
    expect(((await calc.json()) as CalculateAnswer).payment_amount).toBe(read.total)
    expect((await get(`${API}/event-orders/${order.access_code}`)).status).toBe(404)
  })

  it("refuses another product's option, a quantity of 2 and a client price", async () => {
    const { product, foreign } = await productWithOption()
    expect((await postJson('products-orders', { ...BUYER, product_id: product, product_option_id: foreign, quantity: 1 })).status).toBe(400)
    expect((await postJson('products-orders', { ...BUYER, product_id: product, quantity: 2 })).status).toBe(400)
    expect((await postJson('products-orders', { ...BUYER, product_id: product, quantity: 1, price: 1 })).status).toBe(400)
  })
})
