/**
 * The query string of `/online_school/courses` (COURSES-02, COURSES-03, PAGINATION-01, VALID-09): what the page
 * keeps of its search and the list call that follows from it.
 */
import type { OnlineCoursesQuery } from './api-contract/queries'
import { CREATED_ORDERS, EVENT_THEMES, EVENT_TYPES, type CreatedOrder, type EventTheme, type EventType } from './events'
import { PAGE_SIZES } from './page-sizes'
import { oneOf, pageParam, routeSearch, withFilter, withoutUndefined } from './search-params'

/** The query keys of the courses list. Left-out keys are "no filter" and the default sort. */
export interface CoursesSearch {
  page?: number
  theme?: EventTheme
  type?: EventType
  order_by?: CreatedOrder
}

export type CoursesSearchKey = keyof CoursesSearch

/** COURSES-03: newest first unless the address asks otherwise. */
export const COURSES_DEFAULT_ORDER: CreatedOrder = '-created'

/** COURSES-02: known theme, type and sort values are kept, everything else is dropped (the default sort too). */
export function parseCoursesSearch(raw: Record<string, unknown>): CoursesSearch {
  const order = oneOf(CREATED_ORDERS, raw.order_by)
  return withoutUndefined({
    page: pageParam(raw.page),
    theme: oneOf(EVENT_THEMES, raw.theme),
    type: oneOf(EVENT_TYPES, raw.type),
    order_by: order === COURSES_DEFAULT_ORDER ? undefined : order,
  })
}

/** The route's `validateSearch`: a dropped value leaves the route's search too. */
export const routeCoursesSearch = routeSearch<CoursesSearch>(['page', 'theme', 'type', 'order_by'], parseCoursesSearch)

/** The search after one filter changes (page 1 again; `undefined` or the default sort removes the key). */
export function changeCoursesSearch<K extends CoursesSearchKey>(search: CoursesSearch, key: K, value: CoursesSearch[K]): CoursesSearch {
  return withFilter(search, key, key === 'order_by' && value === COURSES_DEFAULT_ORDER ? undefined : value)
}

/** The list call of the courses page (API-18, COURSES-03): 24 a page with images, sorted, filtered. */
export function coursesListCall(search: CoursesSearch, skip: number): OnlineCoursesQuery {
  return withoutUndefined({
    skip,
    limit: PAGE_SIZES.onlineCourses,
    expand: 'images' as const,
    order_by: search.order_by ?? COURSES_DEFAULT_ORDER,
    theme: search.theme,
    type: search.type,
  })
}
