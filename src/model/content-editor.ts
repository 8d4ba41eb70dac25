/**
 * The desk's content editor as data (issue 42, BE-04, BE-05): which controls a type's form has, derived from its
 * declaration in content-types.ts, and the conversion between the form's strings and the staff API's bodies.
 */
import { Temporal } from '@js-temporal/polyfill'
import { CONTENT_TYPES, type ContentField, type ContentFieldValue, type ContentItem, type ContentListRow, type ContentTypeName, type ContentWriteBody } from './content-types'
import { LANGUAGES, type Language } from './languages'
import { changesBeyondTexts } from './staff'
import { DEFAULT_TIME_ZONE } from './time-zones'

/** The zone the desk's date-time inputs are in (stated beside each). */
export const EDITOR_TIME_ZONE = DEFAULT_TIME_ZONE

export type FieldEntry = [name: string, field: ContentField]

/** The form of a type: its own values, its texts per language, its SEO fields (texts and flags), its relations. */
export interface EditorLayout {
  values: FieldEntry[]
  texts: FieldEntry[]
  seoTexts: FieldEntry[]
  seoValues: FieldEntry[]
  relations: Array<[name: string, target: string, max: number]>
}

const isSeo = ([name]: FieldEntry) => name.startsWith('seo_')

export function editorLayout(type: ContentTypeName): EditorLayout {
  const entries = Object.entries(CONTENT_TYPES[type].fields) as FieldEntry[]
  const relations = Object.entries(CONTENT_TYPES[type].relations as Record<string, { target: string; max: number }>)
  return {
    values: entries.filter((entry) => !entry[1].translated && !isSeo(entry)),
    texts: entries.filter((entry) => entry[1].translated && !isSeo(entry)),
    seoTexts: entries.filter((entry) => entry[1].translated && isSeo(entry)),
    seoValues: entries.filter((entry) => !entry[1].translated && isSeo(entry)),
    relations: relations.map(([name, relation]) => [name, relation.target, relation.max]),
  }
}

/** The uuids of the images an item refers to: its image values and its galleries (relations to images). */
export function imageUuidsOf(item: ContentItem): string[] {
  const layout = editorLayout(item.type)
  const values = layout.values.filter(([, field]) => field.kind === 'image').map(([name]) => item.values[name])
  const galleries = layout.relations.filter(([, target]) => target === 'images').flatMap(([name]) => item.relations[name] ?? [])
  return [...values.filter((value): value is string => typeof value === 'string' && value !== ''), ...galleries]
}

/** What the form holds: every value as its control has it (a string, or a checkbox's boolean). */
export interface ContentDraft {
  values: Record<string, string | boolean>
  translations: Record<Language, Record<string, string>>
  relations: Record<string, string[]>
}

/** An instant as the value of a `datetime-local` input in `zone` ("2026-01-15T12:00"). */
export function localInputOf(iso: string, zone = EDITOR_TIME_ZONE): string {
  return Temporal.Instant.from(iso).toZonedDateTimeISO(zone).toPlainDateTime().toString({ smallestUnit: 'minute' })
}

/** A `datetime-local` value read in `zone` as an ISO instant; null when it is not a date and time. */
export function instantOfLocal(local: string, zone = EDITOR_TIME_ZONE): string | null {
  try {
    return Temporal.PlainDateTime.from(local).toZonedDateTime(zone).toInstant().toString()
  } catch {
    return null
  }
}

/** "UTC+03:00" of a zone now: stated beside the date-time inputs. */
export function zoneOffsetOf(zone: string, now: number): string {
  return `UTC${Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(zone).offset}`
}

function formValueOf(field: ContentField, value: ContentFieldValue | undefined): string | boolean {
  if (field.kind === 'boolean') return value === true
  if (value === null || value === undefined) return ''
  if (field.kind === 'datetime') return localInputOf(String(value))
  return String(value)
}

function defaultValueOf(field: ContentField, now: number): string | boolean {
  if (field.kind === 'boolean') return false
  if (field.kind === 'datetime' && field.required) return localInputOf(new Date(now).toISOString())
  if (field.kind === 'enum' && field.required) return field.values?.[0] ?? ''
  return ''
}

