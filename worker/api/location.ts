/**
 * GET location (ORDER-04, OQ-52): the visitor's city and country as Cloudflare's edge guesses them from the
 * request (`request.cf`); no third-party service is asked. Null fields when unknown (local runs have no edge
 * geolocation). Never cached: the answer is the visitor's own.
 */
import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { edgeLocation } from './edge-location'
import { route } from '../lib/route'

const validateQuery = typia.http.createValidateQuery<CommonQuery>()

export const locationRoutes = {
  location: route(ENDPOINTS.location, { query: validateQuery }, (c) => {
    c.header('Cache-Control', 'private, no-store')
    return edgeLocation(c)
  }),
}
