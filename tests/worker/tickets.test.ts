import { env } from 'cloudflare:workers'
import ICAL from 'ical.js'
import { beforeAll, describe, expect, it } from 'vitest'
import type { EventOrderCreated, EventOrderEntity } from '../../src/model/entities/orders'
import { ticketToken, verifyTicketToken } from '../../worker/lib/ticket-token'
import { createOrder, paidWithDuplicateNotifications } from './event-orders-fixtures'
import { API, get } from './helpers'

const DAY = 24 * 60 * 60 * 1000
const KEY = env.TICKET_KEY!

/** Events of these tests: an online one starting in 30 minutes and an offline one in Bishkek in ten days. */
const TICKET_EVENTS = {
  soon: { uuid: '00000000-0000-4000-8000-0000000a4401', slug: 'test-ticket-online-soon', format: 'ONLINE', offset: 30 * 60 * 1000, city: null },
  bishkek: { uuid: '00000000-0000-4000-8000-0000000a4402', slug: 'test-ticket-bishkek', format: 'OFFLINE', offset: 10 * DAY, city: 'bishkek' },
} as const

/**
 * When a test event starts: the online one `offset` from now; the one in Bishkek at 10:00 there (04:00 UTC) on the day
 * `offset` from now, so that its three hours never cross midnight and its mail writes one date whatever the hour of
 * the run (started at the run’s own hour, a run from 15:00 UTC, 21:00 in Bishkek, crossed it and failed).
 */
function startOf(event: (typeof TICKET_EVENTS)[keyof typeof TICKET_EVENTS], now: number): number {
  if (event.city !== 'bishkek') return now + event.offset
  const day = new Date(now + event.offset)
  day.setUTCHours(4, 0, 0, 0)
  return day.getTime()
}

async function ensureTicketEvents(): Promise<void> {
  const now = Date.now()
  await env.DB.batch(
    Object.values(TICKET_EVENTS).flatMap((event) => [
      env.DB.prepare(
        `INSERT OR IGNORE INTO events (uuid, slug, type, format, theme, date_from, date_to, price_amount, price_currency, created, online_url, city_id)
         VALUES (?1, ?2, 'TRAINING', ?3, 'BUSINESS', ?4, ?5, 100000, 'USD', ?6, ?7, (SELECT id FROM cities WHERE slug = ?8))`,
      ).bind(
        event.uuid,
        event.slug,
        event.format,
        new Date(startOf(event, now)).toISOString(),
        new Date(startOf(event, now) + 3 * 60 * 60 * 1000).toISOString(),
        new Date(now - DAY).toISOString(),
        event.format === 'OFFLINE' ? null : `https://meet.example/${event.slug}`,
        event.city,
      ),
      env.DB.prepare(`INSERT OR IGNORE INTO event_translations (event_uuid, language, title, address) VALUES (?1, 'ru', ?2, ?3), (?1, 'en', ?4, ?5)`).bind(
        event.uuid,
        `Тренинг ${event.slug}`,
        event.format === 'OFFLINE' ? 'ул. Токтогула, 125' : null,
        `Training ${event.slug}`,
        event.format === 'OFFLINE' ? '125 Toktogul St' : null,
      ),
    ]),
  )
}

async function paidOrder(eventUuid: string): Promise<{ order: EventOrderCreated; entity: EventOrderEntity }> {
  const order = await createOrder({ event_id: eventUuid, event_option_id: undefined, client_name: 'Нурлан <b>Тикетов</b>' })
  await paidWithDuplicateNotifications('event-orders-payments', order, 'USD', 'events', 1)
  const entity = (await (await get(`${API}/event-orders/${order.access_code}?language=en`)).json()) as EventOrderEntity
  return { order, entity }
}

