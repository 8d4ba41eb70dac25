import { notFound } from '@tanstack/react-router'
import { ApiRequestError, type ApiFetch } from '../api/client'
import { canSeeFlows } from '../model/staff'
import { createStaffClient } from './staff-client'

/** The signed-in staff member of /admin/flows; a 404 page for anyone but QA and admins (issue 41). */
export async function loadFlows(context: { staffFetch?: ApiFetch; siteUrl: string }) {
  try {
    const me = await createStaffClient(context).staffMe({})
    if (!canSeeFlows(me.roles)) throw notFound()
    return me
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound()
    throw error
  }
}
