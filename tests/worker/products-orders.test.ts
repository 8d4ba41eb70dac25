import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { CalculateAnswer, EventOrderCreated, OrderEntity } from '../../src/model/entities/orders'
import { postJson } from './event-orders-fixtures'
import { API, get } from './helpers'

const BUYER = { client_name: 'Айгуль', client_phone: '+996 555 123 456', client_email: 'aigul@example.kg', agreement: true }

/** A seeded product and its first option (every rejection: item-orders.test.ts). */
async function productWithOption(): Promise<{ product: string; option: string }> {
  const first = await env.DB.prepare('SELECT uuid, product_uuid FROM product_options ORDER BY product_uuid, position LIMIT 1').first<{ uuid: string; product_uuid: string }>()
  return { product: first!.product_uuid, option: first!.uuid }
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
})
