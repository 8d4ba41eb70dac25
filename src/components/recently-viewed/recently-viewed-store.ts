import { RECENTLY_VIEWED_STORAGE_KEY } from '../../model/recently-viewed'

/** The stored recently viewed list as text, for useSyncExternalStore (issue 45.3); changes in other tabs notify too. */
const listeners = new Set<() => void>()

export function subscribeRecentlyViewed(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

export function readRecentlyViewed(): string | null {
  try {
    return window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)
  } catch {
    return null
  }
}

/** Writes (or with null clears) the stored list; storage that refuses (private modes, full) keeps nothing. */
export function writeRecentlyViewed(text: string | null): void {
  try {
    if (text === null) window.localStorage.removeItem(RECENTLY_VIEWED_STORAGE_KEY)
    else window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, text)
  } catch {
    // nothing kept
  }
  for (const listener of listeners) listener()
}
