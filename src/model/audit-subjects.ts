/**
 * What an audit row is about (issue 41 "Audit log"): the worker writes its subject as `<kind>:<key>` (`news:<uuid>`,
 * `order:events:<uuid>`, `staff:18`); the desk names it in words (`admin.audit.subjects.<kind>`, a content type by the
 * type's name) and links the desk page that shows it.
 */
import { CONTENT_TYPE_NAMES, CONTENT_TYPES, type ContentTypeDeclaration, type ContentTypeName } from './content-types'
import { DESK_ORDER_KINDS, deskOrderPath, type DeskOrderKind } from './desk-orders'
import { deskLeadPath } from './lead-inbox'

/** The subjects that are not content items, orders or staff members, by the name the desk gives them. */
export const AUDIT_SUBJECT_KINDS = [
  'order',
  'staff',
  'review',
  'lead',
  'payment',
  'person',
  'image',
  'file',
  'form',
  'exchange_rate',
  'site_profile',
  'event_option',
  'product_option',
  'online_course_option',
  'product_prop',
] as const
export type AuditSubjectKind = (typeof AUDIT_SUBJECT_KINDS)[number]

export type AuditSubject =
  | { kind: 'content'; type: ContentTypeName; key: string }
  | { kind: 'order'; orderKind: DeskOrderKind; uuid: string }
  | { kind: 'staff'; id: number }
  | { kind: Exclude<AuditSubjectKind, 'order' | 'staff'>; key: string }
  | { kind: 'unknown'; text: string }

/** The prefixes of subjects written under another name than the desk's (tables, and the door's `event_order`). */
const PREFIXES: Record<string, Exclude<AuditSubjectKind, 'order' | 'staff'>> = {
  review: 'review',
  lead: 'lead',
  payment: 'payment',
  person: 'person',
  image: 'image',
  file: 'file',
  forms: 'form',
  'exchange-rate': 'exchange_rate',
  event_options: 'event_option',
  product_options: 'product_option',
  online_course_options: 'online_course_option',
  product_props: 'product_prop',
}

export function parseAuditSubject(subject: string): AuditSubject {
  if (subject === 'site_profile') return { kind: 'site_profile', key: '' }
  const colon = subject.indexOf(':')
  if (colon < 0) return { kind: 'unknown', text: subject }
  const prefix = subject.slice(0, colon)
  const key = subject.slice(colon + 1)
  const type = CONTENT_TYPE_NAMES.find((name) => name === prefix)
  if (type && key) return { kind: 'content', type, key }
  if (prefix === 'event_order' && key) return { kind: 'order', orderKind: 'events', uuid: key }
  if (prefix === 'order') {
    const [orderKind, uuid] = key.split(':')
    const known = DESK_ORDER_KINDS.find((name) => name === orderKind)
    if (known && uuid) return { kind: 'order', orderKind: known, uuid }
  }
  if (prefix === 'staff' && /^\d+$/.test(key)) return { kind: 'staff', id: Number(key) }
  const kind = Object.hasOwn(PREFIXES, prefix) ? PREFIXES[prefix] : undefined
  return kind && key ? { kind, key } : { kind: 'unknown', text: subject }
}

/**
 * The desk page showing the subject: the item, order, lead or form itself while it exists, else the list that holds it;
 * a payment's order and an option's or prop's item (its `parent`, a subject itself) while they exist; none for what
 * no page shows (a person, known by a hash only; a moderated review; an option whose item is not known).
 */
export function auditSubjectPage(subject: AuditSubject, exists: boolean, parent: string | null = null): { path: string; search?: Record<string, string> } | null {
  const page = (path: string, search?: Record<string, string>) => ({ path, ...(search ? { search } : {}) })
  const shown = exists && parent && subject.kind !== 'content' ? auditSubjectPage(parseAuditSubject(parent), true) : null
  if (shown) return shown
  switch (subject.kind) {
    case 'content':
      return exists ? page(`/admin/content/${subject.type}/${subject.key}`) : null
    case 'order':
      return exists ? page(deskOrderPath({ kind: subject.orderKind, uuid: subject.uuid })) : null
    case 'staff':
      return page('/admin/staff')
    case 'lead':
      return page(exists ? deskLeadPath(subject.key) : '/admin/leads')
    case 'payment':
      return page('/admin/payments', { done: '1' })
    case 'image':
    case 'file':
      return page('/admin/media')
    case 'form':
      return page(exists ? `/admin/forms/${subject.key}` : '/admin/forms')
    case 'exchange_rate':
      return page('/admin/rates')
    case 'site_profile':
      return page('/admin/site-profile')
    default:
      return null
  }
}

/** A name of parts, the empty ones left out: an option's `Мастер жизни — Стандарт`, a lead's `Консультация — Айгуль`. */
export function joinedSubjectName(...parts: readonly unknown[]): string | null {
  const shown = parts.filter((part): part is string => typeof part === 'string').map((part) => part.trim()).filter(Boolean)
  return shown.length ? shown.join(' — ') : null
}

/** An image as the media page heads it: its Russian alt text and its size (`Зал тренинга · 1200×800`). */
export function imageSubjectName(alt: unknown, width: unknown, height: unknown): string | null {
  const size = typeof width === 'number' && typeof height === 'number' ? `${width}×${height}` : ''
  const shown = [typeof alt === 'string' ? alt.trim() : '', size].filter(Boolean)
  return shown.length ? shown.join(' · ') : null
}

/**
 * The name a subject had when the row was written, from the row's before: what the desk names it by once it is gone.
 * A deleted content item's stored shape keeps its Russian texts, an option's or prop's its titles, a file its name, an
 * image its alt texts and size; null for any other subject or shape.
 */
export function recordedSubjectName(subject: AuditSubject, before: unknown): string | null {
  switch (subject.kind) {
    case 'content': {
      const declaration: ContentTypeDeclaration = CONTENT_TYPES[subject.type]
      return joinedSubjectName(field(field(field(before, 'translations'), 'ru'), declaration.titleField ?? 'title'))
    }
    case 'event_option':
    case 'product_option':
    case 'online_course_option':
    case 'product_prop':
      return joinedSubjectName(field(field(before, 'titles'), 'ru'))
    case 'file':
      return joinedSubjectName(field(before, 'name'))
    case 'image':
      return imageSubjectName(field(field(before, 'alt'), 'ru'), field(before, 'width'), field(before, 'height'))
    default:
      return null
  }
}

/** A recorded shape's field, or undefined when the shape is not an object. */
function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
}
