import { redirect } from '@tanstack/react-router'
import { MAX_LIST_SKIP, type ListResponse } from '../../model/api'
import { pageAfterEnd, skipFor } from '../../model/search-params'
import { withPage } from './page-window'

export interface ListPageOptions<Row> {
  /** The 1-based page of the address. */
  page: number
  limit: number
  /** The list call for `skip`. */
  load: (skip: number) => Promise<ListResponse<Row>>
  /** The route's search as the address writes it: kept, with `page` replaced, in the redirect. */
  search: object
}

/**
 * One page of a paginated list for a route loader (PAGINATION-01, EVENTS-08, NEWS-03, REVIEWS-05, TRAINER-01).
 * A page past the last one is a redirect to the last page (page 1 of an empty list) on the same route, keeping the
 * other filters: `/news?page=99` showed the empty message with page 3 marked current. A page too far out for the
 * API (skip above MAX_LIST_SKIP) asks for the furthest skip instead, which is past the end of any list, so it is
 * the same redirect rather than a refused call and a 500.
 */
export async function loadListPage<Row>({ page, limit, load, search }: ListPageOptions<Row>): Promise<ListResponse<Row>> {
  const list = await load(Math.min(skipFor(page, limit), MAX_LIST_SKIP))
  const last = pageAfterEnd(page, list.meta.count, limit)
  if (last !== undefined) throw redirect({ to: '.', search: withPage(search, last) })
  return list
}
