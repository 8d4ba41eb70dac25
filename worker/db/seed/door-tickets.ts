/**
 * Demo tickets for the door (issue 44): paid orders Nos. 101–104 of the soonest offline event still to come (one of
 * them refunded after it paid), so that /admin/check-in has tickets to check in on a fresh machine.
 */
import { orderSearchText } from '../../../src/model/desk-search.ts'
import { literal } from './sql.ts'

export const DOOR_TICKETS = [
  { number: 101, uuid: 'd0011ce0-0000-4000-8000-000000000101', name: 'Бакыт Эшиков', email: 'bakyt.eshikov@example.kg', refunded: false },
  { number: 102, uuid: 'd0011ce0-0000-4000-8000-000000000102', name: 'Элиза Турдубаева', email: 'eliza.t@example.kg', refunded: false },
  { number: 103, uuid: 'd0011ce0-0000-4000-8000-000000000103', name: 'Марат Ибраев', email: 'marat.ibraev@example.kg', refunded: true },
  { number: 104, uuid: 'd0011ce0-0000-4000-8000-000000000104', name: 'Olga Smirnova', email: 'olga.smirnova@example.com', refunded: false },
] as const

/** The event the demo tickets are for: the soonest offline event starting after the seed runs. */
export const DOOR_EVENT_SQL = `(SELECT uuid FROM events WHERE format = 'OFFLINE' AND date_from > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') ORDER BY date_from, uuid LIMIT 1)`

export function seedDoorTickets(): string[] {
  const at = literal('2026-01-20T10:00:00.000Z')
  return DOOR_TICKETS.flatMap((ticket) => {
    const order = literal(ticket.uuid)
    const payment = literal(ticket.uuid.replace('d0011ce0', 'd0011ce1'))
    const phone = `+996700000${ticket.number}`
    return [
      `INSERT INTO event_orders (uuid, number, access_code, event_uuid, event_option_uuid, quantity, price_amount, price_currency, client_name,
  client_phone, client_email, city, country, language, currency, consent_at, consent_document, is_paid, paid_at, paid_payment_uuid, created, search_text)
  SELECT ${order}, ${ticket.number}, ${literal(`demo-door-${ticket.number}`)}, e.uuid,
  (SELECT o.uuid FROM event_options o WHERE o.event_uuid = e.uuid ORDER BY o.position LIMIT 1), 1, e.price_amount, e.price_currency,
  ${literal(ticket.name)}, ${literal(phone)}, ${literal(ticket.email)}, 'Бишкек', 'KG', 'ru', e.price_currency, ${at}, 'privacy', 1, ${at},
  ${payment}, ${at}, ${literal(orderSearchText({ client_name: ticket.name, client_email: ticket.email, client_phone: phone }))} FROM events e
  WHERE e.uuid = ${DOOR_EVENT_SQL};`,
      `INSERT INTO payments (uuid, order_kind, order_uuid, payment_method, provider, live, amount, currency, status, provider_payment_id, return_url,
  return_fail_url, created, updated) SELECT ${payment}, 'events', uuid, 'YOOKASSA', 'SANDBOX', 0, price_amount, price_currency, 'SUCCEEDED',
  ${literal(`sandbox-door-${ticket.number}`)}, '/', '/', ${at}, ${at} FROM event_orders WHERE uuid = ${order};`,
      ...(ticket.refunded ? [`INSERT INTO payment_followups (payment_uuid, reason, reported) VALUES (${payment}, 'reversed_after_paid', ${at});`] : []),
    ]
  })
}
