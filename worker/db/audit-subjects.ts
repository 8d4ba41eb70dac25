/**
 * The audit log's subjects as they are now (issue 41 "Audit log"): a name a manager recognises, whether each still
 * exists, and what the desk needs to show it (a payment's order, an option's item, a provider's code); read for one page
 * of the log in one batch, a statement for each kind of subject on it. A person, known by a hash only, stays unnamed.
 */
import { imageSubjectName, joinedSubjectName, parseAuditSubject, type AuditSubject } from '../../src/model/audit-subjects'
import type { ContentTypeName } from '../../src/model/content-types'
import type { DeskOrderKind } from '../../src/model/desk-orders'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { OPTION_KIND_NAMES, type OptionKind } from '../../src/model/item-options'
import { CONTENT_STORAGE, titleFieldOf } from './content-registry'
import { OPTION_AUDIT_NAMES } from './item-option-writes'
import { codeText } from '../lib/catalogue-text'
import { htmlToPlainText } from '../lib/visitor-text'
import { ORDER_KINDS } from './order-kinds'

export interface AuditSubjectNow {
  /** Its name (src/model/desk-people.ts AuditEntry.subject_name); null when it has none. */
  name: string | null
  /** False when it is gone (deleted); true too for what is not looked up. */
  exists: boolean
  /** The subject whose desk page shows it: a payment's order, an option's or prop's item; null for the rest. */
  parent: string | null
  /** A payment's provider code; null for the rest. */
  provider: string | null
}

interface Lookup {
  subjects: string[]
  keys: (string | number)[]
  /** Selects `key`, what `name` reads, and `parent` and `provider` where the kind has them. */
  sql: string
  /** Its name from its row. */
  name: (row: Record<string, unknown>) => string | null
}

/** A kind's statement and naming. */
type Statement = Omit<Lookup, 'subjects' | 'keys'>
type Make = () => Statement

/**
 * The subjects of a page of the log, each as it is now (those not looked up: no name, existing), and the names of the
 * staff members its values hold by id (`staffIds`), read in the same batch.
 */
export async function auditSubjectsNow(db: D1Database, subjects: readonly string[], staffIds: readonly number[] = []): Promise<{ subjects: Map<string, AuditSubjectNow>; staffNames: Map<number, string> }> {
  const lookups = new Map<string, Lookup>()
  for (const subject of new Set(subjects)) {
    const found = lookupOf(parseAuditSubject(subject))
    if (!found) continue
    const [group, key, make] = found
    let lookup = lookups.get(group)
    if (!lookup) lookups.set(group, (lookup = { ...make(), subjects: [], keys: [] }))
    lookup.subjects.push(subject)
    lookup.keys.push(key)
  }
  const groups = [...lookups.values()]
  const statements = groups.map((lookup) => db.prepare(lookup.sql).bind(JSON.stringify(lookup.keys)))
  if (staffIds.length) statements.push(db.prepare(STAFF_NAMES_SQL).bind(JSON.stringify([...new Set(staffIds)])))
  const answers = statements.length ? await db.batch<Record<string, unknown>>(statements) : []
  const staffNames = new Map<number, string>(staffIds.length ? answers.at(-1)!.results.map((row) => [Number(row.key), String(row.name)]) : [])
  const now = new Map<string, AuditSubjectNow>()
  groups.forEach((lookup, index) => {
    const found = new Map(answers[index]!.results.map((row) => [String(row.key), row]))
    lookup.subjects.forEach((subject, at) => {
      const row = found.get(String(lookup.keys[at]))
      now.set(subject, row ? { name: lookup.name(row), exists: true, parent: text(row.parent), provider: text(row.provider) } : { name: null, exists: false, parent: null, provider: null })
    })
  })
  return { subjects: now, staffNames }
}

/** Staff members by id, by their name, else their e-mail. */
const STAFF_NAMES_SQL = `SELECT id AS key, COALESCE(NULLIF(trim(first_name || ' ' || last_name), ''), email) AS name
  FROM client_users WHERE id IN (SELECT value FROM json_each(?1))`

