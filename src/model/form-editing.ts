/** The lead forms and their fields as the desk edits them (issue 42 "forms and their fields", ENTITY-23, BE-20). */
import { FORM_FIELD_TYPES, FORM_TEXT_NAMES, type FormFieldType, type FormTexts } from './entities/publications'
import { LANGUAGES, type Language } from './languages'
import { PHONE_FIELD_SLUG } from './lead-rules'

export type FieldErrors = Record<string, string[]>

/** A field as saved: `uuid` null for a new one; its label per language (ru required, the site falls back to it). */
export interface FormFieldWrite {
  uuid: string | null
  slug: string
  type: FormFieldType
  required: boolean
  hidden: boolean
  titles: Record<Language, string>
}

/** A field as the desk reads it, with how many leads hold an answer under its slug. */
export interface StaffFormField extends FormFieldWrite {
  uuid: string
  answers: number
}

export interface StaffForm {
  slug: string
  version: number
  texts: Record<Language, FormTexts>
  fields: StaffFormField[]
}

/** A form in the desk's list: its ru title, how many fields, which languages miss a title. */
export interface StaffFormSummary {
  slug: string
  title: string
  fields: number
  missing: Language[]
}

/** PUT /api/staff/forms/{slug}: the form's texts and its fields in order, saved over `version` (stale: 409). */
export interface FormWriteBody {
  version: number
  texts: Record<Language, FormTexts>
  fields: FormFieldWrite[]
}

export const FORM_LIMITS = { fields: 30, title: 300, text: 2000, slug: 40 } as const

/** A field's slug: the key of its answers in a lead (`leads.field_values`). */
export const FIELD_SLUG_PATTERN = /^[a-z][a-z0-9_]*$/

/** Every field error of a form write; an empty object when it may be stored. Keys name the body's path. */
export function formFieldErrors(body: FormWriteBody): FieldErrors {
  const errors: FieldErrors = {}
  const add = (path: string, key: string) => (errors[path] = [...(errors[path] ?? []), key])
  if (body.texts.ru.title.trim() === '') add('texts.ru.title', 'forms.errors.required')
  for (const language of LANGUAGES)
    for (const name of FORM_TEXT_NAMES) {
      const max = name === 'title' || name === 'submit_title' ? FORM_LIMITS.title : FORM_LIMITS.text
      if (body.texts[language][name].length > max) add(`texts.${language}.${name}`, 'api.errors.length')
    }
  if (body.fields.length > FORM_LIMITS.fields) add('fields', 'api.errors.length')
  const slugs = new Set<string>()
  if (!hasContactField(body.fields)) add('fields', 'admin.forms.needs_contact')
  body.fields.forEach((field, index) => {
    const path = `fields.${index}`
    if (!FIELD_SLUG_PATTERN.test(field.slug)) add(`${path}.slug`, 'admin.errors.field_key_format')
    else if (field.slug.length > FORM_LIMITS.slug) add(`${path}.slug`, 'api.errors.length')
    else if (slugs.has(field.slug)) add(`${path}.slug`, 'admin.forms.slug_taken')
    slugs.add(field.slug)
    if (!FORM_FIELD_TYPES.includes(field.type)) add(`${path}.type`, 'forms.errors.invalid')
    if (field.titles.ru.trim() === '') add(`${path}.titles.ru`, 'forms.errors.required')
    for (const language of LANGUAGES) if (field.titles[language].length > FORM_LIMITS.title) add(`${path}.titles.${language}`, 'api.errors.length')
  })
  return errors
}

/** The slugs of the fields through which the centre answers a lead: the phone (FORM-03) or an e-mail. */
export const CONTACT_FIELD_SLUGS: readonly string[] = [PHONE_FIELD_SLUG, 'email']

/** Whether a form keeps a shown, required TEXT contact field: without one a lead could come that nobody can answer. */
export function hasContactField(fields: readonly Pick<FormFieldWrite, 'slug' | 'type' | 'required' | 'hidden'>[]): boolean {
  return fields.some((field) => field.type === 'TEXT' && CONTACT_FIELD_SLUGS.includes(field.slug) && field.required && !field.hidden)
}

/** What of a field is no text: an editor changes none of it, nor adds, removes or reorders fields (BE-04). */
const shape = (fields: readonly FormFieldWrite[]) => fields.map(({ uuid, slug, type, required, hidden }) => ({ uuid, slug, type, required, hidden }))

/** `fields` when an editor's write changes more than texts (`admin.content.texts_only`); empty otherwise. */
export function formNonTextChanges(before: readonly FormFieldWrite[], after: readonly FormFieldWrite[]): FieldErrors {
  return JSON.stringify(shape(before)) === JSON.stringify(shape(after)) ? {} : { fields: ['admin.content.texts_only'] }
}

/**
 * The stored fields whose answers a write would orphan: a field that leads answered keeps its slug (the answers'
 * key) and kind; a removed field's answers stay in the leads as they are. Paths of the write's fields.
 */
export function answeredFieldChanges(stored: readonly StaffFormField[], after: readonly FormFieldWrite[]): FieldErrors {
  const errors: FieldErrors = {}
  after.forEach((field, index) => {
    const before = stored.find((row) => row.uuid === field.uuid)
    if (!before || before.answers === 0) return
    if (before.slug !== field.slug) errors[`fields.${index}.slug`] = ['admin.forms.has_answers']
    if (before.type !== field.type) errors[`fields.${index}.type`] = ['admin.forms.has_answers']
  })
  return errors
}
