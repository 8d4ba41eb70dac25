/** The desk's lead inbox (issue 41 "Leads"): a lead's statuses and the filters of the list. */
export const LEAD_STATUSES = ['new', 'in_work', 'done', 'spam'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

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

export const LEAD_COMMENT_MAX_LENGTH = 4000

/** The desk's lead list query (GET /api/staff/leads). */
export interface LeadInboxQuery {
  status?: LeadStatus
  /** @maxLength 64 */
  form?: string
  /** @maxLength 200 */
  q?: string
  /** Only the leads assigned to the signed-in staff member. */
  mine?: boolean
  /** @type uint */
  skip?: number
  /**
   * @type uint
   * @maximum 100
   */
  limit?: number
}

/** A lead as the desk shows it. */
export interface DeskLead {
  uuid: string
  form_slug: string
  /** The form's values by field slug (phone in E.164). */
  fields: Record<string, string | boolean>
  language: string
  /** The page it was sent from. */
  referer: string
  city: string | null
  country: string | null
  /** The CV's address (career form), null without one. */
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

export interface LeadStatusBody {
  /** The status the staff member saw: the change applies only if nobody changed it since. */
  from: LeadStatus
  to: LeadStatus
}

export interface LeadAssignBody {
  /** `me`: the signed-in staff member; null: nobody. */
  assignee: 'me' | null
}

export interface LeadCommentBody {
  /**
   * @minLength 1
   * @maxLength 4000
   */
  body: string
}

/** The inbox's filters as the address carries them (/admin/leads?status=new&q=…&mine=1); anything else is dropped. */
export function parseLeadInboxSearch(search: Record<string, unknown>): Pick<LeadInboxQuery, 'status' | 'q' | 'mine'> {
  const status = LEAD_STATUSES.find((candidate) => candidate === search.status)
  const q = typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, 200) : undefined
  const mine = search.mine === '1' || search.mine === 1 || search.mine === true
  return { ...(status ? { status } : {}), ...(q ? { q } : {}), ...(mine ? { mine: true } : {}) }
}
