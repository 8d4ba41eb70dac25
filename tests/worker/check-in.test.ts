/**
 * Check-in at the door through the staff API (issue 44): the door's events and list, one check-in a ticket (40 scans
 * at once record one), wrong event, refunded, unpaid, unknown, the earliest scan kept, the attendee CSV and the roles.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { doorTokenHash, type CheckInAnswer, type CheckInBody, type CheckInEvent, type DoorList } from '../../src/model/check-in'
import { deskDayOf } from '../../src/model/desk-days'
import { auditOf } from '../../worker/db/staff-audit'
import { ticketToken } from '../../worker/lib/ticket-token'
import { createStaff, staffCookieFor, staffSend } from './staff-fixtures'

const KEY = env.TICKET_KEY!
const HOUR = 60 * 60 * 1000

/** Two events of these tests: one today (the door's), one next week (another event). */
const DOOR_EVENTS = {
  today: { uuid: '00000000-0000-4000-8000-0000000c4401', slug: 'test-door-today', offset: 2 * HOUR },
  other: { uuid: '00000000-0000-4000-8000-0000000c4402', slug: 'test-door-other', offset: 7 * 24 * HOUR },
} as const

async function ensureDoorEvents(): Promise<void> {
  const now = Date.now()
  await env.DB.batch(
    Object.values(DOOR_EVENTS).flatMap((event) => [
      env.DB.prepare(
        `INSERT OR IGNORE INTO events (uuid, slug, type, format, theme, date_from, date_to, price_amount, price_currency, created, city_id)
         VALUES (?1, ?2, 'TRAINING', 'OFFLINE', 'BUSINESS', ?3, ?4, 100000, 'USD', ?5, (SELECT id FROM cities WHERE slug = 'bishkek'))`,
      ).bind(event.uuid, event.slug, new Date(now + event.offset).toISOString(), new Date(now + event.offset + 3 * HOUR).toISOString(), new Date(now).toISOString()),
      env.DB.prepare(`INSERT OR IGNORE INTO event_translations (event_uuid, language, title) VALUES (?1, 'ru', ?2), (?1, 'en', ?3)`).bind(
        event.uuid,
        `Тренинг ${event.slug}`,
        `Training ${event.slug}`,
      ),
    ]),
  )
}

interface TestTicket {
  uuid: string
  number: number
  paymentUuid: string
  token: string
}

/** An event order made straight in D1 (the next number), paid by a SUCCEEDED payment unless `paid` is false. */
async function ticketOf(eventUuid: string, options: { paid?: boolean; name?: string } = {}): Promise<TestTicket> {
  const uuid = crypto.randomUUID()
  const paymentUuid = crypto.randomUUID()
  const paid = options.paid ?? true
  const now = new Date().toISOString()
  const [order] = await env.DB.batch<{ number: number }>([
    env.DB.prepare(
      `INSERT INTO event_orders (uuid, number, access_code, event_uuid, quantity, price_amount, price_currency, client_name, client_phone, client_email,
         language, currency, consent_at, consent_document, is_paid, paid_at, paid_payment_uuid, created)
       SELECT ?1, COALESCE(MAX(number), 0) + 1, ?2, ?3, 1, 100000, 'USD', ?4, '+996555000111', 'door@example.kg', 'ru', 'USD', ?5, 'privacy',
         ?6, CASE WHEN ?6 = 1 THEN ?5 END, CASE WHEN ?6 = 1 THEN ?7 END, ?5 FROM event_orders RETURNING number`,
    ).bind(uuid, `door-${uuid}`, eventUuid, options.name ?? 'Айбек Дверев', now, paid ? 1 : 0, paymentUuid),
    ...(paid
      ? [
          env.DB.prepare(
            `INSERT INTO payments (uuid, order_kind, order_uuid, payment_method, provider, live, amount, currency, status, return_url, return_fail_url, created, updated)
             VALUES (?1, 'events', ?2, 'YOOKASSA', 'SANDBOX', 0, 100000, 'USD', 'SUCCEEDED', '/', '/', ?3, ?3)`,
          ).bind(paymentUuid, uuid, now),
        ]
      : []),
  ])
  return { uuid, number: order!.results[0]!.number, paymentUuid, token: await ticketToken(KEY, 'door', uuid) }
}

async function door(roles: ('door' | 'manager' | 'moderator' | 'admin')[] = ['door']): Promise<string> {
  const { user } = await createStaff(roles)
  return staffCookieFor(user.id)
}

