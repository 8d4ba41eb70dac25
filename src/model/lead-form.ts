import type { LeadCreateBody } from './entities/leads'
import type { FormEntity, FormFieldEntity } from './entities/publications'
import type { FormSpec, FormValue } from './form-draft'
import { CV_FIELD, cvRule, cvUpload, takesCv } from './lead-cv'
import { answerChannelRule, DEFAULT_ANSWER_CHANNEL, isMessengerField } from './lead-messenger'
import { LENGTH_LIMITS, maxLength, mustBeChecked, phone, required, type FormRules, type Rule } from './validation'

/**
 * A dynamic lead form (FORM-02…06, LEAD-01…07, OQ-10) as the form kit's spec: one value a field (by its slug), the
 * hidden fields holding what the opener gave (a trainer's slug), and the personal-data agreement.
 */
export type LeadFormValues = Record<string, FormValue> & { agreement: boolean }

export interface LeadFormSettings {
  form: FormEntity
  /** Values of hidden fields by field slug, given by the opener. */
  hidden: Readonly<Record<string, string>>
}

/** The honeypot field the server expects empty (a bot fills every input it finds). */
export const LEAD_HONEYPOT_FIELD = 'website'

/** FORM-03: a TEXT field with slug `phone` is a phone input. */
export const isPhoneField = (field: FormFieldEntity) => field.type === 'TEXT' && field.slug === 'phone'

/** The fields a visitor sees (FORM-03): all but the hidden ones and the agreement, which the form shows itself. */
export const visibleLeadFields = (form: FormEntity) => form.fields.filter((field) => !field.hidden && field.slug !== 'agreement')

function fieldRules(field: FormFieldEntity, phoneValid: boolean): Rule[] {
  if (field.type === 'BOOL') return field.required ? [mustBeChecked] : []
  if (isMessengerField(field)) return [answerChannelRule]
  const limit = isPhoneField(field) ? LENGTH_LIMITS.phone : field.slug === 'name' ? LENGTH_LIMITS.name : LENGTH_LIMITS.freeText
  return [...(field.required ? [required] : []), maxLength(limit.max), ...(isPhoneField(field) ? [phone(phoneValid)] : [])]
}

export const leadFormSpec: FormSpec<LeadFormValues, LeadFormSettings> = {
  id: 'leadFormFields',
  empty: ({ form, hidden }) => ({
    ...Object.fromEntries(form.fields.map((field) => [field.slug, field.type === 'BOOL' ? false : isMessengerField(field) ? DEFAULT_ANSWER_CHANNEL : field.hidden ? (hidden[field.slug] ?? '') : ''])),
    ...(takesCv(form.slug) ? { [CV_FIELD]: '' } : {}),
    agreement: false,
  }),
  rules: (phoneValid, { form }) => ({
    ...Object.fromEntries(visibleLeadFields(form).map((field) => [field.slug, fieldRules(field, phoneValid)])),
    ...(takesCv(form.slug) ? { [CV_FIELD]: [cvRule] } : {}),
    agreement: [mustBeChecked],
  }) as FormRules<LeadFormValues>,
  // Hidden fields keep what the opener gave.
  edit: (values, field, value, { form }) => (form.fields.some((known) => known.slug === field && known.hidden) ? values : { ...values, [field]: value }),
}

/** The fields whose errors the form shows: the visible ones, the CV where the form takes one, and the agreement. */
export function leadErrorFields(form: FormEntity): string[] {
  return [...visibleLeadFields(form).map((field) => field.slug), ...(takesCv(form.slug) ? [CV_FIELD] : []), 'agreement']
}

/** The body of POST forms/{slug}/orders: the values by field slug, the CV if chosen, the agreement, and the honeypot left empty. */
export function leadOrderBody(values: LeadFormValues): LeadCreateBody {
  const { [CV_FIELD]: cv, ...fields } = values
  const rest = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string | boolean] => typeof entry[1] !== 'object'))
  return { ...rest, ...(typeof cv === 'object' ? { [CV_FIELD]: cvUpload(cv) } : {}), agreement: true, [LEAD_HONEYPOT_FIELD]: '' }
}

/** What a form's agreement checkbox accepts: the personal-data policy, or the public offer (CLUB-05, LEAD-01, OQ-42). */
export type AgreementKind = 'privacy' | 'offer'

/** CLUB-05, LEAD-01: the club form's agreement links to the offer; every other lead form's to the privacy policy. */
export const leadAgreement = (slug: string): AgreementKind => (slug === 'club' ? 'offer' : 'privacy')
