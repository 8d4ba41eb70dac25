/** The ticket's part of a paid event order's confirmation mail (issue 44): its link, when, where, what to bring, the .ics. */
import { icsCalendar } from '../../src/model/icalendar'
import type { Language } from '../../src/model/languages'
import { zonedRange } from '../../src/model/tickets'
import { DEFAULT_TIME_ZONE } from '../../src/model/time-zones'
import type { MailAttachment } from '../db/outbox'
import { findTicket } from '../db/tickets'
import { eventCalendarEntry, eventPlace } from '../calendar/event-entry'
import { ticketPathOf } from './ticket-link'
import { TICKET_TEXTS } from './ticket-texts'

export interface TicketMail {
  url: string
  when: string
  place: string | null
  bring: string
  ics: MailAttachment
}

export async function ticketMail(db: D1Database, secret: string, origin: string, orderUuid: string, language: Language, now: string): Promise<TicketMail | null> {
  const ticket = await findTicket(db, orderUuid, language)
  if (!ticket) return null
  const t = TICKET_TEXTS[language]
  const entry = eventCalendarEntry({ ...ticket, uuid: ticket.event_uuid }, origin, language)
  return {
    url: `${origin}${await ticketPathOf(secret, orderUuid, language)}`,
    when: zonedRange(ticket.date_from, ticket.date_to, ticket.time_zone || DEFAULT_TIME_ZONE, language),
    place: eventPlace(ticket, language),
    bring: ticket.format === 'OFFLINE' ? t.bringOffline : t.bringOnline,
    ics: { filename: `ticket-${ticket.number}.ics`, contentType: 'text/calendar; method=PUBLISH', content: icsCalendar([entry], { now }) },
  }
}
