/**
 * The staff desk's lists page on the server through indexes (issue 41 "How it is built", BE-22): every statement the
 * db layer runs for a page of the review queue, the lead inbox, the orders, the payments that need a person and the
 * subscribers is recorded (the list functions themselves, each filter), then explained. No statement reads a large
 * table whole, and no page sorts a table's rows in a temporary B-tree. A count under a free-text search (`q`) of orders
 * or subscribers reads every row of what the other filters leave by nature; its page still reads in index order and
 * stops at the limit. The leads' words go through their FTS5 index (migration 0044), the orders' through theirs (0070).
 */
import { describe, expect, it } from 'vitest'
import type { LeadInboxFilter } from '../../src/model/lead-inbox'
import { findCheckInEvent, findDoorOrder, listAttendees, listCheckInEvents } from '../../worker/db/check-ins'
import { listDeskOrders, type DeskOrderFilter } from '../../worker/db/desk-orders'
import { listInboxLeads } from '../../worker/db/lead-inbox'
import { listPaymentFollowups } from '../../worker/db/payment-followups'
import { reviewQueue } from '../../worker/db/review-moderation'
import { listSubscribers } from '../../worker/db/subscribers'
import { ORDER_EVENTS } from './event-orders-fixtures'
import { fullScans, planText, recordingDb, tableSorts, type Recorded } from './query-plan-recorder'

/** The desk's tables that grow with the centre's business, with the catalogue's (query-plan-recorder's LARGE_TABLE). */
const DESK_TABLES = /^(reviews|leads|lead_comments|event_orders|products_orders|online_course_orders|payments|payment_|subscribers|outbox|staff_audit)$/

const PAGE = { skip: 0, limit: 50 }
const LATER_PAGE = { skip: 100, limit: 50 }

/** The statements `list` runs on a recording D1, each with what is wrong with its plan ('' when nothing). */
async function problemsOf(
  list: (db: D1Database) => Promise<unknown>,
  exempt: (statement: Recorded) => boolean = () => false,
  tables = DESK_TABLES,
): Promise<string[]> {
  const recorded: Recorded[] = []
  await list(recordingDb(recorded))
  expect(recorded.length, 'the list ran no SQL').toBeGreaterThan(0)
  const problems = await Promise.all(
    recorded.map(async (statement) => {
      const wrong = [...(exempt(statement) ? [] : await fullScans(statement, tables)), ...(await tableSorts(statement, tables))]
      return wrong.length ? `${wrong.join('; ')}\n    in: ${statement.sql.replace(/\s+/g, ' ')}\n    plan: ${await planText(statement)}` : ''
    }),
  )
  return problems.filter(Boolean)
}

