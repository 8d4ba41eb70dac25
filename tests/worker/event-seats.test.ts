/**
 * Seats of event options (issue 44 "Seats", BE-15): the last seats sold to 40 buyers in flight go to exactly as many;
 * an unpaid order holds its seat until its hold ends, a paid one keeps it; the event's answer says the seats left.
 */
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { EventEntity } from '../../src/model/entities/events'
import type { EventOrderCreated, OrderEntity } from '../../src/model/entities/orders'
import { SEAT_HOLD_MS } from '../../src/model/event-seats'
import { paymentRequest, postJson } from './event-orders-fixtures'
import { orderSeat, removeSeatedEvent, seatedEvent, type SeatedEvent } from './event-seats-fixtures'
import { apiJson, get, MESSAGES } from './helpers'
import { inFlight, newSender } from './sender-fixtures'

const made: SeatedEvent[] = []
afterEach(async () => {
  await Promise.all(made.splice(0).map(removeSeatedEvent))
})

async function eventWith(seats: Array<number | null>, options: { free?: boolean } = {}): Promise<SeatedEvent> {
  const event = await seatedEvent(seats, options)
  made.push(event)
  return event
}

const seatsLeft = async (event: SeatedEvent) => (await apiJson<EventEntity>(`events/${event.slug}?language=ru`)).options.map((option) => option.seats_left)

/** Ends the hold of `order` as if SEAT_HOLD_MS had passed. */
const holdEnded = (order: EventOrderCreated) =>
  env.DB.prepare('UPDATE event_orders SET seat_held_until = ?2 WHERE uuid = ?1').bind(order.uuid, new Date(Date.now() - 1000).toISOString()).run()

const paid = (order: EventOrderCreated) =>
  env.DB.prepare("UPDATE event_orders SET is_paid = 1, paid_at = ?2, paid_payment_uuid = 'test-paid' WHERE uuid = ?1").bind(order.uuid, new Date().toISOString()).run()

async function expectSoldOut(response: Response): Promise<void> {
  expect(response.status).toBe(409)
  expect((await response.json()) as ApiErrorBody).toEqual({ code: 'sold_out', message: expect.any(String), fields: { event_option_id: ['api.errors.sold_out'] } })
}

describe('event seats (issue 44 "Seats", BE-15)', () => {
  it('BE-15: the last 5 seats sold to 40 buyers in flight at once go to exactly 5; the other 35 hear sold out', async () => {
    const event = await eventWith([5, null])
    const answers = await inFlight(40, () => orderSeat(event, event.options[0]!))
    expect([...answers.keys()].sort()).toEqual([201, 409])
    expect(answers.get(201)).toHaveLength(5)
    for (const refused of answers.get(409)!) await expectSoldOut(refused)
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM event_orders WHERE event_option_uuid = ?1').bind(event.options[0]).first<{ n: number }>()
    expect(stored!.n).toBe(5)
    expect(await seatsLeft(event)).toEqual([0, null])
    // The unlimited option of the same event still sells.
    expect((await orderSeat(event, event.options[1]!)).status).toBe(201)
  })

  it('BE-15: an unpaid order holds its seat for SEAT_HOLD_MS (said on its payment page), then releases it; a paid one keeps it', async () => {
    const event = await eventWith([2])
    const option = event.options[0]!
    const first = (await (await orderSeat(event, option)).json()) as EventOrderCreated
    const second = (await (await orderSeat(event, option)).json()) as EventOrderCreated
    await expectSoldOut(await orderSeat(event, option))

    const page = await apiJson<OrderEntity>(`event-orders/${first.access_code}?language=ru`)
    const held = Date.parse(page.seat_held_until!) - Date.parse(page.created)
    expect(held).toBe(SEAT_HOLD_MS)

    await paid(first)
    await holdEnded(first)
    await holdEnded(second)
    expect(await seatsLeft(event)).toEqual([1])
    const third = await orderSeat(event, option)
    expect(third.status).toBe(201)
    expect(await seatsLeft(event)).toEqual([0])
    expect((await apiJson<OrderEntity>(`event-orders/${first.access_code}?language=ru`)).seat_held_until).toBeUndefined()
  })

  it('BE-15: a free order (nothing to pay) keeps its seat after the hold, and its payment page states no hold', async () => {
    const event = await eventWith([1], { free: true })
    const option = event.options[0]!
    const free = (await (await orderSeat(event, option)).json()) as EventOrderCreated
    await holdEnded(free)
    await expectSoldOut(await orderSeat(event, option))
    expect(await seatsLeft(event)).toEqual([0])
    expect((await apiJson<OrderEntity>(`event-orders/${free.access_code}?language=ru`)).seat_held_until).toBeUndefined()
  })

  it('BE-15: paying an order whose hold ended takes a free seat again, and is refused once the option sold out meanwhile', async () => {
    const event = await eventWith([1])
    const option = event.options[0]!
    const late = (await (await orderSeat(event, option)).json()) as EventOrderCreated
    await holdEnded(late)
    const pay = () => postJson('event-orders-payments', paymentRequest(late, 'PAYBOX', 'RUB'), { 'cf-connecting-ip': newSender() })
    const renewed = await pay()
    expect(renewed.status, await renewed.clone().text()).toBe(201)
    const stored = await env.DB.prepare('SELECT seat_held_until FROM event_orders WHERE uuid = ?1').bind(late.uuid).first<{ seat_held_until: string }>()
    expect(Date.parse(stored!.seat_held_until)).toBeGreaterThan(Date.now() + SEAT_HOLD_MS - 60_000)
    await expectSoldOut(await orderSeat(event, option))

    await holdEnded(late)
    expect((await orderSeat(event, option)).status).toBe(201)
    await expectSoldOut(await pay())
  })

  it('BE-15: the event page shows "N seats left" at 5 or fewer and a sold-out option disabled; all sold out leaves no form', async () => {
    const event = await eventWith([0, 3, null])
    const html = await (await get(`/events/i/${event.slug}`)).text()
    const input = (uuid: string) => new RegExp(`<input[^>]*value="${uuid}"[^>]*>`).exec(html)?.[0] ?? ''
    expect(input(event.options[0]!)).toContain('disabled')
    expect(input(event.options[1]!)).not.toContain('disabled')
    expect(html).toContain(MESSAGES.ru['events.seats.sold_out'])
    expect(html).toContain('Осталось 3 места')
    expect(html).toContain('buy-form__submit')

    const soldOut = await eventWith([0])
    const page = await (await get(`/events/i/${soldOut.slug}`)).text()
    expect(page).toContain(MESSAGES.ru['events.seats.all_sold_out'])
    expect(page).not.toContain('buy-form__submit')
  })
})
