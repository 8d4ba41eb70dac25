import type { CheckInEvent, DoorList } from '../model/check-in'
import type { Language } from '../model/languages'
import { deskLoad, type DeskLoadContext } from './desk-load'

export type CheckInData = { kind: 'events'; events: CheckInEvent[] } | { kind: 'door'; list: DoorList }

/** /admin/check-in: the events to choose from, or the chosen event's door list (its tickets' hashes, for scans offline). */
export function loadCheckIn(context: DeskLoadContext, eventId: string | undefined, language: Language): Promise<CheckInData> {
  return deskLoad(context, async (staff) =>
    eventId
      ? { kind: 'door' as const, list: await staff.doorList({ params: { id: eventId }, query: { language } }) }
      : { kind: 'events' as const, events: (await staff.checkInEvents({ query: { language } })).rows },
  )
}
