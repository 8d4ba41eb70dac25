import { EVENT_FORMATS } from '../../../src/model/events'
import { withinLanguage } from './rule'

/** Whether a /events/{format} segment names a format, in any letter case (REDIR-09, OQ-12). */
export function isEventFormat(segment: string): boolean {
  return (EVENT_FORMATS as readonly string[]).includes(segment.toUpperCase())
}

/** REDIR-09: /events/{format} with an unknown format goes to /events, the query kept. */
export const knownEventsFormat = withinLanguage((path) => {
  const match = /^\/events\/([^/]+)$/.exec(path)
  return match?.[1] !== undefined && !isEventFormat(decodeSegment(match[1])) ? { path: '/events' } : undefined
})

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
