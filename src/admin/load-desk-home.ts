import { notFound } from '@tanstack/react-router'
import type { ApiFetch } from '../api/client'
import { receivesReviewMail } from '../model/staff-members'
import { loadDeskStaff } from './load-desk-staff'
import { createStaffClient } from './staff-client'

/** /admin: the desk's home for a signed-in staff member, with a moderator's mail setting; a 404 page for anyone else (issue 41). */
export async function loadDeskHome(context: { staffFetch?: ApiFetch; siteUrl: string }) {
  const me = await loadDeskStaff(context)
  if (!me) throw notFound()
  const notifications = receivesReviewMail(me.roles) ? await createStaffClient(context).staffNotifications({}) : null
  return { me, notifications }
}
