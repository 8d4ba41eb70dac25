import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { SEARCH_PAGE_LIMIT, searchQueryWords, type SiteSearchAnswer, type SiteSearchQuery } from '../../src/model/site-search'
import { searchSite } from '../db/site-search'
import { ApiError, fieldMap } from '../lib/errors'
import { route } from '../lib/route'
import { moneyFor } from './money'

const validateQuery = typia.http.createValidateQuery<SiteSearchQuery>()

/** GET search (issue 45): one search over the site's items; a query with no word to search for is a 400 on `q`. */
export const searchRoutes = {
  search: route(ENDPOINTS.search, { query: validateQuery }, async (c, { query }) => {
    if (searchQueryWords(query.q).length === 0) {
      throw new ApiError(400, { code: 'invalid_input', message: 'The query has no word to search for', fields: fieldMap([['q', ['api.errors.search_words']]]) })
    }
    const language = query.language ?? DEFAULT_LANGUAGE
    const started = Date.now()
    const [found, money] = await Promise.all([searchSite(c.env.DB, language, query.q, query.limit ?? SEARCH_PAGE_LIMIT), moneyFor(c, query.currency)])
    const body: SiteSearchAnswer = {
      query: query.q,
      corrected: found.corrected,
      count: found.count,
      groups: found.groups.map((group) => ({
        ...group,
        rows: group.rows.map((row) => {
          const priced = row.price !== null && row.currency !== null
          return { ...row, price: priced ? money.price({ amount: row.price!, currency: row.currency! }) : null, currency: priced ? money.currency : null }
        }),
      })),
    }
    // The time the search took in the Worker (its D1 round trips), which `npm run bench` reports (issue 45).
    c.header('Server-Timing', `search;dur=${Date.now() - started}`)
    return body
  }),
}
