import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { CommonQuery } from '../../src/model/api'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { findCity } from '../db/cities'
import { route } from '../lib/route'
import { notFound } from '../lib/errors'

const validateItem = typia.http.createValidateQuery<CommonQuery>()

/** GET cities/{id} by id or slug (API-12, OQ-21): title, country and IANA time zone. */
export const cityRoutes = {
  city: route(ENDPOINTS.city, { query: validateItem }, async (c, { query, params }) => {
  const city = await findCity(c.env.DB, query.language ?? DEFAULT_LANGUAGE, params.id)
  if (!city) throw notFound('city')
  return city
  }),
}
