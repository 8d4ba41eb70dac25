/**
 * The JSON endpoints of API clients (issue 28 §3; API-05, API-10, BE-18, OQ-33, OQ-39): login-social,
 * registration-social and connect with `{code, redirect_uri, state}` (the state cookie must match too), their
 * distinct 400s, a wrong redirect_uri, the provider down (503, never 500) and requests from another site (403).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { ClientUser, SignedIn, SocialCodeBody } from '../../src/model/entities/users'
import type { OAuthProvider, OAuthPurpose } from '../../src/model/oauth'
import { createUser } from './accounts-fixtures'
import { API, ORIGIN } from './helpers'
import { OAuthBrowser, startFakes, type Fakes } from './oauth-fakes/oauth-browser'

let fakes: Fakes
beforeEach(() => {
  fakes = startFakes()
})
afterEach(() => fakes.restore())

const ENDPOINT: Record<OAuthPurpose, string> = { login: 'login-social', register: 'registration-social', connect: 'connect' }

/** Starts in `visitor` and consents at the provider: the body an API client posts. */
async function codeBody(visitor: OAuthBrowser, provider: OAuthProvider, purpose: OAuthPurpose): Promise<SocialCodeBody> {
  const callback = await visitor.consent(await visitor.start(provider, purpose))
  return { code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')!, redirect_uri: `${ORIGIN}/_oauth_confirm` }
}

function post(visitor: OAuthBrowser, provider: string, purpose: OAuthPurpose, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return visitor.request(`${API}/client_users/${ENDPOINT[purpose]}/${provider}?language=en`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

async function errorCode(response: Response, status: number): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(status)
  return ((await response.json()) as ApiErrorBody).code
}

describe.each(['google', 'facebook'] as const)('%s JSON endpoints (API-05, API-10)', (provider) => {
  it('registration-social answers 201 with the key and the user; login-social 200 with a new session', async () => {
    const visitor = new OAuthBrowser(fakes)
    const registered = await post(visitor, provider, 'register', await codeBody(visitor, provider, 'register'))
    expect(registered.status, await registered.clone().text()).toBe(201)
    const created = (await registered.json()) as SignedIn
    expect(created.key).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect(created.user.has_password).toBe(false)

    const client = new OAuthBrowser(fakes)
    const login = await post(client, provider, 'login', await codeBody(client, provider, 'login'))
    expect(login.status).toBe(200)
    const signedIn = (await login.json()) as SignedIn
    expect(signedIn.user.id).toBe(created.user.id)
    expect(signedIn.key).not.toBe(created.key)
    expect(client.cookies.has('__Host-session')).toBe(true)
  })

  it('BE-18: "not registered" and "already registered" are distinct 400s', async () => {
    const visitor = new OAuthBrowser(fakes)
    expect(await errorCode(await post(visitor, provider, 'login', await codeBody(visitor, provider, 'login')), 400)).toBe('account_not_found')
    await post(visitor, provider, 'register', await codeBody(visitor, provider, 'register'))
    const again = new OAuthBrowser(fakes)
    expect(await errorCode(await post(again, provider, 'register', await codeBody(again, provider, 'register')), 400)).toBe('already_registered')
  })

  it('connect links the provider to the signed-in user and answers the user', async () => {
    const visitor = new OAuthBrowser(fakes)
    await visitor.signInAs((await createUser()).id)
    const response = await post(visitor, provider, 'connect', await codeBody(visitor, provider, 'connect'))
    expect(response.status).toBe(200)
    const user = (await response.json()) as ClientUser
    expect(provider === 'google' ? user.google_account_id : user.facebook_account_id).toBe(
      provider === 'google' ? fakes.google.account.sub : fakes.facebook.account.id,
    )
  })
})

describe('OQ-39: the state cookie must match for JSON clients too', () => {
  it('no state cookie, another state, or a state of another purpose: 400 oauth_state_mismatch, the code never used', async () => {
    const visitor = new OAuthBrowser(fakes)
    const body = await codeBody(visitor, 'google', 'login')
    const stranger = new OAuthBrowser(fakes)
    expect(await errorCode(await post(stranger, 'google', 'login', body), 400)).toBe('oauth_state_mismatch')

    const forged = new OAuthBrowser(fakes)
    const own = await codeBody(forged, 'google', 'login')
    expect(await errorCode(await post(forged, 'google', 'login', { ...own, state: `${own.state}x` }), 400)).toBe('oauth_state_mismatch')

    const other = new OAuthBrowser(fakes)
    expect(await errorCode(await post(other, 'google', 'register', await codeBody(other, 'google', 'login')), 400)).toBe('oauth_state_mismatch')
    expect(fakes.google.grants.codes.get(body.code)?.used).toBe(false)
  })

  it('a state of Google is no state for Facebook', async () => {
    const visitor = new OAuthBrowser(fakes)
    expect(await errorCode(await post(visitor, 'facebook', 'login', await codeBody(visitor, 'google', 'login')), 400)).toBe('oauth_state_mismatch')
  })
})

describe('the provider refuses or fails', () => {
  it('a redirect_uri other than the one authorized is refused by the provider: 400 oauth_code_rejected', async () => {
    for (const provider of ['google', 'facebook'] as const) {
      const visitor = new OAuthBrowser(fakes)
      const body = await codeBody(visitor, provider, 'register')
      expect(await errorCode(await post(visitor, provider, 'register', { ...body, redirect_uri: `${ORIGIN}/elsewhere` }), 400)).toBe('oauth_code_rejected')
    }
  })

  it('a replayed code is refused by the provider: 400 oauth_code_rejected', async () => {
    const first = new OAuthBrowser(fakes)
    const body = await codeBody(first, 'facebook', 'register')
    expect((await post(first, 'facebook', 'register', body)).status).toBe(201)
    const replay = new OAuthBrowser(fakes)
    const fresh = await codeBody(replay, 'facebook', 'login')
    expect(await errorCode(await post(replay, 'facebook', 'login', { ...fresh, code: body.code }), 400)).toBe('oauth_code_rejected')
  })

  it('the provider down is a 503 oauth_provider_unavailable, never a 500', async () => {
    for (const provider of ['google', 'facebook'] as const) {
      const visitor = new OAuthBrowser(fakes)
      const body = await codeBody(visitor, provider, 'register')
      fakes[provider].down = true
      expect(await errorCode(await post(visitor, provider, 'register', body), 503)).toBe('oauth_provider_unavailable')
      fakes[provider].down = false
    }
  })
})

describe('input and origin', () => {
  it('a malformed body is a 400 with its fields; an unknown field is refused', async () => {
    const visitor = new OAuthBrowser(fakes)
    const response = await post(visitor, 'google', 'login', { code: 1, redirect_uri: 'x', state: 's', extra: true })
    expect(response.status).toBe(400)
    expect(Object.keys(((await response.json()) as ApiErrorBody).fields ?? {}).sort()).toEqual(['code', 'extra'])
  })

  it('OQ-53: a POST from another site is refused with 403 before anything else', async () => {
    const visitor = new OAuthBrowser(fakes)
    const body = await codeBody(visitor, 'google', 'register')
    expect(await errorCode(await post(visitor, 'google', 'register', body, { Origin: 'https://evil.example' }), 403)).toBe('cross_site_request')
    expect(await errorCode(await post(visitor, 'google', 'register', body, { 'Sec-Fetch-Site': 'cross-site' }), 403)).toBe('cross_site_request')
    const disconnect = await visitor.request(`${API}/client_users/disconnect/google?language=en`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
    })
    expect(await errorCode(disconnect, 403)).toBe('cross_site_request')
  })

  it('connect without a session is a 401', async () => {
    const visitor = new OAuthBrowser(fakes)
    const body: SocialCodeBody = { code: 'c', state: 's', redirect_uri: `${ORIGIN}/_oauth_confirm` }
    expect((await post(visitor, 'google', 'connect', body)).status).toBe(401)
  })
})
