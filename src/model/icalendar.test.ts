import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { escapeText, foldLine, googleCalendarLink, icsCalendar, type CalendarEntry } from './icalendar'

const bishkek: CalendarEntry = {
  uid: 'event-1@vershina',
  title: 'Лидерство; продажи, и \\ переговоры',
  start: '2026-12-01T03:00:00.000Z',
  end: '2026-12-01T11:00:00.000Z',
  timeZone: 'Asia/Bishkek',
  location: 'Бишкек, ул. Токтогула, 125/1, конференц-зал «Ала-Тоо» на втором этаже бизнес-центра',
  description: 'Первая строка\nВторая строка',
  url: 'https://vershina.example/events/i/leadership-1',
}
const moscow: CalendarEntry = { ...bishkek, uid: 'event-2@vershina', title: 'Moscow', start: '2027-07-10T07:00:00.000Z', end: null, timeZone: 'Europe/Moscow' }

/** The VEVENTs of a calendar as ical.js reads them, with its VTIMEZONEs registered. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
}

describe('iCalendar of events (issue 44)', () => {
  it('issue 44: every VEVENT parses, and Bishkek and Moscow times convert to the right UTC instants', () => {
    const text = icsCalendar([bishkek, moscow], { now: '2026-11-28T10:00:00.000Z', name: 'Вершина' })
    const [first, second] = parsed(text)
    expect(first!.startDate.zone.tzid).toBe('Asia/Bishkek')
    expect(first!.startDate.toJSDate().toISOString()).toBe(bishkek.start)
    expect(first!.endDate.toJSDate().toISOString()).toBe(bishkek.end)
    expect(first!.summary).toBe(bishkek.title)
    expect(first!.location).toBe(bishkek.location)
    expect(first!.description).toBe(bishkek.description)
    expect(first!.uid).toBe(bishkek.uid)
    expect(second!.startDate.zone.tzid).toBe('Europe/Moscow')
    expect(second!.startDate.toJSDate().toISOString()).toBe(moscow.start)
    expect(second!.endDate.toJSDate().toISOString()).toBe('2027-07-10T08:00:00.000Z')
    expect(text).toContain('DTSTART;TZID=Asia/Bishkek:20261201T090000')
    expect(text).toContain('DTSTART;TZID=Europe/Moscow:20270710T100000')
  })

  it('issue 44: lines are CRLF, folded at 75 octets without splitting a character, and TEXT is escaped', () => {
    const text = icsCalendar([bishkek], { now: '2026-11-28T10:00:00.000Z' })
    expect(text.endsWith('\r\n')).toBe(true)
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(foldLine('я'.repeat(50)).split('\r\n ').every((part) => !part.includes('\uFFFD'))).toBe(true)
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne')
  })

  it('issue 44: a zone that changed its offset gets each observance in force (Moscow 2011 and 2014)', () => {
    const old = { ...moscow, start: '2010-12-01T10:00:00Z', end: '2015-01-01T10:00:00Z' }
    const [event] = parsed(icsCalendar([old], { now: '2026-11-28T10:00:00.000Z' }))
    expect(event!.startDate.toJSDate().toISOString()).toBe('2010-12-01T10:00:00.000Z')
    expect(event!.endDate.toJSDate().toISOString()).toBe('2015-01-01T10:00:00.000Z')
  })

  it('issue 44: the Google Calendar link names the UTC times and the zone', () => {
    const link = new URL(googleCalendarLink(bishkek))
    expect(link.searchParams.get('dates')).toBe('20261201T030000Z/20261201T110000Z')
    expect(link.searchParams.get('ctz')).toBe('Asia/Bishkek')
  })
})
