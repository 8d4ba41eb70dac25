/** Check-in at the door (issue 44; migration 0052): the events to choose, an event's tickets, one check-in a ticket. */
import { CHECK_IN_EVENTS_PAST_DAYS, type CheckInEvent } from '../../src/model/check-in'
import type { Language } from '../../src/model/languages'
import { translated, translationJoins } from './translations'

const DAY = 24 * 60 * 60 * 1000

/** The order (alias `o`) is paid and its charge was refunded or revoked since, or its paying attempt is no longer a success. */
export function refundedSql(o: string): string {
  return `(EXISTS (SELECT 1 FROM payment_followups f WHERE f.payment_uuid = ${o}.paid_payment_uuid AND f.reason = 'reversed_after_paid')
    OR EXISTS (SELECT 1 FROM payments p WHERE p.uuid = ${o}.paid_payment_uuid AND p.status <> 'SUCCEEDED'))`
}

/** A staff member's name as the door shows it ("checked in by"), from `client_users` alias `u`. */
const STAFF_NAME = `COALESCE(NULLIF(TRIM(u.first_name || ' ' || u.last_name), ''), u.email)`

const OPTION_TITLE = `(SELECT COALESCE(NULLIF(ot.title, ''), orr.title) FROM event_option_translations orr
    LEFT JOIN event_option_translations ot ON ot.option_uuid = orr.option_uuid AND ot.language = ?1
  WHERE orr.option_uuid = o.event_option_uuid AND orr.language = 'ru')`

const EVENT_FIELDS = `e.uuid, ${translated('title')}, e.date_from, e.date_to,
  (SELECT c.time_zone FROM cities c WHERE c.id = e.city_id) AS time_zone,
  (SELECT COALESCE(NULLIF(ct.title, ''), cr.title) FROM city_translations cr
     LEFT JOIN city_translations ct ON ct.city_id = cr.city_id AND ct.language = ?1
   WHERE cr.city_id = e.city_id AND cr.language = 'ru') AS city,
  (SELECT count(*) FROM event_orders o WHERE o.event_uuid = e.uuid AND o.is_paid = 1 AND NOT ${refundedSql('o')}) AS sold,
  (SELECT count(*) FROM event_check_ins k WHERE k.event_uuid = e.uuid) AS checked_in
  FROM events e ${translationJoins('event_translations', 'event_uuid', 'e.uuid')}`

/** Events still on or to come (by their end, `date_end`, from a day ago) soonest first, then those of the last 30 days, latest first. */
export async function listCheckInEvents(db: D1Database, language: Language, now = Date.now()): Promise<CheckInEvent[]> {
  const since = new Date(now - DAY).toISOString()
  const pastFrom = new Date(now - CHECK_IN_EVENTS_PAST_DAYS * DAY).toISOString()
  const [coming, past] = await db.batch<CheckInEvent>([
    db.prepare(`SELECT ${EVENT_FIELDS} WHERE e.date_end >= ?2 ORDER BY e.date_from, e.uuid LIMIT 100`).bind(language, since),
    db
      .prepare(`SELECT ${EVENT_FIELDS} WHERE e.date_end < ?2 AND e.date_from >= ?3 ORDER BY e.date_from DESC, e.uuid DESC LIMIT 50`)
      .bind(language, since, pastFrom),
  ])
  return [...coming!.results, ...past!.results]
}

export function findCheckInEvent(db: D1Database, eventUuid: string, language: Language): Promise<CheckInEvent | null> {
  return db.prepare(`SELECT ${EVENT_FIELDS} WHERE e.uuid = ?2`).bind(language, eventUuid).first<CheckInEvent>()
}

/** A paid ticket of the event, refunded or not, with its check-in. */
export interface AttendeeRow {
  order_uuid: string
  number: number
  name: string
  email: string
  phone: string
  option: string | null
  paid_at: string
  refunded: number
  checked_in_at: string | null
  checked_in_by: string | null
}

