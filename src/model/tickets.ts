/** Rules of an event order's ticket (issue 44) that need nothing of the server: its address, times and online link. */
import { Temporal } from '@js-temporal/polyfill'
import { localizePath, type Language } from './languages'

/** The ticket page of a token: `/ticket/<token>`, under the language's prefix. */
export function ticketPath(token: string, language: Language): string {
  return localizePath(`/ticket/${token}`, language)
}

/** The online link shows on the ticket from this long before the start. */
export const ONLINE_LINK_LEAD_MINUTES = 60

/** When the online link of an event starting at `start` shows on its ticket. */
export function onlineLinkOpensAt(start: string): Temporal.Instant {
  return Temporal.Instant.from(start).subtract({ minutes: ONLINE_LINK_LEAD_MINUTES })
}

export function onlineLinkOpen(start: string, now: Temporal.Instant): boolean {
  return Temporal.Instant.compare(now, onlineLinkOpensAt(start)) >= 0
}

export interface ZonedMoment {
  /** 27.11.2027 in Russian and Kyrgyz, 2027-11-27 in English. */
  date: string
  /** 09:30 */
  time: string
  /** UTC+06:00 */
  offset: string
}

/** An instant as its date, time and UTC offset in `zone`. */
export function zonedMoment(iso: string | Temporal.Instant, zone: string, language: Language): ZonedMoment {
  const zoned = (typeof iso === 'string' ? Temporal.Instant.from(iso) : iso).toZonedDateTimeISO(zone)
  const pad = (value: number) => String(value).padStart(2, '0')
  const [year, month, day] = [String(zoned.year), pad(zoned.month), pad(zoned.day)]
  return {
    date: language === 'en' ? `${year}-${month}-${day}` : `${day}.${month}.${year}`,
    time: `${pad(zoned.hour)}:${pad(zoned.minute)}`,
    offset: `UTC${zoned.offset.slice(0, 6)}`,
  }
}

/** "27.11.2027 09:30–17:00 (UTC+06:00)", or with the end's date when it ends another day. */
export function zonedRange(start: string, end: string | null, zone: string, language: Language): string {
  const from = zonedMoment(start, zone, language)
  if (!end) return `${from.date} ${from.time} (${from.offset})`
  const to = zonedMoment(end, zone, language)
  const until = to.date === from.date ? to.time : `${to.date} ${to.time}`
  return `${from.date} ${from.time}–${until} (${from.offset})`
}

/** A search of the place on OpenStreetMap. */
export function mapLink(place: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`
}
