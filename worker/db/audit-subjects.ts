/**
 * The audit log's subjects as they are now (issue 41 "Audit log"): a content item's Russian title, an order's number, a
 * staff member's e-mail, a review's author and first words, and whether each still exists; read for one page of the log in one batch, a statement for
 * each kind of subject on it.
 */
import { parseAuditSubject } from '../../src/model/audit-subjects'
import type { ContentTypeName } from '../../src/model/content-types'
import type { DeskOrderKind } from '../../src/model/desk-orders'
import { CONTENT_STORAGE, titleFieldOf } from './content-registry'
import { htmlToPlainText } from '../lib/visitor-text'
import { ORDER_KINDS } from './order-kinds'

export interface AuditSubjectNow {
  /** Its name: a content item's title, an order's `№ 17`, a staff member's e-mail, a review's `Айгуль: «Отличный…»`; null when it has none. */
  name: string | null
  /** False when it is gone (deleted); true too for what is not looked up. */
  exists: boolean
}

interface Lookup {
  subjects: string[]
  keys: (string | number)[]
  sql: string
  /** Its name from its row (`key` and what the statement selected). */
  name: (row: Record<string, unknown>) => string | null
}

/** The subjects of a page of the log, each as it is now (those not looked up: no name, existing). */
export async function auditSubjectsNow(db: D1Database, subjects: readonly string[]): Promise<Map<string, AuditSubjectNow>> {
  const lookups = new Map<string, Lookup>()
  const add = (group: string, subject: string, key: string | number, make: () => Omit<Lookup, 'subjects' | 'keys'>) => {
    let lookup = lookups.get(group)
    if (!lookup) lookups.set(group, (lookup = { ...make(), subjects: [], keys: [] }))
    lookup.subjects.push(subject)
    lookup.keys.push(key)
  }
  for (const subject of new Set(subjects)) {
    const parsed = parseAuditSubject(subject)
    if (parsed.kind === 'content') add(`content:${parsed.type}`, subject, keyOf(parsed.type, parsed.key), () => contentLookup(parsed.type))
    else if (parsed.kind === 'order') add(`order:${parsed.orderKind}`, subject, parsed.uuid, () => orderLookup(parsed.orderKind))
    else if (parsed.kind === 'staff') add('staff', subject, parsed.id, staffLookup)
    else if (parsed.kind === 'review') add('review', subject, parsed.key, reviewLookup)
  }
  const groups = [...lookups.values()]
  const answers = groups.length ? await db.batch<Record<string, unknown>>(groups.map((lookup) => db.prepare(lookup.sql).bind(JSON.stringify(lookup.keys)))) : []
  const now = new Map<string, AuditSubjectNow>()
  groups.forEach((lookup, index) => {
    const found = new Map(answers[index]!.results.map((row) => [String(row.key), lookup.name(row)]))
    lookup.subjects.forEach((subject, at) => {
      const key = String(lookup.keys[at])
      now.set(subject, { name: found.get(key) ?? null, exists: found.has(key) })
    })
  })
  return now
}

/** A content item's key as its table keeps it: an integer id or a uuid. */
function keyOf(type: ContentTypeName, key: string): string | number {
  return CONTENT_STORAGE[type].key === 'id' && /^\d+$/.test(key) ? Number(key) : key
}

function contentLookup(type: ContentTypeName): Omit<Lookup, 'subjects' | 'keys'> {
  const { table, key, translations } = CONTENT_STORAGE[type]
  return {
    sql: `SELECT x.${key} AS key, r.${titleFieldOf(type)} AS name FROM ${table} x
      LEFT JOIN ${translations.table} r ON r.${translations.foreignKey} = x.${key} AND r.language = 'ru'
      WHERE x.${key} IN (SELECT value FROM json_each(?1))`,
    name: ({ name }) => (typeof name === 'string' && name ? name : null),
  }
}

function orderLookup(kind: DeskOrderKind): Omit<Lookup, 'subjects' | 'keys'> {
  return {
    sql: `SELECT uuid AS key, number AS name FROM ${ORDER_KINDS[kind].orders} WHERE uuid IN (SELECT value FROM json_each(?1))`,
    name: ({ name }) => `№ ${String(name)}`,
  }
}

function staffLookup(): Omit<Lookup, 'subjects' | 'keys'> {
  return {
    sql: 'SELECT id AS key, email AS name FROM client_users WHERE id IN (SELECT value FROM json_each(?1))',
    name: ({ name }) => (typeof name === 'string' ? name : null),
  }
}

/** How much of a review's text names it. */
const REVIEW_WORDS = 60

function reviewLookup(): Omit<Lookup, 'subjects' | 'keys'> {
  return {
    sql: `SELECT uuid AS key, client_name, substr(body, 1, 400) AS body FROM reviews WHERE uuid IN (SELECT value FROM json_each(?1))`,
    name: ({ client_name, body }) => {
      const words = htmlToPlainText(String(body ?? '')).replace(/\s+/g, ' ').trim()
      return `${String(client_name)}: «${words.length > REVIEW_WORDS ? `${words.slice(0, REVIEW_WORDS)}…` : words}»`
    },
  }
}
