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
