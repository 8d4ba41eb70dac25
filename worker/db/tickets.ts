/** The ticket of a paid event order (issue 44): the order, its event and option, and where and when it happens. */
import type { EventFormat } from '../../src/model/events'
import type { Language } from '../../src/model/languages'
import { translated, translationJoins } from './translations'

export interface TicketRow {
  order_uuid: string
  number: number
  client_name: string
  language: Language
  is_paid: number
  event_uuid: string
  slug: string
  format: EventFormat
  date_from: string
  date_to: string | null
  online_url: string | null
  title: string
  address: string
  option_title: string | null
  city_title: string | null
  time_zone: string | null
}

/** The event order `orderUuid` as its ticket shows it in `language` (ru fallback), paid or not yet (its payoff mail). */
export function findTicket(db: D1Database, orderUuid: string, language: Language): Promise<TicketRow | null> {
  return db
    .prepare(
      `SELECT o.uuid AS order_uuid, o.number, o.client_name, o.language, o.is_paid, e.uuid AS event_uuid, e.slug, e.format, e.date_from,
         e.date_to, e.online_url, ${translated('title')}, ${translated('address')},
         (SELECT COALESCE(ot.title, orr.title) FROM event_option_translations orr
            LEFT JOIN event_option_translations ot ON ot.option_uuid = orr.option_uuid AND ot.language = ?1
          WHERE orr.option_uuid = o.event_option_uuid AND orr.language = 'ru') AS option_title,
         (SELECT COALESCE(ct.title, cr.title) FROM city_translations cr
            LEFT JOIN city_translations ct ON ct.city_id = cr.city_id AND ct.language = ?1
          WHERE cr.city_id = e.city_id AND cr.language = 'ru') AS city_title,
         (SELECT c.time_zone FROM cities c WHERE c.id = e.city_id) AS time_zone
       FROM event_orders o JOIN events e ON e.uuid = o.event_uuid
         ${translationJoins('event_translations', 'event_uuid', 'e.uuid')}
       WHERE o.uuid = ?2`,
    )
    .bind(language, orderUuid)
    .first<TicketRow>()
}
