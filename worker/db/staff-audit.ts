/** The staff audit log (migration 0031): append-only rows written in the same batch as the action they record. */
import type { AuditAction } from '../../src/model/audit-actions'

export interface AuditEntry {
  userId: number
  /** One of the actions the desk names in words (src/model/audit-actions.ts). */
  action: AuditAction
  subject: string
  before?: unknown
  after?: unknown
}

export interface AuditRow {
  id: number
  user_id: number
  action: string
  subject: string
  before: string | null
  after: string | null
  at: number
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value))

/** The statement that appends an audit row. */
export function auditStatement(db: D1Database, entry: AuditEntry, now: number): D1PreparedStatement {
  return db
    .prepare('INSERT INTO staff_audit (user_id, action, subject, before, after, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
    .bind(entry.userId, entry.action, entry.subject, json(entry.before), json(entry.after), now)
}

/** The audit row of a row the same batch inserts: its subject ends with `keySql` (SQL naming the new key, ?1 bound to `key`). */
export function auditNewRowStatement(db: D1Database, entry: Omit<AuditEntry, 'before'>, keySql: string, key: unknown, now: number): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO staff_audit (user_id, action, subject, before, after, at) VALUES (?2, ?3, ?4 || ${keySql}, NULL, ?5, ?6)`)
    .bind(key, entry.userId, entry.action, entry.subject, json(entry.after), now)
}

/**
 * The statement that appends an audit row only where `condition` holds, with `before` read by `beforeSql` (a SELECT of
 * one JSON value from the same row, FROM/WHERE included): run before the change in one batch, it records the row as it
 * was, and nothing when the change will not happen.
 */
export function auditIfStatement(
  db: D1Database,
  entry: Omit<AuditEntry, 'before'>,
  beforeSql: { select: string; from: string; bindings: unknown[] },
  now: number,
): D1PreparedStatement {
  const offset = 5
  const from = beforeSql.from.replace(/\?(\d+)/g, (_, n: string) => `?${Number(n) + offset}`)
  return db
    .prepare(`INSERT INTO staff_audit (user_id, action, subject, before, after, at) SELECT ?1, ?2, ?3, ${beforeSql.select}, ?4, ?5 ${from}`)
    .bind(entry.userId, entry.action, entry.subject, json(entry.after), now, ...beforeSql.bindings)
}

export async function auditOf(db: D1Database, subject: string): Promise<AuditRow[]> {
  return (await db.prepare('SELECT * FROM staff_audit WHERE subject = ?1 ORDER BY id').bind(subject).all<AuditRow>()).results
}

export interface AuditFilter {
  /** The staff member's e-mail. */
  staff?: string
  /** An action's name, or the prefix of its family (`review` finds `review.approve`). */
  action?: string
  /** Epoch milliseconds: from (inclusive) and until (exclusive). */
  from?: number
  until?: number
}

export type AuditListRow = AuditRow & { staff: string | null }

/** The desk's audit log (issue 41 "Audit log"): newest first, filtered on indexes, a page and the count. */
export async function listAudit(
  db: D1Database,
  filter: AuditFilter,
  page: { skip: number; limit: number },
): Promise<{ rows: AuditListRow[]; count: number }> {
  const conditions: string[] = []
  const bindings: unknown[] = []
  const bind = (value: unknown) => `?${bindings.push(value)}`
  if (filter.staff?.trim()) conditions.push(`user_id IN (SELECT id FROM client_users WHERE lower(email) = ${bind(filter.staff.trim().toLowerCase())})`)
  // A prefix as a range: the action's index serves it (LIKE would not, being case-insensitive).
  if (filter.action?.trim()) conditions.push(`action >= ${bind(filter.action.trim())} AND action < ${bind(`${filter.action.trim()}\u{10FFFF}`)}`)
  if (filter.from !== undefined) conditions.push(`at >= ${bind(filter.from)}`)
  if (filter.until !== undefined) conditions.push(`at < ${bind(filter.until)}`)
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''
  const [rows, count] = await db.batch<AuditListRow | { count: number }>([
    db
      .prepare(
        `SELECT staff_audit.*, (SELECT email FROM client_users WHERE client_users.id = staff_audit.user_id) AS staff
         FROM staff_audit ${where} ORDER BY at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.skip}`,
      )
      .bind(...bindings),
    db.prepare(`SELECT count(*) AS count FROM staff_audit ${where}`).bind(...bindings),
  ])
  return { rows: rows!.results as AuditListRow[], count: (count!.results[0] as { count: number }).count }
}
