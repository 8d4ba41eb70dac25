/**
 * Rules for the query string of list pages (VALID-09, PAGINATION-01, EVENTS-11, REVIEWS-10): a route's
 * `validateSearch` keeps what it understands and drops the rest, so a shared or reloaded URL never breaks.
 */

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

/** skip of the list call for a 1-based page (API-24: skip = limit × (page − 1)). */
export function skipFor(page: number, limit: number): number {
  return (page - 1) * limit
}
