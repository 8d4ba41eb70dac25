/**
 * Every endpoint of the staff contract, from STAFF_ENDPOINTS itself (issue 41 "Proof", BE-20, OQ-53): one with roles
 * answers the unknown-endpoint 404 to anyone without one of them, and every state-changing one refuses a cross-site
 * request before its role check, its input and its handler. A new endpoint is covered by adding it to the contract.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { fillPath, type Endpoint } from '../../src/model/api-contract/endpoint'
import { STAFF_ROLES, type StaffRole } from '../../src/model/staff'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { staffApi } from '../../worker/staff'
import { TEST_ONLY_PATH } from '../../worker/staff/test-only'
import { createUser, PASSWORD, sessionFor } from './accounts-fixtures'
import { FakeCentralBanks } from './central-banks-fake'
import { createStaff, staffCookie, staffCookieFor, staffSend } from './staff-fixtures'

/** The sign-in steps: open to anyone by design, each checking the staff session it carries. Nothing else may lack roles. */
const OPEN_SIGN_IN_STEPS = ['staffSignIn', 'staffEnrolment', 'staffEnrol', 'staffSecondFactor', 'staffSignOut', 'staffPasskeyOptions', 'staffPasskeySecondFactor']

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const ENDPOINTS = Object.entries(STAFF_ENDPOINTS) as [string, Endpoint][]
const GUARDED = ENDPOINTS.filter(([, endpoint]) => endpoint.roles)
const WRITES = ENDPOINTS.filter(([, endpoint]) => STATE_CHANGING.has(endpoint.method))

const UNKNOWN_ENDPOINT = { code: 'not_found', message: 'Unknown endpoint' }

/** The endpoint's path with each parameter a syntactically valid id that names nothing (a number for numeric ids). */
function unknownPath(endpoint: Endpoint): string {
  const params: Record<string, string> = {}
  for (const [, name] of endpoint.path.matchAll(/\{(\w+)\}/g)) params[name!] = /number|user|staff|^\w+_?[iI]d$/.test(name!) && name !== 'id' ? '987654321' : crypto.randomUUID()
  return fillPath(endpoint.path, params)
}

/** A request to the endpoint as the desk's page would send it (a JSON body for writes: the checks come before it is read). */
function call(endpoint: Endpoint, cookie: string, headers: Record<string, string> = {}): Promise<Response> {
  const body = STATE_CHANGING.has(endpoint.method) ? {} : undefined
  return staffSend(endpoint.method, unknownPath(endpoint), cookie, body, headers)
}

/** A staff role outside the endpoint's roles, if any (admin holds every role, so it never counts as outside). */
function roleOutside(roles: readonly StaffRole[]): StaffRole | undefined {
  return STAFF_ROLES.find((role) => role !== 'admin' && !roles.includes(role))
}

/** `name → status`, with 404 only for the unknown-endpoint answer, for every guarded endpoint. */
async function answers(cookieOf: (roles: readonly StaffRole[]) => Promise<string | null>): Promise<Record<string, number | string>> {
  const entries = await Promise.all(
    GUARDED.map(async ([name, endpoint]) => {
      const cookie = await cookieOf(endpoint.roles!)
      if (cookie === null) return [name, 'no role outside'] as const
      const response = await call(endpoint, cookie)
      // A download (the leads' CSV) answers text; every refusal is JSON.
      const body = response.headers.get('content-type')?.startsWith('application/json') ? await response.json() : await response.text()
      return [name, response.status === 404 && JSON.stringify(body) === JSON.stringify(UNKNOWN_ENDPOINT) ? 404 : `${response.status} ${JSON.stringify(body)}`] as const
    }),
  )
  return Object.fromEntries(entries)
}

const everyGuarded404 = () => Object.fromEntries(GUARDED.map(([name]) => [name, 404]))

async function tableSizes(): Promise<Record<string, number>> {
  const tables = ['staff_audit', 'staff_sessions', 'client_sessions', 'sender_limit_counters']
  const rows = await env.DB.batch<{ count: number }>(tables.map((table) => env.DB.prepare(`SELECT count(*) AS count FROM ${table}`)))
  return Object.fromEntries(tables.map((table, index) => [table, rows[index]!.results[0]!.count]))
}

