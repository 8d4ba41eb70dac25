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
  type LeadExportQuery,
  type LeadInboxQuery,
  type LeadQuery,
  type LeadStatusBody,
} from '../../src/model/lead-inbox'
import { DEFAULT_LANGUAGE, type Language } from '../../src/model/languages'
import { MESSENGER_FIELD_SLUG, storedAnswerChannel } from '../../src/model/lead-messenger'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { formFieldTitles, type FormFieldTitle } from '../db/forms'
import { addLeadComment, assignLead, changeLeadStatus, commentsOfLeads, exportInboxLeads, listInboxLeads, readInboxLead, type InboxLead, type LeadComment } from '../db/lead-inbox'
import { staffWithAnyRole } from '../db/staff'
import type { Bindings } from '../env'
import { ApiError, notFound } from '../lib/errors'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { badFields } from '../lib/visitor-input'
import { signedCvLink } from '../media/lead-cv-link'
import { deskCsvResponse, deskCsvWords, type DeskCsvWords } from './desk-csv'
import { currentStaff } from './role-check'

/** How long a CV link the desk shows stays valid. */
const CV_LINK_MS = 60 * 60 * 1000

/** A field's title: the field's on one of `forms` (those the leads came from), else on any form, else its slug. */
function fieldTitle(slug: string, forms: Set<string>, titles: FormFieldTitle[]): string {
  const named = titles.filter((field) => field.slug === slug && field.title)
  return (named.find((field) => forms.has(field.form)) ?? named[0])?.title ?? slug
}

