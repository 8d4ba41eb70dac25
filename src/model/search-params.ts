/**
 * Rules for the query string of list pages (VALID-09, PAGINATION-01, EVENTS-11, REVIEWS-10): a route's
 * `validateSearch` keeps what it understands and drops the rest, so a shared or reloaded URL never breaks.
 */

/**
 * The router's `parseSearch`: every value is the text the address holds. The router's default reads `?search=123`
 * as the number 123 and `?entity_id=1` as 1, then writes a string it took for a number back quoted
 * (`?search=%22123%22`); here types are the routes' `validateSearch`'s business alone. The first of repeated keys
 * counts; the result has no prototype, so `?__proto__=…` is a key like any other.
 */
export function parseSearchString(search: string): Record<string, string> {
  const values: Record<string, string> = Object.create(null)
  for (const [key, value] of new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)) {
    if (!(key in values)) values[key] = value
  }
  return values
}

/** The router's `stringifySearch`: `?key=value&…` in the object's order, undefined and null left out; '' for none. */
export function stringifySearchString(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** `page` as a route keeps it: a whole number above 1, or nothing (page 1 leaves the key out). */
export function pageParam(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(page) && page > 1 ? page : undefined
}

/** The page a list shows: `pageParam` with 1 for "left out". */
export function pageNumber(value: unknown): number {
  return pageParam(value) ?? 1
}

/** `value` when it is one of `allowed`, otherwise nothing (an unknown filter value is dropped). */
export function oneOf<const T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined
}

/** A slug-shaped value (lowercase letters, digits, `-`, `_`), otherwise nothing. */
export function slugParam(value: unknown): string | undefined {
  return typeof value === 'string' && /^[a-z0-9][a-z0-9_-]{0,99}$/.test(value) ? value : undefined
}

/** The search with its undefined keys removed, so links and `loaderDeps` compare equal for equal filters. */
export function withoutUndefined<Search extends object>(search: Search): Search {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as Search
}

/**
 * A route's `validateSearch` from a parse that keeps what it understands (VALID-09). The router merges what
 * `validateSearch` returns over the raw query, so a value the parse drops by leaving its key out would survive
 * into the route's search, the loader and the links (`?order_by=bogus` reached the API). Here every key the page
 * knows is present, undefined when the value was dropped: the route's search holds only clean values, and the
 * server answers the raw address with a redirect to the cleaned one (the router's own canonical check).
 * `aliases` are keys read only to be renamed (OQ-13 `event_theme` → `theme`), always removed.
 */
export function routeSearch<Search extends object>(
  keys: readonly (keyof Search & string)[],
  parse: (raw: Record<string, unknown>) => Search,
  aliases: readonly string[] = [],
): (raw: Record<string, unknown>) => Search {
  const blank = Object.fromEntries([...keys, ...aliases].map((key) => [key, undefined]))
  return (raw) => ({ ...blank, ...withoutUndefined(parse(raw)) }) as Search
}

/**
 * A list's search after one filter changes: any change but paging goes back to page 1 (the old page may not exist
 * in the new list); `undefined` removes the filter.
 */
export function withFilter<Search extends { page?: number }, K extends keyof Search>(
  search: Search,
  key: K,
  value: Search[K],
): Search {
  const next: Search = { ...search, [key]: value }
  if (key !== 'page') delete next.page
  return withoutUndefined(next)
}

/** skip of the list call for a 1-based page (API-24: skip = limit × (page − 1)). */
export function skipFor(page: number, limit: number): number {
  return (page - 1) * limit
}

/** The last page of a list of `count` rows, `limit` a page: 1 for an empty list (it still has its first page). */
export function lastPage(count: number, limit: number): number {
  return limit > 0 ? Math.max(1, Math.ceil(count / limit)) : 1
}

/**
 * PAGINATION-01: the page to send a visitor to when `page` lies past the end of a list of `count` rows (the last
 * page; 1 for an empty list), or undefined when `page` exists.
 */
export function pageAfterEnd(page: number, count: number, limit: number): number | undefined {
  const last = lastPage(count, limit)
  return page > last ? last : undefined
}
