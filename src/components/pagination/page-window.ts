import type { ListMeta } from '../../model/api'
import { lastPage } from '../../model/search-params'

/** Pages on each side of the current one (PAGINATION-03). */
export const PAGE_WINDOW_RADIUS = 2

export interface PageWindow {
  /** The first page on screen: below `current` once 'show more' appended pages to the one opened. */
  first: number
  /** The last page on screen (from meta.skip, PAGINATION-07: meta is the last page loaded). */
  current: number
  total: number
  /** The pages shown as numbers: the current one and up to two on each side. */
  pages: number[]
}

/**
 * Where a list stands: the pages on screen from `firstSkip` (the first row shown; meta.skip when nothing was
 * appended) to `skip`/`limit`, the page count from `count`, and the numbers to show around the last one
 * (PAGINATION-03). Null when the whole list fits on one page (PAGINATION-04: hidden when count ≤ limit).
 */
export function pageWindow(meta: ListMeta, firstSkip: number = meta.skip): PageWindow | null {
  if (meta.limit <= 0 || meta.count <= meta.limit) return null
  const total = lastPage(meta.count, meta.limit)
  const pageOf = (skip: number) => Math.min(total, Math.floor(skip / meta.limit) + 1)
  const current = pageOf(meta.skip)
  const first = Math.min(current, pageOf(firstSkip))
  const from = Math.max(1, current - PAGE_WINDOW_RADIUS)
  const to = Math.min(total, current + PAGE_WINDOW_RADIUS)
  const pages = Array.from({ length: to - from + 1 }, (_, index) => from + index)
  return { first, current, total, pages }
}

/** The search of the current route for `page` (PAGINATION-01: page 1 leaves the parameter out). */
export function withPage<Search extends object>(search: Search, page: number): Search & { page?: number } {
  return { ...search, page: page > 1 ? page : undefined }
}
