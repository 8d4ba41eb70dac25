/**
 * Where each content type of src/model/content-types.ts is stored (issue 42, BE-04, BE-05): its table, translations,
 * relation tables and what points at it. The visitors' list queries (content-lists.ts) and the staff writes
 * (content-writes.ts) read this table instead of being written again per type, like order-kinds.ts.
 */
import { CONTENT_TYPES, type ContentField, type ContentTypeDeclaration, type ContentTypeName } from '../../src/model/content-types.ts'
import { ONLINE_COURSES_STORAGE, PRODUCTS_STORAGE } from './content-storage/products-and-courses.ts'
import { TAGS, TRAINERS } from './content-storage/relations.ts'
import { searchStems } from './search-stems.ts'
import { translated } from './translations.ts'

/** entity_kind of a trainer's client logos in entity_images (a gallery of their own). */
export const TRAINER_LOGOS_KIND = 'trainer_client_logos'

export interface RelationStorage {
  /** The link table, its column naming the item, the column naming the target, and a fixed entity_kind if shared. */
  table: string
  ownerColumn: string
  targetColumn: string
  entityKind?: string
  /** Ordered by a position column (else by the target's value). */
  position: boolean
  /** The target table, its key and the value staff give for it (a slug, or the key itself). */
  targetTable: string
  targetKey: string
  targetValue: string
}

export interface ContentStorage {
  table: string
  /** Its key column: a uuid made by the Worker, or an integer id SQLite gives a new row. */
  key: 'uuid' | 'id'
  /** Whether the table keeps the creation instant in `created`. */
  created: boolean
  /** The alias every derived query gives the table. */
  alias: string
  translations: { table: string; foreignKey: string }
  /** entity_kind of its rows in entity_tags and entity_images. */
  entityKind: string
  /** The list order of visitors' lists, on the unaliased columns. */
  order: readonly string[]
  /** Full-text search of a type: its FTS5 table; its translations keep `search_stems` of these fields. */
  search?: { table: 'news_search' | 'article_search'; stemsOf: readonly string[] }
  /** The kept row count (publication_counts) of an unfiltered list. */
  keptCount?: 'news' | 'articles'
  relations: Record<string, RelationStorage>
  /** What may point at an item, named in a refused delete: SQL giving the pointing rows' names, ?1 the item's key. */
  referencedBy: ReadonlyArray<{ what: string; sql: string }>
}

const STORED = { key: 'uuid', created: true } as const

/** The items carrying a tag, by the slug (or uuid) of each, per kind of item. */
const TAGGED_BY = [
  ['news', 'news', 'uuid', 'slug'],
  ['articles', 'articles', 'uuid', 'slug'],
  ['events', 'events', 'uuid', 'slug'],
  ['trainers', 'trainers', 'id', 'slug'],
  ['products', 'products', 'uuid', 'slug'],
  ['online_courses', 'online_courses', 'uuid', 'slug'],
].map(([kind, table, key, name]) => ({
  what: kind!,
  sql: `SELECT x.${name} AS name FROM entity_tags et JOIN ${table} x ON x.${key} = et.entity_id WHERE et.entity_kind = '${kind}' AND et.tag_id = ?1`,
}))

