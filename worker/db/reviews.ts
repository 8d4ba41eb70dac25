import type { ReviewEntityType } from '../../src/model/entities/shop'

/** A public review as stored. `client_phone` is never selected (ENTITY-12: it stays private). */
export interface ReviewRow {
  uuid: string
  entity_type: ReviewEntityType
  entity_id: string | null
  client_name: string
  media_source: string | null
  media_photo_id: string | null
  event_title: string | null
  body: string
  body_video: string | null
  created: string
}

/** The orders the database knows (the API maps the OQ-22 aliases onto these). */
export type ReviewSort = 'created' | '-created' | 'random'

export interface ReviewListFilter {
  skip: number
  limit: number
  sort: ReviewSort
  entityType?: ReviewEntityType
  entityId?: string
  /** For `random`: where in the pre-shuffled order the page starts, 0 ≤ start < 2^31 (BE-10). */
  randomStart: number
}

const COLUMNS = `uuid, entity_type, entity_id, client_name, media_source, media_photo_id, event_title, body,
  body_video, created`

/** Only moderated reviews are public, whatever the client sends (REVIEWS-05); every index is partial on it. */
const PUBLIC = 'moderated = 1'

/** Upper bound (exclusive) of reviews.random_key. */
export const RANDOM_KEY_RANGE = 2 ** 31

/**
 * A page of moderated reviews (API-27, REVIEWS-03/05, OQ-22, BE-10) and their count.
 * - `created`/`-created` read reviews_public_by_created, _by_type or _by_entity in index order.
 * - `random` reads the pre-shuffled random_key index from `randomStart` to the end and then from the start up to
 *   `randomStart`: two disjoint ranges, so a page never repeats a review, and the cost is that of `skip + limit`
 *   index entries whatever the table holds.
 * - The count comes from review_counts (kept by triggers), one primary-key read.
 */
export async function listReviews(
  db: D1Database,
  { skip, limit, sort, entityType, entityId, randomStart }: ReviewListFilter,
): Promise<{ rows: ReviewRow[]; count: number }> {
  const conditions = [PUBLIC]
  const bindings: Array<string | number> = []
  if (entityType) {
    bindings.push(entityType)
    conditions.push(`entity_type = ?${bindings.length}`)
  }
  if (entityId) {
    bindings.push(entityId)
    conditions.push(`entity_id = ?${bindings.length}`)
  }
  const where = conditions.join(' AND ')
  bindings.push(limit, skip)
  const limitParam = `?${bindings.length - 1}`
  const skipParam = `?${bindings.length}`

  let rowsSql: string
  if (sort === 'random') {
    bindings.push(randomStart)
    const start = `?${bindings.length}`
    const window = `${limitParam} + ${skipParam}`
    rowsSql = `SELECT ${COLUMNS} FROM (
        SELECT * FROM (SELECT ${COLUMNS}, 0 AS lap, random_key FROM reviews
          WHERE ${where} AND random_key >= ${start} ORDER BY random_key, uuid LIMIT ${window})
        UNION ALL
        SELECT * FROM (SELECT ${COLUMNS}, 1 AS lap, random_key FROM reviews
          WHERE ${where} AND random_key < ${start} ORDER BY random_key, uuid LIMIT ${window})
      ) ORDER BY lap, random_key, uuid LIMIT ${limitParam} OFFSET ${skipParam}`
  } else {
    const direction = sort === 'created' ? 'ASC' : 'DESC'
    rowsSql = `SELECT ${COLUMNS} FROM reviews WHERE ${where}
      ORDER BY created ${direction}, uuid ${direction} LIMIT ${limitParam} OFFSET ${skipParam}`
  }

  const [rows, count] = await db.batch<ReviewRow | { count: number }>([
    db.prepare(rowsSql).bind(...bindings),
    db
      .prepare('SELECT count FROM review_counts WHERE entity_type = ?1 AND entity_id = ?2')
      .bind(entityType ?? '', entityId ?? ''),
  ])
  return {
    rows: (rows?.results ?? []) as ReviewRow[],
    count: ((count?.results?.[0] as { count: number } | undefined)?.count ?? 0),
  }
}

/** A moderated review by uuid (reviews/{id}); an unmoderated one is as unknown as a missing one. */
export async function findReview(db: D1Database, uuid: string): Promise<ReviewRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM reviews WHERE uuid = ?1 AND ${PUBLIC}`).bind(uuid).first<ReviewRow>()
}
