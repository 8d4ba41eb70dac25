/** The lead inbox (issue 41 "Leads", BE-20; manager and admin roles): the list, statuses, assignee, comments. */
import typia from 'typia'
import type { DeskLead, LeadAssignBody, LeadCommentBody, LeadInboxQuery, LeadStatusBody } from '../../src/model/lead-inbox'
import { isLeadStatusChange } from '../../src/model/lead-inbox'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { addLeadComment, assignLead, changeLeadStatus, commentsOfLeads, listInboxLeads, readInboxLead, type InboxLead, type LeadComment } from '../db/lead-inbox'
import type { Bindings } from '../env'
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

export const staffLeadRoutes = {
  leadInbox: route(STAFF_ENDPOINTS.leadInbox, { query: typia.http.createValidateQuery<LeadInboxQuery>() }, async (c, { query }) => {
    const skip = query.skip ?? 0
    const limit = query.limit ?? 20
    const me = query.mine ? (await currentStaff(c)).row.user_id : undefined
    const filter = { status: query.status, form: query.form, q: query.q, ...(me === undefined ? {} : { assignee: me }) }
    const { rows, count } = await listInboxLeads(c.env.DB, filter, { skip, limit })
    const origin = new URL(c.req.url).origin
    const comments = await commentsOfLeads(c.env.DB, rows.map((lead) => lead.uuid))
    return { rows: await Promise.all(rows.map((lead) => deskLead(c.env, origin, lead, comments.get(lead.uuid) ?? []))), meta: { skip, limit, count } }
  }, [privateAnswer]),

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
    const assigned = await assignLead(c.env.DB, params.id, body.assignee === 'me' ? row.user_id : null, { userId: row.user_id, now: Date.now() })
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
