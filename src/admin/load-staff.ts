import { notFound } from '@tanstack/react-router'
import { ApiRequestError, type ApiFetch } from '../api/client'
import { createStaffClient } from './staff-client'

/** /admin/staff: everyone holding a role; a 404 page for anyone but an admin (issue 41.1). */
export async function loadStaff(context: { staffFetch?: ApiFetch; siteUrl: string }) {
  try {
    return await createStaffClient(context).staffMembers({})
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound()
    throw error
  }
}
