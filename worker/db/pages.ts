import type { PageEntity, PageListItem } from '../../src/model/api'
import type { Language } from '../../src/model/languages'
import type { ContentItemFields, ContentListFields } from '../../src/model/content-types'
import { fromStored, publicColumns, visibleCountSql, visibleSql } from './content-registry'
import { translationJoins } from './translations'

type PageRow = { uuid: string } & ContentItemFields<'pages'>
type PageListRow = { uuid: string } & ContentListFields<'pages'>

const FROM = `FROM pages p ${translationJoins('page_translations', 'page_uuid', 'p.uuid')}`

/** A content page by slug or uuid, in `language` with fallback to ru. */
export async function findPage(db: D1Database, language: Language, id: string): Promise<PageEntity | null> {
  const row = await db
    .prepare(`SELECT ${publicColumns('pages', 'item')} ${FROM} WHERE (p.slug = ?2 OR p.uuid = ?2) AND ${visibleSql('p')} LIMIT 1`)
    .bind(language, id)
    .first<PageRow>()
  return row ? fromStored('pages', row) : null
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
      .prepare(`SELECT ${publicColumns('pages', 'list')} ${FROM} WHERE ${visibleSql('p')} ORDER BY p.created ${direction}, p.uuid LIMIT ?2 OFFSET ?3`)
      .bind(language, limit, skip),
    db.prepare(visibleCountSql('pages', 'p')),
  ])
  const list = (rows?.results ?? []) as PageListRow[]
  const total = (count?.results?.[0] as { count: number } | undefined)?.count ?? 0
  return { rows: list.map((row) => fromStored('pages', row)), count: total }
}
