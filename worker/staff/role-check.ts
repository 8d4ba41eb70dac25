/**
 * Every staff endpoint and page names its roles; anyone else (anonymous, a customer, staff without the role or with
 * the second factor still to pass) gets the same 404 as an unknown address, so the desk's existence shows to no one.
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { Endpoint } from '../../src/model/api-contract/endpoint'
import { STAFF_SESSION_TIMEOUTS, type StaffRole } from '../../src/model/staff'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { signedInStaff, type StaffSession } from './staff-session'

export function unknownEndpoint(): ApiError {
  return new ApiError(404, { code: 'not_found', message: 'Unknown endpoint' })
}

/** The signed-in staff member holding one of `roles` (admin holds every role), or null. */
export async function staffWithRole(c: Context<AppEnv>, roles: readonly StaffRole[]): Promise<StaffSession | null> {
  const session = await signedInStaff(c)
  if (!session) return null
  return session.roles.includes('admin') || session.roles.some((role) => roles.includes(role)) ? session : null
}

/** The signed-in staff member the endpoint's role check let through (the handler runs only after it). */
export async function currentStaff(c: Context<AppEnv>): Promise<StaffSession> {
  const session = await signedInStaff(c)
  if (!session) throw unknownEndpoint()
  return session
}

/** The middleware checking an endpoint's roles before anything else of the request; none for the sign-in steps. */
export function roleCheckOf(_name: string, endpoint: Endpoint): MiddlewareHandler<AppEnv> | undefined {
  const roles = endpoint.roles
  if (!roles) return undefined
  return async (c, next) => {
    if (!(await staffWithRole(c, roles))) throw unknownEndpoint()
    await next()
  }
}

/** Sensitive actions (roles, deleting personal data, marking paid) want the second factor passed within minutes. */
export function requireRecentSecondFactor(session: StaffSession, now = Date.now()): void {
  const passed = session.row.second_factor_at ?? 0
  if (now - passed > STAFF_SESSION_TIMEOUTS.recentSecondFactorMs) {
    throw new ApiError(403, { code: 'second_factor_required', message: 'Confirm with a code of your authenticator first' })
  }
}
