/** Events as a calendar shows them (issue 44): when, where, in which zone; one query for the feed and one event. */
import type { EventFormat } from '../../src/model/events'
import type { Language } from '../../src/model/languages'
import { visibleSql } from './content-registry'
import { eventsWhere, type EventFilters } from './events'
import { translated, translationJoins } from './translations'

export interface CalendarEventRow {
  uuid: string
  slug: string
  format: EventFormat
  date_from: string
  date_to: string | null
  title: string
  short_description: string
  address: string
  city_title: string | null
  time_zone: string | null
}

const SELECT = `SELECT e.uuid, e.slug, e.format, e.date_from, e.date_to, ${translated('title')}, ${translated('short_description')},
    ${translated('address')},
    (SELECT COALESCE(ct.title, cr.title) FROM city_translations cr
       LEFT JOIN city_translations ct ON ct.city_id = cr.city_id AND ct.language = ?1
     WHERE cr.city_id = e.city_id AND cr.language = 'ru') AS city_title,
    (SELECT c.time_zone FROM cities c WHERE c.id = e.city_id) AS time_zone
  FROM events e ${translationJoins('event_translations', 'event_uuid', 'e.uuid')}`

/** The published events of the filters (those of the events list) in date order, at most `limit`. */
export async function calendarEvents(db: D1Database, language: Language, filters: EventFilters, limit: number): Promise<CalendarEventRow[]> {
  const params: unknown[] = [language]
  const where = eventsWhere(filters, params, visibleSql('e'))
  const limitAt = params.push(limit)
  const { results } = await db
    .prepare(`${SELECT} ${where} ORDER BY e.date_from, e.uuid LIMIT ?${limitAt}`)
    .bind(...params)
    .all<CalendarEventRow>()
  return results
}

/** One published event by its slug (a draft or scheduled one is not there yet, issue 42). */
export function calendarEvent(db: D1Database, language: Language, slug: string): Promise<CalendarEventRow | null> {
  return db.prepare(`${SELECT} WHERE e.slug = ?2 AND ${visibleSql('e')}`).bind(language, slug).first<CalendarEventRow>()
}
