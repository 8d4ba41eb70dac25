/**
 * What a staff action changed, from the before and after its audit row recorded (issue 41 "Audit log"): the desk lists
 * these instead of two blocks of JSON, which a manager would have to compare by eye.
 */

/** One value: where it is (the keys leading to it) and what it was and became (undefined: not recorded). */
export interface AuditChange {
  path: string[]
  before: unknown
  after: unknown
}

/** An audit row's before or after, read from its JSON text; undefined when there is none or it cannot be read. */
export function readAuditJson(text: string | null): unknown {
  if (text === null) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether a value says something: not null, an empty text, an empty list or an empty object. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false
  if (Array.isArray(value)) return value.length > 0
  if (isRecord(value)) return Object.keys(value).length > 0
  return true
}

/**
 * A record's own bookkeeping, beside what staff see and change: its key, kind and version (a stored content item's
 * before has them), and a sign-in's stage. Left out of the changes; the technical details keep them.
 */
const BOOKKEEPING = new Set(['key', 'uuid', 'type', 'version', 'stage'])

/** A record's ids of other rows (`payment_uuid`): bookkeeping too, which no one reads; the technical details keep them. */
const isBookkeeping = (key: string) => BOOKKEEPING.has(key) || key.endsWith('_uuid')

/** Fields whose 0 and 1 (SQLite's booleans, as `json_object` records them) mean no and yes. */
export const AUDIT_BOOLEAN_FIELDS: ReadonlySet<string> = new Set(['is_paid', 'moderated', 'done', 'rejected'])

/** Fields holding a staff member's id, which the audit API names (AuditEntry.staff_names). */
export const AUDIT_STAFF_ID_FIELDS: ReadonlySet<string> = new Set(['assignee_id'])

/** The image renditions a record stores as paths (`/media/images/<uuid>/v1/small.webp`), in their order. */
export const IMAGE_RENDITIONS = ['original', 'small', 'medium', 'large'] as const

/**
 * An image's record as staff read it: its rendition paths as the sizes it has (`renditions: ['original', 'small', …]`)
 * and its width and height as one `pixels: '390 × 844'`; any other value as it is.
 */
export function readableAuditRecord(value: unknown): unknown {
  if (!isRecord(value)) return value
  const paths = IMAGE_RENDITIONS.filter((size) => typeof value[size] === 'string' && String(value[size]).startsWith('/media/'))
  const sized = typeof value.width === 'number' && typeof value.height === 'number'
  if (paths.length === 0 && !sized) return value
  const readable: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    if ((IMAGE_RENDITIONS as readonly string[]).includes(key) && paths.includes(key as (typeof IMAGE_RENDITIONS)[number])) {
      if (key === paths[0]) readable.renditions = paths
    } else if (sized && (key === 'width' || key === 'height')) {
      if (!('pixels' in readable)) readable.pixels = `${String(value.width)} × ${String(value.height)}`
    } else readable[key] = inner
  }
  return readable
}

/** The staff ids a row's before and after hold in AUDIT_STAFF_ID_FIELDS, at any depth. */
export function auditStaffIds(...records: unknown[]): number[] {
  const ids = new Set<number>()
  const walk = (value: unknown) => {
    if (!isRecord(value)) return
    for (const [key, inner] of Object.entries(value)) {
      if (AUDIT_STAFF_ID_FIELDS.has(key) && Number.isSafeInteger(inner)) ids.add(inner as number)
      else walk(inner)
    }
  }
  records.forEach(walk)
  return [...ids]
}

/** The values of `value` with their paths: objects are walked into, lists and everything else are one value. */
function leaves(value: unknown, path: string[] = []): [string[], unknown][] {
  if (!isRecord(value)) return [[path, value]]
  return Object.entries(value)
    .filter(([key]) => path.length > 0 || !isBookkeeping(key))
    .flatMap(([key, inner]) => leaves(inner, [...path, key]))
}

function at(value: unknown, path: readonly string[]): unknown {
  let current = value
  for (const key of path) {
    if (!isRecord(current) || !Object.hasOwn(current, key)) return undefined
    current = current[key]
  }
  return current
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * What an action changed, value by value, in `after`'s order: each value `after` records that differs from the same
 * place in `before`. A new row (no before) lists what it was given, a removed one (no after) what it held; empty values
 * are left out of both, and so is a record's bookkeeping at its top (BOOKKEEPING). A before that is one bare value (older rows: `"ru"`) is the before of `after`'s only value.
 */
export function auditChanges(recordedBefore: unknown, recordedAfter: unknown): AuditChange[] {
  const before = readableAuditRecord(recordedBefore)
  const after = readableAuditRecord(recordedAfter)
  if (after === undefined || after === null) {
    return leaves(before).filter(([, value]) => isFilled(value)).map(([path, value]) => ({ path, before: value, after: undefined }))
  }
  const values = leaves(after)
  if (before === undefined || before === null) {
    return values.filter(([, value]) => isFilled(value)).map(([path, value]) => ({ path, before: undefined, after: value }))
  }
  if (!isRecord(before) && values.length === 1) {
    const [[path, value]] = values as [[string[], unknown]]
    return same(before, value) ? [] : [{ path, before, after: value }]
  }
  return values.filter(([path, value]) => !same(at(before, path), value)).map(([path, value]) => ({ path, before: at(before, path), after: value }))
}
