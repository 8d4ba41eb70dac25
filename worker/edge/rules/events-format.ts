import { EVENT_FORMATS } from '../../../src/model/events'
import { decodedComponent } from '../../../src/model/uri-component'
import { withinLanguage } from './rule'

/** Whether a /events/{format} segment names a format, in any letter case (REDIR-09, OQ-12). */
export function isEventFormat(segment: string): boolean {
  return (EVENT_FORMATS as readonly string[]).includes(segment.toUpperCase())
}

/**
 * REDIR-09, OQ-12: /events/{format} with an unknown format goes to /events; a known format in another letter case
 * (/events/online, /en/events/Mixed) goes to its one address, /events/ONLINE, so that no page has duplicates (SEO).
 * The query is kept either way.
 */
export const knownEventsFormat = withinLanguage((path) => {
  const match = /^\/events\/([^/]+)$/.exec(path)
  if (match?.[1] === undefined) return undefined
  const format = (decodedComponent(match[1]) ?? match[1]).toUpperCase()
  if (!isEventFormat(format)) return { path: '/events' }
  return match[1] === format ? undefined : { path: `/events/${format}` }
})