/** Every paid ticket of the event in the order bought (the numbers in turn; the index event_orders_by_item), for the door and the CSV. */
export async function listAttendees(db: D1Database, eventUuid: string, language: Language): Promise<AttendeeRow[]> {
  const { results } = await db
    .prepare(
      `SELECT o.uuid AS order_uuid, o.number, o.client_name AS name, o.client_email AS email, o.client_phone AS phone, ${OPTION_TITLE} AS option,
         o.paid_at, ${refundedSql('o')} AS refunded, k.checked_in_at, ${STAFF_NAME} AS checked_in_by
       FROM event_orders o LEFT JOIN event_check_ins k ON k.order_uuid = o.uuid LEFT JOIN client_users u ON u.id = k.staff_id
       WHERE o.event_uuid = ?2 AND o.is_paid = 1 ORDER BY o.created`,
    )
    .bind(language, eventUuid)
    .all<AttendeeRow>()
  return results
}

/** An order as the door judges it: whose event, paid, refunded, and its buyer and option. */
export interface DoorOrder {
  uuid: string
  number: number
  event_uuid: string
  event_title: string
  name: string
  option: string | null
  is_paid: number
  refunded: number
}

/** The event order with this uuid or number, or null. */
export function findDoorOrder(db: D1Database, by: { uuid: string } | { number: number }, language: Language): Promise<DoorOrder | null> {
  const where = 'uuid' in by ? 'o.uuid = ?2' : 'o.number = ?2'
  return db
    .prepare(
      `SELECT o.uuid, o.number, o.event_uuid, o.client_name AS name, ${OPTION_TITLE} AS option, o.is_paid, ${refundedSql('o')} AS refunded,
         (SELECT COALESCE(NULLIF(t.title, ''), r.title, '') FROM event_translations r
            LEFT JOIN event_translations t ON t.event_uuid = r.event_uuid AND t.language = ?1
          WHERE r.event_uuid = o.event_uuid AND r.language = 'ru') AS event_title
       FROM event_orders o WHERE ${where}`,
    )
    .bind(language, 'uuid' in by ? by.uuid : by.number)
    .first<DoorOrder>()
}

export interface CheckInRecord {
  /** Whether this scan is the ticket's recorded check-in (the first, or the same scan sent again). */
  first: boolean
  checked_in_at: string
  checked_in_by: string | null
}

export interface CheckInScan {
  orderUuid: string
  eventUuid: string
  scanId: string
  /** The scan's time on the device; the earliest scan of a ticket is kept. */
  scannedAt: string
  staffId: number
}

/**
 * Checks the ticket in, once: one conditional INSERT (a later scan changes nothing; an earlier one, synced late, takes
 * the row), the audit row only when it changed, and the ticket's check-in as it stands, in one batch.
 */
export async function recordCheckIn(db: D1Database, scan: CheckInScan, now = Date.now()): Promise<CheckInRecord> {
  const [, , current] = await db.batch<{ scan_id: string; checked_in_at: string; checked_in_by: string | null }>([
    db
      .prepare(
        `INSERT INTO event_check_ins (order_uuid, event_uuid, scan_id, checked_in_at, staff_id, recorded_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (order_uuid) DO UPDATE SET scan_id = excluded.scan_id, checked_in_at = excluded.checked_in_at, staff_id = excluded.staff_id,
           recorded_at = excluded.recorded_at
         WHERE excluded.checked_in_at < event_check_ins.checked_in_at`,
      )
      .bind(scan.orderUuid, scan.eventUuid, scan.scanId, scan.scannedAt, scan.staffId, new Date(now).toISOString()),
    // changes(): the rows the INSERT just before it in this batch wrote (0 when the ticket was checked in earlier).
    db
      .prepare(
        `INSERT INTO staff_audit (user_id, action, subject, before, after, at)
         SELECT ?1, 'check_in', 'event_order:' || ?2, NULL, json_object('event', ?3, 'scan_id', ?4, 'checked_in_at', ?5), ?6 WHERE changes() > 0`,
      )
      .bind(scan.staffId, scan.orderUuid, scan.eventUuid, scan.scanId, scan.scannedAt, now),
    db
      .prepare(
        `SELECT k.scan_id, k.checked_in_at, ${STAFF_NAME} AS checked_in_by FROM event_check_ins k LEFT JOIN client_users u ON u.id = k.staff_id
         WHERE k.order_uuid = ?1`,
      )
      .bind(scan.orderUuid),
  ])
  const row = current!.results[0]!
  return { first: row.scan_id === scan.scanId, checked_in_at: row.checked_in_at, checked_in_by: row.checked_in_by }
}