/** A count of a free-text search: it reads every row the other filters leave. */
const textSearchCount = (statement: Recorded) => /^\s*SELECT (count\(\*\)|\(SELECT count)/i.test(statement.sql) && /instr\(/.test(statement.sql)

describe('desk list query plans: on indexes, no full scan, no sort of a table (issue 41, BE-22)', () => {
  it('the sort detector flags a table sorted in a temporary B-tree and accepts index order', async () => {
    expect(await tableSorts({ sql: 'SELECT uuid FROM leads ORDER BY referer LIMIT 5', bindings: [] }, DESK_TABLES)).not.toEqual([])
    expect(await tableSorts({ sql: 'SELECT uuid FROM leads ORDER BY created DESC LIMIT 5', bindings: [] }, DESK_TABLES)).toEqual([])
  })

  it.each([PAGE, LATER_PAGE])('review moderation queue, page %o', async (page) => {
    expect(await problemsOf((db) => reviewQueue(db, page.skip, page.limit))).toEqual([])
  })

  const LEAD_FILTERS: LeadInboxFilter[] = [
    {},
    { status: 'new' },
    { status: 'in_work' },
    { form: 'footer' },
    { assignee: 1 },
    { assignee: null },
    { from: '2026-01-01' },
    { from: '2026-01-01', to: '2026-06-30' },
    { status: 'new', form: 'footer' },
    { q: 'aida' },
    { status: 'done', q: '+996' },
  ]
  it.each(LEAD_FILTERS)('lead inbox %o', async (filter) => {
    for (const page of [PAGE, LATER_PAGE]) expect(await problemsOf((db) => listInboxLeads(db, filter, page))).toEqual([])
  })

  it.each<LeadInboxFilter>([{ q: 'aida 0555' }, { status: 'new', q: '+996 555 12-34' }])('lead inbox words go through the search index lead_search %o', async (filter) => {
    const recorded: Recorded[] = []
    await listInboxLeads(recordingDb(recorded), filter, PAGE)
    for (const statement of recorded) {
      expect(statement.sql).not.toMatch(/instr|LIKE/i)
      expect(await planText(statement)).toMatch(/SCAN lead_search VIRTUAL TABLE INDEX/)
    }
  })

  const ORDER_FILTERS: DeskOrderFilter[] = [
    {},
    { kind: 'events' },
    { kind: 'products' },
    { kind: 'online_courses' },
    { paid: false },
    { paid: true },
    { kind: 'events', paid: false },
    { kind: 'events', item: ORDER_EVENTS.withOptions.uuid },
    { provider: 'YOOKASSA' },
    { from: '2026-01-01', to: '2026-06-30' },
    { q: '1001' },
    { kind: 'products', q: 'aida' },
    { q: '№ 1001' },
    { q: 'БАКЫТ' },
    { q: '0700 000 102' },
  ]
  it.each(ORDER_FILTERS)('desk orders %o', async (filter) => {
    for (const page of [PAGE, LATER_PAGE]) expect(await problemsOf((db) => listDeskOrders(db, filter, page), textSearchCount)).toEqual([])
  })

  it.each<DeskOrderFilter>([{ q: 'бакыт эшиков' }, { kind: 'events', paid: true, q: '+996 700 000 102' }, { q: '№ 102' }])(
    'desk orders words go through each kind\'s search index %o',
    async (filter) => {
      const recorded: Recorded[] = []
      await listDeskOrders(recordingDb(recorded), filter, PAGE)
      for (const statement of recorded) {
        expect(statement.sql).not.toMatch(/instr|LIKE|lower\(/i)
        expect(await planText(statement)).toMatch(/SCAN (event|products|online_course)_orders_search VIRTUAL TABLE INDEX/)
      }
    },
  )

  it.each<DeskOrderFilter>([{ provider: 'CLICK' }, { kind: 'products', provider: 'OFFLINE', paid: true }])(
    'desk orders by provider read that provider\'s payments through payments_by_provider %o',
    async (filter) => {
      const recorded: Recorded[] = []
      await listDeskOrders(recordingDb(recorded), filter, PAGE)
      for (const statement of recorded) expect(await planText(statement)).toMatch(/SEARCH payments USING COVERING INDEX payments_by_provider \(provider=\? AND order_kind=\?\)/)
    },
  )

  it.each([false, true])('payments needing a person, done: %s', async (done) => {
    for (const page of [PAGE, LATER_PAGE]) expect(await problemsOf((db) => listPaymentFollowups(db, { done }, page))).toEqual([])
  })

  it.each([{}, { status: 'pending' as const }, { status: 'confirmed' as const }, { status: 'unsubscribed' as const }, { q: 'example' }])(
    'subscribers %o',
    async (filter) => {
      for (const page of [PAGE, LATER_PAGE]) expect(await problemsOf((db) => listSubscribers(db, filter, page), textSearchCount)).toEqual([])
    },
  )

  // The door (issue 44): the events to choose, an event's tickets and counts, one order by uuid or number.
  const DOOR_TABLES = /^(events|event_orders|event_check_ins|payments|payment_followups|staff_audit|client_users)$/
  it('check-in at the door: events, door list, one order (issue 44)', async () => {
    const event = ORDER_EVENTS.withOptions.uuid
    expect(await problemsOf((db) => listCheckInEvents(db, 'ru'), undefined, DOOR_TABLES)).toEqual([])
    expect(await problemsOf((db) => findCheckInEvent(db, event, 'en'), undefined, DOOR_TABLES)).toEqual([])
    expect(await problemsOf((db) => listAttendees(db, event, 'ru'), undefined, DOOR_TABLES)).toEqual([])
    expect(await problemsOf((db) => findDoorOrder(db, { number: 101 }, 'ru'), undefined, DOOR_TABLES)).toEqual([])
    expect(await problemsOf((db) => findDoorOrder(db, { uuid: crypto.randomUUID() }, 'ru'), undefined, DOOR_TABLES)).toEqual([])
  })
})