/** The statement's group, the key and the lookup of a subject; null for what is not looked up. */
function lookupOf(subject: AuditSubject): [group: string, key: string | number, make: Make] | null {
  switch (subject.kind) {
    case 'content':
      return [`content:${subject.type}`, keyOf(subject.type, subject.key), () => contentLookup(subject.type)]
    case 'order':
      return [`order:${subject.orderKind}`, subject.uuid, () => orderLookup(subject.orderKind)]
    case 'staff':
      return ['staff', subject.id, staffLookup]
    case 'review':
      return ['review', subject.key, reviewLookup]
    case 'lead':
      return ['lead', subject.key, leadLookup]
    case 'payment':
      return ['payment', subject.key, paymentLookup]
    case 'event_option':
    case 'product_option':
    case 'online_course_option': {
      const kind = OPTION_KIND_NAMES.find((name) => OPTION_AUDIT_NAMES[name] === subject.kind)!
      return [subject.kind, subject.key, () => optionLookup(kind)]
    }
    case 'product_prop':
      return ['product_prop', subject.key, propLookup]
    case 'image':
      return ['image', subject.key, imageLookup]
    case 'file':
      return ['file', subject.key, fileLookup]
    case 'form':
      return ['form', subject.key, formLookup]
    default:
      return null
  }
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)

/** How much of a visitor's text (a review's, a lead's sender) names it. */
const VISITOR_TEXT = 60

const cut = (value: unknown) => {
  const words = String(value ?? '').replace(/\s+/g, ' ').trim()
  return words.length > VISITOR_TEXT ? `${words.slice(0, VISITOR_TEXT)}…` : words
}

const orderNumber = (number: unknown) => `№ ${String(number)}`

/** A content item's key as its table keeps it: an integer id or a uuid. */
function keyOf(type: ContentTypeName, key: string): string | number {
  return CONTENT_STORAGE[type].key === 'id' && /^\d+$/.test(key) ? Number(key) : key
}

/** A content item's Russian title, an SQL expression (alias `it`) joined by `join` to the item whose key is `itemKey`. */
function itemTitle(type: ContentTypeName, itemKey: string): { join: string; title: string } {
  const { translations } = CONTENT_STORAGE[type]
  return {
    join: `LEFT JOIN ${translations.table} it ON it.${translations.foreignKey} = ${itemKey} AND it.language = 'ru'`,
    title: `it.${titleFieldOf(type)}`,
  }
}

function contentLookup(type: ContentTypeName): Statement {
  const { table, key } = CONTENT_STORAGE[type]
  const item = itemTitle(type, `x.${key}`)
  return {
    sql: `SELECT x.${key} AS key, ${item.title} AS name FROM ${table} x ${item.join} WHERE x.${key} IN (SELECT value FROM json_each(?1))`,
    name: ({ name }) => joinedSubjectName(name),
  }
}

function orderLookup(kind: DeskOrderKind): Statement {
  return {
    sql: `SELECT uuid AS key, number FROM ${ORDER_KINDS[kind].orders} WHERE uuid IN (SELECT value FROM json_each(?1))`,
    name: ({ number }) => orderNumber(number),
  }
}

function staffLookup(): Statement {
  return {
    sql: 'SELECT id AS key, email AS name FROM client_users WHERE id IN (SELECT value FROM json_each(?1))',
    name: ({ name }) => (typeof name === 'string' ? name : null),
  }
}

function reviewLookup(): Statement {
  return {
    sql: `SELECT uuid AS key, client_name, substr(body, 1, 400) AS body FROM reviews WHERE uuid IN (SELECT value FROM json_each(?1))`,
    name: ({ client_name, body }) => `${String(client_name)}: «${cut(htmlToPlainText(String(body ?? '')))}»`,
  }
}

