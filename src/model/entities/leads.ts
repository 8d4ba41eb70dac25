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

/** One field's value in the spec's lead shape, by the field's uuid (ENTITY-17). */
export interface LeadFieldValue {
  /** @format uuid */
  uuid: string
  value: string | boolean
}

/**
 * OQ-23, LEAD-07, FORM-06, API-14: POST forms/{slug}/orders in the spec's shape. Browser details and the location
 * are optional (the server takes the request's headers and the edge's guess where they are missing); the agreement
 * is required as in the site's shape (OQ-34, BE-34).
 */
export interface LeadSpecBody {
  /** @maxItems 100 */
  fields: LeadFieldValue[]
  /** @maxLength 2000 */
  user_agent?: string | null
  /** @maxLength 2000 */
  referer?: string | null
  /** @maxLength 100 */
  city?: string | null
  /** @maxLength 100 */
  country?: string | null
  agreement: boolean
}

/** POST forms/{slug}/orders in either shape. */
export type LeadRequestBody = LeadCreateBody | LeadSpecBody

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
