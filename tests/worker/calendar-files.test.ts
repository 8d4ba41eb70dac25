import { env } from 'cloudflare:workers'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { get } from './helpers'

/** The VEVENTs of a calendar as ical.js reads them, with its VTIMEZONEs registered. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) }
}

/** A future seeded event in a city of `zone`. */
async function eventIn(zone: string) {
  return (await env.DB.prepare(
    `SELECT e.uuid, e.slug, e.date_from, e.date_to FROM events e JOIN cities c ON c.id = e.city_id
     WHERE c.time_zone = ?1 AND e.date_from > ?2 ORDER BY e.date_from LIMIT 1`,
  )
    .bind(zone, new Date().toISOString())
    .first<{ uuid: string; slug: string; date_from: string; date_to: string | null }>())!
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000) * 1000

describe('calendar files of events (issue 44)', () => {
  for (const zone of ['Asia/Bishkek', 'Europe/Moscow']) {
    it(`issue 44: an event in ${zone} downloads as an .ics whose times convert to the stored UTC instants`, async () => {
      const event = await eventIn(zone)
      const response = await get(`/en/events/i/${event.slug}/calendar.ics`)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
      expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${event.slug}.ics"`)
      const text = await response.text()
      const { calendar, events } = parsed(text)
      expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe(zone)
      expect(events).toHaveLength(1)
      expect(events[0]!.uid).toBe(`event-${event.uuid}@vershina`)
      expect(events[0]!.startDate.zone.tzid).toBe(zone)
      expect(events[0]!.startDate.toJSDate().getTime()).toBe(seconds(event.date_from))
      if (event.date_to) expect(events[0]!.endDate.toJSDate().getTime()).toBe(seconds(event.date_to))
      expect(events[0]!.component.getFirstPropertyValue('url')).toBe(`http://localhost/en/events/i/${event.slug}`)
      expect(events[0]!.location).not.toBe('')
      // The same UID on every download: a calendar updates its entry.
      expect(await (await get(`/events/i/${event.slug}/calendar.ics`)).text()).toContain(`UID:event-${event.uuid}@vershina`)
    })
  }

  it('issue 44: the Google Calendar link redirects with the UTC times and the zone; an unknown event is 404', async () => {
    const event = await eventIn('Asia/Bishkek')
    const response = await get(`/events/i/${event.slug}/google-calendar`)
    expect(response.status).toBe(302)
    const target = new URL(response.headers.get('Location')!)
    expect(target.origin).toBe('https://calendar.google.com')
    expect(target.searchParams.get('ctz')).toBe('Asia/Bishkek')
    expect(target.searchParams.get('dates')!.slice(0, 16)).toBe(
      `${new Date(event.date_from).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
    )
    expect((await get('/events/i/no-such-event/calendar.ics')).status).toBe(404)
    expect((await get('/events/i/no-such-event/google-calendar')).status).toBe(404)
  })

  it('issue 44: the feed holds the events of the list filters, every VEVENT parses, in the language of its path', async () => {
    const theme = (await env.DB.prepare(`SELECT theme FROM events WHERE date_from > ?1 GROUP BY theme ORDER BY count(*) DESC LIMIT 1`)
      .bind(new Date().toISOString())
      .first<{ theme: string }>())!.theme
    const response = await get(`/en/events.ics?theme=${theme}&format=OFFLINE&page=3&date=2020-01`)
    expect(response.status).toBe(200)
    const { calendar, events } = parsed(await response.text())
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Vershina: events')
    const expected = await env.DB.prepare(
      `SELECT uuid FROM events WHERE theme = ?1 AND format = 'OFFLINE' AND date_end > ?2 AND status = 'published' AND (publish_at IS NULL OR publish_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) ORDER BY date_from`,
    )
      .bind(theme, new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString())
      .all<{ uuid: string }>()
    expect(expected.results.length).toBeGreaterThan(0)
    expect(events.map((event) => event.uid)).toEqual(expected.results.map((row) => `event-${row.uuid}@vershina`))
    for (const event of events) {
      expect(event.startDate.toJSDate().getTime()).not.toBeNaN()
      expect(event.summary).not.toBe('')
    }
    const all = parsed(await (await get('/events.ics')).text())
    expect(all.events.length).toBeGreaterThan(events.length)
    expect(all.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Вершина: мероприятия')
    const trainer = await get('/events.ics?trainers_slug=no-such-trainer')
    expect(parsed(await trainer.text()).events).toHaveLength(0)
  })
})
