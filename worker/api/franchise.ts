import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { readFranchise } from '../db/franchise'
import { route } from '../lib/route'

const validateQuery = typia.http.createValidateQuery<CommonQuery>()

/**
 * GET profile_site/franchise (API-12, BE-23, FRANCHISE-05, -09): the franchise page's json_data. The FAQ carries
 * every language (ru filling the gaps), so `language` is validated but picks nothing.
 */
export const franchiseRoutes = {
  franchise: route(ENDPOINTS.franchise, { query: validateQuery }, (c) => readFranchise(c.env.DB)),
}
