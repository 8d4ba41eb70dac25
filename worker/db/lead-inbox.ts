/** The desk's lead inbox (issue 41 "Leads"; migration 0033): the list with its filters, statuses, assignees, comments. */
import type { LeadInboxFilter, LeadStatus } from '../../src/model/lead-inbox'
import { leadSearchMatch } from './lead-search'
import { auditIfStatement } from './staff-audit'
import { deskDayEnd, deskDayStart, storedInstant } from '../../src/model/desk-days'

export interface InboxLead {
  uuid: string
  form_slug: string
  field_values: Record<string, string | boolean>
  language: string
  referer: string
  city: string | null
  country: string | null
  has_cv: boolean
  status: LeadStatus
  assignee_id: number | null
  status_changed: string | null
  created: string
}

export interface LeadComment {
  id: number
  author_id: number | null
  body: string
  created: string
}

interface LeadRow extends Omit<InboxLead, 'field_values' | 'has_cv'> {
  field_values: string
  has_cv: number
}

const COLUMNS = `uuid, form_slug, field_values, language, referer, city, country, cv_key IS NOT NULL AS has_cv, status, assignee_id,
  status_changed, created`

function fromRow(row: LeadRow): InboxLead {
  return { ...row, field_values: JSON.parse(row.field_values) as InboxLead['field_values'], has_cv: row.has_cv === 1 }
}

/**
 * The WHERE of a filter and its bindings; each filter column leads an index (migrations 0013, 0033), and words go
 * through the search index (0044). A count reads the matching leads alone; a page (`page`: `+`, not driven by the
 * matches, which would sort them) walks its index in date order and tests each entry's rowid, reading no row.
 */
