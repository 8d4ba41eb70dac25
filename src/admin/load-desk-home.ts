import { notFound } from '@tanstack/react-router'
import type { ApiFetch } from '../api/client'
import { loadDeskStaff } from './load-desk-staff'

/** /admin: the desk's home for a signed-in staff member; a 404 page for anyone else (issue 41). */
export async function loadDeskHome(context: { staffFetch?: ApiFetch; siteUrl: string }) {
  const me = await loadDeskStaff(context)
  if (!me) throw notFound()
  return me
}
