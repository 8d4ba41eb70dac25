/**
 * BE-27 for Google and Facebook (issue 28): the start, /_oauth_confirm, the JSON endpoints and disconnect are limited
 * per sender, connecting and disconnecting also per signed-in user, counted atomically (40 in flight → exactly the
 * limit through, the rest 429 with Retry-After); a visitor signing in as usual never meets the limits.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../../worker/lib/sender-limits'
import { USER_LIMITS } from '../../worker/auth/account-limits'
import { createUser } from './accounts-fixtures'
import { API } from './helpers'
import { googleAccount } from './oauth-fakes/google'
import { OAuthBrowser, startFakes, type Fakes } from './oauth-fakes/oauth-browser'
import { expectRateLimited, inFlight, newSender } from './sender-fixtures'

let fakes: Fakes
beforeEach(() => {
  fakes = startFakes()
})
afterEach(() => fakes.restore())

/** A browser behind its own address (or `sender`'s). */
function browser(sender = newSender()): OAuthBrowser {
  const visitor = new OAuthBrowser(fakes)
  visitor.sender = sender
  return visitor
}

const post = { method: 'POST', headers: { 'Content-Type': 'application/json' } }
const CODE_BODY = JSON.stringify({ code: 'a-code', state: `google.login.${'A'.repeat(43)}`, redirect_uri: 'http://localhost/_oauth_confirm' })

/** What one request of each limited endpoint is, and what it answers within the limit. */
const ENDPOINTS = {
  socialStart: { path: `${API}/client_users/oauth/google/start?purpose=login`, init: {}, status: 302 },
  socialConfirm: { path: '/_oauth_confirm?state=google.login.forged&code=a-code', init: {}, status: 303 },
  socialCode: { path: `${API}/client_users/login-social/google?language=en`, init: { ...post, body: CODE_BODY }, status: 400 },
  socialDisconnect: { path: `${API}/client_users/disconnect/google?language=en`, init: post, status: 401 },
} as const

describe.each(Object.keys(ENDPOINTS) as Array<keyof typeof ENDPOINTS>)('%s with 40 requests in flight from one sender', (name) => {
  it('BE-27: exactly the limit gets through, the rest is 429 rate_limited with Retry-After', { timeout: 30_000 }, async () => {
    const sender = newSender()
    const { path, init, status } = ENDPOINTS[name]
    const answers = await inFlight(40, () => browser(sender).request(path, init))
    const limit = RATE_LIMITS[name].count
    expect(answers.get(status)?.length).toBe(limit)
    expect(answers.get(429)?.length).toBe(40 - limit)
    await expectRateLimited(answers.get(429)![0]!, RATE_LIMITS[name].windowMs)
  })
})

describe('per signed-in user, whatever the senders', () => {
  it('BE-27: 40 disconnects in flight from 40 addresses: the user limit gets through', { timeout: 30_000 }, async () => {
    const user = await createUser()
    const answers = await inFlight(40, async () => {
      const visitor = browser()
      await visitor.signInAs(user.id)
      return visitor.request(ENDPOINTS.socialDisconnect.path, post)
    })
    const limit = USER_LIMITS.socialLinks.count
    expect(answers.get(400)?.length).toBe(limit)
    expect(answers.get(429)?.length).toBe(40 - limit)
    await expectRateLimited(answers.get(429)![0]!, USER_LIMITS.socialLinks.windowMs)
  })

  it('BE-27: starting a connect and finishing one count for the user too', async () => {
    const user = await createUser()
    const visitor = browser()
    await visitor.signInAs(user.id)
    for (let round = 0; round < USER_LIMITS.socialLinks.count / 2; round += 1) {
      fakes.google.account = googleAccount()
      expect(await visitor.signInWith('google', 'connect')).toBe('/account?oauth=google_connected')
    }
    const elsewhere = browser()
    await elsewhere.signInAs(user.id)
    const refused = await elsewhere.request(`${API}/client_users/oauth/google/start?purpose=connect`)
    await expectRateLimited(refused, USER_LIMITS.socialLinks.windowMs)
  })
})

describe('a normal sign-in is not hurt', () => {
  it('BE-27: register and sign in again and again from one address; a flood from another address changes nothing', { timeout: 30_000 }, async () => {
    const flooder = newSender()
    await inFlight(40, () => browser(flooder).request(ENDPOINTS.socialStart.path))
    await inFlight(40, () => browser(flooder).request(ENDPOINTS.socialConfirm.path))

    const sender = newSender()
    expect(await browser(sender).signInWith('facebook', 'register')).toBe('/account?oauth=registered')
    for (let round = 0; round < 10; round += 1) {
      const visitor = browser(sender)
      expect(await visitor.signInWith('facebook', 'login')).toBe('/account?oauth=signed_in')
      expect((await visitor.me())?.facebook_account_id).toBe(fakes.facebook.account.id)
    }
  })
})
