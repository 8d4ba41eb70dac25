/**
 * The orders page's item filter (issue 41 "Orders"): the items of a kind that have orders, by title with an event's
 * date, for managers only, read through the orders' item index.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DeskOrderItem } from '../../src/model/desk-orders'
import { listOrderedItems } from '../../worker/db/desk-orders'
import { createOrder, ensureOrderEvents, ORDER_EVENTS } from './event-orders-fixtures'
import { fullScans, recordingDb, type Recorded } from './query-plan-recorder'
import { createStaff, staffCookieFor, staffSend } from './staff-fixtures'

beforeAll(ensureOrderEvents)

describe('desk orders: the item filter (issue 41 "Orders")', () => {
  it('lists the ordered items of the kind by title, each once, an event with its date; other kinds are others', async () => {
    await createOrder({ event_id: ORDER_EVENTS.plain.uuid, event_option_id: undefined })
    await createOrder({ event_id: ORDER_EVENTS.plain.uuid, event_option_id: undefined })
    const { user } = await createStaff(['manager'])
    const answer = await staffSend('GET', '/order-items?kind=events', await staffCookieFor(user.id))
    expect(answer.status, await answer.clone().text()).toBe(200)
    const items = (await answer.json()) as DeskOrderItem[]
    const plain = items.filter((item) => item.uuid === ORDER_EVENTS.plain.uuid)
    expect(plain).toHaveLength(1)
    const title = await env.DB.prepare(`SELECT title FROM event_translations WHERE event_uuid = ?1 AND language = 'ru'`).bind(ORDER_EVENTS.plain.uuid).first<{ title: string }>()
    expect(plain[0]).toMatchObject({ title: title?.title ?? ORDER_EVENTS.plain.uuid, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
    const titles = items.map((item) => item.title)
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'ru')))
    expect((await listOrderedItems(env.DB, 'products')).some((item) => item.uuid === ORDER_EVENTS.plain.uuid)).toBe(false)
  })

  it('a moderator gets 404; a kind that is none is a 400 naming the field', async () => {
    const { user: moderator } = await createStaff(['moderator'])
    expect((await staffSend('GET', '/order-items?kind=events', await staffCookieFor(moderator.id))).status).toBe(404)
    const { user } = await createStaff(['manager'])
    const cookie = await staffCookieFor(user.id)
    for (const query of ['', '?kind=reviews', '?kind=events&x=1']) {
      const refused = await staffSend('GET', `/order-items${query}`, cookie)
      if (query.includes('x=1')) expect([200, 400]).toContain(refused.status)
      else expect(Object.keys(((await refused.json()) as { fields: Record<string, string[]> }).fields)).toEqual(['kind'])
    }
  })

  it.each(['events', 'products', 'online_courses'] as const)('reads %s through the item index, no full scan', async (kind) => {
    const recorded: Recorded[] = []
    await listOrderedItems(recordingDb(recorded), kind)
    for (const statement of recorded) expect(await fullScans(statement, /_orders$|^(events|products|online_courses)$/)).toEqual([])
  })
})
