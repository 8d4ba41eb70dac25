/**
 * The content version (issue 43.1; migration 0055): part of every edge-cache key, bumped by each write that changes
 * what visitors see, so that the next request after it is a miss. An isolate trusts its copy for a second.
 */
import { NOW_SQL } from './content-registry'

/** How long an isolate keeps the version it read: another isolate's bump is seen within this time. */
export const CONTENT_VERSION_TTL_MS = 1_000

/** A read of the version older than this is taken as lost (its request ended): another request may read again. */
const READ_LIMIT_MS = 5_000

// The value itself, never a pending read: workerd forbids one request to await I/O started by another.
let cached: { version: number; expires: number } | undefined
// When this isolate's read of the version started (0: none running): one read at a time refreshes an expired copy.
let readStarted = 0

/**
 * The current content version; null when it cannot be read and this isolate saw none yet (the edge cache then serves
 * the newest copy it holds for the address, page-cache.ts).
 */
export async function contentVersion(db: D1Database): Promise<number | null> {
  const known = knownContentVersion()
  if (known !== undefined) return known
  const now = Date.now()
  const started = (readStarted = now)
  try {
    const version = await db.prepare('SELECT version FROM content_version WHERE id = 1').first<number>('version')
    if (version === null) return null
    // A bump meanwhile (bumpContentVersion) may be newer than what this read saw.
    if (!cached || version >= cached.version) cached = { version, expires: Date.now() + CONTENT_VERSION_TTL_MS }
    return cached.version
  } catch (error) {
    // D1 unreachable: the last version this isolate saw keeps serving what the cache holds (issue 43.2).
    console.warn('content version could not be read', error)
    return cached?.version ?? null
  } finally {
    if (readStarted === started) readStarted = 0
  }
}

/**
 * The version this isolate may use without reading D1: its copy while fresh, or while another request reads the
 * expired one (a crowd made one read each, issue 43); undefined when a read is due.
 */
export function knownContentVersion(): number | undefined {
  const now = Date.now()
  return cached && (now < cached.expires || now - readStarted < READ_LIMIT_MS) ? cached.version : undefined
}

/** Bumps the version (one statement, safe with any number of writers) and makes this isolate see it at once. */
export async function bumpContentVersion(db: D1Database): Promise<number> {
  const version = await db
    .prepare(`INSERT INTO content_version (id, version) VALUES (1, CAST(strftime('%s', 'now') AS INTEGER) * 1000)
       ON CONFLICT (id) DO UPDATE SET version = version + 1 RETURNING version`)
    .first<number>('version')
  if (version === null) throw new Error('content_version answered no row')
  return remember(version)
}

/**
 * Bumps the version when `cameDue(since, now)` (SQL over two instants) holds between the instant the version last
 * covered scheduled content (due_checked_at, migration 0069) and D1's now, and moves that instant on to now, in one
 * statement: a run missed or late looks back to the last bump, two at once bump once, and a run with nothing due
 * writes nothing. Answers the new version, or null when nothing came due.
 */
export async function bumpContentVersionIfDue(db: D1Database, cameDue: DueSql): Promise<number | null> {
  const version = await db.prepare(dueBumpSql(cameDue)).first<number>('version')
  return version === null ? null : remember(version)
}

/** SQL true when something scheduled came due between two instants (SQL expressions) after the first, by the second. */
export type DueSql = (since: string, now: string) => string

/** The statement of bumpContentVersionIfDue (its query plan is tested). */
export function dueBumpSql(cameDue: DueSql): string {
  return `UPDATE content_version SET version = version + 1, due_checked_at = ${NOW_SQL}
    WHERE id = 1 AND (${cameDue('content_version.due_checked_at', NOW_SQL)}) RETURNING version`
}

/** This isolate sees a version it bumped to at once; two bumps in flight may answer out of order: keep the higher. */
function remember(version: number): number {
  if (!cached || version > cached.version) cached = { version, expires: Date.now() + CONTENT_VERSION_TTL_MS }
  return version
}

/** Forgets this isolate's copy of the version, as a new isolate starts (tests of a D1 outage in a fresh isolate). */
export function forgetContentVersion(): void {
  cached = undefined
  readStarted = 0
}
