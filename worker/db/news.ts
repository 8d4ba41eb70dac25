import type { NewsEntity, NewsListItem } from '../../src/model/entities/publications'
import type { Language } from '../../src/model/languages'
import { commaList, firstCount, ftsQuery, keptCount, searchCount, searchPageUuids, tagsOf } from './publication-lists'
import { translated, translationJoins } from './translations'

interface NewsRow extends Omit<NewsEntity, 'tags' | 'seo_noindex'> {
  seo_noindex: number
}

const COLUMNS = `n.uuid, n.slug, n.date_publication, n.seo_noindex, ${translated('title')},
  ${translated('short_description')}, ${translated('seo_title')}, ${translated('seo_description')},
  ${translated('seo_keywords')}`

const FROM = `FROM news n ${translationJoins('news_translations', 'news_uuid', 'n.uuid')}`

export interface NewsFilter {
  /** Tag slugs, as the comma list of the query: a news item with any of them matches (API-24, BE-06). */
  tags?: string
  /** Words to find in title and text, any language (BE-07). */
  search?: string
}

/**
 * The WHERE clause of a filtered list, with its parameters numbered from `first`. Each filter is a set of uuids
 * found through an index (entity_tags by tag, the FTS5 index), so no filter reads the whole news table.
 */
function filterClause(filter: NewsFilter, first: number): { where: string; params: string[] } | null | undefined {
  const conditions: string[] = []
  const params: string[] = []
  const tags = commaList(filter.tags)
  if (tags.length > 0) {
    params.push(JSON.stringify(tags))
    conditions.push(`x.uuid IN (SELECT et.entity_id FROM entity_tags et
      WHERE et.entity_kind = 'news' AND et.tag_id IN (SELECT tg.id FROM tags tg
      WHERE tg.slug IN (SELECT value FROM json_each(?${first + params.length - 1}))))`)
  }
  // An empty `search=` is no search; words of nothing but punctuation find nothing.
  if (filter.search !== undefined && filter.search.trim() !== '') {
    const match = ftsQuery(filter.search)
    if (match === undefined) return null
    params.push(match)
    conditions.push(`x.uuid IN (SELECT uuid FROM news_search WHERE news_search MATCH ?${first + params.length - 1})`)
  }
  return conditions.length > 0 ? { where: `WHERE ${conditions.join(' AND ')}`, params } : undefined
}

/** News newest first (CONST-09 `-date_publication`), filtered by tags and search; bodies left out. */
export async function listNews(
  db: D1Database,
  language: Language,
  filter: NewsFilter,
  { skip, limit }: { skip: number; limit: number },
): Promise<{ rows: NewsListItem[]; count: number }> {
  const clause = filterClause(filter, 2)
  // A search with no words in it finds nothing.
  if (clause === null) return { rows: [], count: 0 }
  if (filter.search?.trim() && commaList(filter.tags).length === 0) return searchNews(db, language, filter.search, { skip, limit })
  const params = clause?.params ?? []
  const paging = params.length + 2
  const list = db
    .prepare(
      `SELECT ${COLUMNS} FROM (
         SELECT * FROM news x ${clause?.where ?? ''}
         ORDER BY x.date_publication DESC, x.uuid LIMIT ?${paging} OFFSET ?${paging + 1}
       ) AS n ${translationJoins('news_translations', 'news_uuid', 'n.uuid')}
       ORDER BY n.date_publication DESC, n.uuid`,
    )
    .bind(language, ...params, limit, skip)
  const count = clause
    ? db.prepare(`SELECT COUNT(*) AS count FROM news x ${clause.where}`).bind(language, ...params)
    : keptCount(db, 'news')
  const [rows, total] = await db.batch([list, count])
  const found = (rows?.results ?? []) as NewsRow[]
  const tags = await tagsOf(db, 'news', found.map((row) => row.uuid))
  return {
    rows: found.map((row) => ({ ...row, seo_noindex: row.seo_noindex === 1, tags: tags.get(row.uuid) ?? [] })),
    count: firstCount(total),
  }
}

/**
 * A search alone walks the FTS5 matches in rowid order, which is publication order (migration 0006): the page costs
 * the same whatever the catalogue's size, and the count reads no content (`rowid / 10` is the news item).
 */
async function searchNews(
  db: D1Database,
  language: Language,
  search: string,
  { skip, limit }: { skip: number; limit: number },
): Promise<{ rows: NewsListItem[]; count: number }> {
  const match = ftsQuery(search)
  if (match === undefined) return { rows: [], count: 0 }
  const list = db
    .prepare(
      `SELECT ${COLUMNS} FROM (
         SELECT x.* FROM (${searchPageUuids('news_search', '?2', '?3', '?4')}) AS found JOIN news x ON x.uuid = found.uuid
       ) AS n ${translationJoins('news_translations', 'news_uuid', 'n.uuid')}
       ORDER BY n.date_publication DESC, n.uuid`,
    )
    .bind(language, match, limit, skip)
  const [rows, total] = await db.batch([list, searchCount(db, 'news_search', match)])
  const found = (rows?.results ?? []) as NewsRow[]
  const tags = await tagsOf(db, 'news', found.map((row) => row.uuid))
  return {
    rows: found.map((row) => ({ ...row, seo_noindex: row.seo_noindex === 1, tags: tags.get(row.uuid) ?? [] })),
    count: firstCount(total),
  }
}

/** A news item by slug or uuid, in `language` with fallback to ru. The body is raw: the API sanitises it. */
export async function findNews(db: D1Database, language: Language, id: string): Promise<NewsEntity | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS}, ${translated('body')} ${FROM} WHERE n.slug = ?2 OR n.uuid = ?2 LIMIT 1`)
    .bind(language, id)
    .first<NewsRow>()
  if (!row) return null
  const tags = await tagsOf(db, 'news', [row.uuid])
  return { ...row, seo_noindex: row.seo_noindex === 1, tags: tags.get(row.uuid) ?? [] }
}
