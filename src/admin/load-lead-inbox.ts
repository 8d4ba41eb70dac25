import { notFound } from '@tanstack/react-router'
import { ApiRequestError, type ApiFetch } from '../api/client'
import type { LeadInboxQuery } from '../model/lead-inbox'
import { createStaffClient } from './staff-client'

/** A page of the lead inbox for the address's filters and whom a lead may go to; a 404 page for anyone the desk answers 404. */
export async function loadLeadInbox(context: { staffFetch?: ApiFetch; siteUrl: string }, query: LeadInboxQuery) {
  const staff = createStaffClient(context)
  try {
    const [inbox, assignees] = await Promise.all([staff.leadInbox({ query }), staff.leadAssignees({})])
    return { inbox, assignees }
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound()
    throw error
  }
}
