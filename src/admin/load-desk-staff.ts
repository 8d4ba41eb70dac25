import { ApiRequestError, type ApiFetch } from '../api/client'
import type { StaffMe } from '../model/staff'
import { createStaffClient } from './staff-client'

/** The signed-in staff member for the desk's menu, or null (signing in, or not staff: the page itself answers 404). */
export async function loadDeskStaff(context: { staffFetch?: ApiFetch; siteUrl: string }): Promise<StaffMe | null> {
  try {
    return await createStaffClient(context).staffMe({})
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null
    throw error
  }
}
