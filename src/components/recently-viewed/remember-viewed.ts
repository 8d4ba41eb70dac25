import { parseRecentlyViewed, rememberViewed, type RecentlyViewedItem } from '../../model/recently-viewed'
import { readRecentlyViewed, writeRecentlyViewed } from './recently-viewed-store'

/** Stores that this device opened `item` (issue 45.3). */
export function rememberOnDevice(item: RecentlyViewedItem): void {
  writeRecentlyViewed(JSON.stringify(rememberViewed(parseRecentlyViewed(readRecentlyViewed()), item)))
}
