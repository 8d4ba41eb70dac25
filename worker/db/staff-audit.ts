/** The staff audit log (migration 0031): append-only rows written in the same batch as the action they record. */

export interface AuditEntry {
  userId: number
  action: string
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
