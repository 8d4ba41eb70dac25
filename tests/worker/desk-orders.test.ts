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
import { erasePersonalData } from '../../worker/db/personal-data'
import { newPerson } from './personal-data-fixtures'

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

  it('finds a buyer by name in any case, the number as the list shows it, and the phone as typed or in the local form (issue 41, QA)', async () => {
    const person = newPerson()
    // A surname of this test alone, in Cyrillic: only the search index folds its case.
    const surname = `Эш${[...crypto.getRandomValues(new Uint8Array(8))].map((byte) => String.fromCharCode(0x430 + (byte % 32))).join('')}ов`
    const order = await createOrder({ client_name: `Бакыт ${surname}`, client_email: person.email, client_phone: person.typed })
    const local = `0${person.phone.slice(4, 7)} ${person.phone.slice(7, 10)} ${person.phone.slice(10)}`
    const found = async (q: string) => (await listDeskOrders(env.DB, { q }, { skip: 0, limit: 100 })).rows.map((row) => row.uuid)
    for (const q of [surname, surname.toLowerCase(), surname.toUpperCase(), `бакыт ${surname.slice(0, 5).toLowerCase()}`, `БАКЫТ ${surname}`]) {
      expect(await found(q), q).toEqual([order.uuid])
    }
    for (const q of [`№ ${order.number}`, `№${order.number}`, String(order.number)]) expect(await found(q), q).toContain(order.uuid)
    for (const q of [person.typed, person.phone, person.phone.slice(4), local, `(0${person.phone.slice(4, 7)}) ${person.phone.slice(7, 10)}-${person.phone.slice(10)}`]) {
      expect(await found(q), q).toEqual([order.uuid])
    }
    // Counted the same way, and nothing else of the kind counted.
    expect((await listDeskOrders(env.DB, { q: surname.toLowerCase(), kind: 'events' }, PAGE)).count).toBe(1)
    expect(await found(`${surname} ${'ы'.repeat(9)}`)).toEqual([])
    // Hostile input is a word like any other, never MATCH syntax nor a 500.
    for (const q of ['"', '*', 'NEAR(a b)', '№', '-', 'a OR b', 'col:x']) await expect(listDeskOrders(env.DB, { q }, PAGE)).resolves.toBeDefined()
    // Erased with the person's data (BE-34): gone from the search, its words out of the index itself.
    expect((await erasePersonalData(env.DB, { email: person.email })).orders).toBe(1)
    expect(await found(surname)).toEqual([])
    expect(await found(local)).toEqual([])
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
