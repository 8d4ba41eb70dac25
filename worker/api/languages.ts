import { Hono } from 'hono'
import typia from 'typia'
import type { LanguageEntity, ListResponse } from '../../src/model/api'
import { listLanguages } from '../db/languages'
import type { AppEnv } from '../env'
import { MAX_LIMIT, paging, type PagingQuery } from './paging'
import { validQuery } from './validation'

const validateQuery = typia.http.createValidateQuery<PagingQuery>()

/** GET languages (I18N-05): the routable languages, from data so a fourth language is data, not code. */
export const languages = new Hono<AppEnv>().get('/', async (c) => {
  const { skip, limit } = paging(validQuery(c, validateQuery), MAX_LIMIT)
  const { rows, count } = await listLanguages(c.env.DB, { skip, limit })
  const body: ListResponse<LanguageEntity> = { rows, meta: { skip, limit, count } }
  return c.json(body)
})
