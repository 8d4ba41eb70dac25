/** The desk's lead inbox (issue 41 "Leads"): a lead's statuses, the filters of the list and the address that keeps them. */
import type { DeskExportQuery } from './desk-exports'
import type { Language } from './languages'

export const LEAD_STATUSES = ['new', 'in_work', 'done', 'spam'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** The roles that work the inbox; a lead is assigned only to one of them. */
export const LEAD_ROLES = ['admin', 'manager'] as const

/** Leads a page of the desk's list shows. */
export const LEAD_PAGE_SIZE = 25

/** The most rows one CSV export holds (the newest first). */
export const LEAD_EXPORT_MAX = 10_000

/** Any status may follow any other, so that a wrong click is undone by the next one; only staying put is no change. */
export function isLeadStatusChange(from: LeadStatus, to: LeadStatus): boolean {
  return from !== to
}

export interface LeadInboxFilter {
  status?: LeadStatus
  form?: string
  /** A staff member's account id; `null`: leads assigned to nobody. */
  assignee?: number | null
  /** Words anywhere in the lead's field values (name, phone, e-mail, message). */
  q?: string
  /** ISO dates, inclusive: the day the lead came. */
  from?: string
  to?: string
}

/** The filters of the list and of its CSV export (GET /api/staff/leads, /api/staff/leads.csv). */
export interface LeadInboxFilters {
  status?: LeadStatus
  /** @pattern ^[a-z0-9_-]{1,64}$ */
  form?: string
  /**
   * `me`, `none` (assigned to nobody) or a staff member's account id.
   * @pattern ^(me|none|[1-9][0-9]{0,9})$
   */
  assignee?: string
  /** @format date */
  from?: string
  /** @format date */
  to?: string
  /** @maxLength 200 */
  q?: string
}

/** The CSV export's query: the filters, and the export's language. */
export interface LeadExportQuery extends LeadInboxFilters, DeskExportQuery {}

/** The language a lead's field titles are written in (ru when absent): the desk page's. */
export interface LeadQuery {
  language?: Language
}

/** The desk's lead list query: the filters, the page and the titles' language. */
export interface LeadInboxQuery extends LeadInboxFilters, LeadQuery {
  /** @type uint */
  skip?: number
  /**
   * @type uint
   * @maximum 100
   */
  limit?: number
}

/** The db filter of the address's filters; `me` is the signed-in staff member's id. */
export function leadInboxFilterOf(filters: LeadInboxFilters, me: number): LeadInboxFilter {
  const assignee = filters.assignee === undefined ? undefined : filters.assignee === 'me' ? me : filters.assignee === 'none' ? null : Number(filters.assignee)
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.form ? { form: filters.form } : {}),
    ...(assignee === undefined ? {} : { assignee }),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.q?.trim() ? { q: filters.q.trim() } : {}),
  }
}

/** A lead as the desk shows it. */
export interface DeskLead {
  uuid: string
  form_slug: string
  /** The form's values by field slug (phone in E.164). */
  fields: Record<string, string | boolean>
  /** Each field's title on the form in the query's language (the slug where no form names it), by field slug. */
  field_titles: Record<string, string>
  language: string
  /** The page it was sent from. */
  referer: string
  city: string | null
  country: string | null
  /** The CV's signed address (career form), valid for an hour; null without one. */
  cv_url: string | null
  status: LeadStatus
  assignee_id: number | null
  created: string
  comments: DeskLeadComment[]
}

export interface DeskLeadComment {
  id: number
  author_id: number | null
  body: string
  created: string
}

/** A staff member a lead may be assigned to (manager or admin). */
export interface LeadAssignee {
  id: number
  name: string
}

/** Whom leads may be assigned to, and which of them is the signed-in staff member. */
export interface LeadAssignees {
  me: number
  people: LeadAssignee[]
}

export interface LeadStatusBody {
  /** The status the staff member saw: the change applies only if nobody changed it since. */
  from: LeadStatus
  to: LeadStatus
}

export interface LeadAssignBody {
  /**
   * A manager's or admin's account id; null: nobody.
   * @type uint
   */
  assignee: number | null
}

export interface LeadCommentBody {
  /**
   * @minLength 1
   * @maxLength 4000
   */
  body: string
}

/** A lead's own desk page (/admin/leads/{uuid}). */
export function deskLeadPath(uuid: string): string {
  return `/admin/leads/${uuid}`
}

/** The keys of the inbox's address, in the order links write them. */
export const LEAD_INBOX_SEARCH_KEYS = ['status', 'form', 'assignee', 'from', 'to', 'q', 'skip'] as const

const ASSIGNEE = /^(me|none|[1-9][0-9]{0,9})$/
const FORM = /^[a-z0-9_-]{1,64}$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '')

/** The inbox's filters and page as the address carries them (/admin/leads?status=new&q=…&skip=25); anything else is dropped. */
export function parseLeadInboxSearch(search: Record<string, unknown>): LeadInboxFilters & { skip?: number } {
  const status = LEAD_STATUSES.find((candidate) => candidate === search.status)
  const form = text(search.form)
  const assignee = text(search.assignee)
  const from = text(search.from)
  const to = text(search.to)
  const q = text(search.q).slice(0, 200)
  const skip = Number(text(search.skip))
  return {
    ...(status ? { status } : {}),
    ...(FORM.test(form) ? { form } : {}),
    ...(ASSIGNEE.test(assignee) ? { assignee } : {}),
    ...(DATE.test(from) ? { from } : {}),
    ...(DATE.test(to) ? { to } : {}),
    ...(q ? { q } : {}),
    ...(Number.isSafeInteger(skip) && skip > 0 ? { skip } : {}),
  }
}

/** The query string of filters (without `?`), in a fixed order: the CSV link and the pager's links. */
export function leadInboxSearchString(filters: LeadInboxFilters & { skip?: number }): string {
  const params = new URLSearchParams()
  for (const key of LEAD_INBOX_SEARCH_KEYS) {
    const value = filters[key]
    if (value !== undefined && value !== '' && value !== 0) params.set(key, String(value))
  }
  return params.toString()
}
