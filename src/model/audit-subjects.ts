/**
 * What an audit row is about (issue 41 "Audit log"): the worker writes its subject as `<kind>:<key>` (`news:<uuid>`,
 * `order:events:<uuid>`, `staff:18`); the desk names it in words (`admin.audit.subjects.<kind>`, a content type by the
 * type's name) and links the desk page that shows it.
 */
import { CONTENT_TYPE_NAMES, CONTENT_TYPES, type ContentTypeDeclaration, type ContentTypeName } from './content-types'
import { DESK_ORDER_KINDS, deskOrderPath, type DeskOrderKind } from './desk-orders'

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
 * The desk page showing the subject: the item, order or form itself while it exists, else the list that holds it;
 * none for what no page shows (a person, known by a hash only; a moderated review; an option, shown on its item's
 * page, which the row does not name).
 */
export function auditSubjectPage(subject: AuditSubject, exists: boolean): { path: string; search?: Record<string, string> } | null {
  const page = (path: string, search?: Record<string, string>) => ({ path, ...(search ? { search } : {}) })
  switch (subject.kind) {
    case 'content':
      return exists ? page(`/admin/content/${subject.type}/${subject.key}`) : null
    case 'order':
      return exists ? page(deskOrderPath({ kind: subject.orderKind, uuid: subject.uuid })) : null
    case 'staff':
      return page('/admin/staff')
    case 'lead':
      return page('/admin/leads')
    case 'payment':
      return page('/admin/payments', { done: '1' })
    case 'image':
    case 'file':
      return page('/admin/media')
    case 'form':
      return page(`/admin/forms/${subject.key}`)
    case 'exchange_rate':
      return page('/admin/rates')
    case 'site_profile':
      return page('/admin/site-profile')
    default:
      return null
  }
}

/**
 * The name a content item had when the row was written, from the row's before (a deleted item's stored shape keeps its
 * Russian texts): what the desk names it by once the item is gone; null for any other subject or shape.
 */
export function recordedSubjectName(subject: AuditSubject, before: unknown): string | null {
  if (subject.kind !== 'content') return null
  const declaration: ContentTypeDeclaration = CONTENT_TYPES[subject.type]
  const field = declaration.titleField ?? 'title'
  const texts = (before as { translations?: { ru?: Record<string, unknown> } } | null | undefined)?.translations?.ru
  const name = typeof texts === 'object' && texts !== null ? texts[field] : undefined
  return typeof name === 'string' && name ? name : null
}
