/**
 * POST forms/{slug}/orders (BE-20, BE-21, BE-27, BE-29, BE-34, FORM-06, LEAD-01…07, OQ-06, OQ-09, OQ-10, OQ-23,
 * OQ-52): a lead checked against its form's definition, its CV (if any) stored privately, the lead committed to D1
 * with the managers' mail in one batch, then 201.
 */
import type { Context } from 'hono'
import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import { LEAD_HONEYPOT_FIELD, type LeadCreateBody, type LeadRequestBody, type LeadSpecBody } from '../../src/model/entities/leads'
import type { FormFieldEntity } from '../../src/model/entities/publications'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { CV_FIELD, CV_LINK_DAYS } from '../../src/model/lead-cv'
import { PHONE_FIELD_SLUG, validateLead, type LeadValues } from '../../src/model/lead-rules'
import { mustBeChecked, trimText } from '../../src/model/validation'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { findForm } from '../db/forms'
import { hiddenValueExists, insertLeadStatement, type NewLead } from '../db/leads'
import { enqueueStatement } from '../db/outbox'
import { privacyDocumentVersion } from '../db/reviews'
import type { AppEnv } from '../env'
import { kickOutbox } from '../mail/kick'
import { leadMail } from '../mail/lead-mail'
import { leadFilesKey } from '../media/lead-cv'
import { signedCvLink } from '../media/lead-cv-link'
import { siteOrigin } from '../../src/model/site-urls'
import { edgeLocation } from './edge-location'
import { checkCv, cvErrors, storeCv } from './lead-cv'
import { notFound } from '../lib/errors'
import { countedSender } from '../lib/sender-limits'
import { route } from '../lib/route'
import { badFields, rejectFormErrors, validPhone } from '../lib/visitor-input'

const validateQuery = typia.http.createValidateQuery<CommonQuery>()
/** The spec's shape (OQ-23) or the site's: one validator each. */
const validateBody = [typia.createValidateEquals<LeadSpecBody>(), typia.createValidateEquals<LeadCreateBody>()] as const

/** How much of the User-Agent and Referer headers a lead keeps. */
const HEADER_LIMIT = 500

/** A lead's body in one shape: the submitted values by field slug beside what the spec's shape may carry (OQ-23). */
interface LeadInput {
  values: Record<string, unknown>
  agreement: boolean
  honeypot: string
  cv: LeadCreateBody['cv']
  userAgent: string
  referer: string
  city: string
  country: string
}

/** The site's shape (values by field slug) or the spec's (`fields: [{uuid, value}]`, API-14, LEAD-07) as one. */
function leadInput(fields: FormFieldEntity[], body: LeadRequestBody): LeadInput {
  if (!isSpecShape(body)) {
    const { agreement, [LEAD_HONEYPOT_FIELD]: honeypot, [CV_FIELD]: cv, ...values } = body
    return { values, agreement, honeypot: honeypot ?? '', cv: cv as LeadCreateBody['cv'], userAgent: '', referer: '', city: '', country: '' }
  }
  const byUuid = new Map(fields.map((field) => [field.uuid, field]))
  const unknown = body.fields.flatMap((entry, index) => (byUuid.has(entry.uuid) ? [] : [`fields[${index}].uuid`]))
  if (unknown.length > 0) throw badFields(Object.fromEntries(unknown.map((name) => [name, ['api.errors.unknown_field']])))
  return {
    values: Object.fromEntries(body.fields.map((entry) => [byUuid.get(entry.uuid)!.slug, entry.value])),
    agreement: body.agreement,
    honeypot: '',
    cv: undefined,
    userAgent: body.user_agent ?? '',
    referer: body.referer ?? '',
    city: body.city ?? '',
    country: body.country ?? '',
  }
}

function isSpecShape(body: LeadRequestBody): body is LeadSpecBody {
  return Array.isArray(body.fields)
}

/** The submitted field values, each of its field's kind; an unknown field or a value of the wrong kind is a 400. */
function fieldValues(fields: FormFieldEntity[], submitted: Record<string, unknown>): LeadValues {
  const bySlug = new Map(fields.map((field) => [field.slug, field]))
  const errors: Array<[string, string[]]> = []
  const values: LeadValues = {}
  for (const [name, value] of Object.entries(submitted)) {
    if (value === undefined) continue
    const field = bySlug.get(name)
    if (!field) errors.push([name, ['api.errors.unknown_field']])
    else if (typeof value === 'object' || (field.type === 'BOOL') !== (typeof value === 'boolean')) errors.push([name, ['api.errors.invalid_type']])
    else values[name] = typeof value === 'string' ? trimText(value) : (value as boolean)
  }
  if (errors.length > 0) throw badFields(Object.fromEntries(errors))
  return values
}

