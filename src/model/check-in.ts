/** Check-in at the door (issue 44): what the door's page, its machine and the staff API share. */
import type { Language } from './languages'
import type { StaffRole } from './staff'
import { zonedMoment } from './tickets'
import { DEFAULT_TIME_ZONE } from './time-zones'

/** Who may check tickets in: the desk section of /admin/check-in (DESK_SECTIONS) names the same. */
export const CHECK_IN_ROLES: readonly StaffRole[] = ['admin', 'manager', 'door']

/** What a scan answers: checked in now, checked in before, another event's ticket, refunded, not paid, or no ticket at all. */
export type CheckInStatus = 'checked_in' | 'already' | 'wrong_event' | 'refunded' | 'unpaid' | 'unknown'

/** An event the door may choose, with its checked-in / sold count. */
export interface CheckInEvent {
  uuid: string
  title: string
  date_from: string
  date_to: string | null
  /** The event's zone (its city's), for its times. */
  time_zone: string | null
  city: string | null
  /** Paid tickets not refunded. */
  sold: number
  checked_in: number
}

/** A ticket of the event as the door's device keeps it to answer a scan without the network. */
export interface DoorTicket {
  number: number
  name: string
  option: string | null
  /** SHA-256 (hex) of the ticket's door token, the text its QR code carries. */
  token_hash: string
  refunded: boolean
  checked_in_at: string | null
  checked_in_by: string | null
}

export interface DoorList {
  event: CheckInEvent
  tickets: DoorTicket[]
}

/** A scan (the QR code's token) or a typed order number, with the device's id and time of the scan. */
export interface CheckInBody {
  /** @maxLength 200 */
  token?: string
  /** @type uint */
  number?: number
  /** @format uuid */
  scan_id: string
  /** @format date-time */
  scanned_at: string
}

export interface CheckInAnswer {
  status: CheckInStatus
  number: number | null
  name: string | null
  option: string | null
  /** When and by whom the ticket was (first) checked in: for `checked_in` and `already`. */
  checked_in_at: string | null
  checked_in_by: string | null
  /** The ticket's own event, for `wrong_event`. */
  event_title: string | null
}

export const CHECK_IN_EVENTS_PAST_DAYS = 30

/** The attendee list's CSV path under an event: a plain link. */
export const ATTENDEES_CSV = '/attendees.csv'

/** Delays of the door's machine: when a scan off the list stops waiting for the server, sync retries, list refreshes. */
export const CHECK_IN_TIMINGS = { remoteAnswerMs: 1000, retryMs: 2000, retryMaxMs: 30_000, refreshMs: 20_000 } as const

/** What a scanned or typed code is: an order number (digits, a leading № allowed) or a ticket's door token. */
export function parseDoorCode(code: string): { number: number } | { token: string } | null {
  const text = code.trim()
  const digits = /^(?:№|#|N)?\s*(\d{1,9})$/i.exec(text)
  if (digits) return { number: Number(digits[1]) }
  // A QR code of the ticket page may carry the token alone or a link ending with it.
  const token = /([0-9a-f]{32}\.[A-Za-z0-9_-]{43})$/.exec(text)
  return token ? { token: token[1]! } : null
}

/** An answer of `status`: the fields not given are null. */
export function checkInAnswer(status: CheckInAnswer['status'], fields: Partial<Omit<CheckInAnswer, 'status'>> = {}): CheckInAnswer {
  return { status, number: null, name: null, option: null, checked_in_at: null, checked_in_by: null, event_title: null, ...fields }
}

/** The answer for a ticket found on the device's list, or null when the code is not on it (the server is asked). */
export function answerFromList(ticket: DoorTicket | undefined): CheckInAnswer | null {
  if (!ticket) return null
  const found = { number: ticket.number, name: ticket.name, option: ticket.option }
  if (ticket.refunded) return checkInAnswer('refunded', found)
  if (ticket.checked_in_at) return checkInAnswer('already', { ...found, checked_in_at: ticket.checked_in_at, checked_in_by: ticket.checked_in_by })
  return checkInAnswer('checked_in', found)
}

/** The ticket on the list a code names: by number, or by its token's hash. */
export function ticketOnList(tickets: readonly DoorTicket[], code: { number: number } | { tokenHash: string }): DoorTicket | undefined {
  return 'number' in code ? tickets.find((ticket) => ticket.number === code.number) : tickets.find((ticket) => ticket.token_hash === code.tokenHash)
}

/** The hash of a door token the list carries (SHA-256, hex): the same on the server and the door's device. */
export async function doorTokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** When an event starts, in its own zone: "28.11.2026 10:00". */
export function eventStart(event: Pick<CheckInEvent, 'date_from' | 'time_zone'>, language: Language): string {
  const start = zonedMoment(event.date_from, event.time_zone ?? DEFAULT_TIME_ZONE, language)
  return `${start.date} ${start.time}`
}
