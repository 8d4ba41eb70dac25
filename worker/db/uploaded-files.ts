/** Files uploaded from the desk (issue 42, migration 0046): their rows, what links them, and their removal. */
import type { FilePurpose, UploadedFile, UploadFileType } from '../../src/model/file-upload'
import { auditStatement, type AuditEntry } from './staff-audit'

/** A row as read: what links the file comes as one comma-separated text. */
type UploadedFileRow = Omit<UploadedFile, 'used_by'> & { used_by: string | null }

/** What points at a file: the vacancies linking it, and the about page's document list. */
const USED_BY = `(SELECT json_group_array(used.subject) FROM (
    SELECT 'vacancy:' || v.uuid AS subject FROM vacancies v WHERE v.file = f.url
    UNION ALL SELECT 'about:' || p.language FROM site_profile_data p WHERE p.profile = 'about' AND p.key = 'files' AND instr(p.value, '"' || f.url || '"') > 0
  ) used)`

const SELECT = `SELECT f.uuid, f.url, f.name, f.bytes, f.content_type, f.purpose, f.uploaded_at, ${USED_BY} AS used_by FROM uploaded_files f`

function toUploaded(row: UploadedFileRow): UploadedFile {
  return { ...row, used_by: JSON.parse(row.used_by ?? '[]') as string[] }
}

export interface NewFile {
  uuid: string
  url: string
  name: string
  bytes: number
  contentType: UploadFileType
  purpose: FilePurpose
  uploadedBy: number
  uploadedAt: string
}

/** Stores an uploaded file's row and its audit row in one batch. */
export async function insertUploadedFile(db: D1Database, file: NewFile, audit: Omit<AuditEntry, 'before'>, now: number): Promise<void> {
  await db.batch([
    db
      .prepare('INSERT INTO uploaded_files (uuid, url, name, content_type, bytes, purpose, uploaded_by, uploaded_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)')
      .bind(file.uuid, file.url, file.name, file.contentType, file.bytes, file.purpose, file.uploadedBy, file.uploadedAt),
    auditStatement(db, audit, now),
  ])
}

export async function readUploadedFile(db: D1Database, uuid: string): Promise<UploadedFile | null> {
  const row = await db.prepare(`${SELECT} WHERE f.uuid = ?1`).bind(uuid).first<UploadedFileRow>()
  return row ? toUploaded(row) : null
}

/** The desk's file library, newest first. */
export async function listUploadedFiles(db: D1Database, page: { skip: number; limit: number }): Promise<{ rows: UploadedFile[]; count: number }> {
  const [rows, count] = await db.batch([
    db.prepare(`${SELECT} ORDER BY f.uploaded_at DESC, f.uuid LIMIT ?1 OFFSET ?2`).bind(page.limit, page.skip),
    db.prepare('SELECT count(*) AS count FROM uploaded_files'),
  ])
  return { rows: (rows!.results as UploadedFileRow[]).map(toUploaded), count: (count!.results[0] as { count: number }).count }
}

/**
 * Deletes a file's row with its audit row, only while nothing links it (checked in the same statement, so a vacancy
 * linking it meanwhile keeps it): answers whether it was deleted.
 */
export async function deleteUploadedFile(db: D1Database, file: UploadedFile, audit: Omit<AuditEntry, 'before' | 'after'>, now: number): Promise<boolean> {
  const unused = `NOT EXISTS (SELECT 1 FROM vacancies WHERE file = ?2)
    AND NOT EXISTS (SELECT 1 FROM site_profile_data WHERE profile = 'about' AND key = 'files' AND instr(value, '"' || ?2 || '"') > 0)`
  const [, removed] = await db.batch([
    db
      .prepare(`INSERT INTO staff_audit (user_id, action, subject, before, after, at) SELECT ?3, ?4, ?5, ?6, NULL, ?7 WHERE EXISTS (SELECT 1 FROM uploaded_files WHERE uuid = ?1) AND ${unused}`)
      .bind(file.uuid, file.url, audit.userId, audit.action, audit.subject, JSON.stringify(file), now),
    db.prepare(`DELETE FROM uploaded_files WHERE uuid = ?1 AND ${unused}`).bind(file.uuid, file.url),
  ])
  return removed!.meta.changes > 0
}
