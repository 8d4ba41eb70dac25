/** The lead inbox (issue 41 "Leads", BE-20; manager and admin roles): the list, its CSV, statuses, assignee, comments. */
import typia from 'typia'
import {
  LEAD_EXPORT_MAX,
  LEAD_PAGE_SIZE,
  LEAD_ROLES,
  isLeadStatusChange,
  leadInboxFilterOf,
  type DeskLead,
  type LeadAssignBody,
  type LeadAssignee,
  type LeadCommentBody,
  type LeadInboxFilters,
  type LeadInboxQuery,
  type LeadStatusBody,
} from '../../src/model/lead-inbox'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { addLeadComment, assignLead, changeLeadStatus, commentsOfLeads, exportInboxLeads, listInboxLeads, readInboxLead, type InboxLead, type LeadComment } from '../db/lead-inbox'
import { staffWithAnyRole } from '../db/staff'
import type { Bindings } from '../env'
import { csvDocument, csvHeaders } from '../lib/csv'
import { ApiError, notFound } from '../lib/errors'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { badFields } from '../lib/visitor-input'
import { signedCvLink } from '../media/lead-cv-link'
import { currentStaff } from './role-check'

/** How long a CV link the desk shows stays valid. */
const CV_LINK_MS = 60 * 60 * 1000

async function deskLead(env: Bindings, origin: string, lead: InboxLead, comments: LeadComment[]): Promise<DeskLead> {
  const secret = env.LEAD_FILES_KEY
  return {
    uuid: lead.uuid,
    form_slug: lead.form_slug,
    fields: lead.field_values,
    language: lead.language,
    referer: lead.referer,
    city: lead.city,
    country: lead.country,
    cv_url: lead.has_cv && secret ? await signedCvLink(secret, origin, lead.uuid, Date.now() + CV_LINK_MS) : null,
    status: lead.status,
    assignee_id: lead.assignee_id,
    created: lead.created,
    comments,
  }
}

async function readDeskLead(env: Bindings, origin: string, uuid: string): Promise<DeskLead> {
  const found = await readInboxLead(env.DB, uuid)
  if (!found) throw notFound('lead')
  return deskLead(env, origin, found.lead, found.comments)
}

async function assignees(db: D1Database): Promise<LeadAssignee[]> {
  return (await staffWithAnyRole(db, LEAD_ROLES)).map((person) => ({ id: person.id, name: `${person.first_name} ${person.last_name}`.trim() || person.email }))
}

/** The export's columns: when, which form, where it stands, who has it, where it came from, then every field sent. */
const EXPORT_COLUMNS = ['created', 'form', 'status', 'assignee', 'city', 'country', 'page', 'language', 'cv', 'uuid'] as const

function leadsCsv(leads: InboxLead[], names: Map<number, string>): string {
  const fieldNames = [...new Set(leads.flatMap((lead) => Object.keys(lead.field_values)))].sort()
  const rows = leads.map((lead) => [
    lead.created,
    lead.form_slug,
    lead.status,
    lead.assignee_id === null ? '' : (names.get(lead.assignee_id) ?? String(lead.assignee_id)),
    lead.city,
    lead.country,
    lead.referer,
    lead.language,
    lead.has_cv ? 'yes' : '',
    lead.uuid,
    ...fieldNames.map((field) => lead.field_values[field]),
  ])
  return csvDocument([...EXPORT_COLUMNS, ...fieldNames], rows)
}

export const staffLeadRoutes = {
  leadInbox: route(STAFF_ENDPOINTS.leadInbox, { query: typia.http.createValidateQuery<LeadInboxQuery>() }, async (c, { query }) => {
    const skip = query.skip ?? 0
    const limit = query.limit ?? LEAD_PAGE_SIZE
    const { row } = await currentStaff(c)
    const { rows, count } = await listInboxLeads(c.env.DB, leadInboxFilterOf(query, row.user_id), { skip, limit })
    const origin = new URL(c.req.url).origin
    const comments = await commentsOfLeads(c.env.DB, rows.map((lead) => lead.uuid))
    return { rows: await Promise.all(rows.map((lead) => deskLead(c.env, origin, lead, comments.get(lead.uuid) ?? []))), meta: { skip, limit, count } }
  }, [privateAnswer]),

  leadExport: route(STAFF_ENDPOINTS.leadExport, { query: typia.http.createValidateQuery<LeadInboxFilters>() }, async (c, { query }) => {
    const { row } = await currentStaff(c)
    const [leads, people] = await Promise.all([exportInboxLeads(c.env.DB, leadInboxFilterOf(query, row.user_id), LEAD_EXPORT_MAX), assignees(c.env.DB)])
    const names = new Map(people.map((person) => [person.id, person.name]))
    return new Response(leadsCsv(leads, names), { headers: csvHeaders('leads', new Date().toISOString().slice(0, 10)) })
  }),

  leadAssignees: route(STAFF_ENDPOINTS.leadAssignees, {}, async (c) => ({ me: (await currentStaff(c)).row.user_id, people: await assignees(c.env.DB) }), [privateAnswer]),

  leadStatus: route(STAFF_ENDPOINTS.leadStatus, { body: typia.createValidateEquals<LeadStatusBody>() }, async (c, { params, body }) => {
    const { row } = await currentStaff(c)
    if (!isLeadStatusChange(body.from, body.to)) throw badFields({ to: ['forms.errors.invalid'] })
    const now = Date.now()
    const changed = await changeLeadStatus(c.env.DB, params.id, { ...body, at: new Date(now).toISOString() }, { userId: row.user_id, now })
    if (!changed) {
      await readDeskLead(c.env, new URL(c.req.url).origin, params.id)
      throw new ApiError(409, { code: 'lead_changed', message: 'Someone changed this lead first' })
    }
    return readDeskLead(c.env, new URL(c.req.url).origin, params.id)
  }, [privateAnswer]),

  leadAssign: route(STAFF_ENDPOINTS.leadAssign, { body: typia.createValidateEquals<LeadAssignBody>() }, async (c, { params, body }) => {
    const { row } = await currentStaff(c)
    if (body.assignee !== null && !(await assignees(c.env.DB)).some((person) => person.id === body.assignee)) {
      throw badFields({ assignee: ['forms.errors.invalid'] })
    }
    const assigned = await assignLead(c.env.DB, params.id, body.assignee, { userId: row.user_id, now: Date.now() })
    if (!assigned) throw notFound('lead')
    return readDeskLead(c.env, new URL(c.req.url).origin, params.id)
  }, [privateAnswer]),

  leadComment: route(STAFF_ENDPOINTS.leadComment, { body: typia.createValidateEquals<LeadCommentBody>() }, async (c, { params, body }) => {
    const { row } = await currentStaff(c)
    const text = body.body.trim()
    if (!text) throw badFields({ body: ['forms.errors.required'] })
    const now = Date.now()
    const comment = await addLeadComment(c.env.DB, params.id, { author_id: row.user_id, body: text, created: new Date(now).toISOString() }, { userId: row.user_id, now })
    if (!comment) throw notFound('lead')
    return comment
  }, [privateAnswer]),
}
