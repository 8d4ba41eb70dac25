import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { CommonQuery, ListResponse } from '../../src/model/api'
import type { VacancyEntity } from '../../src/model/entities/publications'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { PAGE_SIZES } from '../../src/model/page-sizes'
import { findVacancy, listVacancies } from '../db/vacancies'
import { route } from '../lib/route'
import { notFound } from '../lib/errors'
import type { VacanciesQuery } from '../../src/model/api-contract/queries'
import { paging } from './paging'
import { sanitizeRichText } from '../lib/sanitize'

const validateList = typia.http.createValidateQuery<VacanciesQuery>()
const validateItem = typia.http.createValidateQuery<CommonQuery>()

function sanitized(vacancy: VacancyEntity): VacancyEntity {
  return { ...vacancy, description: sanitizeRichText(vacancy.description) }
}

/** GET vacancy and vacancy/{id} (API-12, ENTITY-28): salaries stay in the vacancy's own currency. */
export const vacancyRoutes = {
  vacancies: route(ENDPOINTS.vacancies, { query: validateList }, async (c, { query }) => {
    const { skip, limit } = paging(query, PAGE_SIZES.career)
    const { rows, count } = await listVacancies(c.env.DB, query.language ?? DEFAULT_LANGUAGE, {
      direction: query.direction,
      skip,
      limit,
    })
    const body: ListResponse<VacancyEntity> = { rows: rows.map(sanitized), meta: { skip, limit, count } }
    return body
  }),
  vacancy: route(ENDPOINTS.vacancy, { query: validateItem }, async (c, { query, params }) => {
    const vacancy = await findVacancy(c.env.DB, query.language ?? DEFAULT_LANGUAGE, params.id)
    if (!vacancy) throw notFound('vacancy')
    return sanitized(vacancy)
  }),
}
