/** An event as a calendar entry (issue 44): the one mapping behind the download, the feed and the ticket mail. */
import { eventCalendarFilePath } from '../../src/model/event-calendar-paths'
import type { CalendarEntry } from '../../src/model/icalendar'
import { localizePath, type Language } from '../../src/model/languages'
import { DEFAULT_TIME_ZONE } from '../../src/model/time-zones'
import type { CalendarEventRow } from '../db/calendar-events'
import { CALENDAR_TEXTS } from './calendar-texts'

export type CalendarSource = Pick<CalendarEventRow, 'uuid' | 'slug' | 'format' | 'date_from' | 'date_to' | 'title' | 'address' | 'city_title' | 'time_zone'> &
  Partial<Pick<CalendarEventRow, 'short_description'>>

/** The event's place: the address and city, or "online" for an online event. */
export function eventPlace(event: Pick<CalendarSource, 'format' | 'address' | 'city_title'>, language: Language): string | null {
  if (event.format === 'ONLINE') return CALENDAR_TEXTS[language].online
  return [event.address, event.city_title].filter(Boolean).join(', ') || null
}

export function eventPagePath(slug: string, language: Language): string {
  return localizePath(`/events/i/${slug}`, language)
}

/** The `.ics` download of one event, under its page. */
export function eventCalendarPath(slug: string, language: Language): string {
  return localizePath(eventCalendarFilePath(slug), language)
}

export function eventCalendarEntry(event: CalendarSource, origin: string, language: Language): CalendarEntry {
  return {
    uid: `event-${event.uuid}@vershina`,
    title: event.title,
    start: event.date_from,
    end: event.date_to,
    timeZone: event.time_zone || DEFAULT_TIME_ZONE,
    location: eventPlace(event, language),
    description: event.short_description || null,
    url: `${origin}${eventPagePath(event.slug, language)}`,
  }
}
