import type { ArticleEntity, ArticleListItem } from '../../src/model/entities/publications'
import type { Language } from '../../src/model/languages'
import { commaList, firstCount, ftsQuery, imagesOf, keptCount, searchCount, searchPageUuids, tagsOf } from './publication-lists'
import { translated, translationJoins } from './translations'

type ArticleRow = Omit<ArticleEntity, 'tags' | 'seo_noindex' | 'images' | 'articles_ids'> & { seo_noindex: number }

const COLUMNS = `a.uuid, a.slug, a.image_id, a.card_type, a.date_publication, a.seo_noindex, ${translated('title')},
  ${translated('short_description')}, ${translated('seo_title')}, ${translated('seo_description')},
  ${translated('seo_keywords')}`

const FROM = `FROM articles a ${translationJoins('article_translations', 'article_uuid', 'a.uuid')}`

export interface ArticleFilter {
  /** Tag slugs (comma list): an article with any of them matches (API-25, API-35). */
  tags?: string
  /** Words to find in title and text, any language (BE-07). */
  search?: string
  /** Uuids of the articles wanted (comma list): the related articles of an article (API-35, BE-33). */
  articles_ids?: string
}

/** The WHERE clause of a filtered list with parameters numbered from `first`; null when nothing can match. */
function filterClause(filter: ArticleFilter, first: number): { where: string; params: string[] } | null | undefined {
  const conditions: string[] = []
  const params: string[] = []
  const next = (value: string) => {
    params.push(value)
    return `?${first + params.length - 1}`
  }
  const ids = commaList(filter.articles_ids)
  if (ids.length > 0) conditions.push(`x.uuid IN (SELECT value FROM json_each(${next(JSON.stringify(ids))}))`)
  const tags = commaList(filter.tags)
  if (tags.length > 0) {
    conditions.push(`x.uuid IN (SELECT et.entity_id FROM entity_tags et
      WHERE et.entity_kind = 'articles' AND et.tag_id IN (SELECT tg.id FROM tags tg
      WHERE tg.slug IN (SELECT value FROM json_each(${next(JSON.stringify(tags))}))))`)
  }
  // An empty `search=` is no search; words of nothing but punctuation find nothing.
  if (filter.search !== undefined && filter.search.trim() !== '') {
    const match = ftsQuery(filter.search)
    if (match === undefined) return null
    conditions.push(`x.uuid IN (SELECT uuid FROM article_search WHERE article_search MATCH ${next(match)})`)
  }
  return conditions.length > 0 ? { where: `WHERE ${conditions.join(' AND ')}`, params } : undefined
}

async function complete(db: D1Database, rows: ArticleRow[], expandImages: boolean): Promise<ArticleListItem[]> {
  const uuids = rows.map((row) => row.uuid)
  const [tags, images, related] = await Promise.all([
    tagsOf(db, 'articles', uuids),
    imagesOf(db, 'articles', uuids, expandImages),
    relatedOf(db, uuids),
  ])
  return rows.map((row) => ({
    ...row,
    seo_noindex: row.seo_noindex === 1,
    tags: tags.get(row.uuid) ?? [],
    images: images.get(row.uuid) ?? [],
    articles_ids: related.get(row.uuid) ?? [],
  }))
}

/** `articles_ids` of each article, in the order staff gave them. */
async function relatedOf(db: D1Database, uuids: string[]): Promise<Map<string, string[]>> {
  const byArticle = new Map<string, string[]>()
  if (uuids.length === 0) return byArticle
  const { results } = await db
    .prepare(
      `SELECT article_uuid, related_uuid FROM article_relations
       WHERE article_uuid IN (SELECT value FROM json_each(?1)) ORDER BY article_uuid, position`,
    )
    .bind(JSON.stringify(uuids))
    .all<{ article_uuid: string; related_uuid: string }>()
  for (const { article_uuid, related_uuid } of results) {
    byArticle.set(article_uuid, [...(byArticle.get(article_uuid) ?? []), related_uuid])
  }
  return byArticle
}

/** Blog articles newest first (CONST-09 `-date_publication`), filtered by ids, tags and search; bodies left out. */
export async function listArticles(
  db: D1Database,
  language: Language,
  filter: ArticleFilter,
  { skip, limit, expandImages }: { skip: number; limit: number; expandImages: boolean },
): Promise<{ rows: ArticleListItem[]; count: number }> {
  const clause = filterClause(filter, 2)
  if (clause === null) return { rows: [], count: 0 }
  const searchOnly = filter.search?.trim() && !commaList(filter.tags).length && !commaList(filter.articles_ids).length
  if (searchOnly) return searchArticles(db, language, filter.search!, { skip, limit, expandImages })
  const params = clause?.params ?? []
  const paging = params.length + 2
  const list = db
    .prepare(
      `SELECT ${COLUMNS} FROM (
         SELECT * FROM articles x ${clause?.where ?? ''}
         ORDER BY x.date_publication DESC, x.uuid LIMIT ?${paging} OFFSET ?${paging + 1}
       ) AS a ${translationJoins('article_translations', 'article_uuid', 'a.uuid')}
       ORDER BY a.date_publication DESC, a.uuid`,
    )
    .bind(language, ...params, limit, skip)
  const count = clause
    ? db.prepare(`SELECT COUNT(*) AS count FROM articles x ${clause.where}`).bind(language, ...params)
    : keptCount(db, 'articles')
  const [rows, total] = await db.batch([list, count])
  return { rows: await complete(db, (rows?.results ?? []) as ArticleRow[], expandImages), count: firstCount(total) }
}

/** A search alone: one page of matches in publication order, counted without reading content (migration 0006). */
async function searchArticles(
  db: D1Database,
  language: Language,
  search: string,
  { skip, limit, expandImages }: { skip: number; limit: number; expandImages: boolean },
): Promise<{ rows: ArticleListItem[]; count: number }> {
  const match = ftsQuery(search)
  if (match === undefined) return { rows: [], count: 0 }
  const list = db
    .prepare(
      `SELECT ${COLUMNS} FROM (
         SELECT x.* FROM (${searchPageUuids('article_search', '?2', '?3', '?4')}) AS found
         JOIN articles x ON x.uuid = found.uuid
       ) AS a ${translationJoins('article_translations', 'article_uuid', 'a.uuid')}
       ORDER BY a.date_publication DESC, a.uuid`,
    )
    .bind(language, match, limit, skip)
  const [rows, total] = await db.batch([list, searchCount(db, 'article_search', match)])
  return { rows: await complete(db, (rows?.results ?? []) as ArticleRow[], expandImages), count: firstCount(total) }
}

/** An article by slug or uuid, in `language` with fallback to ru. The body is raw: the API sanitises it. */
export async function findArticle(
  db: D1Database,
  language: Language,
  id: string,
  expandImages: boolean,
): Promise<ArticleEntity | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS}, ${translated('body')} ${FROM} WHERE a.slug = ?2 OR a.uuid = ?2 LIMIT 1`)
    .bind(language, id)
    .first<ArticleRow & { body: string }>()
  if (!row) return null
  const [item] = await complete(db, [row], expandImages)
  return { ...item!, body: row.body }
}
