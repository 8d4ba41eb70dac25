/**
 * The end-to-end tests' own staff endpoint (worker/staff/test-only.ts, issue 41.2): it ages the caller's second factor
 * only on a server started with TEST_ENDPOINTS=on and only for a request to loopback; anywhere else, as in production
 * (wrangler.toml and the local runs' variables never set it), it is the staff API's unknown endpoint.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { tokenHash } from '../../worker/lib/token-hash'
import { getWith } from './helpers'
import { createStaff, STAFF_API, staffCookieFor, staffSend } from './staff-fixtures'

const STALE = `${STAFF_API}/_test/stale-second-factor`

async function signedInAdmin() {
  const { user } = await createStaff(['admin'])
  return staffCookieFor(user.id)
}

async function secondFactorAt(cookie: string): Promise<number> {
  const row = await env.DB.prepare('SELECT second_factor_at FROM staff_sessions WHERE token_hash = ?1')
    .bind(await tokenHash(cookie.split('=')[1]!))
    .first<{ second_factor_at: number }>()
  return row!.second_factor_at
}

const post = (cookie: string) => ({ method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: '{}' })

describe('the e2e-only stale second factor (issue 41.2)', () => {
  it('is an unknown endpoint without TEST_ENDPOINTS=on (production), and the session keeps its second factor', async () => {
    const cookie = await signedInAdmin()
    const before = await secondFactorAt(cookie)
    const refused = await staffSend('POST', '/_test/stale-second-factor', cookie, {})
    expect(refused.status).toBe(404)
    expect(await refused.json()).toEqual({ code: 'not_found', message: 'Unknown endpoint' })
    expect(await secondFactorAt(cookie)).toBe(before)
  })

  it('is an unknown endpoint with TEST_ENDPOINTS=on for a request to another host, or without a signed-in session', async () => {
    const cookie = await signedInAdmin()
    const before = await secondFactorAt(cookie)
    expect((await getWith({ TEST_ENDPOINTS: 'on' }, `https://example.org${STALE}`, post(cookie))).status).toBe(404)
    expect((await getWith({ TEST_ENDPOINTS: 'on' }, STALE, post(''))).status).toBe(404)
    expect(await secondFactorAt(cookie)).toBe(before)
  })

  it('with TEST_ENDPOINTS=on on loopback, makes the second factor stale: the next sensitive action is refused with 403', async () => {
    const cookie = await signedInAdmin()
    const aged = await getWith({ TEST_ENDPOINTS: 'on' }, STALE, post(cookie))
    expect(aged.status).toBe(204)
    expect(await secondFactorAt(cookie)).toBeLessThan(Date.now() - 10 * 60_000)
    const refused = await staffSend('POST', '/personal-data/erase', cookie, { email: 'nobody-test-only@example.kg' })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'second_factor_required' })
  })
})
