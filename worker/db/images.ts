import type { ImageEntity } from '../../src/model/entities/reference'

/**
 * Images of many entities of one kind in one indexed query (API-02 `expand=images`, ENTITY-18): the rows of
 * entity_images (primary key entity_kind, entity_id, …) for the given ids, in their gallery order.
 * `entity_kind` is the owning family's name for its items (e.g. 'events', 'products', 'reviews').
 */
export async function imagesOf(db: D1Database, kind: string, ids: readonly string[]): Promise<Map<string, ImageEntity[]>> {
  const byEntity = new Map<string, ImageEntity[]>(ids.map((id) => [id, []]))
  if (ids.length === 0) return byEntity
  const { results } = await db
    .prepare(
      `SELECT ei.entity_id, i.uuid, i.small, i.medium, i.large
       FROM entity_images ei JOIN images i ON i.uuid = ei.image_uuid
       WHERE ei.entity_kind = ?1 AND ei.entity_id IN (SELECT value FROM json_each(?2))
       ORDER BY ei.entity_id, ei.position`,
    )
    .bind(kind, JSON.stringify(ids))
    .all<ImageEntity & { entity_id: string }>()
  for (const { entity_id, ...image } of results) byEntity.get(entity_id)?.push(toImage(image))
  return byEntity
}

/** Images by uuid (`image_id`, `media_photo_id` fields), in one query. */
export async function imagesByUuid(db: D1Database, uuids: readonly string[]): Promise<Map<string, ImageEntity>> {
  const byUuid = new Map<string, ImageEntity>()
  if (uuids.length === 0) return byUuid
  const { results } = await db
    .prepare('SELECT uuid, small, medium, large FROM images WHERE uuid IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify([...new Set(uuids)]))
    .all<ImageEntity>()
  for (const row of results) byUuid.set(row.uuid, toImage(row))
  return byUuid
}

/** LAYOUT-10: a missing rendition falls back to the next smaller one, so every size is a usable URL. */
function toImage(row: { uuid: string; small: string | null; medium: string | null; large: string | null }): ImageEntity {
  const small = row.small ?? row.medium ?? row.large ?? ''
  const medium = row.medium ?? small
  return { uuid: row.uuid, small, medium, large: row.large ?? medium }
}
