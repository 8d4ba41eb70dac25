/**
 * The desk's orders in D1 (issue 41 "Orders"): the three kinds in one list, newest first, its filters (kind, item,
 * paid state, provider, dates, number or buyer), one order with its attempts and notifications, and plans on indexes.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { deskOrderQueries, listDeskOrders, readDeskOrder } from '../../worker/db/desk-orders'
import { createOrder, ensureOrderEvents, ORDER_EVENTS, paidWithDuplicateNotifications } from './event-orders-fixtures'
import { BUYER, COURSE_FAMILY, createItemOrder, ensureOrderItems, PRODUCT_FAMILY, validBody } from './item-orders-fixtures'
import { deskDayOf } from '../../src/model/desk-days'

beforeAll(async () => {
  await ensureOrderEvents()
  await ensureOrderItems()
})

const PAGE = { skip: 0, limit: 20 }

async function ordersOfOneBuyer() {
  const email = `buyer-${crypto.randomUUID()}@example.kg`
  const event = await createOrder({ client_email: email })
  const product = await createItemOrder(PRODUCT_FAMILY, { ...validBody(PRODUCT_FAMILY), ...BUYER, client_email: email })
  const course = await createItemOrder(COURSE_FAMILY, { ...validBody(COURSE_FAMILY), ...BUYER, client_email: email })
  return { email, event, product, course }
}

describe('desk orders (issue 41)', () => {
  it('lists the three kinds of one buyer newest first, with the item title, and filters them', async () => {
    const { email, event, product, course } = await ordersOfOneBuyer()
    const all = await listDeskOrders(env.DB, { q: email.toUpperCase() }, PAGE)
    expect(all.count).toBe(3)
    expect(all.rows.map((order) => order.uuid)).toEqual([course.uuid, product.uuid, event.uuid])
    expect(all.rows.map((order) => order.kind)).toEqual(['online_courses', 'products', 'events'])
    expect(all.rows[2]).toMatchObject({ item_uuid: ORDER_EVENTS.withOptions.uuid, is_paid: false, client_email: email })
    expect(all.rows[2]!.item_title).not.toBe(ORDER_EVENTS.withOptions.uuid)

    expect((await listDeskOrders(env.DB, { q: email, kind: 'products' }, PAGE)).rows.map((order) => order.uuid)).toEqual([product.uuid])
    expect((await listDeskOrders(env.DB, { q: email, item: ORDER_EVENTS.withOptions.uuid }, PAGE)).count).toBe(1)
    expect((await listDeskOrders(env.DB, { q: email, paid: true }, PAGE)).count).toBe(0)
    const today = deskDayOf(Date.now())
    expect((await listDeskOrders(env.DB, { q: email, from: today, to: today }, PAGE)).count).toBe(3)
    const second = await listDeskOrders(env.DB, { q: email }, { skip: 1, limit: 1 })
    expect(second.rows.map((order) => order.uuid)).toEqual([product.uuid])
    expect(second.count).toBe(3)
  })

  it("filters by the centre's days, as the desk shows its times: an order of 22:30 UTC is the next day's (OQ-21)", async () => {
    const { email, event } = await ordersOfOneBuyer()
    await env.DB.prepare('UPDATE event_orders SET created = ?2 WHERE uuid = ?1').bind(event.uuid, '2026-11-30T22:30:00.000Z').run()
    const of = (from: string, to: string) => listDeskOrders(env.DB, { q: email, kind: 'events', from, to }, PAGE)
    expect((await of('2026-12-01', '2026-12-01')).rows.map((order) => order.uuid)).toEqual([event.uuid])
    expect((await of('2026-11-30', '2026-11-30')).count).toBe(0)
    expect((await of('2026-11-01', '2026-11-30')).count).toBe(0)
    expect((await of('2026-12-01', '2026-12-31')).count).toBe(1)
  })

  it('finds an order by its number, by provider once paid, and reads it with its attempts and notifications', async () => {
    const { event } = await ordersOfOneBuyer()
    const paid = await paidWithDuplicateNotifications('event-orders-payments', event, 'USD', 'events', 3)
    const byNumber = await listDeskOrders(env.DB, { q: String(event.number) }, PAGE)
    expect(byNumber.rows.map((order) => order.uuid)).toContain(event.uuid)
    const provider = (await env.DB.prepare('SELECT provider FROM payments WHERE uuid = ?1').bind(paid.payment.uuid).first<{ provider: string }>())!.provider
    const byProvider = await listDeskOrders(env.DB, { provider, paid: true, kind: 'events' }, { skip: 0, limit: 100 })
    expect(byProvider.rows.map((order) => order.uuid)).toContain(event.uuid)
    const detail = (await readDeskOrder(env.DB, 'events', String(event.number)))!
    expect(detail.order).toMatchObject({ uuid: event.uuid, is_paid: true })
    expect(detail.payments.map((payment) => payment.status)).toEqual(['SUCCEEDED'])
    expect(detail.notifications.length).toBe(3)
    expect(await readDeskOrder(env.DB, 'products', event.uuid)).toBeNull()
  })

  it('the list and its count read each kind through an index', async () => {
    const filters = [{}, { paid: false }, { kind: 'events' as const, item: ORDER_EVENTS.withOptions.uuid }, { from: '2026-01-01' }]
    for (const filter of filters) {
      const queries = deskOrderQueries(filter, PAGE)
      for (const sql of [...queries.lists, queries.count]) {
        const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...queries.bindings).all<{ detail: string }>()
        const details = plan.results.map((row) => row.detail)
        const scans = details.filter((detail) => /^SCAN (o|event_orders|products_orders|online_course_orders)\b/.test(detail) && !detail.includes(' USING '))
        expect(scans, `${JSON.stringify(filter)}: ${details.join('; ')}`).toEqual([])
      }
    }
  })
})
