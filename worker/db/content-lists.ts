import type { ContentListFields, ContentItemFields } from '../../src/model/content-types'
import type { Language } from '../../src/model/languages'
import { CONTENT_STORAGE, fromStored, hiddenFrom, hiddenSql, orderSql, publicColumns, visibleSql } from './content-registry'
import { commaList, firstCount, ftsQuery } from './publication-lists'
import { translationJoins } from './translations'

/**
 * Visitors' lists and items of the searchable publications (news, articles), derived from the content registry: one
 * list-and-count for both, filtered by tags, ids and full-text search, showing only what is published (BE-05).
 */
export type PublicationType = 'news' | 'articles'

export type PublicationListRow<T extends PublicationType> = { uuid: string } & ContentListFields<T>
export type PublicationItemRow<T extends PublicationType> = { uuid: string } & ContentItemFields<T>

export interface PublicationFilter {
  /** Tag slugs (comma list): an item with any of them matches (API-24, API-25, BE-06). */
  tags?: string
  /** Words to find in title and text, any language (BE-07). */
  search?: string
  /** Uuids of the items wanted (comma list): the related articles of an article (API-35, BE-33). */
  ids?: string
}

const joins = (type: PublicationType) => {
  const { translations, alias } = CONTENT_STORAGE[type]
  return translationJoins(translations.table, translations.foreignKey, `${alias}.uuid`)
}

/**
 * The WHERE clause on alias `x` with parameters numbered from `first`; null when nothing can match. Each filter is a
 * set of uuids found through an index (entity_tags by tag, the FTS5 index), so no filter reads the whole table.
 */
function filterClause(type: PublicationType, filter: PublicationFilter, first: number): { where: string; params: string[] } | null {
  const { entityKind, search } = CONTENT_STORAGE[type]
  const conditions = [visibleSql('x')]
  const params: string[] = []
  const next = (value: string) => `?${first + params.push(value) - 1}`
  const ids = commaList(filter.ids)
  if (ids.length > 0) conditions.push(`x.uuid IN (SELECT value FROM json_each(${next(JSON.stringify(ids))}))`)
  const tags = commaList(filter.tags)
  if (tags.length > 0) {
    conditions.push(`x.uuid IN (SELECT et.entity_id FROM entity_tags et
      WHERE et.entity_kind = '${entityKind}' AND et.tag_id IN (SELECT tg.id FROM tags tg
      WHERE tg.slug IN (SELECT value FROM json_each(${next(JSON.stringify(tags))}))))`)
  }
  // An empty `search=` is no search; words of nothing but punctuation find nothing.
  if (search && filter.search !== undefined && filter.search.trim() !== '') {
    const match = ftsQuery(filter.search)
    if (match === undefined) return null
    conditions.push(`x.uuid IN (SELECT uuid FROM ${search.table} WHERE ${search.table} MATCH ${next(match)})`)
  }
  return { where: `WHERE ${conditions.join(' AND ')}`, params }
}

const filtered = (filter: PublicationFilter) => commaList(filter.tags).length > 0 || commaList(filter.ids).length > 0

/** A page of published items in the type's order with the count of all that match; bodies left out. */
export async function listPublications<T extends PublicationType>(
  db: D1Database,
  type: T,
  language: Language,
  filter: PublicationFilter,
  { skip, limit }: { skip: number; limit: number },
): Promise<{ rows: Array<PublicationListRow<T>>; count: number }> {
  const clause = filterClause(type, filter, 2)
  if (clause === null) return { rows: [], count: 0 }
  if (filter.search?.trim() && !filtered(filter)) return searchPublications(db, type, language, filter.search, { skip, limit })
  const { table, alias } = CONTENT_STORAGE[type]
  const paging = clause.params.length + 2
  const list = db
    .prepare(
      `SELECT ${publicColumns(type, 'list')} FROM (
         SELECT * FROM ${table} x ${clause.where}
         ORDER BY ${orderSql(type, 'x')} LIMIT ?${paging} OFFSET ?${paging + 1}
       ) AS ${alias} ${joins(type)}
       ORDER BY ${orderSql(type, alias)}`,
    )
    .bind(language, ...clause.params, limit, skip)
  const count = clause.params.length > 0 || filter.search?.trim()
    ? db.prepare(`SELECT COUNT(*) AS count FROM ${table} x ${clause.where}`).bind(language, ...clause.params)
    : visibleCount(db, type)
  const [rows, total] = await db.batch([list, count])
  return { rows: stored(type, rows?.results ?? []), count: firstCount(total) }
}

