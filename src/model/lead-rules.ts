/**
 * The rules of a lead form built from its definition (FORM-03, FORM-06, LEAD-02, LEAD-04, VALID-01…04, OQ-06): the
 * browser form and POST forms/{slug}/orders check the same, field by field.
 */
import type { FormFieldEntity } from './entities/publications'
import { answerChannelRule, isMessengerField } from './lead-messenger'
import { LENGTH_LIMITS, lengthWithin, phone, required, validateForm, type FieldErrors, type Rule } from './validation'

/** FORM-03: the TEXT field with slug `phone` is a phone. */
export const PHONE_FIELD_SLUG = 'phone'

type LeadField = Pick<FormFieldEntity, 'slug' | 'type' | 'required'>
export type LeadValues = Record<string, string | boolean>

/** OQ-06: the length limit a field's value has: name, phone and e-mail their own, other text free text. */
export function leadFieldLimit(field: LeadField): { max: number } {
  if (field.slug === 'name') return LENGTH_LIMITS.name
  if (field.slug === PHONE_FIELD_SLUG) return LENGTH_LIMITS.phone
  if (field.slug === 'email') return LENGTH_LIMITS.email
  return LENGTH_LIMITS.freeText
}

/** A field's rules: required when the definition says so, its length, and the phone input's verdict. */
export function leadFieldRules(field: LeadField, phoneValid: boolean): Rule[] {
  if (field.type === 'BOOL') return []
  if (isMessengerField(field)) return [answerChannelRule]
  const rules: Rule[] = [...(field.required ? [required] : []), ...lengthWithin(leadFieldLimit(field))]
  return field.slug === PHONE_FIELD_SLUG ? [...rules, phone(phoneValid)] : rules
}

/** VALID-02: one error a field; a missing text field counts as empty. */
export function validateLead(fields: readonly LeadField[], values: LeadValues, phoneValid: boolean): FieldErrors<LeadValues> {
  const complete: LeadValues = {}
  for (const field of fields) complete[field.slug] = values[field.slug] ?? (field.type === 'BOOL' ? false : '')
  return validateForm(complete, Object.fromEntries(fields.map((field) => [field.slug, leadFieldRules(field, phoneValid)])))
}
