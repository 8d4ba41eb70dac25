import type { PagingQuery } from '../../src/model/api-contract/queries'

/** The page a list call answers, with its defaults filled in (the same values go back in `meta`). */
export function paging(query: PagingQuery, defaultLimit: number): { skip: number; limit: number } {
  return { skip: query.skip ?? 0, limit: query.limit ?? defaultLimit }
}