/** The form of a stored item, or of a new one (required dates now, required choices their first value). */
export function draftOf(type: ContentTypeName, item: ContentItem | null, now: number): ContentDraft {
  const layout = editorLayout(type)
  const own = [...layout.values, ...layout.seoValues]
  const texts = [...layout.texts, ...layout.seoTexts]
  return {
    values: Object.fromEntries(own.map(([name, field]) => [name, item ? formValueOf(field, item.values[name]) : defaultValueOf(field, now)])),
    translations: Object.fromEntries(LANGUAGES.map((language) => [language, Object.fromEntries(texts.map(([name]) => [name, item?.translations[language]?.[name] ?? '']))])) as ContentDraft['translations'],
    relations: Object.fromEntries(layout.relations.map(([name]) => [name, item?.relations[name] ?? []])),
  }
}

function bodyValueOf(field: ContentField, value: string | boolean): ContentFieldValue {
  if (field.kind === 'boolean') return value === true
  const text = String(value).trim()
  if (text === '') return field.nullable ? null : field.kind === 'text' ? '' : null
  if (field.kind === 'integer') return /^-?\d+$/.test(text) ? Number(text) : text
  // An unreadable date is sent as typed: the server names the field.
  if (field.kind === 'datetime') return instantOfLocal(text) ?? text
  return field.kind === 'text' || field.kind === 'rich' ? String(value) : text
}

/** The staff API's body of a form (the version is added by whoever saves it). */
export function writeBodyOf(type: ContentTypeName, draft: ContentDraft): ContentWriteBody {
  const layout = editorLayout(type)
  return {
    values: Object.fromEntries([...layout.values, ...layout.seoValues].map(([name, field]) => [name, bodyValueOf(field, draft.values[name] ?? '')])),
    translations: Object.fromEntries(LANGUAGES.map((language) => [language, { ...draft.translations[language] }])),
    relations: Object.fromEntries(layout.relations.map(([name]) => [name, draft.relations[name] ?? []])),
  }
}

/** What the lists show of an item's publication: a draft, published, or scheduled (published, its time to come). */
export type ContentState = 'draft' | 'published' | 'scheduled'

export function contentStateOf(item: Pick<ContentListRow, 'status' | 'publish_at'>, now: number): ContentState {
  if (item.status === 'draft') return 'draft'
  return item.publish_at !== null && Date.parse(item.publish_at) > now ? 'scheduled' : 'published'
}

/** The editor role of a texts-only type changes its texts alone: its values and relations are read-only (BE-04). */
export function textsOnlyFor(type: ContentTypeName, roles: readonly string[]): boolean {
  return (CONTENT_TYPES[type] as { editor?: string }).editor === 'texts' && !changesBeyondTexts(roles)
}

/** The address of a form control of a body path (`values.slug` → `content-values-slug`). */
export function controlIdOf(path: string): string {
  return `content-${path.replace(/\./g, '-')}`
}

/** The desk list's filter as its address has it, checked: an unknown state or a bad skip is dropped. */
export interface ContentListSearch {
  status?: ContentState
  q?: string
  skip?: number
}

export const CONTENT_STATES: readonly ContentState[] = ['draft', 'published', 'scheduled']

export function parseContentListSearch(raw: Record<string, unknown>): ContentListSearch {
  const search: ContentListSearch = {}
  if (CONTENT_STATES.includes(raw.status as ContentState)) search.status = raw.status as ContentState
  if (typeof raw.q === 'string' && raw.q.trim() !== '') search.q = raw.q.trim().slice(0, 100)
  const skip = Number(raw.skip)
  if (Number.isSafeInteger(skip) && skip > 0) search.skip = skip
  return search
}

/** How many rows a desk list shows at a time. */
export const CONTENT_PAGE_SIZE = 20

/**
 * An item's fields as a visitor's page in `language` would have them: its values, relations, and each text in that
 * language or, where it is empty, in ru (the site's fallback, I18N-06).
 */
export function previewFieldsOf(item: ContentItem, language: Language): Record<string, unknown> {
  const texts = editorLayout(item.type)
  const translated = [...texts.texts, ...texts.seoTexts].map(([name]) => [name, item.translations[language]?.[name] || item.translations.ru?.[name] || ''])
  return { uuid: item.key, ...item.values, ...item.relations, ...Object.fromEntries(translated) }
}
