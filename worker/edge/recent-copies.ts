/**
 * An isolate's own few most recent copies of answers, newest kept, oldest dropped past a count or a size: in front of
 * the Cache API for the edge cache's pages (issue 43.1), and the public reads of rendered pages (render-reads.ts).
 * Plain values (never a pending read), so any request may use them.
 */

/** A stored answer: status, headers (the cache's own included) and body. */
export interface StoredCopy {
  status: number
  headers: [string, string][]
  body: Uint8Array
  /**
   * The headers the Worker answered this copy with (security headers and the CSP's script hashes included), noted
   * after the app's first answer with it, so that a hit answers before the app runs (isolate-hits.ts).
   */
  sent?: [string, string][]
}

export interface RecentCopies<Copy extends { body: Uint8Array }> {
  /** The copy under `key`, now the most recent one. */
  get(key: string): Copy | undefined
  /** Keeps `copy` under `key` (not when it alone would fill a quarter of the room). */
  keep(key: string, copy: Copy): void
}

export function createRecentCopies<Copy extends { body: Uint8Array }>({ maxCopies, maxBytes }: { maxCopies: number; maxBytes: number }): RecentCopies<Copy> {
  // Insertion order is recency: a read moves its copy to the end, the oldest go first.
  const copies = new Map<string, Copy>()
  let bytes = 0
  return {
    get(key) {
      const copy = copies.get(key)
      if (copy) {
        copies.delete(key)
        copies.set(key, copy)
      }
      return copy
    },
    keep(key, copy) {
      const old = copies.get(key)
      if (old) bytes -= old.body.byteLength
      copies.delete(key)
      if (copy.body.byteLength > maxBytes / 4) return
      copies.set(key, copy)
      bytes += copy.body.byteLength
      for (const [oldest, evicted] of copies) {
        if (copies.size <= maxCopies && bytes <= maxBytes) break
        copies.delete(oldest)
        bytes -= evicted.body.byteLength
      }
    },
  }
}

/** The edge cache's pages and API reads (page-cache.ts). */
const pageCopies = createRecentCopies<StoredCopy>({ maxCopies: 64, maxBytes: 16 * 1024 * 1024 })

export const recentCopy = (key: string): StoredCopy | undefined => pageCopies.get(key)

export const keepRecentCopy = (key: string, copy: StoredCopy): void => pageCopies.keep(key, copy)
