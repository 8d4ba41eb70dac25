/**
 * The desk's editing of event options and seats (issue 42 "Events with options, prices", issue 44 "Seats", BE-04,
 * BE-15): admin and manager create, update and delete; an editor changes titles only; every write is versioned (409
 * on a stale one), validated per field and audited; an option with orders is not deleted; staff see sold/held/free.
 */
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { EventEntity } from '../../src/model/entities/events'
import type { ItemOptionWriteBody as EventOptionWriteBody, StaffItemOption as StaffEventOption, StaffItemOptions as StaffEventOptions } from '../../src/model/item-options'
import { auditOf } from '../../worker/db/staff-audit'
import { orderSeat, removeSeatedEvent, seatedEvent, type SeatedEvent } from './event-seats-fixtures'
import { apiJson } from './helpers'
import { inFlight } from './sender-fixtures'
import { expectJson, staffCookieOf, staffSend } from './staff-fixtures'

const made: SeatedEvent[] = []
afterEach(async () => {
  await Promise.all(made.splice(0).map(removeSeatedEvent))
})

async function eventWith(seats: Array<number | null>): Promise<SeatedEvent> {
  const event = await seatedEvent(seats)
  made.push(event)
  return event
}

const BODY: EventOptionWriteBody = { titles: { ru: 'Стандарт', en: 'Standard', ky: 'Стандарт' }, price_amount: 250000, old_price_amount: 300000, position: 5, seats: 12 }

async function listOf(cookie: string, event: SeatedEvent): Promise<StaffEventOptions> {
  const response = await staffSend('GET', `/options/events/${event.uuid}`, cookie)
  expect(response.status, await response.clone().text()).toBe(200)
  return response.json()
}

