import type { ImagePreview } from '../../src/model/content-types'
import type { ImageEntity } from '../../src/model/entities/reference'
import type { Language } from '../../src/model/languages'

/** The alt text of image `i` in the language bound at `placeholder`, else in ru (issue 42: staff write it per language). */
const altSql = (placeholder: string, language: Language | undefined) =>
  language ? `COALESCE((SELECT alt FROM image_alts WHERE image_uuid = i.uuid AND language = ${placeholder}), (SELECT alt FROM image_alts WHERE image_uuid = i.uuid AND language = 'ru')) AS alt` : 'NULL AS alt'

/**
 * Images of many entities of one kind in one indexed query (API-02 `expand=images`, ENTITY-18): the rows of
 * entity_images (primary key entity_kind, entity_id, …) for the given ids, in their gallery order.
 * `entity_kind` is the owning family's name for its items (e.g. 'events', 'products', 'reviews').
 */
export async function imagesOf(db: D1Database, kind: string, ids: readonly string[], language?: Language): Promise<Map<string, ImageEntity[]>> {
  const byEntity = new Map<string, ImageEntity[]>(ids.map((id) => [id, []]))
  if (ids.length === 0) return byEntity
  const { results } = await db
    .prepare(
      `SELECT ei.entity_id, i.uuid, i.small, i.medium, i.large, ${altSql('?3', language)}
       FROM entity_images ei JOIN images i ON i.uuid = ei.image_uuid
       WHERE ei.entity_kind = ?1 AND ei.entity_id IN (SELECT value FROM json_each(?2))
       ORDER BY ei.entity_id, ei.position`,
    )
    .bind(kind, JSON.stringify(ids), ...(language ? [language] : []))
    .all<ImageRow & { entity_id: string }>()
  for (const { entity_id, ...image } of results) byEntity.get(entity_id)?.push(toImage(image))
  return byEntity
}

/** An image with its original's pixel size where the row has it (the desk's previews; visitors' answers leave it out). */
export type SizedImage = ImageEntity & { width?: number; height?: number }

/**
 * Images by uuid (`image_id`, `media_photo_id` fields), in one query; with a language, each with its alt text; `sized`,
 * each with its original's width and height where known.
 */
export async function imagesByUuid(db: D1Database, uuids: readonly string[], language?: Language, sized = false): Promise<Map<string, SizedImage>> {
  const byUuid = new Map<string, SizedImage>()
  if (uuids.length === 0) return byUuid
  const { results } = await db
    .prepare(`SELECT i.uuid, i.small, i.medium, i.large, i.width, i.height, ${altSql('?2', language)} FROM images i WHERE i.uuid IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify([...new Set(uuids)]), ...(language ? [language] : []))
    .all<ImageRow>()
  for (const row of results) byUuid.set(row.uuid, sized ? { ...toImage(row), ...sizeOf(row) } : toImage(row))
  return byUuid
}

/**
 * The desk's previews of the pictures a record refers to, in one query (issue 42): by uuid, each's small rendition, ru
 * alt text and size; seeded pictures too, which the media library does not list. An unknown uuid has none.
 */
export async function imagePreviews(db: D1Database, uuids: readonly string[]): Promise<Record<string, ImagePreview>> {
  const images = await imagesByUuid(db, uuids, 'ru', true)
  return Object.fromEntries([...images].map(([uuid, { small, alt, width, height }]) => [uuid, { small, alt, width, height }]))
}

interface ImageRow {
  uuid: string
  small: string | null
  medium: string | null
  large: string | null
  width?: number | null
  height?: number | null
  alt: string | null
}

const sizeOf = ({ width, height }: ImageRow) => (width && height ? { width, height } : {})

/** LAYOUT-10: a missing rendition falls back to the next smaller one, so every size is a usable URL. */
function toImage(row: ImageRow): ImageEntity {
  const small = row.small ?? row.medium ?? row.large ?? ''
  const medium = row.medium ?? small
  return { uuid: row.uuid, small, medium, large: row.large ?? medium, ...(row.alt ? { alt: row.alt } : {}) }
}

/** Uploaded images among `uuids` that do not exist (a picture, logo or gallery image named wrongly). */
export async function missingImages(db: D1Database, uuids: readonly string[]): Promise<Set<string>> {
  if (uuids.length === 0) return new Set()
  const { results } = await db.prepare('SELECT uuid FROM images WHERE uuid IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(uuids)).all<{ uuid: string }>()
  const found = new Set(results.map((row) => row.uuid))
  return new Set(uuids.filter((uuid) => !found.has(uuid)))
}
