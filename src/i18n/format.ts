/**
 * Dates, times and counted nouns as the interface shows them (I18N-07, I18N-08, OQ-21, OQ-37).
 *
 * Dates are computed with Temporal in an explicit IANA zone, never in the zone of the machine that renders,
 * so the server's HTML and the browser's hydration agree. Counts use ICU plural messages, which formatjs
 * resolves with each locale's CLDR rules: three forms in Russian, one/other in English and Kyrgyz.
 */
import type { AppIntl } from './intl'
import { Temporal } from '@js-temporal/polyfill'
import { boundedMemo, boundedMemoByStrings } from '../model/bounded-memo'
import { DEFAULT_TIME_ZONE } from '../model/time-zones'

/** A stored value: an ISO instant (UTC, `2026-01-15T09:00:00Z`), an ISO calendar date, or a Temporal value. */
export type DateInput = string | Temporal.Instant | Temporal.ZonedDateTime | Temporal.PlainDate

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})(\[.*\])?$/i

/** Reads a stored value; an instant written without an offset is taken as UTC (instants are stored in UTC). */
export function parseDateInput(value: DateInput): Temporal.Instant | Temporal.ZonedDateTime | Temporal.PlainDate {
  if (typeof value !== 'string') return value
  const text = value.trim()
  if (PLAIN_DATE.test(text)) return Temporal.PlainDate.from(text)
  return Temporal.Instant.from(HAS_OFFSET.test(text) ? text : `${text}Z`)
}

interface CalendarParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

function calendarParts(value: DateInput, timeZone: string): CalendarParts {
  // A stored string's parts are kept (the polyfill's zone arithmetic is slow; a render asks for them again and again).
  return typeof value === 'string' ? storedCalendarParts(timeZone, value) : computedCalendarParts(value, timeZone)
}

const storedCalendarParts = boundedMemoByStrings(2048, (timeZone: string, value: string): Readonly<CalendarParts> => computedCalendarParts(value, timeZone))

function computedCalendarParts(value: DateInput, timeZone: string): CalendarParts {
  const parsed = parseDateInput(value)
  if (parsed instanceof Temporal.PlainDate) return { year: parsed.year, month: parsed.month, day: parsed.day, hour: 0, minute: 0 }
  const zoned = parsed instanceof Temporal.Instant ? parsed.toZonedDateTimeISO(timeZone) : parsed.withTimeZone(timeZone)
  return { year: zoned.year, month: zoned.month, day: zoned.day, hour: zoned.hour, minute: zoned.minute }
}

const two = (n: number) => String(n).padStart(2, '0')

/** I18N-08: the default date format, DD.MM.YYYY. */
export function formatDate(value: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = calendarParts(value, timeZone)
  return `${two(day)}.${two(month)}.${String(year).padStart(4, '0')}`
}

/** I18N-08, EVENT-07: event dates, DD.MM.YY. */
export function formatShortDate(value: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = calendarParts(value, timeZone)
  return `${two(day)}.${two(month)}.${two(((year % 100) + 100) % 100)}`
}

/** I18N-08, EVENT-07: event times, HH:mm on the 24-hour clock. */
export function formatTime(value: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  const { hour, minute } = calendarParts(value, timeZone)
  return `${two(hour)}:${two(minute)}`
}

/** Zones that keep Moscow time; their label is the message `time.zone.moscow` (МСК) while they are at +03:00. */
const MOSCOW_TIME_ZONES = new Set(['Europe/Moscow', 'Europe/Simferopol', 'Europe/Kirov', 'Europe/Volgograd', 'W-SU'])

/** `GMT+6`, `GMT+5:30`, `GMT-3`, `GMT`: the zone's offset from UTC at that moment. */
export function gmtOffsetLabel(offsetNanoseconds: number): string {
  const totalMinutes = Math.round(offsetNanoseconds / 60_000_000_000)
  if (totalMinutes === 0) return 'GMT'
  const sign = totalMinutes > 0 ? '+' : '-'
  const hours = Math.floor(Math.abs(totalMinutes) / 60)
  const minutes = Math.abs(totalMinutes) % 60
  return `GMT${sign}${hours}${minutes ? `:${two(minutes)}` : ''}`
}

/**
 * OQ-21: the short label of the zone a time is shown in — МСК (MSK in English) for Moscow time, otherwise
 * GMT±H at that instant (so summer time is right for zones that have it).
 */
export function timeZoneLabel(intl: AppIntl, value: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  const zoned = typeof value === 'string' ? storedZoneOffset(timeZone, value) : zoneOffset(value, timeZone)
  if (MOSCOW_TIME_ZONES.has(timeZone) && zoned.offset === '+03:00') return intl.formatMessage({ id: 'time.zone.moscow' })
  return gmtOffsetLabel(zoned.offsetNanoseconds)
}

/** The zone's offset at that moment. */
function zoneOffset(value: DateInput, timeZone: string): { offset: string; offsetNanoseconds: number } {
  const parsed = parseDateInput(value)
  const instant =
    parsed instanceof Temporal.PlainDate
      ? parsed.toZonedDateTime({ timeZone }).toInstant()
      : parsed instanceof Temporal.ZonedDateTime
        ? parsed.toInstant()
        : parsed
  const { offset, offsetNanoseconds } = instant.toZonedDateTimeISO(timeZone)
  return { offset, offsetNanoseconds }
}

const storedZoneOffset = boundedMemoByStrings(2048, (timeZone: string, value: string) => zoneOffset(value, timeZone))

/** The parts of an event's moment (EVENT-07, OQ-21): `15.01.26`, `19:00`, `МСК`. */
export interface EventMoment {
  date: string
  time: string
  zone: string
}

export function eventMoment(intl: AppIntl, value: DateInput, timeZone = DEFAULT_TIME_ZONE): EventMoment {
  return {
    date: formatShortDate(value, timeZone),
    time: formatTime(value, timeZone),
    zone: timeZoneLabel(intl, value, timeZone),
  }
}

/** A moment written whole, as the event format writes it (EVENT-07, OQ-21): `15.01.26 19:00 МСК`. */
export function formatMoment(intl: AppIntl, value: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  const { date, time, zone } = eventMoment(intl, value, timeZone)
  return `${date} ${time} ${zone}`
}

/** The `datetime` attribute of a `<time>`: the ISO calendar date, or the instant in UTC. */
export function machineDateTime(value: DateInput): string {
  // A stored string's is kept, like its calendar parts: parsing and printing it again was the polyfill's largest cost
  // in a home page's server render (issue 43.3).
  return typeof value === 'string' ? storedMachineDateTime(value) : computedMachineDateTime(value)
}

const storedMachineDateTime = boundedMemo(2048, (value: string) => computedMachineDateTime(value))

function computedMachineDateTime(value: DateInput): string {
  const parsed = parseDateInput(value)
  if (parsed instanceof Temporal.PlainDate) return parsed.toString()
  const instant = parsed instanceof Temporal.ZonedDateTime ? parsed.toInstant() : parsed
  return instant.toString()
}

/** Counted nouns of I18N-07; each is an ICU plural message `plural.<unit>` in every catalogue. */
export type CountedUnit = 'days' | 'hours' | 'pages' | 'reviews'

/** `5 дней`, `21 день`, `2 days`, `3 күн`: the number with the noun in the locale's plural form (OQ-37). */
export function formatCount(intl: AppIntl, unit: CountedUnit, count: number): string {
  return intl.formatMessage({ id: `plural.${unit}` }, { count })
}
