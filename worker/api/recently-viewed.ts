import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { parseRecentlyViewedParam, type RecentlyViewedQuery } from '../../src/model/recently-viewed'
import { recentlyViewedCards } from '../db/recently-viewed'
import { route } from '../lib/route'

const validateQuery = typia.http.createValidateQuery<RecentlyViewedQuery>()

/** GET recently-viewed (ENTITY-29, OQ-47): the titles and pictures of the items a device keeps, in the page's language. */
export const recentlyViewedRoutes = {
  recentlyViewed: route(ENDPOINTS.recentlyViewed, { query: validateQuery }, async (c, { query }) => ({
    rows: await recentlyViewedCards(c.env.DB, query.language ?? DEFAULT_LANGUAGE, parseRecentlyViewedParam(query.items)),
  })),
}
