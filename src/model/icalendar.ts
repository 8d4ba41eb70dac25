/**
 * iCalendar (RFC 5545) of events (issue 44): one event's `.ics`, the ticket mail's attachment and the schedule feed
 * are built here. Times are local times of the event's zone (DTSTART;TZID=…) with that zone's VTIMEZONE, whose
 * observances Temporal reads from the platform's time-zone data.
 */
import { Temporal } from '@js-temporal/polyfill'

export interface CalendarEntry {
  /** Stable across downloads, so a calendar updates the entry it has instead of adding another. */
  uid: string
  title: string
  /** UTC ISO instants; without an end the entry lasts DEFAULT_DURATION_MINUTES. */
  start: string
  end: string | null
  timeZone: string
  location: string | null
  description: string | null
  url: string
}

export interface CalendarOptions {
  /** The calendar's name (X-WR-CALNAME), for a subscribed feed. */
  name?: string
  /** DTSTAMP: when the file was made (a UTC ISO instant). */
  now: string
}

export const DEFAULT_DURATION_MINUTES = 60
const PRODID = '-//Vershina training centre//Events//EN'
const CRLF = '\r\n'
const MAX_LINE_OCTETS = 75
const encoder = new TextEncoder()

/** TEXT as RFC 5545 §3.3.11 escapes it: backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n')
}

/** A content line folded at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    // A continuation line starts with a space, which counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

function endOf(entry: CalendarEntry): Temporal.Instant {
  const start = Temporal.Instant.from(entry.start)
  return entry.end ? Temporal.Instant.from(entry.end) : start.add({ minutes: DEFAULT_DURATION_MINUTES })
}

/** `20261201T090000` of a local date-time. */
function localStamp(time: Temporal.PlainDateTime): string {
  const pad = (value: number, size = 2) => String(value).padStart(size, '0')
  return `${pad(time.year, 4)}${pad(time.month)}${pad(time.day)}T${pad(time.hour)}${pad(time.minute)}${pad(time.second)}`
}

/** `20261201T030000Z` of an instant. */
export function utcStamp(instant: Temporal.Instant): string {
  return `${localStamp(instant.toZonedDateTimeISO('UTC').toPlainDateTime())}Z`
}

/** `+0600` of `+06:00` (seconds kept where a zone's old local mean time has them). */
function offsetValue(offset: string): string {
  return offset.replace(/:/g, '')
}

function offsetSeconds(offset: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = offset.slice(1).split(':').map(Number)
  return (offset.startsWith('-') ? -1 : 1) * (hours * 3600 + minutes * 60 + seconds)
}

interface Observance {
  onset: Temporal.Instant
  from: string
  to: string
}

/** The observances of `zone` in force between `first` and `last`: from the last change before `first` on. */
function observances(zone: string, first: Temporal.Instant, last: Temporal.Instant): Observance[] {
  const offsetAt = (instant: Temporal.Instant) => instant.toZonedDateTimeISO(zone).offset
  const previous = first.toZonedDateTimeISO(zone).getTimeZoneTransition('previous')
  const onset = previous?.toInstant() ?? Temporal.Instant.from('1970-01-01T00:00:00Z')
  const list: Observance[] = [{ onset, from: previous ? offsetAt(onset.subtract({ nanoseconds: 1 })) : offsetAt(onset), to: offsetAt(onset) }]
  let cursor = onset.toZonedDateTimeISO(zone).getTimeZoneTransition('next')
  while (cursor && Temporal.Instant.compare(cursor.toInstant(), last) <= 0) {
    const at = cursor.toInstant()
    list.push({ onset: at, from: offsetAt(at.subtract({ nanoseconds: 1 })), to: cursor.offset })
    cursor = cursor.getTimeZoneTransition('next')
  }
  return list
}

/** The VTIMEZONE of `zone` for entries from `first` to `last` (RFC 5545 §3.6.5). */
function timeZoneLines(zone: string, first: Temporal.Instant, last: Temporal.Instant): string[] {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`]
  for (const observance of observances(zone, first, last)) {
    const kind = offsetSeconds(observance.to) > offsetSeconds(observance.from) ? 'DAYLIGHT' : 'STANDARD'
    // DTSTART of an observance is the local time of its onset in the offset before it.
    const onset = observance.onset.toZonedDateTimeISO(observance.from).toPlainDateTime()
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(onset)}`,
      `TZOFFSETFROM:${offsetValue(observance.from)}`,
      `TZOFFSETTO:${offsetValue(observance.to)}`,
      `END:${kind}`,
    )
  }
  lines.push('END:VTIMEZONE')
  return lines
}

function eventLines(entry: CalendarEntry, now: string): string[] {
  const local = (instant: Temporal.Instant) => localStamp(instant.toZonedDateTimeISO(entry.timeZone).toPlainDateTime())
  return [
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${utcStamp(Temporal.Instant.from(now))}`,
    `DTSTART;TZID=${entry.timeZone}:${local(Temporal.Instant.from(entry.start))}`,
    `DTEND;TZID=${entry.timeZone}:${local(endOf(entry))}`,
    `SUMMARY:${escapeText(entry.title)}`,
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    ...(entry.description ? [`DESCRIPTION:${escapeText(entry.description)}`] : []),
    `URL:${entry.url}`,
    'END:VEVENT',
  ]
}

/** A VCALENDAR of `entries`, one VTIMEZONE a zone, as the text of an `.ics` file (CRLF lines, folded). */
export function icsCalendar(entries: readonly CalendarEntry[], options: CalendarOptions): string {
  const zones = new Map<string, { first: Temporal.Instant; last: Temporal.Instant }>()
  for (const entry of entries) {
    const start = Temporal.Instant.from(entry.start)
    const end = endOf(entry)
    const known = zones.get(entry.timeZone)
    zones.set(entry.timeZone, {
      first: known && Temporal.Instant.compare(known.first, start) < 0 ? known.first : start,
      last: known && Temporal.Instant.compare(known.last, end) > 0 ? known.last : end,
    })
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
    ...[...zones].flatMap(([zone, range]) => timeZoneLines(zone, range.first, range.last)),
    ...entries.flatMap((entry) => eventLines(entry, options.now)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}

/** Google Calendar's "add an event" link of `entry`. */
export function googleCalendarLink(entry: CalendarEntry): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${utcStamp(Temporal.Instant.from(entry.start))}/${utcStamp(endOf(entry))}`,
    ctz: entry.timeZone,
    details: [entry.description, entry.url].filter(Boolean).join('\n\n'),
    ...(entry.location ? { location: entry.location } : {}),
  })
  return `https://calendar.google.com/calendar/render?${query}`
}
