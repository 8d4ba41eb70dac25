import { visibleSql } from './content-registry'
import type { ImageList } from '../../src/model/entities/reference'
import { imagesOf as imagesOfEntities } from './images'
import { searchWords, stemOf } from './search-stems'

/**
 * What the publication lists share: images and tag slugs of a page of rows in one query each (never one query a
 * row), the FTS5 match expression of a visitor's search, and the kept row counts.
 */

/** Entity kinds as entity_images and entity_tags name them. */
export type PublicationKind = 'news' | 'articles' | 'partners' | 'employees'

/** Image uuids (or renditions with `expand`) of each entity id, in position order (ENTITY-18): images.ts's one query. */
export async function imagesOf(
  db: D1Database,
  kind: PublicationKind,
  ids: Array<string | number>,
  expand: boolean,
): Promise<Map<string, ImageList>> {
  const images = await imagesOfEntities(db, kind, ids.map(String))
  if (expand) return images
  return new Map([...images].map(([id, list]) => [id, list.map((image) => image.uuid)]))
}

/** Tag slugs of each entity id (ENTITY-06, ENTITY-07). */
export async function tagsOf(db: D1Database, kind: PublicationKind, ids: string[]): Promise<Map<string, string[]>> {
  const byEntity = new Map<string, string[]>()
  if (ids.length === 0) return byEntity
  const { results } = await db
    .prepare(
      `SELECT et.entity_id, tg.slug FROM entity_tags et JOIN tags tg ON tg.id = et.tag_id
       WHERE et.entity_kind = ?1 AND et.entity_id IN (SELECT value FROM json_each(?2)) AND ${visibleSql('tg')}
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

export function firstCount(result: D1Result | undefined): number {
  return (result?.results?.[0] as { count: number } | undefined)?.count ?? 0
}
