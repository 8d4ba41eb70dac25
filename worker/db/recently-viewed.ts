import type { Language } from '../../src/model/languages'
import type { ContentTypeName } from '../../src/model/content-types'
import { RECENTLY_VIEWED_KINDS, type RecentlyViewedCard, type RecentlyViewedItem, type RecentlyViewedKind } from '../../src/model/recently-viewed'
import { CONTENT_STORAGE, visibleSql } from './content-registry'
import { translated, translationJoins } from './translations'

/** Where each kind's card comes from: its content type, and its picture (SQL over `i`, the item's row) as its page shows it. */
const SOURCES: Record<RecentlyViewedKind, { type: ContentTypeName; image: string }> = {
  // A product's first photo, in the order its page lists them.
  product: {
    type: 'products',
    image: `(SELECT ei.image_uuid FROM entity_images ei WHERE ei.entity_kind = '${CONTENT_STORAGE.products.entityKind}' AND ei.entity_id = i.uuid ORDER BY ei.position LIMIT 1)`,
  },
  event: { type: 'events', image: 'i.image_id' },
  online_course: { type: 'online_courses', image: 'i.image_id' },
}

/**
 * One kind's cards by slug (`?2`, a JSON array), in the language `?1` with ru as the fallback its page shows (I18N-06):
 * each slug found through the table's unique index, published ones only (BE-05), the picture's small rendition or the
 * next larger one there is (LAYOUT-10).
 */
export function recentlyViewedSql(kind: RecentlyViewedKind): string {
  const { table, key, translations } = CONTENT_STORAGE[SOURCES[kind].type]
  return `SELECT i.slug, ${translated('title')}, COALESCE(img.small, img.medium, img.large) AS image
    FROM ${table} i ${translationJoins(translations.table, translations.foreignKey, `i.${key}`)}
    LEFT JOIN images img ON img.uuid = ${SOURCES[kind].image}
    WHERE i.slug IN (SELECT value FROM json_each(?2)) AND ${visibleSql('i')}`
}

/**
 * The cards of `items` (ENTITY-29, OQ-47) in the order given, each once: one query a kind asked for, all in one round trip; an
 * item unknown or not published is left out.
 */
export async function recentlyViewedCards(db: D1Database, language: Language, items: readonly RecentlyViewedItem[]): Promise<RecentlyViewedCard[]> {
  const kinds = RECENTLY_VIEWED_KINDS.filter((kind) => items.some((item) => item.kind === kind))
  if (kinds.length === 0) return []
  const slugsOf = (kind: RecentlyViewedKind) => JSON.stringify([...new Set(items.filter((item) => item.kind === kind).map((item) => item.slug))])
  const answers = await db.batch<Omit<RecentlyViewedCard, 'kind'>>(kinds.map((kind) => db.prepare(recentlyViewedSql(kind)).bind(language, slugsOf(kind))))
  const found = new Map<string, RecentlyViewedCard>()
  kinds.forEach((kind, index) => {
    for (const row of answers[index]?.results ?? []) found.set(`${kind}:${row.slug}`, { kind, slug: row.slug, title: row.title, image: row.image })
  })
  const keys = new Set(items.map((item) => `${item.kind}:${item.slug}`))
  return [...keys].flatMap((itemKey) => found.get(itemKey) ?? [])
}