describe('staff event options (issue 42, issue 44 "Seats", BE-04, BE-15)', () => {
  it('BE-04: a manager creates, updates and deletes an option; the event page shows its price; every write is audited', async () => {
    const cookie = await staffCookieOf(['manager'])
    const event = await eventWith([null])
    const created = await expectJson<StaffEventOption>(await staffSend('POST', `/options/events/${event.slug}`, cookie, BODY), 201)
    expect(created).toMatchObject({ titles: { ru: 'Стандарт', en: 'Standard', ky: 'Стандарт' }, price_amount: 250000, seats: 12, version: 1, orders: 0 })
    expect(created.counts).toEqual({ seats: 12, sold: 0, held: 0, free: 12 })

    const updated = await expectJson<StaffEventOption>(
      await staffSend('PUT', `/options/events/${event.uuid}/${created.uuid}`, cookie, { ...BODY, titles: { ru: ' Премиум ', en: '' }, price_amount: 275000, version: 1 }),
      200,
    )
    expect(updated).toMatchObject({ titles: { ru: 'Премиум', en: '', ky: 'Стандарт' }, price_amount: 275000, version: 2 })
    const page = await apiJson<EventEntity>(`events/${event.slug}?language=en&currency=RUB`)
    expect(page.options.find((option) => option.uuid === created.uuid)).toMatchObject({ title: 'Премиум', price: 275000, old_price: 300000, seats_left: 12 })

    const stale = await expectJson<ApiErrorBody>(await staffSend('PUT', `/options/events/${event.uuid}/${created.uuid}`, cookie, { ...BODY, version: 1 }), 409)
    expect(stale.code).toBe('stale_version')
    expect((await staffSend('POST', `/options/events/${event.uuid}/${created.uuid}/delete`, cookie, { version: 1 })).status).toBe(409)
    await expectJson(await staffSend('POST', `/options/events/${event.uuid}/${created.uuid}/delete`, cookie, { version: 2 }), 200)
    expect((await listOf(cookie, event)).rows.map((row) => row.uuid)).not.toContain(created.uuid)
    expect((await auditOf(env.DB, `event_options:${created.uuid}`)).map((row) => row.action)).toEqual(['event_option.create', 'event_option.update', 'event_option.delete'])
  })

  it('BE-04: bad fields are a 400 naming each; an unknown field or a wrong type too; another event\'s option is a 404', async () => {
    const cookie = await staffCookieOf(['admin'])
    const event = await eventWith([null])
    const other = await eventWith([null])
    const bad = await expectJson<ApiErrorBody>(
      await staffSend('POST', `/options/events/${event.uuid}`, cookie, { ...BODY, titles: { ru: '  ', en: 'x'.repeat(201) }, price_amount: 200.5, old_price_amount: 100, seats: -1, position: 0 }),
      400,
    )
    expect(bad.fields).toEqual({
      'titles.ru': ['forms.errors.required'],
      'titles.en': ['api.errors.length'],
      price_amount: ['admin.errors.amount_format'],
      old_price_amount: ['admin.event_options.old_price_not_higher'],
      seats: ['admin.errors.whole_from_zero'],
    })
    expect((await staffSend('POST', `/options/events/${event.uuid}`, cookie, { ...BODY, colour: 'red' })).status).toBe(400)
    expect((await staffSend('POST', `/options/events/${event.uuid}`, cookie, { ...BODY, price_amount: '100' })).status).toBe(400)
    const list = await listOf(cookie, other)
    const update = { ...BODY, version: 1 }
    expect((await staffSend('PUT', `/options/events/${event.uuid}/${list.rows[0]!.uuid}`, cookie, update)).status).toBe(404)
    expect((await staffSend('GET', '/options/events/no-such-event', cookie)).status).toBe(404)
  })

  it('BE-04: an editor changes titles only; creating or deleting is not an editor\'s; a moderator sees nothing', async () => {
    const editor = await staffCookieOf(['editor'])
    const event = await eventWith([7])
    const [option] = (await listOf(editor, event)).rows
    const same = { titles: { ru: 'Новое имя', ky: 'Жаңы аты' }, price_amount: option!.price_amount, old_price_amount: null, position: option!.position, seats: 7, version: 1 }
    expect(await expectJson<StaffEventOption>(await staffSend('PUT', `/options/events/${event.uuid}/${option!.uuid}`, editor, same), 200)).toMatchObject({ titles: { ru: 'Новое имя', ky: 'Жаңы аты' }, version: 2 })
    const priced = await expectJson<ApiErrorBody>(await staffSend('PUT', `/options/events/${event.uuid}/${option!.uuid}`, editor, { ...same, seats: 8, price_amount: 1, version: 2 }), 400)
    expect(priced.fields).toEqual({ price_amount: ['admin.content.texts_only'], seats: ['admin.content.texts_only'] })
    expect((await staffSend('POST', `/options/events/${event.uuid}`, editor, BODY)).status).toBe(404)
    expect((await staffSend('POST', `/options/events/${event.uuid}/${option!.uuid}/delete`, editor, { version: 2 })).status).toBe(404)
    expect((await staffSend('GET', `/options/events/${event.uuid}`, await staffCookieOf(['moderator']))).status).toBe(404)
  })

  it('BE-04: 40 saves of the same version in flight: exactly one is stored, 39 hear 409', async () => {
    const cookie = await staffCookieOf(['manager'])
    const event = await eventWith([null])
    const [option] = (await listOf(cookie, event)).rows
    let serial = 0
    const answers = await inFlight(40, () => staffSend('PUT', `/options/events/${event.uuid}/${option!.uuid}`, cookie, { ...BODY, price_amount: 100000 + ++serial, old_price_amount: null, version: 1 }))
    expect(answers.get(200)).toHaveLength(1)
    expect(answers.get(409)).toHaveLength(39)
    const [stored] = (await listOf(cookie, event)).rows
    expect(stored!.version).toBe(2)
    expect((await auditOf(env.DB, `event_options:${option!.uuid}`)).filter((row) => row.action === 'event_option.update')).toHaveLength(1)
  })

  it('BE-15: staff see each option\'s seats sold, held and free; an option with orders is not deleted (409)', async () => {
    const cookie = await staffCookieOf(['manager'])
    const event = await eventWith([5])
    const option = event.options[0]!
    const orders = await Promise.all([orderSeat(event, option), orderSeat(event, option), orderSeat(event, option)])
    const [first] = await Promise.all(orders.map((response) => response.json() as Promise<{ uuid: string }>))
    await env.DB.prepare("UPDATE event_orders SET is_paid = 1, paid_at = ?2, paid_payment_uuid = 'test-paid' WHERE uuid = ?1").bind(first!.uuid, new Date().toISOString()).run()
    const [row] = (await listOf(cookie, event)).rows
    expect(row!.counts).toEqual({ seats: 5, sold: 1, held: 2, free: 2 })
    expect(row!.orders).toBe(3)
    const refused = await expectJson<ApiErrorBody>(await staffSend('POST', `/options/events/${event.uuid}/${option}/delete`, cookie, { version: 1 }), 409)
    expect(refused).toMatchObject({ code: 'referenced', fields: { orders: ['admin.event_options.has_orders'] } })
  })
})
