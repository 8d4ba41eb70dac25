import type { PageEntity, PageListItem } from '../../src/model/api'
import type { Language } from '../../src/model/languages'
import { translated, translationJoins } from './translations'

interface PageRow {
  uuid: string
  slug: string
  title: string
  body: string
  date_publication: string
  seo_title: string
  seo_description: string
  seo_keywords: string
  seo_noindex: number
}

const COLUMNS = `p.uuid, p.slug, p.date_publication, p.seo_noindex,
  ${translated('title')}, ${translated('seo_title')}, ${translated('seo_description')}, ${translated('seo_keywords')}`

const FROM = `FROM pages p ${translationJoins('page_translations', 'page_uuid', 'p.uuid')}`

function toPage(row: PageRow): PageEntity {
  return { ...row, seo_noindex: row.seo_noindex === 1 }
}

/** A content page by slug or uuid, in `language` with fallback to ru. */
export async function findPage(db: D1Database, language: Language, id: string): Promise<PageEntity | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS}, ${translated('body')} ${FROM} WHERE p.slug = ?2 OR p.uuid = ?2 LIMIT 1`)
    .bind(language, id)
    .first<PageRow>()
  return row ? toPage(row) : null
}

export type PageOrder = 'created' | '-created'

export async function listPages(
  db: D1Database,
  language: Language,
  { skip, limit, order }: { skip: number; limit: number; order: PageOrder },
): Promise<{ rows: PageListItem[]; count: number }> {
  const direction = order === 'created' ? 'ASC' : 'DESC'
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT ${COLUMNS} ${FROM} ORDER BY p.created ${direction}, p.uuid LIMIT ?2 OFFSET ?3`)
      .bind(language, limit, skip),
    db.prepare('SELECT COUNT(*) AS count FROM pages'),
  ])
  const list = (rows?.results ?? []) as Array<Omit<PageRow, 'body'>>
  const total = (count?.results?.[0] as { count: number } | undefined)?.count ?? 0
  return {
    rows: list.map((row) => ({ ...row, seo_noindex: row.seo_noindex === 1 })),
    count: total,
  }
}
