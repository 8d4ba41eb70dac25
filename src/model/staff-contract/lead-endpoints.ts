/** The lead inbox's part of the staff contract (issue 41 "Leads", BE-20): managers and admins only. */
import type { ListResponse } from '../api'
import { get, post, types } from '../api-contract/endpoint'
import {
  LEAD_ROLES,
  type DeskLead,
  type DeskLeadComment,
  type LeadAssignBody,
  type LeadAssignees,
  type LeadCommentBody,
  type LeadExportQuery,
  type LeadInboxQuery,
  type LeadQuery,
  type LeadStatusBody,
} from '../lead-inbox'

export const LEAD_ENDPOINTS = {
  leadInbox: get('/leads', types<LeadInboxQuery, ListResponse<DeskLead>>(), { roles: LEAD_ROLES }),
  // A plain GET link (works before the script): the current filter's leads as a CSV download in the page's language.
  leadExport: get('/leads.csv', types<LeadExportQuery, string>(), { roles: LEAD_ROLES, media: 'text/csv', client: false }),
  leadAssignees: get('/leads/assignees', types<never, LeadAssignees>(), { roles: LEAD_ROLES }),
  // After /leads/assignees, which a lead's uuid never is: one lead by its uuid (the desk's /admin/leads/{uuid}).
  lead: get('/leads/{id}', types<LeadQuery, DeskLead>(), { roles: LEAD_ROLES }),
  leadStatus: post('/leads/{id}/status', types<LeadQuery, DeskLead, LeadStatusBody>(), { status: 200, roles: LEAD_ROLES }),
  leadAssign: post('/leads/{id}/assignee', types<LeadQuery, DeskLead, LeadAssignBody>(), { status: 200, roles: LEAD_ROLES }),
  leadComment: post('/leads/{id}/comments', types<never, DeskLeadComment, LeadCommentBody>(), { roles: LEAD_ROLES }),
}
