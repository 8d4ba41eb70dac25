/**
 * The per-field rules of a content write, from the declaration of its type (issue 42, BE-04): the staff API answers
 * them as 400 `{fields}` and the editor's forms can run the same before sending. Keys name the body's path.
 */
import { CONTENT_TYPES, SLUG_PATTERN, type ContentField, type ContentTypeName, type ContentWriteBody } from './content-types'
import { LANGUAGES, type Language } from './languages'

export type FieldErrors = Record<string, string[]>

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** 2026-02-30 matches the pattern but is no day. */
function realDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}

/** An instant as ISO 8601 writes it, with its offset (`2026-11-30T15:56:00.000Z`). */
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

function valueError(field: ContentField, value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') {
    if (field.required) return 'forms.errors.required'
    return value === null && !field.nullable && field.kind !== 'text' && field.kind !== 'rich' ? 'forms.errors.required' : undefined
  }
  switch (field.kind) {
    case 'text':
    case 'rich':
    case 'image':
      if (typeof value !== 'string') return 'api.errors.invalid_type'
      return field.max !== undefined && value.length > field.max ? 'api.errors.length' : undefined
    case 'slug':
      if (typeof value !== 'string') return 'api.errors.invalid_type'
      if (field.max !== undefined && value.length > field.max) return 'api.errors.length'
      return SLUG_PATTERN.test(value) ? undefined : 'admin.errors.slug_format'
    case 'file':
      return typeof value === 'string' && UUID.test(value) ? undefined : 'forms.errors.invalid'
    case 'date':
      return typeof value === 'string' && ISO_DAY.test(value) && realDay(value) ? undefined : 'forms.errors.invalid'
    case 'datetime':
      return typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? undefined : 'forms.errors.invalid'
    case 'integer':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return 'api.errors.invalid_type'
      return (field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max) ? 'forms.errors.invalid' : undefined
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'api.errors.invalid_type'
    case 'enum':
      return typeof value === 'string' && field.values?.includes(value) ? undefined : 'forms.errors.invalid'
  }
}

const below = (value: unknown, bound: unknown) =>
  (typeof value === 'number' && typeof bound === 'number' && value < bound) || (typeof value === 'string' && typeof bound === 'string' && value !== '' && value < bound)

/** Every field error of a write; an empty object when it may be stored. */
export function contentFieldErrors(type: ContentTypeName, body: ContentWriteBody): FieldErrors {
  const { fields, relations } = CONTENT_TYPES[type]
  const errors: FieldErrors = {}
  const add = (path: string, key: string) => (errors[path] = [...(errors[path] ?? []), key])
  const declared = fields as Record<string, ContentField>
  for (const name of Object.keys(body.values)) if (!declared[name] || declared[name].translated) add(`values.${name}`, 'api.errors.unknown_field')
  for (const language of Object.keys(body.translations)) {
    if (!(LANGUAGES as readonly string[]).includes(language)) add(`translations.${language}`, 'api.errors.unknown_field')
  }
  for (const [name, field] of Object.entries(declared)) {
    if (field.translated) {
      for (const language of LANGUAGES) {
        const text = body.translations[language]?.[name]
        // The site falls back to ru: only the Russian text is required.
        const error = valueError(language === 'ru' ? field : { ...field, required: false }, text)
        if (error) add(`translations.${language}.${name}`, error)
      }
    } else {
      const error = valueError(field, body.values[name])
      if (error) add(`values.${name}`, error)
      else if (field.notBelow && below(body.values[name], body.values[field.notBelow])) add(`values.${name}`, 'forms.errors.invalid')
    }
  }
  for (const language of LANGUAGES) {
    for (const name of Object.keys(body.translations[language] ?? {})) {
      if (!declared[name]?.translated) add(`translations.${language}.${name}`, 'api.errors.unknown_field')
    }
  }
  const declaredRelations = relations as Record<string, { max: number }>
  for (const [name, list] of Object.entries(body.relations ?? {})) {
    const relation = declaredRelations[name]
    if (!relation) add(`relations.${name}`, 'api.errors.unknown_field')
    else if (list.length > relation.max || new Set(list).size !== list.length) add(`relations.${name}`, 'forms.errors.invalid')
  }
  return errors
}

/** The languages whose required texts are all there. */
export function completeLanguages(type: ContentTypeName, translations: ContentWriteBody['translations']): Language[] {
  const required = Object.entries(CONTENT_TYPES[type].fields as Record<string, ContentField>).filter(([, field]) => field.translated && field.required)
  return LANGUAGES.filter((language) => required.every(([name]) => (translations[language]?.[name] ?? '').trim() !== ''))
}
