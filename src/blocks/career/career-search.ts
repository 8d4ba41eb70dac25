/**
 * The query string of `/career` (CAREER-02, CAREER-07): the page and the direction; an unknown direction is
 * dropped. Pure: no router, no React.
 */
import type { VacanciesQuery } from '../../model/api-contract/queries'
import { VACANCY_DIRECTIONS, type VacancyDirection } from '../../model/entities/publications'
import { PAGE_SIZES } from '../../model/page-sizes'
import { pageParam, routeSearch } from '../../model/search-params'

export interface CareerSearch {
  page?: number
  direction?: VacancyDirection
}

export function directionParam(value: unknown): VacancyDirection | undefined {
  return VACANCY_DIRECTIONS.find((direction) => direction === value)
}

export function validateCareerSearch(raw: Record<string, unknown>): CareerSearch {
  const page = pageParam(raw.page)
  const direction = directionParam(raw.direction)
  return { ...(page !== undefined ? { page } : {}), ...(direction ? { direction } : {}) }
}

export const routeCareerSearch = routeSearch<CareerSearch>(['page', 'direction'], validateCareerSearch)

/** The list call for `skip` (CAREER-07: 24 a page, newest first, the direction when one is chosen). */
export function careerQuery(search: CareerSearch, skip: number): VacanciesQuery {
  return { skip, limit: PAGE_SIZES.career, order_by: '-created', ...(search.direction ? { direction: search.direction } : {}) }
}

/** Salary as the card shows it (CAREER-04): both ends, one of them, or none. */
export type SalaryShape =
  | { kind: 'range'; from: number; to: number }
  | { kind: 'from'; amount: number }
  | { kind: 'to'; amount: number }
  | { kind: 'none' }

export function salaryShape(from: number | null, to: number | null): SalaryShape {
  if (from !== null && to !== null) return from === to ? { kind: 'from', amount: from } : { kind: 'range', from, to }
  if (from !== null) return { kind: 'from', amount: from }
  if (to !== null) return { kind: 'to', amount: to }
  return { kind: 'none' }
}
