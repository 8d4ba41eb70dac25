import { CHUNK_RELOAD_MIN_INTERVAL_MS } from './timers'

/** ERR-07: a failed code chunk reloads the page, unless the last such reload was less than a minute ago. */
export function chunkReloadDue(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now < lastReloadAt || now - lastReloadAt >= CHUNK_RELOAD_MIN_INTERVAL_MS
}

/** The stored time of the last reload (milliseconds as text); anything else counts as none. */
export function parseReloadTime(stored: string | null): number | null {
  return stored !== null && /^\d+$/.test(stored) ? Number(stored) : null
}
