import type { ReviewEntityType } from '../../src/model/entities/shop'
import { visibleSql } from './content-registry'

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

/** The author's name and text of reviews as read in `language`, where staff translated them (by review uuid). */
export async function reviewTranslations(
  db: D1Database,
  language: string,
  uuids: readonly string[],
): Promise<Map<string, { client_name: string; body: string }>> {
  if (uuids.length === 0) return new Map()
  const { results } = await db
    .prepare(
      `SELECT review_uuid, client_name, body FROM review_translations
       WHERE language = ?1 AND review_uuid IN (SELECT value FROM json_each(?2))`,
    )
    .bind(language, JSON.stringify(uuids))
    .all<{ review_uuid: string; client_name: string; body: string }>()
  return new Map(results.map((row) => [row.review_uuid, { client_name: row.client_name, body: row.body }]))
}

/** A moderated review by uuid (reviews/{id}); an unmoderated one is as unknown as a missing one. */
export async function findReview(db: D1Database, uuid: string): Promise<ReviewRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM reviews WHERE uuid = ?1 AND ${PUBLIC}`).bind(uuid).first<ReviewRow>()
}

/** A review a visitor wrote (API-15, BE-09, BE-34): stored unmoderated with the consent record. */
export interface NewReview {
  uuid: string
  entity_type: ReviewEntityType
  entity_id: string | null
  client_name: string
  /** E.164. */
  client_phone: string
  /** Plain text as the visitor typed it (trimmed). */
  body: string
  language: string
  /** ISO instant of the submission, also the consent time. */
  created: string
  consent_document: string
  client_ip_hash: string | null
}

/** The INSERT of a new review, unmoderated (batched with the moderators' "at once" mail, issue 41). */
export function insertReviewStatement(db: D1Database, review: NewReview): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO reviews (uuid, entity_type, entity_id, client_name, client_phone, body, moderated, created,
        consent_at, consent_document, language, client_ip_hash)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, 0, ?7, ?7, ?8, ?9, ?10)`,
    )
    .bind(
      review.uuid,
      review.entity_type,
      review.entity_id,
      review.client_name,
      review.client_phone,
      review.body,
      review.created,
      review.consent_document,
      review.language,
      review.client_ip_hash,
    )
}

/**
 * The kinds of review whose entity_id names a row, and how the stored id is found from a uuid, slug or number. Only
 * what visitors see counts (issue 42.6): a draft or scheduled item takes no reviews and lists none publicly, as an
 * unknown one; the desk's moderation queue reads the reviews table itself and still lists what it holds.
 */
const ENTITY_LOOKUPS: Partial<Record<ReviewEntityType, string>> = {
  EVENT: `SELECT 'EVENT' AS type, e.uuid AS id FROM events e WHERE (e.uuid = ?1 OR e.slug = ?1) AND ${visibleSql('e')}`,
  PRODUCT: `SELECT 'PRODUCT' AS type, p.uuid AS id FROM products p WHERE (p.uuid = ?1 OR p.slug = ?1) AND ${visibleSql('p')}`,
  TRAINER: `SELECT 'TRAINER' AS type, CAST(t.id AS TEXT) AS id FROM trainers t WHERE (t.slug = ?1 OR t.id = CAST(?1 AS INTEGER)) AND ${visibleSql('t')}`,
}

/** Whether reviews of this type can name an entity (OQ-51: events, trainers and products). */
export function reviewsNameEntities(type: ReviewEntityType): boolean {
  return type in ENTITY_LOOKUPS
}

/**
 * The entity as reviews store it (event and product uuid, trainer number, as the public filters and the seed use
 * them), or null when no such entity is shown to visitors. Without a type, an entity of any kind that takes reviews
 * (a list filtered by `entity_id` alone), with its kind.
 */
export async function resolveReviewEntity(
  db: D1Database,
  type: ReviewEntityType | undefined,
  idOrSlug: string,
): Promise<{ type: ReviewEntityType; id: string } | null> {
  const sql = type ? ENTITY_LOOKUPS[type] : Object.values(ENTITY_LOOKUPS).join(' UNION ALL ')
  if (!sql) return null
  return db.prepare(sql).bind(idOrSlug).first<{ type: ReviewEntityType; id: string }>()
}

/** The privacy policy the visitor agreed to (BE-34): `privacy@<publication date>`, or just `privacy`. */
export async function privacyDocumentVersion(db: D1Database): Promise<string> {
  const row = await db
    .prepare("SELECT date_publication FROM pages WHERE slug = 'privacy'")
    .first<{ date_publication: string }>()
  return row ? `privacy@${row.date_publication}` : 'privacy'
}