async function deskLead(env: Bindings, origin: string, lead: InboxLead, comments: LeadComment[], titles: FormFieldTitle[]): Promise<DeskLead> {
  const secret = env.LEAD_FILES_KEY
  const forms = new Set([lead.form_slug])
  return {
    uuid: lead.uuid,
    form_slug: lead.form_slug,
    fields: lead.field_values,
    field_titles: Object.fromEntries(Object.keys(lead.field_values).map((slug) => [slug, fieldTitle(slug, forms, titles)])),
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

/** A lead as the desk shows it, its fields titled in `language` (ru when absent); a 404 for an unknown (or malformed) uuid. */
async function readDeskLead(env: Bindings, origin: string, uuid: string, language: Language = DEFAULT_LANGUAGE): Promise<DeskLead> {
  const [found, titles] = await Promise.all([readInboxLead(env.DB, uuid), formFieldTitles(env.DB, language)])
  if (!found) throw notFound('lead')
  return deskLead(env, origin, found.lead, found.comments, titles)
}

async function assignees(db: D1Database): Promise<LeadAssignee[]> {
  return (await staffWithAnyRole(db, LEAD_ROLES)).map((person) => ({ id: person.id, name: `${person.first_name} ${person.last_name}`.trim() || person.email }))
}

/** The export's columns, as the inbox labels them: when, which form, where it stands, who has it, where it came from. */
const csvHeader = (words: DeskCsvWords) => [
  words.timeHeader('admin.csv.lead_created'),
  words.text('admin.leads.form'),
  words.text('admin.leads.status'),
  words.text('admin.leads.assignee'),
  words.text('admin.leads.place'),
  words.text('admin.csv.country'),
  words.text('admin.leads.page'),
  words.text('admin.leads.language'),
  words.text('admin.csv.cv'),
  words.text('admin.csv.lead_id'),
]

/** A field's value in words: the channel of the messenger field (issue 45.5), yes or no for a checkbox. */
function fieldValue(field: string, value: string | boolean | undefined, words: DeskCsvWords): string | undefined {
  if (value === undefined) return undefined
  const channel = field === MESSENGER_FIELD_SLUG ? storedAnswerChannel(value) : null
  if (channel) return words.text(`lead_form.answer_channel.${channel}`)
  return typeof value === 'boolean' ? words.yesNo(value) : value
}

/** The leads as rows: the columns above, then every field sent (by its title), in the export's language. */
function leadsCsv(leads: InboxLead[], names: Map<number, string>, titles: FormFieldTitle[], words: DeskCsvWords) {
  const fieldNames = [...new Set(leads.flatMap((lead) => Object.keys(lead.field_values)))].sort()
  const forms = new Set(leads.map((lead) => lead.form_slug))
  const rows = leads.map((lead) => [
    words.at(lead.created),
    words.code('admin.leads.form', lead.form_slug),
    words.text(`admin.leads.status.${lead.status}`),
    lead.assignee_id === null ? '' : (names.get(lead.assignee_id) ?? String(lead.assignee_id)),
    lead.city,
    lead.country,
    lead.referer,
    words.code('admin.languages', lead.language),
    words.yesNo(lead.has_cv),
    lead.uuid,
    ...fieldNames.map((field) => fieldValue(field, lead.field_values[field], words)),
  ])
  return { header: [...csvHeader(words), ...fieldNames.map((field) => fieldTitle(field, forms, titles))], rows }
}

export const staffLeadRoutes = {
  leadInbox: route(STAFF_ENDPOINTS.leadInbox, { query: typia.http.createValidateQuery<LeadInboxQuery>() }, async (c, { query }) => {
    const skip = query.skip ?? 0
    const limit = query.limit ?? LEAD_PAGE_SIZE
    const { row } = await currentStaff(c)
    const { language, ...filters } = query
    const { rows, count } = await listInboxLeads(c.env.DB, leadInboxFilterOf(filters, row.user_id), { skip, limit })
    const origin = new URL(c.req.url).origin
    const [comments, titles] = await Promise.all([commentsOfLeads(c.env.DB, rows.map((lead) => lead.uuid)), formFieldTitles(c.env.DB, language ?? DEFAULT_LANGUAGE)])
    return { rows: await Promise.all(rows.map((lead) => deskLead(c.env, origin, lead, comments.get(lead.uuid) ?? [], titles))), meta: { skip, limit, count } }
  }, [privateAnswer]),

  leadExport: route(STAFF_ENDPOINTS.leadExport, { query: typia.http.createValidateQuery<LeadExportQuery>() }, async (c, { query }) => {
    const { row } = await currentStaff(c)
    const { language, ...filters } = query
    const [leads, people, titles] = await Promise.all([
      exportInboxLeads(c.env.DB, leadInboxFilterOf(filters, row.user_id), LEAD_EXPORT_MAX),
      assignees(c.env.DB),
      formFieldTitles(c.env.DB, language ?? DEFAULT_LANGUAGE),
    ])
    const names = new Map(people.map((person) => [person.id, person.name]))
    const { header, rows } = leadsCsv(leads, names, titles, deskCsvWords(language))
    return deskCsvResponse('leads', header, rows)
  }),

  leadAssignees: route(STAFF_ENDPOINTS.leadAssignees, {}, async (c) => ({ me: (await currentStaff(c)).row.user_id, people: await assignees(c.env.DB) }), [privateAnswer]),

  lead: route(STAFF_ENDPOINTS.lead, { query: typia.http.createValidateQuery<LeadQuery>() }, (c, { params, query }) =>
    readDeskLead(c.env, new URL(c.req.url).origin, params.id, query.language),
  [privateAnswer]),

  leadStatus: route(STAFF_ENDPOINTS.leadStatus, { query: typia.http.createValidateQuery<LeadQuery>(), body: typia.createValidateEquals<LeadStatusBody>() }, async (c, { params, query, body }) => {
    const { row } = await currentStaff(c)
    if (!isLeadStatusChange(body.from, body.to)) throw badFields({ to: ['forms.errors.invalid'] })
    const now = Date.now()
    const changed = await changeLeadStatus(c.env.DB, params.id, { ...body, at: new Date(now).toISOString() }, { userId: row.user_id, now })
    if (!changed) {
      if (!(await readInboxLead(c.env.DB, params.id))) throw notFound('lead')
      throw new ApiError(409, { code: 'lead_changed', message: 'Someone changed this lead first' })
    }
    return readDeskLead(c.env, new URL(c.req.url).origin, params.id, query.language)
  }, [privateAnswer]),

  leadAssign: route(STAFF_ENDPOINTS.leadAssign, { query: typia.http.createValidateQuery<LeadQuery>(), body: typia.createValidateEquals<LeadAssignBody>() }, async (c, { params, query, body }) => {
    const { row } = await currentStaff(c)
    if (body.assignee !== null && !(await assignees(c.env.DB)).some((person) => person.id === body.assignee)) {
      throw badFields({ assignee: ['forms.errors.invalid'] })
    }
    const assigned = await assignLead(c.env.DB, params.id, body.assignee, { userId: row.user_id, now: Date.now() })
    if (!assigned) throw notFound('lead')
    return readDeskLead(c.env, new URL(c.req.url).origin, params.id, query.language)
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
