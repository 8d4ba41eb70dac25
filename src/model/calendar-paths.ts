/** Where the calendar files of events live (issue 44): one event's `.ics` and Google link, and the schedule feed. */
import type { EventsSearch } from './event-search'

/** One event's `.ics` download, under its page (before the language prefix). */
export function eventCalendarFilePath(slug: string): string {
  return `/events/i/${slug}/calendar.ics`
}

/** One event's Google Calendar link: the Worker answers it with a redirect built from the same entry as the `.ics`. */
export function eventGoogleCalendarPath(slug: string): string {
  return `/events/i/${slug}/google-calendar`
}

/** The keys of the events list's search that filter the feed (the month and page do not). */
export const FEED_FILTER_KEYS = ['format', 'theme', 'type', 'trainers_slug'] as const

/** The feed of the list's filters (before the language prefix): `/events.ics?theme=…`. */
export function eventsFeedPath(search: EventsSearch): string {
  const query = new URLSearchParams()
  for (const key of FEED_FILTER_KEYS) {
    const value = search[key]
    if (value !== undefined) query.set(key, String(value))
  }
  const text = query.toString()
  return `/events.ics${text ? `?${text}` : ''}`
}

/** The same address for calendar apps that subscribe through `webcal://`. */
export function webcalAddress(httpAddress: string): string {
  return httpAddress.replace(/^https?:\/\//, 'webcal://')
}