describe('the staff contract: each endpoint has roles or is a sign-in step (issue 41)', () => {
  it('no endpoint lacks roles unless it is one of the open sign-in steps, and each of those exists', () => {
    const open = ENDPOINTS.filter(([, endpoint]) => !endpoint.roles).map(([name]) => name)
    expect(open, 'an endpoint without `roles` is open to anyone: give it roles, or add it here if it is a sign-in step').toEqual(
      OPEN_SIGN_IN_STEPS.filter((name) => open.includes(name)),
    )
    expect(OPEN_SIGN_IN_STEPS.filter((name) => !(name in STAFF_ENDPOINTS)), 'a listed sign-in step left the contract').toEqual([])
    expect(GUARDED.every(([, endpoint]) => endpoint.roles!.length > 0)).toBe(true)
  })

  it('every endpoint of the contract is mounted at its method and path, and nothing else is', () => {
    // The end-to-end tests' own endpoints are in no contract by design (worker/staff/test-only.ts).
    const mounted = new Set(staffApi.routes.filter((route) => route.method !== 'ALL' && !route.path.includes(TEST_ONLY_PATH)).map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`))
    const declared = new Set(ENDPOINTS.map(([, endpoint]) => `${endpoint.method} /api/staff${endpoint.path}`))
    expect([...declared].filter((route) => !mounted.has(route))).toEqual([])
    expect([...mounted].filter((route) => !declared.has(route))).toEqual([])
  })
})

describe('every staff endpoint with roles answers 404 to anyone without one of them (issue 41, BE-20)', () => {
  it('an anonymous visitor', async () => {
    expect(await answers(async () => '')).toEqual(everyGuarded404())
  })

  it('a signed-in customer, and an admin signed in on the site only (the visitor session opens no desk endpoint)', async () => {
    const customer = await createUser({ password: null })
    const customerCookie = await sessionFor(customer.id)
    expect(await answers(async () => customerCookie)).toEqual(everyGuarded404())
    const admin = await createStaff(['admin'])
    const adminOnSite = await sessionFor(admin.user.id)
    expect(await answers(async () => adminOnSite)).toEqual(everyGuarded404())
  })

  it('an admin whose staff session has the password but not yet the second factor', async () => {
    const { user } = await createStaff(['admin'])
    const pending = await staffCookieFor(user.id, 'password')
    expect(await answers(async () => pending)).toEqual(everyGuarded404())
  })

  it('a signed-in staff member holding a role outside the endpoint’s roles', async () => {
    const cookies = new Map<StaffRole, Promise<string>>()
    const cookieOf = (role: StaffRole) => {
      if (!cookies.has(role)) cookies.set(role, createStaff([role]).then(({ user }) => staffCookieFor(user.id)))
      return cookies.get(role)!
    }
    const result = await answers(async (roles) => {
      const outside = roleOutside(roles)
      return outside ? cookieOf(outside) : null
    })
    const everyRole = Object.fromEntries(GUARDED.filter(([, endpoint]) => !roleOutside(endpoint.roles!)).map(([name]) => [name, 'no role outside']))
    expect(result).toEqual({ ...everyGuarded404(), ...everyRole })
  })

  it('and does answer an admin (the 404s above are the role check, not a wrong address)', async () => {
    const { user } = await createStaff(['admin'])
    const admin = await staffCookieFor(user.id)
    // The rates refresh fetches the central banks: unreachable fakes, so that nothing leaves the machine and no rate changes.
    const banks = new FakeCentralBanks()
    for (const currency of ['RUB', 'KGS', 'UZS', 'KZT'] as const) banks.failing.set(currency, 'unreachable')
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(banks.fetch)
    const notUnknown = await answers(async () => admin).finally(() => spy.mockRestore())
    expect(banks.requests).toHaveLength(4)
    expect(Object.entries(notUnknown).filter(([, status]) => status === 404).map(([name]) => name)).toEqual([])
  })
})

describe('every state-changing staff endpoint refuses a cross-site request before anything else (issue 41, OQ-53)', () => {
  const CROSS_SITE = {
    'an Origin of another site': { Origin: 'https://attacker.example' },
    'Sec-Fetch-Site: cross-site': { 'Sec-Fetch-Site': 'cross-site' },
  }

  it('the contract has state-changing endpoints, sign-in steps among them', () => {
    expect(WRITES.map(([name]) => name)).toEqual(expect.arrayContaining(['staffSignIn', 'staffSecondFactor', 'approveReview']))
  })

  for (const [label, headers] of Object.entries(CROSS_SITE)) {
    it(`${label}: 403 cross_site_request from an admin with a recent second factor, no row written, no cookie set`, async () => {
      const { user } = await createStaff(['admin'], { password: PASSWORD })
      const admin = await staffCookieFor(user.id)
      const before = await tableSizes()
      for (const [name, endpoint] of WRITES) {
        const response = await call(endpoint, admin, headers)
        const body = (await response.json()) as { code?: string }
        expect(`${name}: ${response.status} ${body.code}`).toBe(`${name}: 403 cross_site_request`)
        expect(response.headers.getSetCookie(), name).toEqual([])
      }
      // The sign-in itself, with the right password: refused before the password is checked or a session starts.
      const signIn = await staffSend('POST', '/sign-in', '', { email: user.email, password: PASSWORD }, headers)
      expect(signIn.status).toBe(403)
      expect(staffCookie(signIn)).toBe('')
      // An address the desk does not have answers the same (the refusal tells nothing of which endpoints exist).
      const unknown = await staffSend('POST', `/no-such-endpoint-${crypto.randomUUID()}`, '', {}, headers)
      expect(unknown.status).toBe(403)
      await unknown.arrayBuffer()
      expect(await tableSizes()).toEqual(before)
    })
  }
})
