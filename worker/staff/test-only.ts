/**
 * Endpoints for the end-to-end tests only, in no contract and no OpenAPI document: they answer only when the variable
 * TEST_ENDPOINTS is "on", which only the end-to-end server sets (tests/e2e/serve.mjs; never wrangler.toml nor the local
 * runs' variables), and only to a request addressed to loopback. Anywhere else they are the staff API's unknown
 * endpoint (404), as in production.
 */
import { Hono, type Context } from 'hono'
import { STAFF_SESSION_TIMEOUTS } from '../../src/model/staff'
import { backdateSecondFactor } from '../db/staff'
import type { AppEnv } from '../env'
import { unknownEndpoint } from './role-check'
import { signedInStaff } from './staff-session'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

export function testEndpointsOn(c: Context<AppEnv>): boolean {
  return c.env.TEST_ENDPOINTS === 'on' && LOOPBACK.has(new URL(c.req.url).hostname)
}

export const staffTestOnlyRoutes = new Hono<AppEnv>()

/** Where these endpoints sit under the staff API, so that the walks over the contract know to leave them out. */
export const TEST_ONLY_PATH = '/_test/'

/**
 * The signed-in session's second factor made older than the sensitive actions accept (requireRecentSecondFactor), so
 * that an end-to-end test meets the server's real re-ask (403 second_factor_required, then a real code).
 */
staffTestOnlyRoutes.post(`${TEST_ONLY_PATH}stale-second-factor`, async (c) => {
  const session = testEndpointsOn(c) ? await signedInStaff(c) : null
  if (!session) throw unknownEndpoint()
  await backdateSecondFactor(c.env.DB, session.row.token_hash, Date.now() - STAFF_SESSION_TIMEOUTS.recentSecondFactorMs - 60_000)
  return c.body(null, 204)
})
