import { Hono } from 'hono'
import typia from 'typia'
import type { CommonQuery, ListResponse, LanguageEntity } from '../../src/model/api'
import { listLanguages } from '../db/languages'
import type { AppEnv } from '../env'
import { validQuery } from './validation'

const validateQuery = typia.http.createValidateQuery<CommonQuery>()

/** GET languages (I18N-05): the routable languages, from data so a fourth language is data, not code. */
export const languages = new Hono<AppEnv>().get('/', async (c) => {
  validQuery(c, validateQuery)
  const rows = await listLanguages(c.env.DB)
  const body: ListResponse<LanguageEntity> = { rows, meta: { skip: 0, limit: rows.length, count: rows.length } }
  return c.json(body)
})
