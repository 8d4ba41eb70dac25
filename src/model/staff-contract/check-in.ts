/** The staff API of check-in at the door (issue 44; door, manager, admin), spread into STAFF_ENDPOINTS. */
import { get, post, types } from '../api-contract/endpoint'
import { ATTENDEES_CSV, CHECK_IN_ROLES, type CheckInAnswer, type CheckInBody, type CheckInEvent, type DoorList } from '../check-in'
import type { Language } from '../languages'

/** The language of the events' and options' titles (ru when absent). */
export interface CheckInQuery {
  language?: Language
}

export const CHECK_IN_ENDPOINTS = {
  checkInEvents: get('/check-in/events', types<CheckInQuery, { rows: CheckInEvent[] }>(), { roles: CHECK_IN_ROLES }),
  doorList: get('/check-in/events/{id}', types<CheckInQuery, DoorList>(), { roles: CHECK_IN_ROLES }),
  checkIn: post('/check-in/events/{id}/check-ins', types<CheckInQuery, CheckInAnswer, CheckInBody>(), { status: 200, roles: CHECK_IN_ROLES }),
  attendeesCsv: get(`/check-in/events/{id}${ATTENDEES_CSV}`, types<CheckInQuery, string>(), { roles: CHECK_IN_ROLES, client: false, media: 'text/csv' }),
}
