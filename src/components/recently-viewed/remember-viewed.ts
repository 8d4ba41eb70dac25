import { parseRecentlyViewed, parseRecentlyViewedParam, rememberViewed, withoutMissing, type RecentlyViewedItem } from '../../model/recently-viewed'
import { readRecentlyViewed, writeRecentlyViewed } from './recently-viewed-store'

/** Stores that this device opened `item` (issue 45.3): its kind and slug alone (ENTITY-29). */
export function rememberOnDevice(item: RecentlyViewedItem): void {
  writeRecentlyViewed(JSON.stringify(rememberViewed(parseRecentlyViewed(readRecentlyViewed()), item)))
}

/** Forgets the items of `items` (recentlyViewedParam) that GET recently-viewed left out of its answer: no longer published, or unknown. */
export function forgetMissing(items: string, answered: readonly RecentlyViewedItem[]): void {
  const stored = parseRecentlyViewed(readRecentlyViewed())
  const kept = withoutMissing(stored, parseRecentlyViewedParam(items), answered)
  if (kept.length < stored.length) writeRecentlyViewed(JSON.stringify(kept))
}
