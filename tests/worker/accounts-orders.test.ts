/**
 * GET client_users/me/orders (issue 28 §4): the signed-in user's orders of the three families, found by the verified
 * account address (as the buyer typed it, any case), newest first, with the paid state and the payment page; an
 * unverified account sees none; the lookup uses the by-address indexes.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ListResponse } from '../../src/model/api'
import type { AccountOrder } from '../../src/model/entities/users'
import { ACCOUNT_ORDERS_SQL } from '../../worker/db/account-orders'
import { createUser, send, signIn } from './accounts-fixtures'
import { createOrder, ensureOrderEvents, paidWithDuplicateNotifications } from './event-orders-fixtures'
import { COURSE_FAMILY, createItemOrder, ensureOrderItems, PRODUCT_FAMILY, validBody } from './item-orders-fixtures'
import { get } from './helpers'

beforeAll(async () => {
  await ensureOrderEvents()
  await ensureOrderItems()
})

async function myOrders(cookie: string, query = 'language=en'): Promise<Response> {
  return send('GET', `client_users/me/orders?${query}`, undefined, { Cookie: cookie })
}

describe('GET client_users/me/orders', () => {
  it("lists the verified address's event, product and course orders, newest first, with paid state and payment page", async () => {
    const user = await createUser()
    const typed = ` ${user.email.toUpperCase()} `
    const event = await createOrder({ client_email: typed })
    const product = await createItemOrder(PRODUCT_FAMILY, { ...validBody(PRODUCT_FAMILY), client_email: typed })
    const course = await createItemOrder(COURSE_FAMILY, { ...validBody(COURSE_FAMILY), client_email: user.email })
    await createOrder({ client_email: 'someone-else@example.com' })
    await paidWithDuplicateNotifications('event-orders-payments', event, 'USD', 'events', 1)

    const { cookie } = await signIn(user.email)
    const response = await myOrders(cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const list = (await response.json()) as ListResponse<AccountOrder>
    expect(list.meta).toEqual({ skip: 0, limit: 20, count: 3 })
    expect(list.rows.map((row) => [row.kind, row.uuid, row.paid])).toEqual([
      ['online_courses', course.uuid, false],
      ['products', product.uuid, false],
      ['events', event.uuid, true],
    ])
    const paid = list.rows[2]!
    expect(paid).toMatchObject({ number: String(event.number), payment_path: `/payment/events/${event.access_code}` })
    expect(paid.title).not.toBe('')
    expect(paid.amount).toBeGreaterThan(0)
    expect(list.rows[0]!.payment_path).toBe(`/payment/online_courses/${course.access_code}`)
    // Issue 44: the paid event order links its ticket; unpaid orders and other kinds have none.
    expect(paid.ticket_path).toMatch(/^\/en\/ticket\/[0-9a-f]{32}\.[\w-]{43}$/)
    expect((await get(paid.ticket_path!)).status).toBe(200)
    expect(list.rows.filter((row) => row.ticket_path)).toHaveLength(1)

    const second = (await (await myOrders(cookie, 'language=en&skip=1&limit=1')).json()) as ListResponse<AccountOrder>
    expect(second.rows.map((row) => row.uuid)).toEqual([product.uuid])
    expect(second.meta).toEqual({ skip: 1, limit: 1, count: 3 })
  })

  it('an unverified account sees no orders: its address may not be its own', async () => {
    const user = await createUser({ verified: false })
    await createOrder({ client_email: user.email })
    const list = (await (await myOrders((await signIn(user.email)).cookie)).json()) as ListResponse<AccountOrder>
    expect(list).toEqual({ rows: [], meta: { skip: 0, limit: 20, count: 0 } })
  })

  it('without a session it is a 401; a bad limit a 400', async () => {
    expect((await myOrders('')).status).toBe(401)
    const { cookie } = await signIn((await createUser()).email)
    expect((await myOrders(cookie, 'limit=0')).status).toBe(400)
  })

  it('finds the orders through the by-address indexes, scanning no order table', async () => {
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${ACCOUNT_ORDERS_SQL}`).bind('en', 'a@b.example', 20, 0).all<{ detail: string }>()
    const details = plan.results.map((row) => row.detail)
    for (const index of ['event_orders_by_email', 'products_orders_by_email', 'online_course_orders_by_email']) {
      expect(details.some((detail) => detail.includes(index)), details.join('\n')).toBe(true)
    }
    expect(details.filter((detail) => /^SCAN (o|event_orders|products_orders|online_course_orders)\b/.test(detail))).toEqual([])
  })
})
