import type { tags } from 'typia'
import type { CommonQuery } from '../../src/model/api'

/** The largest page a list call may ask for; more is a 400, not a silent cut (API-02). */
export const MAX_LIMIT = 100

/** skip/limit of the list calls, as typia validates them: whole numbers, limit at most MAX_LIMIT. */
export interface PagingQuery extends CommonQuery {
  /** @type uint */
  skip?: number
  /** At least one row (an empty page is never what a caller meant), at most MAX_LIMIT. */
  limit?: number & tags.Type<'int32'> & tags.Minimum<1> & tags.Maximum<100>
}

/** The page a list call answers, with its defaults filled in (the same values go back in `meta`). */
export function paging(query: PagingQuery, defaultLimit: number): { skip: number; limit: number } {
  return { skip: query.skip ?? 0, limit: query.limit ?? defaultLimit }
}