export const CONTENT_STORAGE: Record<ContentTypeName, ContentStorage> = {
  news: {
    ...STORED,
    table: 'news',
    alias: 'n',
    translations: { table: 'news_translations', foreignKey: 'news_uuid' },
    entityKind: 'news',
    order: ['date_publication DESC', 'uuid'],
    search: { table: 'news_search', stemsOf: ['title', 'short_description', 'body'] },
    keptCount: 'news',
    relations: { tags: TAGS('news') },
    referencedBy: [],
  },
  articles: {
    ...STORED,
    table: 'articles',
    alias: 'a',
    translations: { table: 'article_translations', foreignKey: 'article_uuid' },
    entityKind: 'articles',
    order: ['date_publication DESC', 'uuid'],
    search: { table: 'article_search', stemsOf: ['title', 'short_description', 'body'] },
    keptCount: 'articles',
    relations: {
      tags: TAGS('articles'),
      articles_ids: {
        table: 'article_relations',
        ownerColumn: 'article_uuid',
        targetColumn: 'related_uuid',
        position: true,
        targetTable: 'articles',
        targetKey: 'uuid',
        targetValue: 'uuid',
      },
    },
    referencedBy: [
      { what: 'articles', sql: 'SELECT a.slug AS name FROM article_relations r JOIN articles a ON a.uuid = r.article_uuid WHERE r.related_uuid = ?1' },
    ],
  },
  events: {
    ...STORED,
    table: 'events',
    alias: 'e',
    translations: { table: 'event_translations', foreignKey: 'event_uuid' },
    entityKind: 'events',
    order: ['date_from', 'uuid'],
    relations: {
      trainers: TRAINERS('event_trainers', 'event_uuid'),
      tags: TAGS('events'),
    },
    referencedBy: [
      { what: 'orders', sql: 'SELECT uuid AS name FROM event_orders WHERE event_uuid = ?1' },
      { what: 'reviews', sql: "SELECT uuid AS name FROM reviews WHERE entity_type = 'EVENT' AND entity_id = ?1" },
    ],
  },
  pages: {
    ...STORED,
    table: 'pages',
    alias: 'p',
    translations: { table: 'page_translations', foreignKey: 'page_uuid' },
    entityKind: 'pages',
    order: ['created DESC', 'uuid'],
    relations: {},
    referencedBy: [],
  },
  tags: {
    key: 'id',
    created: true,
    table: 'tags',
    alias: 'tg',
    translations: { table: 'tag_translations', foreignKey: 'tag_id' },
    entityKind: 'tags',
    order: ['created DESC', 'id'],
    relations: {},
    referencedBy: [
      ...TAGGED_BY,
      { what: 'trainer_blogs', sql: 'SELECT tr.slug AS name FROM trainers tr WHERE tr.blog_tag = (SELECT slug FROM tags WHERE id = ?1)' },
    ],
  },
  trainers: {
    key: 'id',
    created: true,
    table: 'trainers',
    alias: 'tr',
    translations: { table: 'trainer_translations', foreignKey: 'trainer_id' },
    entityKind: 'trainers',
    order: ['created DESC', 'id'],
    relations: { tags: TAGS('trainers') },
    referencedBy: [
      { what: 'events', sql: 'SELECT e.slug AS name FROM event_trainers l JOIN events e ON e.uuid = l.event_uuid WHERE l.trainer_id = ?1' },
      { what: 'online_courses', sql: 'SELECT c.slug AS name FROM online_course_trainers l JOIN online_courses c ON c.uuid = l.course_uuid WHERE l.trainer_id = ?1' },
      { what: 'reviews', sql: "SELECT uuid AS name FROM reviews WHERE entity_type = 'TRAINER' AND entity_id = CAST(?1 AS TEXT)" },
      // Its client logos and businesses' pictures would be left as images nothing shows (issue 42.3): removed first.
      { what: 'client_logos', sql: `SELECT image_uuid AS name FROM entity_images WHERE entity_kind = '${TRAINER_LOGOS_KIND}' AND entity_id = CAST(?1 AS TEXT)` },
      { what: 'businesses', sql: 'SELECT url AS name FROM trainer_businesses WHERE trainer_id = ?1 AND image_id IS NOT NULL' },
    ],
  },
  vacancies: {
    ...STORED,
    table: 'vacancies',
    alias: 'v',
    translations: { table: 'vacancy_translations', foreignKey: 'vacancy_uuid' },
    entityKind: 'vacancies',
    order: ['created DESC', 'uuid'],
    relations: {},
    referencedBy: [],
  },
  partners: {
    key: 'id',
    created: true,
    table: 'partners',
    alias: 'p',
    translations: { table: 'partner_translations', foreignKey: 'partner_id' },
    entityKind: 'partners',
    order: ['created DESC', 'id'],
    relations: {},
    referencedBy: [],
  },
  employees: {
    key: 'id',
    created: false,
    table: 'employees',
    alias: 'e',
    translations: { table: 'employee_translations', foreignKey: 'employee_id' },
    entityKind: 'employees',
    order: ['position', 'id'],
    relations: {},
    referencedBy: [],
  },
  social_activities: {
    ...STORED,
    table: 'social_activities',
    alias: 's',
    translations: { table: 'social_activity_translations', foreignKey: 'activity_uuid' },
    entityKind: 'social_activities',
    order: ['date_completion DESC', 'uuid'],
    relations: {},
    referencedBy: [],
  },
  products: PRODUCTS_STORAGE,
  online_courses: ONLINE_COURSES_STORAGE,
}

type Entries = Array<[string, ContentField]>

export function fieldsOf(type: ContentTypeName): Entries {
  return Object.entries(CONTENT_TYPES[type].fields) as Entries
}

/** The untranslated fields (columns of the item's own table). */
export function ownFields(type: ContentTypeName): Entries {
  return fieldsOf(type).filter(([, field]) => !field.translated)
}

export function translatedFields(type: ContentTypeName): Entries {
  return fieldsOf(type).filter(([, field]) => field.translated)
}

