import { notFound } from '@tanstack/react-router'
import { ApiRequestError, type ApiFetch } from '../api/client'
import { createStaffClient } from './staff-client'

/** An event's options for EventOptionsEditor (issue 42, issue 44 "Seats"); a 404 page for an unknown event or anyone the desk answers 404. */
export async function loadEventOptions(context: { staffFetch?: ApiFetch; siteUrl: string }, eventKey: string) {
  try {
    return await createStaffClient(context).eventOptions({ params: { id: eventKey } })
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound()
    throw error
  }
}