/** OQ-09, OQ-10: a hidden field's value must name what it refers to (an existing trainer, an open vacancy). */
async function checkHiddenValues(db: D1Database, fields: FormFieldEntity[], values: LeadValues): Promise<void> {
  for (const field of fields.filter((candidate) => candidate.hidden)) {
    const value = values[field.slug]
    if (typeof value !== 'string' || value === '') continue
    if (!(await hiddenValueExists(db, field.slug, value))) throw badFields({ [field.slug]: ['api.errors.unknown_value'] })
  }
}

/** What the body says, else the request's header, within HEADER_LIMIT. */
function browserDetail(c: Context<AppEnv>, sent: string, name: string): string {
  return (trimText(sent) || trimText(c.req.header(name) ?? '')).slice(0, HEADER_LIMIT)
}

/** OQ-40, BE-20: only POST; submitted leads are personal data, so GET forms/{slug}/orders is the unknown endpoint. */
export const leadRoutes = {
  createLead: route(ENDPOINTS.createLead, { query: validateQuery, body: validateBody }, async (c, { query, body, params }) => {
    const form = await findForm(c.env.DB, DEFAULT_LANGUAGE, params.slug)
    if (!form) throw notFound('form')
    const input = leadInput(form.fields, body)
    const values = fieldValues(form.fields, input.values)
    const phoneValue = values[PHONE_FIELD_SLUG]
    const phone = typeof phoneValue === 'string' && phoneValue !== '' ? validPhone(phoneValue) : null
    const agreementError = mustBeChecked(input.agreement)
    const cv = checkCv(form.slug, input.cv)
    rejectFormErrors({ ...validateLead(form.fields, values, phone !== null), ...(agreementError ? { agreement: agreementError } : {}), ...cvErrors(cv) })
    await checkHiddenValues(c.env.DB, form.fields, values)
    const cvSecret = cv ? leadFilesKey(c.env, new URL(c.req.url)) : null

    const ipHash = countedSender(c)
    const uuid = crypto.randomUUID()
    // BE-20: a filled honeypot gets the answer of a lead, and nothing is stored or sent.
    if (trimText(input.honeypot) !== '') return { uuid }

    const now = Date.now()
    const created = new Date(now).toISOString()
    const guess = edgeLocation(c)
    const lead: NewLead = {
      uuid,
      form_slug: form.slug,
      field_values: phone ? { ...values, [PHONE_FIELD_SLUG]: phone } : values,
      language: query.language ?? c.get('language') ?? DEFAULT_LANGUAGE,
      user_agent: browserDetail(c, input.userAgent, 'User-Agent'),
      referer: browserDetail(c, input.referer, 'Referer'),
      city: trimText(input.city) || guess.city,
      country: trimText(input.country) || guess.country,
      consent_at: created,
      consent_document: await privacyDocumentVersion(c.env.DB),
      client_ip_hash: ipHash,
      cv_key: null,
      created,
    }
    const origin = siteOrigin(c.env.SITE_URL, c.req.url)
    let cvLink
    if (cv && !('error' in cv) && cvSecret) {
      lead.cv_key = await storeCv(c.env.FILES, uuid, cv)
      const until = now + CV_LINK_DAYS * 24 * 60 * 60 * 1000
      cvLink = { url: await signedCvLink(cvSecret, origin, uuid, until), until: new Date(until).toISOString() }
    }
    const mail = await leadMail(form, lead, DEFAULT_LANGUAGE, origin, cvLink)
    try {
      await c.env.DB.batch([insertLeadStatement(c.env.DB, lead), enqueueStatement(c.env.DB, mail, now)])
    } catch (error) {
      // A CV whose lead was not stored would be nobody's: it goes with the failed write.
      if (lead.cv_key) await c.env.FILES.delete(lead.cv_key)
      throw error
    }
    kickOutbox(c)
    return { uuid }
  }),
}