/** The translated field naming an item in the desk's lists. */
export function titleFieldOf(type: ContentTypeName): string {
  const declaration: ContentTypeDeclaration = CONTENT_TYPES[type]
  return declaration.titleField ?? 'title'
}

export const hasSlug = (type: ContentTypeName) => 'slug' in CONTENT_TYPES[type].fields

/** A `file` field's column keeps the file's public address; staff name the file by its uuid in the library. */
export function staffColumn(name: string, field: ContentField, alias: string): string {
  return field.kind === 'file' ? `(SELECT uf.uuid FROM uploaded_files uf WHERE uf.url = ${alias}.${name}) AS ${name}` : `${alias}.${name}`
}

/** The SQL of a stored value bound as `placeholder`: a file's uuid becomes its address. */
export function storedValueSql(field: ContentField | undefined, placeholder: string): string {
  return field?.kind === 'file' ? `(SELECT url FROM uploaded_files WHERE uuid = ${placeholder})` : placeholder
}

/**
 * The SELECT list of a visitors' read: uuid, the own columns and the translated ones (with ru fallback, aliases `t`
 * and `r` of translationJoins); a list leaves out the item-only fields (bodies).
 */
export function publicColumns(type: ContentTypeName, shape: 'list' | 'item'): string {
  const { alias, key } = CONTENT_STORAGE[type]
  const wanted = ([, field]: [string, ContentField]) => shape === 'item' || !field.itemOnly
  return [
    `${alias}.${key}`,
    ...ownFields(type).filter(wanted).map(([name]) => `${alias}.${name}`),
    ...translatedFields(type).filter(wanted).map(([name]) => translated(name)),
  ].join(', ')
}

/** SQLite keeps booleans as 0/1: a stored row to the public shape. */
export function fromStored<Row extends Record<string, unknown>>(type: ContentTypeName, row: Row): Row {
  const out: Record<string, unknown> = { ...row }
  for (const [name, field] of fieldsOf(type)) if (field.kind === 'boolean' && name in out) out[name] = out[name] === 1
  return out as Row
}

/** D1's clock as an ISO instant (toISOString's form, so that stored times compare as text); one value within a statement. */
export const NOW_SQL = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

/** Visitors see an item that is published and whose publish_at (if any) has come (BE-05). */
export function visibleSql(alias: string): string {
  return `(${alias}.status = 'published' AND (${alias}.publish_at IS NULL OR ${alias}.publish_at <= ${NOW_SQL}))`
}

/** The few items not yet visible (drafts and scheduled), through the type's partial index `<table>_hidden`. */
export function hiddenSql(alias: string): string {
  return `(${alias}.status = 'draft' OR ${alias}.publish_at IS NOT NULL) AND NOT ${visibleSql(alias)}`
}

/**
 * `FROM` of a count of the hidden items (with hiddenSql in its WHERE): the type's partial index `<table>_hidden`, named,
 * since beside a filter on an indexed column (an event's date_end, a product's type) SQLite chose that column's index
 * and read every row it matched to test the status: 12 ms for the future events of seed ×100 instead of 0.2 (issue 43).
 */
export function hiddenFrom(table: string, alias: string): string {
  return `${table} ${alias} INDEXED BY ${table}_hidden`
}

/**
 * The count of the visible items of `table` (as `alias`) that meet `conditions` (none: all of them): all that meet
 * them less the few hidden ones among them, counted through hiddenFrom, so that no row is read for its status. The
 * conditions stand in both counts, so their numbered parameters are bound once. One row: `count`.
 */
export function visibleCountSql(table: string, alias: string, conditions: readonly string[] = []): string {
  const all = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''
  const hidden = [hiddenSql(alias), ...conditions].join(' AND ')
  return `SELECT (SELECT COUNT(*) FROM ${table} ${alias}${all}) - (SELECT COUNT(*) FROM ${hiddenFrom(table, alias)} WHERE ${hidden}) AS count`
}

/** `date_publication DESC, uuid` on alias `x`. */
export function orderSql(type: ContentTypeName, alias: string): string {
  return CONTENT_STORAGE[type].order.map((term) => `${alias}.${term}`).join(', ')
}

/** A translation row with the stems of its searched text where the type is searchable (BE-07, migration 0015). */
export function withSearchStems<Row extends Record<string, unknown>>(type: ContentTypeName, text: Row): Row {
  const search = CONTENT_STORAGE[type].search
  if (!search) return text
  const searched = search.stemsOf.map((name) => text[name] ?? '').join(' ')
  return { ...text, search_stems: searchStems(String(text.language), searched) }
}
