import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { LanguageEntity, ListResponse } from '../../src/model/api'
import { readRoutableLanguages } from '../db/languages'
import { MAX_LIMIT, type PagingQuery } from '../../src/model/api-contract/queries'
import { route } from '../lib/route'
import { paging } from './paging'

const validateQuery = typia.http.createValidateQuery<PagingQuery>()

/** GET languages (I18N-05, OQ-01): the routable languages, read from D1 so a fourth language is data, not code. */
export const languageRoutes = {
  languages: route(ENDPOINTS.languages, { query: validateQuery }, async (c, { query }) => {
  const { skip, limit } = paging(query, MAX_LIMIT)
  const all = await readRoutableLanguages(c.env.DB)
  const body: ListResponse<LanguageEntity> = { rows: all.slice(skip, skip + limit), meta: { skip, limit, count: all.length } }
  return body
  }),
}
