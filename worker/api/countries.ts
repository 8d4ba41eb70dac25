import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { CommonQuery, ListResponse } from '../../src/model/api'
import type { CityEntity, CountryEntity } from '../../src/model/entities/reference'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { listCitiesOf } from '../db/cities'
import { findCountry, listCountries } from '../db/countries'
import type { CountriesQuery } from '../../src/model/api-contract/queries'
import { route } from '../lib/route'
import { notFound } from '../lib/errors'
import { paging } from './paging'

const COUNTRIES_LIMIT = 300

const validateList = typia.http.createValidateQuery<CountriesQuery>()
const validateItem = typia.http.createValidateQuery<CommonQuery>()

/** GET countries, countries/{code}, countries/{code}/cities (API-12, ENTITY-19, I18N-09). */
export const countryRoutes = {
  countries: route(ENDPOINTS.countries, { query: validateList }, async (c, { query }) => {
    const { skip, limit } = paging(query, COUNTRIES_LIMIT)
    const { rows, count } = await listCountries(c.env.DB, query.language ?? DEFAULT_LANGUAGE, { skip, limit })
    return c.json<ListResponse<CountryEntity>>({ rows, meta: { skip, limit, count } })
  }),
  country: route(ENDPOINTS.country, { query: validateItem }, async (c, { query, params }) => {
    const country = await findCountry(c.env.DB, query.language ?? DEFAULT_LANGUAGE, params.id)
    if (!country) throw notFound('country')
    return country
  }),
  countryCities: route(ENDPOINTS.countryCities, { query: validateList }, async (c, { query, params }) => {
    const language = query.language ?? DEFAULT_LANGUAGE
    const country = await findCountry(c.env.DB, language, params.id)
    if (!country) throw notFound('country')
    const { skip, limit } = paging(query, COUNTRIES_LIMIT)
    const { rows, count } = await listCitiesOf(c.env.DB, language, country.value, { skip, limit })
    return c.json<ListResponse<CityEntity>>({ rows, meta: { skip, limit, count } })
  }),
}
