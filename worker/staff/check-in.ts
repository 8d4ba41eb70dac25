/** Check-in at the door (issue 44; door role): the events, an event's door list, one check-in a ticket, the attendee CSV. */
import type { Context } from 'hono'
import typia from 'typia'
import { checkInAnswer, doorTokenHash, type CheckInAnswer, type CheckInBody, type DoorTicket } from '../../src/model/check-in'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import type { CheckInQuery } from '../../src/model/staff-contract/check-in'
import { findCheckInEvent, findDoorOrder, listAttendees, listCheckInEvents, recordCheckIn, type AttendeeRow } from '../db/check-ins'
import type { AppEnv } from '../env'
import { notFound } from '../lib/errors'
import { privateAnswer } from '../lib/private-answer'
import { requiredSecret } from '../lib/required-secret'
import { route } from '../lib/route'
import { ticketToken, verifyTicketToken } from '../lib/ticket-token'
import { badFields } from '../lib/visitor-input'
import { deskCsvResponse, deskCsvWords, type DeskCsvWords } from './desk-csv'
import { currentStaff } from './role-check'

/** The attendee export's header in the door page's language. */
const csvHeader = (words: DeskCsvWords) => [
  words.text('admin.csv.order_number'),
  words.text('admin.csv.attendee'),
  words.text('admin.csv.email'),
  words.text('admin.csv.phone'),
  words.text('admin.orders.option'),
  words.timeHeader('admin.orders.paid_at'),
  words.text('admin.csv.refunded'),
  words.timeHeader('admin.csv.checked_in_at'),
  words.text('admin.csv.checked_in_by'),
]

const csvRow = (row: AttendeeRow, words: DeskCsvWords) => [
  row.number,
  row.name,
  row.email,
  row.phone,
  row.option,
  words.at(row.paid_at),
  words.yesNo(row.refunded === 1),
  words.at(row.checked_in_at),
  row.checked_in_by,
]

const query = typia.http.createValidateQuery<CheckInQuery>()

const ticketKeyOf = (c: Context<AppEnv>) => requiredSecret('TICKET_KEY', c.env.TICKET_KEY, new URL(c.req.url))

async function eventOf(c: Context<AppEnv>, id: string, language: CheckInQuery['language']) {
  const event = await findCheckInEvent(c.env.DB, id, language ?? 'ru')
  if (!event) throw notFound('event')
  return event
}

async function doorTicket(secret: string, row: AttendeeRow): Promise<DoorTicket> {
  return {
    number: row.number,
    name: row.name,
    option: row.option,
    token_hash: await doorTokenHash(await ticketToken(secret, 'door', row.order_uuid)),
    refunded: row.refunded === 1,
    checked_in_at: row.checked_in_at,
    checked_in_by: row.checked_in_by,
  }
}


/** The scan's time, never later than now (a device's clock ahead does not push its check-in after another's). */
function scanTime(scannedAt: string, now: number): string {
  const at = Date.parse(scannedAt)
  return new Date(Number.isFinite(at) && at < now ? at : now).toISOString()
}

async function checkIn(c: Context<AppEnv>, eventId: string, body: CheckInBody, language: CheckInQuery['language']): Promise<CheckInAnswer> {
  if ((body.token === undefined) === (body.number === undefined)) throw badFields({ code: ['admin.check_in.errors.code'] })
  const session = await currentStaff(c)
  const event = await eventOf(c, eventId, language)
  const orderUuid = body.token === undefined ? null : await verifyTicketToken(ticketKeyOf(c), 'door', body.token)
  const by = body.number !== undefined ? { number: body.number } : orderUuid ? { uuid: orderUuid } : null
  const order = by && (await findDoorOrder(c.env.DB, by, language ?? 'ru'))
  if (!order) return checkInAnswer('unknown')
  const who = { number: order.number, name: order.name, option: order.option }
  if (order.event_uuid !== event.uuid) return checkInAnswer('wrong_event', { ...who, event_title: order.event_title })
  if (order.is_paid !== 1) return checkInAnswer('unpaid', who)
  if (order.refunded === 1) return checkInAnswer('refunded', who)
  const now = Date.now()
  const record = await recordCheckIn(
    c.env.DB,
    { orderUuid: order.uuid, eventUuid: event.uuid, scanId: body.scan_id, scannedAt: scanTime(body.scanned_at, now), staffId: session.row.user_id },
    now,
  )
  return checkInAnswer(record.first ? 'checked_in' : 'already', { ...who, checked_in_at: record.checked_in_at, checked_in_by: record.checked_in_by })
}

export const staffCheckInRoutes = {
  checkInEvents: route(STAFF_ENDPOINTS.checkInEvents, { query }, async (c, { query }) => ({ rows: await listCheckInEvents(c.env.DB, query.language ?? 'ru') }), [
    privateAnswer,
  ]),

  doorList: route(STAFF_ENDPOINTS.doorList, { query }, async (c, { params, query }) => {
    const event = await eventOf(c, params.id, query.language)
    const secret = ticketKeyOf(c)
    const rows = await listAttendees(c.env.DB, event.uuid, query.language ?? 'ru')
    return { event, tickets: await Promise.all(rows.map((row) => doorTicket(secret, row))) }
  }, [privateAnswer]),

  checkIn: route(STAFF_ENDPOINTS.checkIn, { query, body: typia.createValidateEquals<CheckInBody>() }, (c, { params, query, body }) =>
    checkIn(c, params.id, body, query.language),
  [privateAnswer]),

  attendeesCsv: route(STAFF_ENDPOINTS.attendeesCsv, { query }, async (c, { params, query }) => {
    const event = await eventOf(c, params.id, query.language)
    const rows = await listAttendees(c.env.DB, event.uuid, query.language ?? 'ru')
    const words = deskCsvWords(query.language)
    return deskCsvResponse(`attendees-${event.uuid.slice(0, 8)}`, csvHeader(words), rows.map((row) => csvRow(row, words)))
  }),
}
