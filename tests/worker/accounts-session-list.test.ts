/**
 * The profile's signed-in devices (issue 39.6, ASVS V7.4): the user's live sessions with browser and system from the
 * user agent, this one marked and first; ending one (never another user's), ending every other, and refusing it all
 * to the anonymous and to other sites.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { AccountSessions } from '../../src/model/entities/users'
import { tokenHash } from '../../worker/lib/token-hash'
import { createUser, meStatus, send } from './accounts-fixtures'
import { knownBrowser } from './device-fixtures'

const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

async function sessions(cookie: string): Promise<AccountSessions> {
  const response = await send('GET', 'client_users/me/sessions', undefined, { Cookie: cookie })
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  return (await response.json()) as AccountSessions
}

/** A user signed in from three browsers: a phone, a Windows PC, and this one (Linux Firefox), in that order. */
async function threeBrowsers() {
  const user = await createUser()
  const phone = await knownBrowser(user.email, IPHONE_SAFARI)
  const pc = await knownBrowser(user.email, WINDOWS_CHROME)
  const here = await knownBrowser(user.email)
  return { user, phone, pc, here }
}

describe('GET client_users/me/sessions (issue 39.6)', () => {
  it("lists the user's live sessions: this one first and marked, browser and system, sign-in and last use", async () => {
    const { user, here } = await threeBrowsers()
    // Another user's session is not listed.
    await knownBrowser((await createUser()).email)
    const { rows } = await sessions(here.session)
    expect(rows.map(({ browser, os, current }) => ({ browser, os, current }))).toEqual([
      { browser: 'Firefox', os: 'Linux', current: true },
      { browser: 'Chrome', os: 'Windows', current: false },
      { browser: 'Safari', os: 'iOS', current: false },
    ])
    for (const row of rows) {
      expect(row.id).toMatch(/^[0-9a-f]{32}$/)
      expect(Date.parse(row.signed_in_at)).toBeGreaterThan(Date.now() - 60_000)
      expect(Date.parse(row.last_seen_at)).toBeGreaterThanOrEqual(Date.parse(row.signed_in_at))
    }
    // Neither the token nor its stored hash is shown.
    const stored = await env.DB.prepare('SELECT token_hash FROM client_sessions WHERE user_id = ?1').bind(user.id).all<{ token_hash: string }>()
    const text = JSON.stringify(rows)
    for (const { token_hash } of stored.results) expect(text).not.toContain(token_hash.slice(0, 16))
  })

  it('leaves out sessions past their end', async () => {
    const { here, pc } = await threeBrowsers()
    await env.DB.prepare('UPDATE client_sessions SET expires_at = ?2 WHERE token_hash = ?1').bind(await tokenHash(pc.key), Date.now() - 1).run()
    expect((await sessions(here.session)).rows.map((row) => row.browser)).toEqual(['Firefox', 'Safari'])
  })

  it('is a 401 for the anonymous', async () => {
    expect((await send('GET', 'client_users/me/sessions')).status).toBe(401)
  })
})

describe('POST client_users/me/sessions/{id}/end (issue 39.6)', () => {
  it('ends that session only: it is signed out, the others stay; answers the sessions left', async () => {
    const { phone, pc, here } = await threeBrowsers()
    const before = await sessions(here.session)
    const pcId = before.rows.find((row) => row.browser === 'Chrome')!.id
    const response = await send('POST', `client_users/me/sessions/${pcId}/end`, undefined, { Cookie: here.session })
    expect(response.status).toBe(200)
    expect(((await response.json()) as AccountSessions).rows.map((row) => row.browser)).toEqual(['Firefox', 'Safari'])
    expect(await meStatus({ Cookie: pc.session })).toBe(401)
    expect(await meStatus({ Cookie: phone.session })).toBe(200)
    expect(await meStatus({ Cookie: here.session })).toBe(200)
  })

  it("this session's id signs out here and clears the cookie", async () => {
    const { here, pc } = await threeBrowsers()
    const ownId = (await sessions(here.session)).rows[0]!.id
    const response = await send('POST', `client_users/me/sessions/${ownId}/end`, undefined, { Cookie: here.session })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ rows: [] })
    expect(response.headers.getSetCookie().some((line) => /^__Host-session=;/.test(line))).toBe(true)
    expect(await meStatus({ Cookie: here.session })).toBe(401)
    expect(await meStatus({ Cookie: pc.session })).toBe(200)
  })

  it("another user's session id, or a malformed one, is a 404 that ends nothing", async () => {
    const mine = await threeBrowsers()
    const theirs = await threeBrowsers()
    const theirId = (await sessions(theirs.pc.session)).rows[0]!.id
    for (const id of [theirId, 'x', `${theirId}0`]) {
      const response = await send('POST', `client_users/me/sessions/${id}/end`, undefined, { Cookie: mine.here.session })
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ code: 'not_found' })
    }
    expect(await meStatus({ Cookie: theirs.pc.session })).toBe(200)
  })

  it('is a 401 for the anonymous', async () => {
    expect((await send('POST', `client_users/me/sessions/${'0'.repeat(32)}/end`)).status).toBe(401)
  })
})

describe('POST client_users/me/sessions/end-others (issue 39.6)', () => {
  it('ends every session of the user but this one, and no other user’s; answers this one alone', async () => {
    const { phone, pc, here } = await threeBrowsers()
    const other = await threeBrowsers()
    const response = await send('POST', 'client_users/me/sessions/end-others', undefined, { Cookie: here.session })
    expect(response.status).toBe(200)
    const { rows } = (await response.json()) as AccountSessions
    expect(rows.map(({ browser, current }) => ({ browser, current }))).toEqual([{ browser: 'Firefox', current: true }])
    expect(await meStatus({ Cookie: phone.session })).toBe(401)
    expect(await meStatus({ Cookie: pc.session })).toBe(401)
    expect(await meStatus({ Cookie: here.session })).toBe(200)
    expect(await meStatus({ Cookie: other.pc.session })).toBe(200)
  })

  it('is refused from another site (403) and ends nothing', async () => {
    const { pc, here } = await threeBrowsers()
    const response = await send('POST', 'client_users/me/sessions/end-others', undefined, {
      Cookie: here.session,
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    })
    expect(response.status).toBe(403)
    const id = (await sessions(here.session)).rows[1]!.id
    const one = await send('POST', `client_users/me/sessions/${id}/end`, undefined, { Cookie: here.session, 'Sec-Fetch-Site': 'cross-site' })
    expect(one.status).toBe(403)
    expect(await meStatus({ Cookie: pc.session })).toBe(200)
  })
})
