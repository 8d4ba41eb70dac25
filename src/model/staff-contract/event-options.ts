/** The desk's editing of an event's options and seats (issue 42, issue 44 "Seats", BE-04, BE-15). */
import { get, post, put, types } from '../api-contract/endpoint'
import type { EventOptionDeleteBody, EventOptionWriteBody, StaffEventOption, StaffEventOptions } from '../event-options'
import type { StaffOk } from '../staff'

/** Admin and manager edit options; an editor changes their titles only. */
export const EVENT_OPTION_READERS = ['admin', 'manager', 'editor'] as const
export const EVENT_OPTION_EDITORS = ['admin', 'manager'] as const

export const EVENT_OPTION_ENDPOINTS = {
  eventOptions: get('/events/{id}/options', types<never, StaffEventOptions>(), { roles: EVENT_OPTION_READERS }),
  eventOptionCreate: post('/events/{id}/options', types<never, StaffEventOption, EventOptionWriteBody>(), { roles: EVENT_OPTION_EDITORS }),
  /** 409 when `version` is no longer the stored one. */
  eventOptionUpdate: put('/events/{id}/options/{option}', types<never, StaffEventOption, EventOptionWriteBody>(), { roles: EVENT_OPTION_READERS }),
  /** 409 while orders point at the option. */
  eventOptionDelete: post('/events/{id}/options/{option}/delete', types<never, StaffOk, EventOptionDeleteBody>(), { status: 200, roles: EVENT_OPTION_EDITORS }),
}
