import type { Language } from '../model/languages'
import type { LeadInboxQuery } from '../model/lead-inbox'
import { deskLoad, type DeskLoadContext } from './desk-load'

/** A page of the lead inbox for the address's filters and whom a lead may go to; a 404 page for anyone the desk answers 404. */
export function loadLeadInbox(context: DeskLoadContext, query: LeadInboxQuery) {
  return deskLoad(context, async (staff) => {
    const [inbox, assignees] = await Promise.all([staff.leadInbox({ query }), staff.leadAssignees({})])
    return { inbox, assignees }
  })
}

/** One lead by its uuid, its fields titled in the page's language, and whom it may go to; an unknown uuid is the 404 page. */
export function loadLead(context: DeskLoadContext, id: string, language: Language) {
  return deskLoad(context, async (staff) => {
    const [lead, assignees] = await Promise.all([staff.lead({ params: { id }, query: { language } }), staff.leadAssignees({})])
    return { lead, assignees }
  })
}
