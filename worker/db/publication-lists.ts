import type { Images } from '../../src/model/entities/publications'
import type { ImageEntity } from '../../src/model/entities/reference'
import { searchWords, stemOf } from './search-stems'

/**
 * What the publication lists share: images and tag slugs of a page of rows in one query each (never one query a
 * row), the FTS5 match expression of a visitor's search, and the kept row counts.
 */

/** Entity kinds as entity_images and entity_tags name them. */
export type PublicationKind = 'news' | 'articles' | 'partners' | 'employees'

/** Image uuids (or renditions with `expand`) of each entity id, in position order (ENTITY-18). */
export async function imagesOf(
  db: D1Database,
  kind: PublicationKind,
  ids: Array<string | number>,
  expand: boolean,
): Promise<Map<string, Images>> {
  const byEntity = new Map<string, Images>()
  if (ids.length === 0) return byEntity
  const { results } = await db
    .prepare(
      `SELECT ei.entity_id, i.uuid, i.small, i.medium, i.large
       FROM entity_images ei JOIN images i ON i.uuid = ei.image_uuid
       WHERE ei.entity_kind = ?1 AND ei.entity_id IN (SELECT value FROM json_each(?2))
       ORDER BY ei.entity_id, ei.position`,
    )
    .bind(kind, JSON.stringify(ids.map(String)))
    .all<ImageEntity & { entity_id: string }>()
  for (const { entity_id, ...image } of results) {
    const list = (byEntity.get(entity_id) ?? []) as Array<string | ImageEntity>
    list.push(expand ? image : image.uuid)
    byEntity.set(entity_id, list as Images)
  }
  return byEntity
}

/** Tag slugs of each entity id (ENTITY-06, ENTITY-07). */
export async function tagsOf(db: D1Database, kind: PublicationKind, ids: string[]): Promise<Map<string, string[]>> {
  const byEntity = new Map<string, string[]>()
  if (ids.length === 0) return byEntity
  const { results } = await db
    .prepare(
      `SELECT et.entity_id, tg.slug FROM entity_tags et JOIN tags tg ON tg.id = et.tag_id
       WHERE et.entity_kind = ?1 AND et.entity_id IN (SELECT value FROM json_each(?2))
       ORDER BY et.entity_id, tg.slug`,
    )
    .bind(kind, JSON.stringify(ids))
    .all<{ entity_id: string; slug: string }>()
  for (const { entity_id, slug } of results) {
    const list = byEntity.get(entity_id) ?? []
    list.push(slug)
    byEntity.set(entity_id, list)
  }
  return byEntity
}

/**
 * The FTS5 query for what a visitor typed (BE-07): each word matches as a prefix of a stored word or by its Snowball
 * stem in the `stems` column (тренингах → тренинг, trainings → train), and all words must match. Words are letters
 * and digits of any script, so FTS5 syntax (quotes, operators, column filters) never reaches MATCH and a hostile
 * string cannot make it fail. Undefined when nothing searchable is left.
 */
export function ftsQuery(search: string): string | undefined {
  const terms = [...new Set(searchWords(search))].slice(0, 8)
  if (terms.length === 0) return undefined
  return terms
    .map((word) => {
      const stem = stemOf(word)
      return stem ? `("${word}"* OR stems : "${stem}")` : `"${word}"*`
    })
    .join(' AND ')
}

/** A comma list of the query string as distinct non-empty items. */
export function commaList(value: string | undefined): string[] {
  if (!value) return []
  return [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))]
}

/** The kept row count of news or articles (publication_counts, maintained by triggers). */
export function keptCount(db: D1Database, kind: 'news' | 'articles'): D1PreparedStatement {
  return db.prepare('SELECT count FROM publication_counts WHERE kind = ?1').bind(kind)
}

export function firstCount(result: D1Result | undefined): number {
  return (result?.results?.[0] as { count: number } | undefined)?.count ?? 0
}

export type SearchTable = 'news_search' | 'article_search'

/**
 * The uuids of one page of a search alone, newest first: the FTS5 rowid is publication order (migration 0006), so
 * SQLite walks the matches in that order and stops after the page, whatever the catalogue's size. Parameters are
 * the given placeholders.
 */
export function searchPageUuids(table: SearchTable, match: string, limit: string, offset: string): string {
  return `SELECT DISTINCT uuid FROM ${table} WHERE ${table} MATCH ${match} ORDER BY rowid DESC LIMIT ${limit} OFFSET ${offset}`
}

/** The number of items (not language rows) a search finds; `rowid / 10` is the item, so no content is read. */
export function searchCount(db: D1Database, table: SearchTable, match: string): D1PreparedStatement {
  return db.prepare(`SELECT COUNT(DISTINCT rowid / 10) AS count FROM ${table} WHERE ${table} MATCH ?1`).bind(match)
}
