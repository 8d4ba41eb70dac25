import { Hono } from 'hono'
import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import type { CityEntity } from '../../src/model/entities/reference'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { findCity } from '../db/cities'
import type { AppEnv } from '../env'
import { notFound } from './errors'
import { validQuery } from './validation'

const validateItem = typia.http.createValidateQuery<CommonQuery>()

/** GET cities/{id} by id or slug (API-12, OQ-21): title, country and IANA time zone. */
export const cities = new Hono<AppEnv>().get('/:id', async (c) => {
  const query = validQuery(c, validateItem)
  const city = await findCity(c.env.DB, query.language ?? DEFAULT_LANGUAGE, c.req.param('id'))
  if (!city) throw notFound('city')
  return c.json<CityEntity>(city)
})