/** A lead as the inbox and its export head it: its form (`Форма внизу сайта`), and the sender's name where the form asks for one. */
function leadLookup(): Statement {
  return {
    sql: `SELECT uuid AS key, form_slug,
        CASE WHEN json_valid(field_values) THEN CASE json_type(field_values, '$.name') WHEN 'text' THEN json_extract(field_values, '$.name') END END AS sender
      FROM leads WHERE uuid IN (SELECT value FROM json_each(?1))`,
    name: ({ form_slug, sender }) => joinedSubjectName(codeText(DEFAULT_LANGUAGE, 'admin.leads.form', String(form_slug)), cut(sender)),
  }
}

/** A form by its Russian title, as the desk's list of forms names it. */
function formLookup(): Statement {
  return {
    sql: `SELECT f.slug AS key, COALESCE(NULLIF(ft.title, ''), f.slug) AS name FROM forms f
      LEFT JOIN form_translations ft ON ft.form_id = f.id AND ft.language = 'ru' WHERE f.slug IN (SELECT value FROM json_each(?1))`,
    name: ({ name }) => joinedSubjectName(name),
  }
}

/** A payment by the order it pays (`№ 17`, its page the parent) and its provider's code, which the desk words. */
function paymentLookup(): Statement {
  const number = `CASE p.order_kind ${Object.entries(ORDER_KINDS)
    .map(([kind, tables]) => `WHEN '${kind}' THEN (SELECT number FROM ${tables.orders} WHERE uuid = p.order_uuid)`)
    .join(' ')} END`
  return {
    sql: `SELECT key, number, provider, CASE WHEN number IS NOT NULL THEN 'order:' || order_kind || ':' || order_uuid END AS parent FROM
      (SELECT p.uuid AS key, p.provider, p.order_kind, p.order_uuid, ${number} AS number FROM payments p WHERE p.uuid IN (SELECT value FROM json_each(?1)))`,
    name: ({ number }) => (number === null || number === undefined ? null : orderNumber(number)),
  }
}

/** An option by its item's and its own Russian titles (`Мастер жизни — Стандарт`); the item's page shows it. */
function optionLookup(kind: OptionKind): Statement {
  const { options, optionItemColumn, optionTranslations } = ORDER_KINDS[kind]
  const item = itemTitle(kind, `o.${optionItemColumn}`)
  return {
    sql: `SELECT o.uuid AS key, ot.title AS option, ${item.title} AS item, '${kind}:' || o.${optionItemColumn} AS parent FROM ${options} o
      LEFT JOIN ${optionTranslations} ot ON ot.option_uuid = o.uuid AND ot.language = 'ru' ${item.join}
      WHERE o.uuid IN (SELECT value FROM json_each(?1))`,
    name: ({ item: title, option }) => joinedSubjectName(title, option),
  }
}

/** A product's prop by its Russian title; the product's page shows it. */
function propLookup(): Statement {
  return {
    sql: `SELECT p.uuid AS key, t.title AS name, 'products:' || p.product_uuid AS parent FROM product_props p
      LEFT JOIN product_prop_translations t ON t.prop_uuid = p.uuid AND t.language = 'ru' WHERE p.uuid IN (SELECT value FROM json_each(?1))`,
    name: ({ name }) => joinedSubjectName(name),
  }
}

function imageLookup(): Statement {
  return {
    sql: `SELECT i.uuid AS key, a.alt, i.width, i.height FROM images i
      LEFT JOIN image_alts a ON a.image_uuid = i.uuid AND a.language = 'ru' WHERE i.uuid IN (SELECT value FROM json_each(?1))`,
    name: ({ alt, width, height }) => imageSubjectName(alt, width, height),
  }
}

function fileLookup(): Statement {
  return {
    sql: 'SELECT uuid AS key, name FROM uploaded_files WHERE uuid IN (SELECT value FROM json_each(?1))',
    name: ({ name }) => joinedSubjectName(name),
  }
}
