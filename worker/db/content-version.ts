/**
 * The content version (issue 43.1; migration 0055): part of every edge-cache key, bumped by each write that changes
 * what visitors see, so that the next request after it is a miss. An isolate trusts its copy for a second.
 */

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
  const now = Date.now()
  // While one request reads the expired version, the others go on with it (a crowd made one read each, issue 43).
  if (cached && (now < cached.expires || now - readStarted < READ_LIMIT_MS)) return cached.version
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

/** Bumps the version (one statement, safe with any number of writers) and makes this isolate see it at once. */
export async function bumpContentVersion(db: D1Database): Promise<number> {
  const version = await db
    .prepare(`INSERT INTO content_version (id, version) VALUES (1, CAST(strftime('%s', 'now') AS INTEGER) * 1000)
       ON CONFLICT (id) DO UPDATE SET version = version + 1 RETURNING version`)
    .first<number>('version')
  if (version === null) throw new Error('content_version answered no row')
  // Two bumps in flight may answer out of order: keep the higher.
  if (!cached || version > cached.version) cached = { version, expires: Date.now() + CONTENT_VERSION_TTL_MS }
  return version
}

/** Forgets this isolate's copy of the version, as a new isolate starts (tests of a D1 outage in a fresh isolate). */
export function forgetContentVersion(): void {
  cached = undefined
  readStarted = 0
}
