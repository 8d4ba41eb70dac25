import { notFound } from '@tanstack/react-router'
import { ApiRequestError, type ApiFetch } from '../api/client'
import { createStaffClient } from './staff-client'

/** The current exchange rates (issue 42, BE-03); a 404 page for anyone the desk answers 404. */
export async function loadRates(context: { staffFetch?: ApiFetch; siteUrl: string }) {
  try {
    return await createStaffClient(context).staffRates({})
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound()
    throw error
  }
}
