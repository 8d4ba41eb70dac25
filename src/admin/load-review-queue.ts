import { notFound } from '@tanstack/react-router'
import { ApiRequestError, type ApiFetch } from '../api/client'
import { createStaffClient } from './staff-client'

/** The moderation queue's first page; a 404 page for anyone the desk answers 404. */
export async function loadReviewQueue(context: { staffFetch?: ApiFetch; siteUrl: string }) {
  try {
    return await createStaffClient(context).reviewQueue({ query: { limit: 50 } })
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound()
    throw error
  }
}
