/**
 * The isolate's own few most recent edge-cache copies (issue 43.1), in front of the Cache API: a hot page is answered
 * from memory without a round trip to the cache. Plain values (never a pending read), so any request may use them.
 */

/** A stored answer: status, headers (the cache's own included) and body. */
export interface StoredCopy {
  status: number
  headers: [string, string][]
  body: Uint8Array
}

const MAX_COPIES = 64
const MAX_BYTES = 16 * 1024 * 1024

// Insertion order is recency: a read moves its copy to the end, the oldest go first.
const copies = new Map<string, StoredCopy>()
let bytes = 0

export function recentCopy(key: string): StoredCopy | undefined {
  const copy = copies.get(key)
  if (copy) {
    copies.delete(key)
    copies.set(key, copy)
  }
  return copy
}

export function keepRecentCopy(key: string, copy: StoredCopy): void {
  const old = copies.get(key)
  if (old) bytes -= old.body.byteLength
  copies.delete(key)
  if (copy.body.byteLength > MAX_BYTES / 4) return
  copies.set(key, copy)
  bytes += copy.body.byteLength
  for (const [oldest, evicted] of copies) {
    if (copies.size <= MAX_COPIES && bytes <= MAX_BYTES) break
    copies.delete(oldest)
    bytes -= evicted.body.byteLength
  }
}
