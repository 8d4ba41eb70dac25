/** The desk's people (issue 41 "Subscribers", "Personal data" BE-34, "Audit log"): shared by worker/staff and the admin pages. */
import type { DeskExportQuery } from './desk-exports'

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

/** The newsletter list's filter: by state and part of the address. */
export interface SubscriberFilter {
  status?: SubscriberStatus
  /** @maxLength 200 */
  q?: string
}

/** The CSV export's query: the filter, and the export's language. */
export interface SubscriberExportQuery extends SubscriberFilter, DeskExportQuery {}

export interface SubscriberListQuery extends SubscriberFilter {
  /** @type uint */
  skip?: number
  /**
   * @type uint
   * @maximum 100
   */
  limit?: number
}

export interface DeskSubscriber {
  email: string
  language: string
  status: SubscriberStatus
  created: string
  confirmed_at: string | null
  unsubscribed_at: string | null
}

/** Whom to look for: an e-mail, a phone (as typed; the server reads it as E.164), or both. */
export interface PersonQuery {
  /** @maxLength 254 */
  email?: string
  /** @maxLength 40 */
  phone?: string
}

/** Every kind of record the site keeps about a person, in the order the desk shows them. */
export const PERSONAL_DATA_KINDS = ['accounts', 'orders', 'leads', 'reviews', 'subscriptions', 'mails'] as const
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number]

/** Everything stored about a person: the rows of each kind, as stored (money records included). */
export type PersonalDataReport = Record<PersonalDataKind, Record<string, unknown>[]>

/** What an erasure removed: rows of each kind (orders: anonymised, kept as money records) and CV files. */
export type PersonalDataErased = Record<PersonalDataKind, number> & { files: number }

/** The audit log's filter: who (their e-mail), which action (its name or a prefix: `review`), which days (the centre's: desk-days.ts). */
export interface AuditQuery {
  /** @maxLength 254 */
  staff?: string
  /** @maxLength 100 */
  action?: string
  /** @pattern ^\d{4}-\d{2}-\d{2}$ */
  from?: string
  /** @pattern ^\d{4}-\d{2}-\d{2}$ */
  to?: string
  /** @type uint */
  skip?: number
  /**
   * @type uint
   * @maximum 100
   */
  limit?: number
}

/** One staff action as the audit log keeps it. */
export interface AuditEntry {
  id: number
  /** Who: the staff member's e-mail, or null once their account is gone. */
  staff: string | null
  staff_id: number
  action: string
  /** What it was about, as recorded: `<kind>:<key>` (src/model/audit-subjects.ts). */
  subject: string
  /**
   * The subject as it is now, in Russian where it has texts: a content item's title, an order's `№ 17`, a staff member's
   * e-mail, a review's author and first words, a lead's form and sender, a payment's order, an option's item and title, an
   * image's alt text and size, a file's, form's or prop's name; else null (a person, known by a hash only, stays unnamed).
   */
  subject_name: string | null
  /** False once the subject is deleted (the desk then names it but links nowhere). */
  subject_exists: boolean
  /** The subject whose desk page shows this one (`order:events:<uuid>` of a payment, `events:<uuid>` of an option); else null. */
  subject_parent: string | null
  /** A payment's provider code (CLICK, OFFLINE), worded by the desk; else null. */
  subject_provider: string | null
  /** Before and after, as the action recorded them (JSON text). */
  before: string | null
  after: string | null
  /** The names (else e-mails) of the staff members before and after hold by id (`assignee_id`), by id; a gone account is left out. */
  staff_names: Record<string, string>
  /** When, ISO 8601. */
  at: string
}

/** A search value of the address as text, or undefined when absent or empty. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : undefined
}

/** The page's first row from `skip` in the address. */
function skipOf(value: unknown): number | undefined {
  const skip = Number(value)
  return Number.isSafeInteger(skip) && skip > 0 ? skip : undefined
}

/** `/admin/subscribers?status=&q=&skip=`: what the address asks, the filter's unknown values dropped. */
export function parseSubscriberSearch(search: Record<string, unknown>): SubscriberListQuery {
  const status = SUBSCRIBER_STATUSES.find((known) => known === search.status)
  return { ...(status ? { status } : {}), ...(text(search.q) ? { q: text(search.q) } : {}), ...(skipOf(search.skip) ? { skip: skipOf(search.skip) } : {}) }
}

/** `/admin/personal-data?email=&phone=`. */
export function parsePersonSearch(search: Record<string, unknown>): PersonQuery {
  return { ...(text(search.email) ? { email: text(search.email) } : {}), ...(text(search.phone) ? { phone: text(search.phone) } : {}) }
}

/** `/admin/audit?staff=&action=&from=&to=&skip=`. */
export function parseAuditSearch(search: Record<string, unknown>): AuditQuery {
  const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined)
  const query: AuditQuery = {}
  if (text(search.staff)) query.staff = text(search.staff)
  if (text(search.action)) query.action = text(search.action)
  if (day(search.from)) query.from = day(search.from)
  if (day(search.to)) query.to = day(search.to)
  if (skipOf(search.skip)) query.skip = skipOf(search.skip)
  return query
}

/** The address's query of a search (for links: a page of the list, the CSV of its filter). */
export function searchString(search: object): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(search)) if (value !== undefined && value !== '') params.set(name, String(value))
  const query = params.toString()
  return query ? `?${query}` : ''
}
