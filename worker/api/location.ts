/**
 * GET location (ORDER-04, OQ-52): the visitor's city and country as Cloudflare's edge guesses them from the
 * request (`request.cf`); no third-party service is asked. Null fields when unknown (local runs have no edge
 * geolocation). Never cached: the answer is the visitor's own.
 */
import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { route } from './route'

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

const validateQuery = typia.http.createValidateQuery<CommonQuery>()

export const locationRoutes = {
  location: route(ENDPOINTS.location, { query: validateQuery }, (c) => {
    const cf = c.req.raw.cf as { city?: unknown; country?: unknown } | undefined
    c.header('Cache-Control', 'private, no-store')
    return { city: text(cf?.city), country: text(cf?.country) }
  }),
}
