/**
 * Recently viewed items (ENTITY-29, OQ-47): kept on the device, per kind, newest last, at most RECENTLY_VIEWED_MAX
 * of a kind; an item viewed again moves to the end. Rules only: the component reads and writes the storage.
 */
export const RECENTLY_VIEWED_KINDS = ['product', 'event', 'online_course'] as const
export type RecentlyViewedKind = (typeof RECENTLY_VIEWED_KINDS)[number]

export const RECENTLY_VIEWED_MAX = 18
export const RECENTLY_VIEWED_STORAGE_KEY = 'recently-viewed'
/** How many the row shows. */
export const RECENTLY_VIEWED_SHOWN = 8

export interface RecentlyViewedItem {
  kind: RecentlyViewedKind
  slug: string
  title: string
  image: string | null
}

/** The list with `item` moved or added to the end, and its kind cut to the newest RECENTLY_VIEWED_MAX. */
export function rememberViewed(list: readonly RecentlyViewedItem[], item: RecentlyViewedItem): RecentlyViewedItem[] {
  const others = list.filter((entry) => !(entry.kind === item.kind && entry.slug === item.slug))
  const next = [...others, item]
  const ofKind = next.filter((entry) => entry.kind === item.kind)
  const dropped = new Set(ofKind.slice(0, Math.max(0, ofKind.length - RECENTLY_VIEWED_MAX)))
  return next.filter((entry) => !dropped.has(entry))
}

/** The stored list, whatever the storage holds: anything not an item of a known kind is left out. */
export function parseRecentlyViewed(text: string | null): RecentlyViewedItem[] {
  if (!text) return []
  try {
    const value = JSON.parse(text) as unknown
    if (!Array.isArray(value)) return []
    return value.filter(
      (entry): entry is RecentlyViewedItem =>
        typeof entry === 'object' &&
        entry !== null &&
        RECENTLY_VIEWED_KINDS.includes((entry as RecentlyViewedItem).kind) &&
        typeof (entry as RecentlyViewedItem).slug === 'string' &&
        typeof (entry as RecentlyViewedItem).title === 'string' &&
        ((entry as RecentlyViewedItem).image === null || typeof (entry as RecentlyViewedItem).image === 'string'),
    )
  } catch {
    return []
  }
}

/** What the row shows: newest first, without the item of the page itself. */
export function shownRecentlyViewed(list: readonly RecentlyViewedItem[], current?: Pick<RecentlyViewedItem, 'kind' | 'slug'>): RecentlyViewedItem[] {
  return list
    .filter((entry) => !(current && entry.kind === current.kind && entry.slug === current.slug))
    .reverse()
    .slice(0, RECENTLY_VIEWED_SHOWN)
}
