/**
 * Demo payments that need a person (issue 41): paid event orders each with a second, CLICK charge that no refund call
 * can return (NEEDS_STAFF), as the payment flow leaves them (their notifications logged), so the desk's /admin/payments has work on a fresh machine.
 */
import { orderSearchText } from '../../../src/model/desk-search.ts'
import { literal } from './sql.ts'

const BUYERS = [
  { name: 'Нурлан Касымов', email: 'nurlan.kasymov@example.kg', phone: '+996700112233' },
  { name: 'Айпери Султанова', email: 'aiperi.sultanova@example.kg', phone: '+996555443322' },
] as const

export function seedPaymentFollowups(): string[] {
  return BUYERS.flatMap((buyer, index) => {
    const n = index + 1
    const order = literal(`d5e1f0a0-0000-4000-8000-00000000000${n}`)
    const paid = literal(`d5e1f0a0-0000-4000-8000-0000000000a${n}`)
    const click = literal(`d5e1f0a0-0000-4000-8000-0000000000c${n}`)
    const at = literal(`2026-01-1${n}T10:00:00.000Z`)
    const later = literal(`2026-01-1${n}T10:05:00.000Z`)
    return [
      `INSERT INTO event_orders (uuid, number, access_code, event_uuid, event_option_uuid, quantity, price_amount, price_currency, client_name,
  client_phone, client_email, city, country, language, currency, consent_at, consent_document, is_paid, paid_at, paid_payment_uuid, created, search_text)
  SELECT ${order}, ${n}, ${literal(`demo-followup-${n}`)}, uuid, NULL, 1, 250000, 'KGS', ${literal(buyer.name)}, ${literal(buyer.phone)},
  ${literal(buyer.email)}, 'Бишкек', 'KG', 'ru', 'UZS', ${at}, 'privacy', 1, ${at}, ${paid}, ${at},
  ${literal(orderSearchText({ client_name: buyer.name, client_email: buyer.email, client_phone: buyer.phone }))} FROM events ORDER BY uuid LIMIT 1;`,
      `INSERT INTO payments (uuid, order_kind, order_uuid, payment_method, provider, live, amount, currency, status, provider_payment_id, return_url,
  return_fail_url, created, updated) VALUES (${paid}, 'events', ${order}, 'YOOKASSA', 'SANDBOX', 0, 250000, 'KGS', 'SUCCEEDED', ${literal(`sandbox-demo-${n}`)},
  '/', '/', ${at}, ${at});`,
      `INSERT INTO payments (uuid, order_kind, order_uuid, payment_method, provider, live, amount, currency, status, provider_payment_id, return_url,
  return_fail_url, created, updated) VALUES (${click}, 'events', ${order}, 'CLICK', 'CLICK', 0, 3200000, 'UZS', 'NEEDS_STAFF', ${literal(`click-demo-${n}`)},
  '/', '/', ${later}, ${later});`,
      `INSERT INTO payment_refunds (payment_uuid, reason, staff_note, created, updated) VALUES (${click}, 'order_paid',
  'CLICK has no refund call: return the charge in the Click merchant cabinet', ${later}, ${later});`,
      // What each provider notified and what the site did with it, as the order's page lists them.
      `INSERT INTO payment_notifications (provider, provider_payment_id, event, payment_uuid, outcome, received) VALUES
  ('SANDBOX', ${literal(`sandbox-demo-${n}`)}, 'payment.succeeded', ${paid}, 'applied', ${at}),
  ('CLICK', ${literal(`click-demo-${n}`)}, 'complete', ${click}, 'needs_staff', ${later});`,
    ]
  })
}