const scan = (code: { token: string } | { number: number }, scannedAt = new Date().toISOString()): CheckInBody => ({
  ...code,
  scan_id: crypto.randomUUID(),
  scanned_at: scannedAt,
})

async function checkIn(cookie: string, body: CheckInBody, eventUuid: string = DOOR_EVENTS.today.uuid): Promise<CheckInAnswer> {
  const response = await staffSend('POST', `/check-in/events/${eventUuid}/check-ins`, cookie, body)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as CheckInAnswer
}

const checkInRows = async (orderUuid: string) =>
  (await env.DB.prepare('SELECT * FROM event_check_ins WHERE order_uuid = ?1').bind(orderUuid).all<{ checked_in_at: string; scan_id: string }>()).results

describe('check-in at the door (issue 44)', () => {
  beforeAll(ensureDoorEvents)

  it('issue 44: a valid ticket checks in (name, option), a second scan says already checked in, when and by whom; one audit row', async () => {
    const cookie = await door()
    const ticket = await ticketOf(DOOR_EVENTS.today.uuid, { name: 'Мээрим Эшикова' })
    const version = () => env.DB.prepare('SELECT version FROM content_version WHERE id = 1').first<number>('version')
    const versionBefore = await version()
    const first = await checkIn(cookie, scan({ token: ticket.token }))
    // Visitors' pages do not change with a check-in: the edge cache's content version stays (issue 43.1).
    expect(await version()).toBe(versionBefore)
    expect(first).toMatchObject({ status: 'checked_in', number: ticket.number, name: 'Мээрим Эшикова', checked_in_by: 'Aida Osmonova' })
    const again = await checkIn(cookie, scan({ number: ticket.number }))
    expect(again).toMatchObject({ status: 'already', number: ticket.number, checked_in_at: first.checked_in_at, checked_in_by: 'Aida Osmonova' })
    expect(await checkInRows(ticket.uuid)).toHaveLength(1)
    const audit = await auditOf(env.DB, `event_order:${ticket.uuid}`)
    expect(audit.map((row) => row.action)).toEqual(['check_in'])
  })

  it('issue 44: 40 scans of the same ticket at once record exactly one check-in and one audit row', async () => {
    const [first, second] = await Promise.all([door(), door()])
    const ticket = await ticketOf(DOOR_EVENTS.today.uuid)
    const at = new Date().toISOString()
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => checkIn(index % 2 ? first : second, scan({ token: ticket.token }, at))))
    expect(answers.filter((answer) => answer.status === 'checked_in')).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 'already')).toHaveLength(39)
    expect(await checkInRows(ticket.uuid)).toHaveLength(1)
    expect(await auditOf(env.DB, `event_order:${ticket.uuid}`)).toHaveLength(1)
  })

  it('issue 44: another event’s ticket, a refunded one, an unpaid one, a forged token and an unknown number are refused, and none checks in', async () => {
    const cookie = await door()
    const other = await ticketOf(DOOR_EVENTS.other.uuid)
    expect(await checkIn(cookie, scan({ token: other.token }))).toMatchObject({ status: 'wrong_event', number: other.number, event_title: 'Тренинг test-door-other' })
    const refunded = await ticketOf(DOOR_EVENTS.today.uuid)
    await env.DB.prepare(`INSERT INTO payment_followups (payment_uuid, reason, reported) VALUES (?1, 'reversed_after_paid', ?2)`)
      .bind(refunded.paymentUuid, new Date().toISOString())
      .run()
    expect(await checkIn(cookie, scan({ token: refunded.token }))).toMatchObject({ status: 'refunded', number: refunded.number })
    const unpaid = await ticketOf(DOOR_EVENTS.today.uuid, { paid: false })
    expect(await checkIn(cookie, scan({ number: unpaid.number }))).toMatchObject({ status: 'unpaid', number: unpaid.number })
    const forged = `${refunded.token.slice(0, 33)}${'A'.repeat(43)}`
    expect(await checkIn(cookie, scan({ token: forged }))).toMatchObject({ status: 'unknown', number: null })
    expect(await checkIn(cookie, scan({ token: await ticketToken(KEY, 'page', other.uuid) }))).toMatchObject({ status: 'unknown' })
    expect(await checkIn(cookie, scan({ number: 987_654_321 }))).toMatchObject({ status: 'unknown' })
    for (const ticket of [other, refunded, unpaid]) expect(await checkInRows(ticket.uuid)).toEqual([])
  })

  it('issue 44: a queued scan synced late with an earlier time takes the check-in (the first one wins); a time ahead of the server is now', async () => {
    const [early, late] = await Promise.all([door(), door()])
    const ticket = await ticketOf(DOOR_EVENTS.today.uuid)
    const now = Date.now()
    expect((await checkIn(late, scan({ token: ticket.token }, new Date(now - 60_000).toISOString()))).status).toBe('checked_in')
    const earlier = new Date(now - 5 * 60_000).toISOString()
    const synced = scan({ token: ticket.token }, earlier)
    expect(await checkIn(early, synced)).toMatchObject({ status: 'checked_in', checked_in_at: earlier })
    // The same scan sent again (its answer was lost) is still that check-in; a later one is not.
    expect((await checkIn(early, synced)).status).toBe('checked_in')
    expect(await checkIn(late, scan({ token: ticket.token }))).toMatchObject({ status: 'already', checked_in_at: earlier })
    expect((await checkInRows(ticket.uuid)).map((row) => row.checked_in_at)).toEqual([earlier])
    expect(await auditOf(env.DB, `event_order:${ticket.uuid}`)).toHaveLength(2)

    const ahead = await ticketOf(DOOR_EVENTS.today.uuid)
    const answer = await checkIn(late, scan({ number: ahead.number }, new Date(now + 3_600_000).toISOString()))
    expect(Date.parse(answer.checked_in_at!)).toBeLessThanOrEqual(Date.now())
  })

  it('issue 44: the door’s list carries each paid ticket’s token hash, refunded and checked-in marks; the events list counts checked-in / sold', async () => {
    const cookie = await door()
    const valid = await ticketOf(DOOR_EVENTS.today.uuid, { name: 'Списков Тест' })
    await checkIn(cookie, scan({ number: valid.number }))
    const unpaid = await ticketOf(DOOR_EVENTS.today.uuid, { paid: false })
    const response = await staffSend('GET', `/check-in/events/${DOOR_EVENTS.today.uuid}?language=en`, cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toContain('no-store')
    const list = (await response.json()) as DoorList
    expect(list.event.title).toBe('Training test-door-today')
    const entry = list.tickets.find((ticket) => ticket.number === valid.number)!
    expect(entry).toMatchObject({ name: 'Списков Тест', token_hash: await doorTokenHash(valid.token), refunded: false, checked_in_by: 'Aida Osmonova' })
    expect(list.tickets.some((ticket) => ticket.number === unpaid.number)).toBe(false)
    expect(JSON.stringify(list)).not.toContain(valid.token)
    const counts = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM event_check_ins WHERE event_uuid = ?1) AS checked_in,
         (SELECT count(*) FROM event_orders o WHERE o.event_uuid = ?1 AND o.is_paid = 1
            AND NOT EXISTS (SELECT 1 FROM payment_followups f WHERE f.payment_uuid = o.paid_payment_uuid)) AS sold`,
    )
      .bind(DOOR_EVENTS.today.uuid)
      .first<{ checked_in: number; sold: number }>()
    expect(list.event).toMatchObject(counts!)
    expect(list.event.sold).toBe(list.tickets.filter((ticket) => !ticket.refunded).length)

    const events = ((await (await staffSend('GET', '/check-in/events', cookie)).json()) as { rows: CheckInEvent[] }).rows
    const today = events.findIndex((event) => event.uuid === DOOR_EVENTS.today.uuid)
    const other = events.findIndex((event) => event.uuid === DOOR_EVENTS.other.uuid)
    expect(today).toBeGreaterThanOrEqual(0)
    expect(today).toBeLessThan(other)
    expect(events[today]).toMatchObject(counts!)
  })

  it('issue 44: the attendee list exports to CSV with each ticket’s check-in; a formula in a name stays text', async () => {
    const cookie = await door(['manager'])
    const ticket = await ticketOf(DOOR_EVENTS.today.uuid, { name: '=HYPERLINK("x")' })
    await checkIn(cookie, scan({ token: ticket.token }))
    const response = await staffSend('GET', `/check-in/events/${DOOR_EVENTS.today.uuid}/attendees.csv`, cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="attendees-00000000-${deskDayOf(Date.now())}.csv"`)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('Номер заказа,Участник,E-mail,Телефон,Вариант,Оплачен (МСК),Деньги возвращены,Отмечен на входе (МСК),Отметил(а)')
    const line = lines.find((row) => row.startsWith(`${ticket.number},`))!
    expect(line).toContain(`"'=HYPERLINK(""x"")"`)
    expect(line).toMatch(/,нет,\d{4}-\d\d-\d\d \d\d:\d\d,Aida Osmonova$/)
  })

  it('issue 41: the attendee CSV is in the door page’s language, its times in Moscow time, refunds in words; a bad language is a 400', async () => {
    const cookie = await door(['manager'])
    const checked = await ticketOf(DOOR_EVENTS.today.uuid)
    const refunded = await ticketOf(DOOR_EVENTS.today.uuid)
    await checkIn(cookie, scan({ number: checked.number }))
    await env.DB.batch([
      env.DB.prepare("UPDATE event_orders SET paid_at = '2026-01-12T22:30:00.000Z' WHERE uuid = ?1").bind(checked.uuid),
      env.DB.prepare("UPDATE event_check_ins SET checked_in_at = '2026-01-12T23:45:00.000Z' WHERE order_uuid = ?1").bind(checked.uuid),
      env.DB.prepare("UPDATE payments SET status = 'REFUNDED' WHERE uuid = ?1").bind(refunded.paymentUuid),
    ])
    const exported = async (query: string) => {
      const response = await staffSend('GET', `/check-in/events/${DOOR_EVENTS.today.uuid}/attendees.csv${query}`, cookie)
      expect(response.status).toBe(200)
      const rows = (await response.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((line) => line.split(','))
      return { header: rows[0], row: (ticket: TestTicket) => rows.find((cells) => cells[0] === String(ticket.number)) }
    }
    const ru = await exported('?language=ru')
    // 22:30 UTC is the next day's 01:30 in Moscow.
    expect(ru.row(checked)!.slice(5)).toEqual(['2026-01-13 01:30', 'нет', '2026-01-13 02:45', 'Aida Osmonova'])
    expect(ru.row(refunded)!.slice(6, 8)).toEqual(['да', ''])
    const en = await exported('?language=en')
    expect(en.header).toEqual(['Order number', 'Attendee', 'E-mail', 'Phone', 'Option', 'Paid at (MSK)', 'Refunded', 'Checked in (MSK)', 'Checked in by'])
    expect(en.row(refunded)![6]).toBe('yes')
    const ky = await exported('?language=ky')
    expect(ky.header!.slice(0, 2)).toEqual(['Буйрутманын номери', 'Катышуучу'])
    const bad = await staffSend('GET', `/check-in/events/${DOOR_EVENTS.today.uuid}/attendees.csv?language=xx`, cookie)
    expect(bad.status).toBe(400)
    expect(Object.keys(((await bad.json()) as { fields: Record<string, string[]> }).fields)).toEqual(['language'])
  })

  it('issue 44: a bad scan is a 400 with field errors; an unknown event is a 404; a moderator gets the unknown-endpoint 404 and a door account no orders', async () => {
    const cookie = await door()
    const path = `/check-in/events/${DOOR_EVENTS.today.uuid}/check-ins`
    const both = await staffSend('POST', path, cookie, { ...scan({ number: 1 }), token: 'x' })
    expect(both.status).toBe(400)
    expect(((await both.json()) as { fields: Record<string, string[]> }).fields).toEqual({ code: ['admin.check_in.errors.code'] })
    const neither = await staffSend('POST', path, cookie, { scan_id: crypto.randomUUID(), scanned_at: new Date().toISOString() })
    expect(neither.status).toBe(400)
    const badTime = await staffSend('POST', path, cookie, { number: 1, scan_id: 'x', scanned_at: 'yesterday' })
    expect(badTime.status).toBe(400)
    expect(Object.keys(((await badTime.json()) as { fields: Record<string, string[]> }).fields).sort()).toEqual(['scan_id', 'scanned_at'])
    const unknownEvent = await staffSend('POST', `/check-in/events/${crypto.randomUUID()}/check-ins`, cookie, scan({ number: 1 }))
    expect(unknownEvent.status).toBe(404)
    expect(((await unknownEvent.json()) as { message: string }).message).toBe('The event was not found')

    const moderator = await door(['moderator'])
    for (const [method, url] of [['GET', '/check-in/events'], ['GET', `/check-in/events/${DOOR_EVENTS.today.uuid}`], ['POST', path]] as const) {
      const response = await staffSend(method, url, moderator, method === 'POST' ? scan({ number: 1 }) : undefined)
      expect(response.status, url).toBe(404)
      expect(await response.json()).toEqual({ code: 'not_found', message: 'Unknown endpoint' })
    }
    expect((await staffSend('GET', '/orders', cookie)).status).toBe(404)
  })
})
