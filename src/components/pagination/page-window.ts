import type { ListMeta } from '../../model/api'

/** Pages on each side of the current one (PAGINATION-03). */
export const PAGE_WINDOW_RADIUS = 2

export interface PageWindow {
  current: number
  total: number
  /** The pages shown as numbers: the current one and up to two on each side. */
  pages: number[]
}

/**
 * Where a list stands: the current page from `skip`/`limit`, the page count from `count`, and the numbers to
 * show (PAGINATION-03). Null when the whole list fits on one page (PAGINATION-04: hidden when count ≤ limit).
 */
export function pageWindow(meta: ListMeta): PageWindow | null {
  if (meta.limit <= 0 || meta.count <= meta.limit) return null
  const total = Math.ceil(meta.count / meta.limit)
  const current = Math.min(total, Math.floor(meta.skip / meta.limit) + 1)
  const first = Math.max(1, current - PAGE_WINDOW_RADIUS)
  const last = Math.min(total, current + PAGE_WINDOW_RADIUS)
  const pages = Array.from({ length: last - first + 1 }, (_, index) => first + index)
  return { current, total, pages }
}

/** The search of the current route for `page` (PAGINATION-01: page 1 leaves the parameter out). */
export function withPage<Search extends object>(search: Search, page: number): Search & { page?: number } {
  return { ...search, page: page > 1 ? page : undefined }
}