function where(filter: LeadInboxFilter, page: boolean): { sql: string; bindings: unknown[] } {
  const conditions: string[] = []
  const bindings: unknown[] = []
  const add = (condition: string, value?: unknown) => {
    if (value !== undefined) bindings.push(value)
    conditions.push(condition.replace('?', `?${bindings.length}`))
  }
  if (filter.status) add('status = ?', filter.status)
  if (filter.form) add('form_slug = ?', filter.form)
  if (filter.assignee === null) add('assignee_id IS NULL')
  else if (filter.assignee !== undefined) add('assignee_id = ?', filter.assignee)
  // Days are the centre's (desk-days.ts); one the calendar has not finds nothing.
  if (filter.from) add('created >= ?', storedInstant(deskDayStart(filter.from)))
  if (filter.to) add('created < ?', storedInstant(deskDayEnd(filter.to)))
  if (filter.q?.trim()) {
    const match = leadSearchMatch(filter.q)
    if (match === undefined) add('0')
    else add(`${page ? '+' : ''}rowid IN (SELECT rowid FROM lead_search WHERE lead_search MATCH ?)`, match)
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', bindings }
}

export async function listInboxLeads(
  db: D1Database,
  filter: LeadInboxFilter,
  page: { skip: number; limit: number },
): Promise<{ rows: InboxLead[]; count: number }> {
  const list = where(filter, true)
  const counted = where(filter, false)
  const [rows, count] = await db.batch<LeadRow | { count: number }>([
    db.prepare(`SELECT ${COLUMNS} FROM leads ${list.sql} ORDER BY created DESC, uuid LIMIT ${page.limit} OFFSET ${page.skip}`).bind(...list.bindings),
    db.prepare(`SELECT count(*) AS count FROM leads ${counted.sql}`).bind(...counted.bindings),
  ])
  return { rows: (rows!.results as LeadRow[]).map(fromRow), count: (count!.results[0] as { count: number }).count }
}

/** Every lead of a filter, oldest first, for the CSV export (bounded by the caller's limit). */
export async function exportInboxLeads(db: D1Database, filter: LeadInboxFilter, limit: number): Promise<InboxLead[]> {
  const { sql, bindings } = where(filter, true)
  const rows = await db.prepare(`SELECT ${COLUMNS} FROM leads ${sql} ORDER BY created DESC, uuid LIMIT ${limit}`).bind(...bindings).all<LeadRow>()
  return rows.results.map(fromRow)
}

export async function readInboxLead(db: D1Database, uuid: string): Promise<{ lead: InboxLead; comments: LeadComment[] } | null> {
  const [lead, comments] = await db.batch<LeadRow | LeadComment>([
    db.prepare(`SELECT ${COLUMNS} FROM leads WHERE uuid = ?1`).bind(uuid),
    db.prepare('SELECT id, author_id, body, created FROM lead_comments WHERE lead_uuid = ?1 ORDER BY created, id').bind(uuid),
  ])
  const row = lead!.results[0] as LeadRow | undefined
  return row ? { lead: fromRow(row), comments: comments!.results as LeadComment[] } : null
}

/** Who acts on the desk, and when (epoch ms): each change writes its audit row in the same batch. */
export interface DeskActor {
  userId: number
  now: number
}

const subject = (uuid: string) => `lead:${uuid}`

/**
 * Moves a lead from the status the staff member saw to another, once: answers the lead before and after, or null
 * when it is gone or someone changed its status first (the desk then shows the current one). Audited in the batch.
 */
export async function changeLeadStatus(
  db: D1Database,
  uuid: string,
  change: { from: LeadStatus; to: LeadStatus; at: string },
  actor?: DeskActor,
): Promise<{ before: InboxLead; after: InboxLead } | null> {
  const audit = actor
    ? [
        auditIfStatement(
          db,
          { userId: actor.userId, action: 'lead.status', subject: subject(uuid), after: { status: change.to } },
          { select: "json_object('status', status)", from: 'FROM leads WHERE uuid = ?1 AND status = ?2', bindings: [uuid, change.from] },
          actor.now,
        ),
      ]
    : []
  const results = await db.batch<LeadRow>([
    ...audit,
    db.prepare(`UPDATE leads SET status = ?3, status_changed = ?4 WHERE uuid = ?1 AND status = ?2 RETURNING ${COLUMNS}`).bind(uuid, change.from, change.to, change.at),
  ])
  const row = results.at(-1)!.results[0]
  if (!row) return null
  const after = fromRow(row)
  return { before: { ...after, status: change.from }, after }
}

/** Assigns a lead to a staff member (or nobody); answers the assignee before, or undefined when the lead is gone. */
export async function assignLead(db: D1Database, uuid: string, assignee: number | null, actor?: DeskActor): Promise<{ before: number | null } | undefined> {
  const audit = actor
    ? [
        auditIfStatement(
          db,
          { userId: actor.userId, action: 'lead.assign', subject: subject(uuid), after: { assignee_id: assignee } },
          // only a real change is recorded: taking a lead one already holds writes nothing
          { select: "json_object('assignee_id', assignee_id)", from: 'FROM leads WHERE uuid = ?1 AND assignee_id IS NOT ?2', bindings: [uuid, assignee] },
          actor.now,
        ),
      ]
    : []
  const results = await db.batch<{ assignee_id: number | null }>([
    db.prepare('SELECT assignee_id FROM leads WHERE uuid = ?1').bind(uuid),
    ...audit,
    db.prepare('UPDATE leads SET assignee_id = ?2 WHERE uuid = ?1 RETURNING assignee_id').bind(uuid, assignee),
  ])
  const previous = results[0]!.results[0]
  return previous && results.at(-1)!.results.length > 0 ? { before: previous.assignee_id } : undefined
}

export async function addLeadComment(
  db: D1Database,
  uuid: string,
  comment: { author_id: number; body: string; created: string },
  actor?: DeskActor,
): Promise<LeadComment | null> {
  const audit = actor
    ? [
        auditIfStatement(
          db,
          { userId: actor.userId, action: 'lead.comment', subject: subject(uuid), after: { body: comment.body } },
          { select: 'NULL', from: 'FROM leads WHERE uuid = ?1', bindings: [uuid] },
          actor.now,
        ),
      ]
    : []
  const results = await db.batch<LeadComment>([
    ...audit,
    db
      .prepare(
        `INSERT INTO lead_comments (lead_uuid, author_id, body, created) SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM leads WHERE uuid = ?1)
         RETURNING id, author_id, body, created`,
      )
      .bind(uuid, comment.author_id, comment.body, comment.created),
  ])
  return results.at(-1)!.results[0] ?? null
}

/** The comments of the listed leads, oldest first, by lead. */
export async function commentsOfLeads(db: D1Database, uuids: string[]): Promise<Map<string, LeadComment[]>> {
  const byLead = new Map<string, LeadComment[]>()
  if (uuids.length === 0) return byLead
  const rows = await db
    .prepare(
      `SELECT lead_uuid, id, author_id, body, created FROM lead_comments WHERE lead_uuid IN (SELECT value FROM json_each(?1)) ORDER BY created, id`,
    )
    .bind(JSON.stringify(uuids))
    .all<LeadComment & { lead_uuid: string }>()
  for (const { lead_uuid: lead, ...comment } of rows.results) byLead.set(lead, [...(byLead.get(lead) ?? []), comment])
  return byLead
}
