/**
 * Seats are counted on indexes (issue 44 "Seats", BE-15, BE-22): the statements that store an order of a seated option,
 * renew its hold, list an event's options with seats left and give staff the sold/held/free counts read event_orders
 * through event_orders_option_seats, never whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readItemOptions } from '../../worker/db/item-option-writes'
import { renewSeatHold } from '../../worker/db/event-seats'
import { OPTION_TABLES, priceOptionsOf } from '../../worker/db/events'
import { insertOrder } from '../../worker/db/orders'
import { removeSeatedEvent, seatedEvent, type SeatedEvent } from './event-seats-fixtures'
import { fullScans, planText, recordingDb, type Recorded } from './query-plan-recorder'

const ORDER_TABLES = /^(event_orders|event_options|events)$/

let event: SeatedEvent
beforeAll(async () => {
  event = await seatedEvent([3, null])
})
afterAll(() => removeSeatedEvent(event))

async function problemsOf(run: (db: D1Database) => Promise<unknown>): Promise<string[]> {
  const recorded: Recorded[] = []
  await run(recordingDb(recorded))
  expect(recorded.length).toBeGreaterThan(0)
  const problems = await Promise.all(
    recorded.map(async (statement) => {
      const wrong = await fullScans(statement, ORDER_TABLES)
      return wrong.length ? `${wrong.join('; ')}\n    in: ${statement.sql.replace(/\s+/g, ' ')}\n    plan: ${await planText(statement)}` : ''
    }),
  )
  return problems.filter(Boolean)
}

describe('seat counting query plans (issue 44, BE-15, BE-22)', () => {
  it('BE-15: storing an order of a seated option and renewing its hold count the option\'s orders on an index', async () => {
    const uuid = crypto.randomUUID()
    const created = new Date().toISOString()
    expect(
      await problemsOf((db) =>
        insertOrder(db, 'events', {
          uuid,
          access_code: `plan-${uuid}`,
          item_uuid: event.uuid,
          option_uuid: event.options[0]!,
          quantity: 1,
          price_amount: 100000,
          price_currency: 'RUB',
          client_name: 'План',
          client_phone: '+996555123456',
          client_email: 'plan@example.kg',
          city: null,
          country: null,
          language: 'ru',
          currency: 'RUB',
          consent_at: created,
          consent_document: 'test',
          client_ip_hash: null,
          created,
        }),
      ),
    ).toEqual([])
    expect(await problemsOf((db) => renewSeatHold(db, { uuid, created: new Date().toISOString() }, Date.now()))).toEqual([])
  })

  it('BE-15: the seats left of an event\'s options and the staff counts read the orders on an index', async () => {
    expect(await problemsOf((db) => priceOptionsOf(db, 'ru', OPTION_TABLES.events, [event.uuid]))).toEqual([])
    expect(await problemsOf((db) => readItemOptions(db, 'events', event.uuid, Date.now()))).toEqual([])
  })
})