describe('tickets (issue 44)', () => {
  beforeAll(ensureTicketEvents)

  it('issue 44: a token verifies for its purpose only; an altered, forged or other-purpose token is refused', async () => {
    const uuid = '1c9f0a4e-3b7d-4c2a-9e5f-0123456789ab'
    const page = await ticketToken(KEY, 'page', uuid)
    expect(await verifyTicketToken(KEY, 'page', page)).toBe(uuid)
    expect(await verifyTicketToken(KEY, 'door', page)).toBeNull()
    const door = await ticketToken(KEY, 'door', uuid)
    expect(await verifyTicketToken(KEY, 'door', door)).toBe(uuid)
    const otherOrder = `${'2'.repeat(32)}${page.slice(32)}`
    expect(await verifyTicketToken(KEY, 'page', otherOrder)).toBeNull()
    const flipped = `${page.slice(0, -1)}${page.endsWith('A') ? 'B' : 'A'}`
    expect(await verifyTicketToken(KEY, 'page', flipped)).toBeNull()
    expect(await verifyTicketToken(KEY, 'page', await ticketToken(`${KEY} but another key`, 'page', uuid))).toBeNull()
    expect(await verifyTicketToken(KEY, 'page', 'not a token')).toBeNull()
  })

  it('issue 44: a paid event order has a ticket page: event, Bishkek time, place with map, buyer, number, QR code; no-store, noindex, no script', async () => {
    const { order, entity } = await paidOrder(TICKET_EVENTS.bishkek.uuid)
    expect(entity.ticket_path).toMatch(/^\/en\/ticket\/[0-9a-f]{32}\.[\w-]{43}$/)
    expect(entity.ticket_path).not.toContain(order.access_code)
    const response = await get(entity.ticket_path!)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toContain('no-store')
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(html).toContain('Training test-ticket-bishkek')
    expect(html).toContain('Нурлан &lt;b&gt;Тикетов&lt;/b&gt;')
    expect(html).toContain(`№${entity.number}`)
    expect(html).toContain('125 Toktogul St')
    expect(html).toContain('openstreetmap.org/search?query=')
    expect(html).toContain('(UTC+06:00)')
    expect(html).toContain('Asia/Bishkek')
    expect(html).toContain('<svg')
    expect(html).not.toContain('<script')
    expect(html).toContain('@media print')
    const door = await ticketToken(KEY, 'door', entity.uuid)
    expect(await verifyTicketToken(KEY, 'door', door)).toBe(entity.uuid)
  })

  it('issue 44: the online link shows from an hour before the start; a later event says when it will', async () => {
    const { entity } = await paidOrder(TICKET_EVENTS.soon.uuid)
    const html = await (await get(entity.ticket_path!)).text()
    expect(html).toContain('href="https://meet.example/test-ticket-online-soon"')
    await env.DB.prepare('UPDATE events SET date_from = ?2, date_to = NULL WHERE uuid = ?1')
      .bind(TICKET_EVENTS.soon.uuid, new Date(Date.now() + 2 * DAY).toISOString())
      .run()
    const later = await (await get(entity.ticket_path!)).text()
    expect(later).not.toContain('meet.example')
    expect(later).toContain('The link to the broadcast appears here an hour before the start')
    await env.DB.prepare('UPDATE events SET date_from = ?2 WHERE uuid = ?1')
      .bind(TICKET_EVENTS.soon.uuid, new Date(Date.now() + TICKET_EVENTS.soon.offset).toISOString())
      .run()
  })

  it('issue 44: the confirmation mail carries the ticket link, date, place, what to bring and an .ics of the event in Bishkek', async () => {
    const { entity } = await paidOrder(TICKET_EVENTS.bishkek.uuid)
    const mail = await env.DB.prepare("SELECT text_body, html_body, attachments, holds_secret FROM outbox WHERE kind = 'order_paid' AND cause = ?1")
      .bind(entity.uuid)
      .first<{ text_body: string; html_body: string; attachments: string; holds_secret: number }>()
    expect(mail!.holds_secret).toBe(1)
    expect(mail!.text_body).toContain(`/en${entity.ticket_path!.slice(3)}`)
    expect(mail!.text_body).toMatch(/Date and time: \d{4}-\d{2}-\d{2} \d{2}:\d{2}–\d{2}:\d{2} \(UTC\+06:00\)/)
    expect(mail!.text_body).toContain('Place: 125 Toktogul St, Bishkek')
    expect(mail!.text_body).toContain('What to bring: This ticket')
    expect(mail!.html_body).toContain(`href="http://localhost:8787${entity.ticket_path}"`)
    const [file] = JSON.parse(mail!.attachments) as Array<{ filename: string; contentType: string; content: string }>
    expect(file).toMatchObject({ filename: `ticket-${entity.number}.ics`, contentType: 'text/calendar; method=PUBLISH' })
    const calendar = new ICAL.Component(ICAL.parse(file!.content))
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    const stored = await env.DB.prepare('SELECT date_from FROM events WHERE uuid = ?1').bind(TICKET_EVENTS.bishkek.uuid).first<{ date_from: string }>()
    expect(event.startDate.zone.tzid).toBe('Asia/Bishkek')
    // iCalendar times have whole seconds.
    expect(event.startDate.toJSDate().getTime()).toBe(Math.floor(Date.parse(stored!.date_from) / 1000) * 1000)
    expect(event.location).toBe('125 Toktogul St, Bishkek')
  })

  it('issue 44: a bad, altered or unpaid order token answers the ticket not-found page with 404', async () => {
    const { entity } = await paidOrder(TICKET_EVENTS.bishkek.uuid)
    const token = entity.ticket_path!.split('/').pop()!
    for (const path of ['/ticket/nonsense', `/ticket/${token.slice(0, -2)}xx`, `/en/ticket/${await ticketToken(KEY, 'door', entity.uuid)}`]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(await response.text()).toMatch(/Билет не найден|Ticket not found/)
    }
    const unpaid = await createOrder({ event_id: TICKET_EVENTS.bishkek.uuid, event_option_id: undefined })
    const unpaidEntity = (await (await get(`${API}/event-orders/${unpaid.access_code}`)).json()) as EventOrderEntity
    expect(unpaidEntity.ticket_path).toBeUndefined()
    expect((await get(`/ticket/${await ticketToken(KEY, 'page', unpaidEntity.uuid)}`)).status).toBe(404)
  })
})
