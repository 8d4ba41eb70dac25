import type { LeadCvUpload } from '../lead-cv'

/**
 * Contract of leads and subscriptions (BE-20, BE-28, OQ-07, OQ-23, OQ-34): what POST forms/{slug}/orders and POST
 * subscriptions take and answer.
 */

/** The honeypot field: people never see it, so a filled one marks a bot (BE-20). */
export const LEAD_HONEYPOT_FIELD = 'website'

/**
 * POST forms/{slug}/orders: the form's field values by field slug (text as strings, BOOL as booleans), the
 * personal-data agreement, the honeypot, which must be absent or empty, and a CV where the form takes one (BE-29).
 */
export interface LeadCreateBody {
  agreement: boolean
  website?: string
  cv?: LeadCvUpload
  [field: string]: string | boolean | LeadCvUpload | undefined
}

/** 201 of POST forms/{slug}/orders. */
export interface LeadCreated {
  uuid: string
}

/** POST subscriptions (EVENTS-09, COURSES-05, BE-28). */
export interface SubscriptionCreateBody {
  email: string
}

/** 202 of POST subscriptions: a confirmation mail is on its way; the address subscribes when its link is opened. */
export interface SubscriptionRequested {
  status: 'confirmation_sent'
}

/** How long a subscription's confirmation link works (BE-28). */
export const SUBSCRIPTION_CONFIRM_HOURS = 48

/** The pages a subscription mail links to (server-rendered by the Worker; `token` in the query). */
export const SUBSCRIPTION_PATHS = { confirm: '/subscription/confirm', unsubscribe: '/subscription/unsubscribe' } as const
