import type { NewsEntity, NewsListItem } from '../../src/model/entities/publications'
import type { Language } from '../../src/model/languages'
import { findPublication, listPublications, type PublicationFilter } from './content-lists'
import { tagsOf } from './publication-lists'

export type NewsFilter = Pick<PublicationFilter, 'tags' | 'search'>

/** News newest first (CONST-09 `-date_publication`), filtered by tags and search; bodies left out. */
export async function listNews(
  db: D1Database,
  language: Language,
  filter: NewsFilter,
  paging: { skip: number; limit: number },
): Promise<{ rows: NewsListItem[]; count: number }> {
  const { rows, count } = await listPublications(db, 'news', language, filter, paging)
  const tags = await tagsOf(db, 'news', rows.map((row) => row.uuid))
  return { rows: rows.map((row) => ({ ...row, tags: tags.get(row.uuid) ?? [] })), count }
}

/** A news item by slug or uuid, in `language` with fallback to ru. The body is raw: the API sanitises it. */
export async function findNews(db: D1Database, language: Language, id: string): Promise<NewsEntity | null> {
  const row = await findPublication(db, 'news', language, id)
  if (!row) return null
  const tags = await tagsOf(db, 'news', [row.uuid])
  return { ...row, tags: tags.get(row.uuid) ?? [] }
}
