import type { CommonQuery } from './api'

/** The kinds of item the site search finds (issue 45), in the order the results page lists their groups by default. */
export const SEARCH_KINDS = ['event', 'online_course', 'product', 'trainer', 'news', 'article', 'page'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** The longest query the search reads: longer is a 400 (a 1 MB query never reaches the index). */
export const SEARCH_QUERY_MAX_LENGTH = 200
/** The words of a query the search uses; the rest are ignored. */
export const SEARCH_MAX_WORDS = 8
/** Items per kind: the suggestions under the header field and the results page. */
export const SEARCH_SUGGESTION_LIMIT = 3
export const SEARCH_PAGE_LIMIT = 12

/** GET search: the words, and how many items of each kind to answer. */
export interface SiteSearchQuery extends CommonQuery {
  /**
   * @minLength 1
   * @maxLength 200
   */
  q: string
  /**
   * @type uint
   * @minimum 1
   * @maximum 24
   */
  limit?: number
}

/** One item found: where it lives, its picture (small rendition), its date and price where it has them. */
export interface SiteSearchHit {
  kind: SearchKind
  slug: string
  title: string
  image: string | null
  /** Events: start; news and articles: publication. */
  date: string | null
  /** Events: end, when it differs from the start. */
  date_to: string | null
  /** Events that ended (listed after the coming ones). */
  past: boolean
  /** Minor units of `currency` (the request's); null for kinds without a price. */
  price: number | null
  currency: string | null
}

/** The items of one kind, best first. */
export interface SiteSearchGroup {
  kind: SearchKind
  rows: SiteSearchHit[]
}

/** The answer: groups in the order of their best item, `count` items in all; `corrected` is the query searched when a typo was forgiven. */
export interface SiteSearchAnswer {
  query: string
  corrected: string | null
  count: number
  groups: SiteSearchGroup[]
}

const WORD = /[\p{L}\p{N}]+/gu
/** FTS5's own keywords: a query of these and punctuation alone asks nothing. */
const FTS_KEYWORDS = new Set(['AND', 'OR', 'NOT', 'NEAR'])

/** The words of a query the search uses: letters and digits, FTS5 keywords and syntax left out, at most SEARCH_MAX_WORDS. */
export function searchQueryWords(query: string): string[] {
  const words = (query.normalize('NFKC').match(WORD) ?? []).filter((word) => !FTS_KEYWORDS.has(word))
  return [...new Set(words.map((word) => word.toLowerCase()))].slice(0, SEARCH_MAX_WORDS)
}

/** The address of an item found, without the language prefix. */
export function searchHitPath(hit: Pick<SiteSearchHit, 'kind' | 'slug'>): string {
  const slug = encodeURIComponent(hit.slug)
  switch (hit.kind) {
    case 'event':
      return `/events/i/${slug}`
    case 'online_course':
      return `/online_school/courses/${slug}`
    case 'product':
      return `/shop/${slug}`
    case 'trainer':
      return `/trainers/${slug}`
    case 'news':
      return `/news/${slug}`
    case 'article':
      return `/blog/${slug}`
    case 'page':
      return `/page/${slug}`
  }
}

/** Levenshtein distance of two words, stopping early once it exceeds `most` (answers most + 1 then). */
export function editDistance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    let rowBest = i
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      current.push(value)
      rowBest = Math.min(rowBest, value)
    }
    if (rowBest > most) return most + 1
    previous = current
  }
  return previous[b.length]!
}

/** How many edits a typed word may be from a stored one: none for short words, one up to 7 letters, two beyond. */
export function typoAllowance(word: string): number {
  if (word.length < 4) return 0
  return word.length <= 7 ? 1 : 2
}

/** The shortest query the header asks suggestions for. */
export const SEARCH_SUGGEST_MIN_LENGTH = 2

/** The items of an answer in the order the suggestions list shows them (group by group). */
export function searchHitsInOrder(answer: SiteSearchAnswer | null): SiteSearchHit[] {
  return answer ? answer.groups.flatMap((group) => group.rows) : []
}

/** The results page's query string: `q` trimmed and cut to the longest query; anything else dropped. */
export function routeSiteSearch(search: Record<string, unknown>): { q?: string } {
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, SEARCH_QUERY_MAX_LENGTH) : ''
  return q ? { q } : {}
}
