/**
 * The days of the desk's filters ("from", "to": orders, requests, the audit log) are the centre's days (OQ-21:
 * Moscow), as the desk shows its times (`30.11.26 01:30 МСК`), not UTC's: an order of 01:30 Moscow time on the 1st is
 * the 1st's.
 */
import { Temporal } from '@js-temporal/polyfill'
import { DEFAULT_TIME_ZONE } from './time-zones'

/** The first instant of `day` (`YYYY-MM-DD`) in the centre's zone, as epoch milliseconds; null for a day the calendar has not. */
export function deskDayStart(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  try {
    return Temporal.PlainDate.from(day, { overflow: 'reject' }).toZonedDateTime({ timeZone: DEFAULT_TIME_ZONE }).epochMilliseconds
  } catch {
    return null
  }
}

/** The first instant after `day` in the centre's zone (the next day's start), as epoch milliseconds; null as deskDayStart. */
export function deskDayEnd(day: string): number | null {
  if (deskDayStart(day) === null) return null
  return Temporal.PlainDate.from(day).add({ days: 1 }).toZonedDateTime({ timeZone: DEFAULT_TIME_ZONE }).epochMilliseconds
}

/** The bound as the stored instants are written (`toISOString`), to compare as text; null as deskDayStart. */
export const storedInstant = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString())

/** The centre's day (`YYYY-MM-DD`) of an instant: what the desk's filters take for it. */
export function deskDayOf(epochMs: number): string {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(DEFAULT_TIME_ZONE).toPlainDate().toString()
}

/**
 * An instant as the desk's exports write it (issue 41): the centre's date and time to the minute, `2026-12-01 01:30`,
 * which spreadsheets read as a date-time in every locale; a value that is not an instant is kept as it is.
 */
export function deskMinuteOf(instant: string): string {
  try {
    return Temporal.Instant.from(instant).toZonedDateTimeISO(DEFAULT_TIME_ZONE).toPlainDateTime().toString({ smallestUnit: 'minute' }).replace('T', ' ')
  } catch {
    return instant
  }
}
