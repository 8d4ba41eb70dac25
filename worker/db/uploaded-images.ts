/** Images uploaded from the desk (issue 42, migration 0043): their rows, alt texts and renditions' addresses. */
import type { FocalPoint, UploadedImage, UploadImageType } from '../../src/model/image-upload'
import { LANGUAGES, type Language } from '../../src/model/languages'
import { auditStatement, type AuditEntry } from './staff-audit'

interface UploadedImageRow {
  uuid: string
  original: string
  small: string
  medium: string
  large: string
  width: number
  height: number
  bytes: number
  content_type: UploadImageType
  focal_x: number
  focal_y: number
  version: number
  uploaded_at: string
  alts: string | null
}

const SELECT = `SELECT i.uuid, i.original, i.small, i.medium, i.large, i.width, i.height, i.bytes, i.content_type, i.focal_x, i.focal_y,
  i.version, i.uploaded_at, (SELECT json_group_object(a.language, a.alt) FROM image_alts a WHERE a.image_uuid = i.uuid) AS alts
  FROM images i`

function toUploaded(row: UploadedImageRow): UploadedImage {
  const alts = JSON.parse(row.alts ?? '{}') as Record<string, string>
  return {
    uuid: row.uuid,
    original: row.original,
    small: row.small,
    medium: row.medium,
    large: row.large,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    content_type: row.content_type,
    focal: { x: row.focal_x, y: row.focal_y },
    alt: Object.fromEntries(LANGUAGES.filter((language) => alts[language]).map((language) => [language, alts[language]!])),
    version: row.version,
    uploaded_at: row.uploaded_at,
  }
}

export interface NewImage {
  uuid: string
  urls: { original: string; small: string; medium: string; large: string }
  width: number
  height: number
  bytes: number
  contentType: UploadImageType
  focal: FocalPoint
  uploadedBy: number
  uploadedAt: string
}

/** Stores an uploaded image's row and its audit row in one batch. */
export async function insertUploadedImage(db: D1Database, image: NewImage, audit: Omit<AuditEntry, 'before'>, now: number): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO images (uuid, original, small, medium, large, width, height, content_type, bytes, focal_x, focal_y, version, uploaded_by, uploaded_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 1, ?12, ?13)`,
      )
      .bind(image.uuid, image.urls.original, image.urls.small, image.urls.medium, image.urls.large, image.width, image.height, image.contentType, image.bytes, image.focal.x, image.focal.y, image.uploadedBy, image.uploadedAt),
    auditStatement(db, audit, now),
  ])
}

export async function readUploadedImage(db: D1Database, uuid: string): Promise<UploadedImage | null> {
  const row = await db.prepare(`${SELECT} WHERE i.uuid = ?1 AND i.uploaded_at IS NOT NULL`).bind(uuid).first<UploadedImageRow>()
  return row ? toUploaded(row) : null
}

/** The desk's image library, newest first. */
export async function listUploadedImages(db: D1Database, page: { skip: number; limit: number }): Promise<{ rows: UploadedImage[]; count: number }> {
  const [rows, count] = await db.batch([
    db.prepare(`${SELECT} WHERE i.uploaded_at IS NOT NULL ORDER BY i.uploaded_at DESC LIMIT ?1 OFFSET ?2`).bind(page.limit, page.skip),
    db.prepare('SELECT count(*) AS count FROM images WHERE uploaded_at IS NOT NULL'),
  ])
  return { rows: (rows!.results as UploadedImageRow[]).map(toUploaded), count: (count!.results[0] as { count: number }).count }
}

export interface ImageChange {
  alt: Partial<Record<Language, string>>
  /** A new focal point with the addresses of its renditions (made under the next version). */
  renditions?: { focal: FocalPoint; small: string; medium: string; large: string }
}

/**
 * Changes alt texts (an empty one removes it) and, with new renditions, the focal point, in one batch with its audit
 * row, only if the image is still at `version`: the version goes up by one, and a save made from an older version
 * (another editor's change in between) changes nothing and answers false, for the caller's 409.
 */
export async function changeUploadedImage(
  db: D1Database,
  uuid: string,
  version: number,
  change: ImageChange,
  audit: Omit<AuditEntry, 'before' | 'after'> & { before: UploadedImage },
  now: number,
): Promise<boolean> {
  const token = crypto.randomUUID()
  const applied = 'EXISTS (SELECT 1 FROM images WHERE uuid = ?1 AND edit_token = ?2)'
  const focal = change.renditions
  const [claim] = await db.batch([
    db
      .prepare(
        `UPDATE images SET version = version + 1, edit_token = ?3, focal_x = coalesce(?4, focal_x), focal_y = coalesce(?5, focal_y),
           small = coalesce(?6, small), medium = coalesce(?7, medium), large = coalesce(?8, large)
         WHERE uuid = ?1 AND version = ?2 AND uploaded_at IS NOT NULL`,
      )
      .bind(uuid, version, token, focal?.focal.x ?? null, focal?.focal.y ?? null, focal?.small ?? null, focal?.medium ?? null, focal?.large ?? null),
    ...(Object.entries(change.alt) as [Language, string][]).map(([language, alt]) =>
      alt.trim()
        ? db
            .prepare(`INSERT INTO image_alts (image_uuid, language, alt) SELECT ?1, ?3, ?4 WHERE ${applied} ON CONFLICT DO UPDATE SET alt = excluded.alt`)
            .bind(uuid, token, language, alt.trim())
        : db.prepare(`DELETE FROM image_alts WHERE image_uuid = ?1 AND language = ?3 AND ${applied}`).bind(uuid, token, language),
    ),
    db
      .prepare(`INSERT INTO staff_audit (user_id, action, subject, before, after, at) SELECT ?3, ?4, ?5, ?6, ?7, ?8 WHERE ${applied}`)
      .bind(uuid, token, audit.userId, audit.action, audit.subject, JSON.stringify(audit.before), JSON.stringify({ alt: change.alt, focal: focal?.focal }), now),
  ])
  return claim!.meta.changes === 1
}

/** Every place an image is shown: the entities' own image columns and the galleries. */
const IMAGE_USES = ['trainers', 'trainer_businesses', 'events', 'online_courses', 'articles', 'partners', 'employees']
  .map((table) => `SELECT 1 FROM ${table} WHERE image_id = ?1`)
  .concat(['SELECT 1 FROM entity_images WHERE image_uuid = ?1', 'SELECT 1 FROM reviews WHERE media_photo_id = ?1'])
const UNUSED = IMAGE_USES.map((use) => `NOT EXISTS (${use})`).join(' AND ')

/**
 * Deletes an uploaded image (its alt texts go with it) and writes its audit row, only while nothing shows it (checked
 * in the same statements, so an entity taking it meanwhile keeps it): answers whether it was deleted.
 */
export async function deleteUploadedImage(db: D1Database, image: UploadedImage, audit: Omit<AuditEntry, 'before' | 'after'>, now: number): Promise<boolean> {
  const [, removed] = await db.batch([
    db
      .prepare(`INSERT INTO staff_audit (user_id, action, subject, before, after, at) SELECT ?2, ?3, ?4, ?5, NULL, ?6 WHERE EXISTS (SELECT 1 FROM images WHERE uuid = ?1 AND uploaded_at IS NOT NULL) AND ${UNUSED}`)
      .bind(image.uuid, audit.userId, audit.action, audit.subject, JSON.stringify(image), now),
    db.prepare(`DELETE FROM images WHERE uuid = ?1 AND uploaded_at IS NOT NULL AND ${UNUSED}`).bind(image.uuid),
  ])
  return removed!.meta.changes > 0
}
