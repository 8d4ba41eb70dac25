/**
 * Contract of leads (BE-20, OQ-23, OQ-34): what POST forms/{slug}/orders takes and answers.
 */

/** The honeypot field: people never see it, so a filled one marks a bot (BE-20). */
export const LEAD_HONEYPOT_FIELD = 'website'

/**
 * POST forms/{slug}/orders: the form's field values by field slug (text as strings, BOOL as booleans), the
 * personal-data agreement, and the honeypot, which must be absent or empty.
 */
export interface LeadCreateBody {
  agreement: boolean
  website?: string
  [field: string]: string | boolean | undefined
}

/** 201 of POST forms/{slug}/orders. */
export interface LeadCreated {
  uuid: string
}
