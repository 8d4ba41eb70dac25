/**
 * The query string of the news list (NEWS-02, NEWS-03, PAGINATION-01, VALID-09): what `/news` keeps of its
 * search and the list call that follows from it. Pure: no router, no React.
 */
import type { NewsQuery } from '../../model/api-contract/queries'
import { PAGE_SIZES } from '../../model/page-sizes'
import { pageParam, routeSearch, slugParam } from '../../model/search-params'

/** The query keys of `/news`. Left-out keys are "no filter". */
export interface NewsSearch {
  page?: number
  /** Tag slugs, comma-separated (API-24). */
  tags?: string
  /** Full-text search, as typed (trimmed). */
  search?: string
}

/** NEWS-03, CONST-09: the one sort of the news list. */
export const NEWS_ORDER = '-date_publication' as const

/** The API's limit on `search` (worker/api/news.ts). */
export const NEWS_SEARCH_MAX_LENGTH = 200

/** `tags` as the page keeps it: the slug-shaped entries, each once, in the order given; nothing when none is. */
export function tagsParam(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const slugs = value.split(',').flatMap((part) => slugParam(part.trim()) ?? [])
  const unique = [...new Set(slugs)]
  return unique.length > 0 ? unique.join(',') : undefined
}

/** `search` as the page keeps it: trimmed, cut to the API's limit; nothing when blank. */
export function searchParam(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value).trim().slice(0, NEWS_SEARCH_MAX_LENGTH).trim()
  return text ? text : undefined
}

/** `validateSearch` of `/news`: keeps what it understands and drops the rest (a bad `page` is page 1, left out). */
export function validateNewsSearch(raw: Record<string, unknown>): NewsSearch {
  const page = pageParam(raw.page)
  const tags = tagsParam(raw.tags)
  const search = searchParam(raw.search)
  return {
    ...(page !== undefined ? { page } : {}),
    ...(tags !== undefined ? { tags } : {}),
    ...(search !== undefined ? { search } : {}),
  }
}

/** The route's `validateSearch` (VALID-09): a dropped value is removed from the route's search, not merged back. */
export const routeNewsSearch = routeSearch<NewsSearch>(['page', 'tags', 'search'], validateNewsSearch)

/** The list call for `skip` (NEWS-02/03: 24 a page, newest first, the filters of the search). */
export function newsQuery(search: NewsSearch, skip: number): NewsQuery {
  return {
    skip,
    limit: PAGE_SIZES.news,
    order_by: NEWS_ORDER,
    ...(search.tags ? { tags: search.tags } : {}),
    ...(search.search ? { search: search.search } : {}),
  }
}

/** The slugs of `tags`. */
export function selectedTags(search: NewsSearch): string[] {
  return search.tags ? search.tags.split(',') : []
}

/**
 * The search after a tag chip is clicked: the tag is added, or removed when it was selected; `null` clears every
 * tag. Any change of filter starts again at page 1.
 */
export function toggleTag(search: NewsSearch, slug: string | null): NewsSearch {
  const current = selectedTags(search)
  const next = slug === null ? [] : current.includes(slug) ? current.filter((tag) => tag !== slug) : [...current, slug]
  const { page: _page, tags: _tags, ...rest } = search
  return next.length > 0 ? { ...rest, tags: next.join(',') } : rest
}

/** The search after the search box is submitted: the new text (or none), the tags kept, page 1. */
export function withSearchText(search: NewsSearch, text: string): NewsSearch {
  const { page: _page, search: _search, ...rest } = search
  const value = searchParam(text)
  return value ? { ...rest, search: value } : rest
}
