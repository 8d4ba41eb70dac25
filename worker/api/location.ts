/**
 * GET location (ORDER-04, OQ-52): the visitor's city and country as Cloudflare's edge guesses them from the
 * request (`request.cf`); no third-party service is asked. Null fields when unknown (local runs have no edge
 * geolocation). Never cached: the answer is the visitor's own.
 */
import { Hono } from 'hono'
import type { LocationAnswer } from '../../src/model/entities/orders'
import type { AppEnv } from '../env'

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

export const location = new Hono<AppEnv>().get('/', (c) => {
  const cf = c.req.raw.cf as { city?: unknown; country?: unknown } | undefined
  c.header('Cache-Control', 'private, no-store')
  return c.json<LocationAnswer>({ city: text(cf?.city), country: text(cf?.country) })
})
