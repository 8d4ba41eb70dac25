import type { CommonQuery } from './api'

/**
 * Recently viewed items (ENTITY-29, OQ-47): kept on the device as identifiers (kind and slug), per kind, newest last,
 * at most RECENTLY_VIEWED_MAX of a kind; an item viewed again moves to the end. The row reads each item's title and
 * picture from GET recently-viewed in the page's language. Rules only: the component reads and writes the storage.
 */
export const RECENTLY_VIEWED_KINDS = ['product', 'event', 'online_course'] as const
export type RecentlyViewedKind = (typeof RECENTLY_VIEWED_KINDS)[number]

export const RECENTLY_VIEWED_MAX = 18
export const RECENTLY_VIEWED_STORAGE_KEY = 'recently-viewed'
/** How many the row shows, and the most GET recently-viewed answers at once. */
export const RECENTLY_VIEWED_SHOWN = 8

/** What the device keeps of an item: which it is, never its texts (they are in the language it was viewed in). */
export interface RecentlyViewedItem {
  kind: RecentlyViewedKind
  slug: string
}

/** An item as the row shows it: its title and picture (small rendition) in the page's language. */
export interface RecentlyViewedCard extends RecentlyViewedItem {
  title: string
  image: string | null
}

/** GET recently-viewed: the items as `kind:slug` joined with commas (recentlyViewedParam), at most RECENTLY_VIEWED_SHOWN. */
export interface RecentlyViewedQuery extends CommonQuery {
  /**
   * @pattern ^(product|event|online_course):[^\s,:]{1,100}(,(product|event|online_course):[^\s,:]{1,100}){0,7}$
   */
  items: string
}

/** The published ones of the items asked for, in the order asked; an unknown or unpublished item is left out. */
export interface RecentlyViewedAnswer {
  rows: RecentlyViewedCard[]
}

/** A slug the query can carry (RecentlyViewedQuery's pattern): a stored one that is not is left out. */
const SLUG = /^[^\s,:]{1,100}$/

/** The `items` of GET recently-viewed. */
export function recentlyViewedParam(items: readonly RecentlyViewedItem[]): string {
  return items.map((item) => `${item.kind}:${item.slug}`).join(',')
}

/** The items of a valid `items` (the query's pattern checked). */
export function parseRecentlyViewedParam(param: string): RecentlyViewedItem[] {
  return param.split(',').map((pair) => {
    const [kind, slug] = pair.split(':') as [RecentlyViewedKind, string]
    return { kind, slug }
  })
}

/** The list with `item` moved or added to the end, and its kind cut to the newest RECENTLY_VIEWED_MAX. */
export function rememberViewed(list: readonly RecentlyViewedItem[], item: RecentlyViewedItem): RecentlyViewedItem[] {
  const others = list.filter((entry) => !sameItem(entry, item))
  const next = [...others, { kind: item.kind, slug: item.slug }]
  const ofKind = next.filter((entry) => entry.kind === item.kind)
  const dropped = new Set(ofKind.slice(0, Math.max(0, ofKind.length - RECENTLY_VIEWED_MAX)))
  return next.filter((entry) => !dropped.has(entry))
}

/**
 * The stored list, whatever the storage holds: the kind and slug of each entry of a known kind, anything else left
 * out. Entries stored before ENTITY-29 was kept (with a title and picture) are read for their kind and slug alone.
 */
export function parseRecentlyViewed(text: string | null): RecentlyViewedItem[] {
  if (!text) return []
  try {
    const value = JSON.parse(text) as unknown
    if (!Array.isArray(value)) return []
    const items = value.flatMap((entry: unknown): RecentlyViewedItem[] => {
      if (typeof entry !== 'object' || entry === null) return []
      const { kind, slug } = entry as Partial<Record<keyof RecentlyViewedItem, unknown>>
      if (!RECENTLY_VIEWED_KINDS.includes(kind as RecentlyViewedKind) || typeof slug !== 'string' || !SLUG.test(slug)) return []
      return [{ kind: kind as RecentlyViewedKind, slug }]
    })
    // An item stored twice counts where it was viewed last.
    return items.filter((item, index) => !items.slice(index + 1).some((later) => sameItem(later, item)))
  } catch {
    return []
  }
}

/** What the row shows: newest first, without the item of the page itself, at most RECENTLY_VIEWED_SHOWN. */
export function shownRecentlyViewed(list: readonly RecentlyViewedItem[], current?: RecentlyViewedItem): RecentlyViewedItem[] {
  return list
    .filter((entry) => !(current && sameItem(entry, current)))
    .reverse()
    .slice(0, RECENTLY_VIEWED_SHOWN)
}

/** The list without the items asked for that the answer left out (no longer published, or unknown). */
export function withoutMissing(list: readonly RecentlyViewedItem[], asked: readonly RecentlyViewedItem[], answered: readonly RecentlyViewedItem[]): RecentlyViewedItem[] {
  const missing = asked.filter((item) => !answered.some((row) => sameItem(row, item)))
  return list.filter((entry) => !missing.some((item) => sameItem(item, entry)))
}

function sameItem(a: RecentlyViewedItem, b: RecentlyViewedItem): boolean {
  return a.kind === b.kind && a.slug === b.slug
}
