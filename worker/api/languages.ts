import { Hono } from 'hono'
import typia from 'typia'
import type { LanguageEntity, ListResponse } from '../../src/model/api'
import { readRoutableLanguages } from '../db/languages'
import type { AppEnv } from '../env'
import { MAX_LIMIT, type PagingQuery } from '../../src/model/api-contract/queries'
import { paging } from './paging'
import { validQuery } from './validation'

const validateQuery = typia.http.createValidateQuery<PagingQuery>()

/** GET languages (I18N-05, OQ-01): the routable languages, read from D1 so a fourth language is data, not code. */
export const languages = new Hono<AppEnv>().get('/', async (c) => {
  const { skip, limit } = paging(validQuery(c, validateQuery), MAX_LIMIT)
  const all = await readRoutableLanguages(c.env.DB)
  const body: ListResponse<LanguageEntity> = { rows: all.slice(skip, skip + limit), meta: { skip, limit, count: all.length } }
  return c.json(body)
})
