/**
 * The content version (issue 43.1; migration 0055): part of every edge-cache key, bumped by each write that changes
 * what visitors see, so that the next request after it is a miss. An isolate trusts its copy for a second.
 */

/** How long an isolate keeps the version it read: another isolate's bump is seen within this time. */
export const CONTENT_VERSION_TTL_MS = 1_000

// The value itself, never a pending read: workerd forbids one request to await I/O started by another.
let cached: { version: number; expires: number } | undefined

/** The current content version; null when it cannot be read and no isolate copy exists (the cache is then bypassed). */
export async function contentVersion(db: D1Database): Promise<number | null> {
  if (cached && Date.now() < cached.expires) return cached.version
  try {
    const version = await db.prepare('SELECT version FROM content_version WHERE id = 1').first<number>('version')
    if (version === null) return null
    cached = { version, expires: Date.now() + CONTENT_VERSION_TTL_MS }
    return version
  } catch (error) {
    // D1 unreachable: the last version this isolate saw keeps serving what the cache holds (issue 43.2).
    console.warn('content version could not be read', error)
    return cached?.version ?? null
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
