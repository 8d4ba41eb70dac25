/** The schedule feed of the events list (issue 44): `/events.ics` with the list's filters, and its webcal:// form. */
import type { EventsSearch } from './event-search'

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