/** The kept count (publication_counts, kept by triggers) less the few drafts and scheduled items. */
function visibleCount(db: D1Database, type: PublicationType): D1PreparedStatement {
  const { table, keptCount } = CONTENT_STORAGE[type]
  return db
    .prepare(
      `SELECT (SELECT count FROM publication_counts WHERE kind = ?1)
         - (SELECT COUNT(*) FROM ${hiddenFrom(table, 'x')} WHERE ${hiddenSql('x')}) AS count`,
    )
    .bind(keptCount)
}

/**
 * A search alone walks the FTS5 matches in rowid order, which is publication order (migration 0006): the page costs
 * the same whatever the catalogue's size; the count reads no content (`rowid / 10` is the item) and subtracts the
 * hidden items that match, each found by its own rowid range.
 */
async function searchPublications<T extends PublicationType>(
  db: D1Database,
  type: T,
  language: Language,
  search: string,
  { skip, limit }: { skip: number; limit: number },
): Promise<{ rows: Array<PublicationListRow<T>>; count: number }> {
  const match = ftsQuery(search)
  const fts = CONTENT_STORAGE[type].search!.table
  if (match === undefined) return { rows: [], count: 0 }
  const { table, alias } = CONTENT_STORAGE[type]
  const list = db
    .prepare(
      `SELECT ${publicColumns(type, 'list')} FROM (
         SELECT x.* FROM (
           SELECT DISTINCT s.uuid FROM ${fts} s JOIN ${table} x ON x.uuid = s.uuid
           WHERE ${fts} MATCH ?2 AND ${visibleSql('x')} ORDER BY s.rowid DESC LIMIT ?3 OFFSET ?4
         ) AS found JOIN ${table} x ON x.uuid = found.uuid
       ) AS ${alias} ${joins(type)}
       ORDER BY ${orderSql(type, alias)}`,
    )
    .bind(language, match, limit, skip)
  const count = db
    .prepare(
      `SELECT (SELECT COUNT(DISTINCT rowid / 10) FROM ${fts} WHERE ${fts} MATCH ?1)
         - (SELECT COUNT(*) FROM ${hiddenFrom(table, 'x')} WHERE ${hiddenSql('x')} AND EXISTS (
             SELECT 1 FROM ${fts} WHERE ${fts} MATCH ?1
               AND rowid BETWEEN unixepoch(x.date_publication) * 1000000 + (x.rowid % 100000) * 10
                 AND unixepoch(x.date_publication) * 1000000 + (x.rowid % 100000) * 10 + 9)) AS count`,
    )
    .bind(match)
  const [rows, total] = await db.batch([list, count])
  return { rows: stored(type, rows?.results ?? []), count: firstCount(total) }
}

/** A published item by slug or uuid, in `language` with fallback to ru; rich text raw (the API sanitises it). */
export async function findPublication<T extends PublicationType>(
  db: D1Database,
  type: T,
  language: Language,
  id: string,
): Promise<PublicationItemRow<T> | null> {
  const { table, alias } = CONTENT_STORAGE[type]
  const row = await db
    .prepare(
      `SELECT ${publicColumns(type, 'item')} FROM ${table} ${alias} ${joins(type)}
       WHERE (${alias}.slug = ?2 OR ${alias}.uuid = ?2) AND ${visibleSql(alias)} LIMIT 1`,
    )
    .bind(language, id)
    .first<PublicationItemRow<T>>()
  return row ? fromStored(type, row) : null
}

function stored<T extends PublicationType>(type: T, rows: unknown[]): Array<PublicationListRow<T>> {
  return (rows as Array<PublicationListRow<T>>).map((row) => fromStored(type, row))
}
