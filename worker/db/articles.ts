import type { ArticleEntity, ArticleListItem } from '../../src/model/entities/publications'
import type { Language } from '../../src/model/languages'
import { findPublication, listPublications, type PublicationListRow } from './content-lists'
import { imagesOf, tagsOf } from './publication-lists'

export interface ArticleFilter {
  /** Tag slugs (comma list): an article with any of them matches (API-25, API-35). */
  tags?: string
  /** Words to find in title and text, any language (BE-07). */
  search?: string
  /** Uuids of the articles wanted (comma list): the related articles of an article (API-35, BE-33). */
  articles_ids?: string
}

async function complete(db: D1Database, rows: Array<PublicationListRow<'articles'>>, expandImages: boolean): Promise<ArticleListItem[]> {
  const uuids = rows.map((row) => row.uuid)
  const [tags, images, related] = await Promise.all([
    tagsOf(db, 'articles', uuids),
    imagesOf(db, 'articles', uuids, expandImages),
    relatedOf(db, uuids),
  ])
  return rows.map((row) => ({
    ...row,
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
  { articles_ids, ...filter }: ArticleFilter,
  { skip, limit, expandImages }: { skip: number; limit: number; expandImages: boolean },
): Promise<{ rows: ArticleListItem[]; count: number }> {
  const { rows, count } = await listPublications(db, 'articles', language, { ...filter, ids: articles_ids }, { skip, limit })
  return { rows: await complete(db, rows, expandImages), count }
}

/** An article by slug or uuid, in `language` with fallback to ru. The body is raw: the API sanitises it. */
export async function findArticle(
  db: D1Database,
  language: Language,
  id: string,
  expandImages: boolean,
): Promise<ArticleEntity | null> {
  const row = await findPublication(db, 'articles', language, id)
  if (!row) return null
  const { body, ...listed } = row
  const [item] = await complete(db, [listed], expandImages)
  return { ...item!, body }
}
