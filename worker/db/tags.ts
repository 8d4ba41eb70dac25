import { TAGGED_KINDS, type TagEntity, type TaggedKind } from '../../src/model/entities/reference'
import type { Language } from '../../src/model/languages'
import { CONTENT_STORAGE, visibleCountSql, visibleSql } from './content-registry'
import { translated, translationJoins } from './translations'

const { table, translations, alias } = CONTENT_STORAGE.tags

/**
 * `count_entities` comes from tag_counts, which triggers keep current (0002), so even the full list
 * (limit=10000, API-13) never counts entity_tags at read time: one primary-key lookup per tag.
 */
const SELECT = `SELECT tg.id, tg.slug, tg.total_count, ${translated('title')},
    (SELECT json_group_object(tc.entity_kind, tc.count) FROM tag_counts tc WHERE tc.tag_id = tg.id) AS counts
  FROM ${table} ${alias} ${translationJoins(translations.table, translations.foreignKey, `${alias}.id`)}`

interface TagRow {
  id: number
  slug: string
  total_count: number
  title: string
  counts: string | null
}

function toTag({ counts, ...row }: TagRow): TagEntity {
  const stored = JSON.parse(counts ?? '{}') as Partial<Record<TaggedKind, number>>
  const count_entities = Object.fromEntries(TAGGED_KINDS.map((kind) => [kind, stored[kind] ?? 0])) as Record<TaggedKind, number>
  return { ...row, count_entities }
}

/** Tag orders: `-count` is OQ-19's cloud order (total count descending, then title); `created` by age. */
export type TagOrder = '-count' | 'created' | '-created'

const ORDER: Record<TagOrder, string> = {
  '-count': 'tg.total_count DESC, title, tg.slug',
  created: 'tg.created, tg.id',
  '-created': 'tg.created DESC, tg.id DESC',
}

/**
 * The cloud order's page holds no tag counted less than the `skip + limit`-th most counted visible tag (tags_by_total
 * finds it reading that many entries), and every tag counted less comes after the page: only the tags counted at least
 * so much are read and sorted by title, not every tag (30,000 at seed ×1000). No cut when there are fewer tags.
 */
const LEAST_COUNT = `tg.total_count >= COALESCE((SELECT tg.total_count FROM tags tg INDEXED BY tags_by_total
  WHERE ${visibleSql('tg')} ORDER BY tg.total_count DESC LIMIT 1 OFFSET ?2 + ?3 - 1), -1)`

export async function listTags(
  db: D1Database,
  language: Language,
  { skip, limit, order, hideEmpty }: { skip: number; limit: number; order: TagOrder; hideEmpty: boolean },
): Promise<{ rows: TagEntity[]; count: number }> {
  const used = hideEmpty ? 'tg.total_count > 0' : '1'
  // Visitors see published tags (BE-05); the count subtracts the few hidden ones, found through tags_hidden.
  const [rows, count] = await db.batch([
    db.prepare(`${SELECT} WHERE ${used} AND ${visibleSql('tg')}${order === '-count' ? ` AND ${LEAST_COUNT}` : ''}
      ORDER BY ${ORDER[order]} LIMIT ?2 OFFSET ?3`).bind(language, limit, skip),
    db.prepare(visibleCountSql('tags', 'tg', hideEmpty ? [used] : [])),
  ])
  return {
    rows: ((rows?.results ?? []) as TagRow[]).map(toTag),
    count: (count?.results?.[0] as { count: number } | undefined)?.count ?? 0,
  }
}

/** A tag by slug (API-19, TAG-01) or numeric id. */
export async function findTag(db: D1Database, language: Language, id: string): Promise<TagEntity | null> {
  const byId = /^[1-9]\d{0,15}$/.test(id)
  const row = await db
    .prepare(`${SELECT} WHERE ${byId ? 'tg.id = ?2' : 'tg.slug = ?2'} AND ${visibleSql('tg')}`)
    .bind(language, byId ? Number(id) : id)
    .first<TagRow>()
  return row ? toTag(row) : null
}
