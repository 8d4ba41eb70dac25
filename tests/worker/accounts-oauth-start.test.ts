/**
 * Starting Google and Facebook sign-in (issue 28 §3; OAUTH-01, OQ-39, BE-18): which providers are on, the state
 * cookie, and the redirect to the provider with the client id, redirect_uri, code flow, scopes and PKCE.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { OAuthProvidersAnswer } from '../../src/model/entities/oauth'
import { FAKE_FACEBOOK } from './oauth-fakes/facebook'
import { FAKE_GOOGLE } from './oauth-fakes/google'
import { OAUTH_VARS, OAuthBrowser, startFakes, type Fakes } from './oauth-fakes/oauth-browser'
import { API, getWith, ORIGIN } from './helpers'

let fakes: Fakes
beforeEach(() => {
  fakes = startFakes()
})
afterEach(() => fakes.restore())

async function providers(vars: Partial<Cloudflare.Env>): Promise<OAuthProvidersAnswer> {
  const response = await getWith(vars, `${API}/client_users/oauth/providers?language=en`)
  expect(response.status).toBe(200)
  return (await response.json()) as OAuthProvidersAnswer
}

describe('GET client_users/oauth/providers', () => {
  it('OAUTH-01: lists the providers with a client id and secret, and none without', async () => {
    expect(await providers(OAUTH_VARS)).toEqual({ providers: ['google', 'facebook'] })
    expect(await providers({ ...OAUTH_VARS, FACEBOOK_CLIENT_SECRET: '' })).toEqual({ providers: ['google'] })
    expect(await providers({})).toEqual({ providers: [] })
  })
})

describe('GET client_users/oauth/{provider}/start', () => {
  it('OAUTH-01, OQ-39: Google gets the client id, redirect_uri /_oauth_confirm, code flow, e-mail and profile scopes, PKCE S256 and the cookie state', async () => {
    const browser = new OAuthBrowser(fakes)
    const url = await browser.start('google', 'login')
    expect(`${url.origin}${url.pathname}`).toBe(`${FAKE_GOOGLE.origin}/o/oauth2/v2/auth`)
    const query = url.searchParams
    expect(query.get('client_id')).toBe(FAKE_GOOGLE.clientId)
    expect(query.get('redirect_uri')).toBe(`${ORIGIN}/_oauth_confirm`)
    expect(query.get('response_type')).toBe('code')
    expect(query.get('scope')!.split(' ').sort()).toEqual(['email', 'openid', 'profile'])
    expect(query.get('code_challenge_method')).toBe('S256')
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(query.get('state')).toMatch(/^google\.login\.[A-Za-z0-9_-]{20,}$/)
    expect(JSON.parse(decodeURIComponent(browser.cookies.get('__Host-oauth')!))).toMatchObject({ state: query.get('state'), purpose: 'login' })
  })

  it('OQ-39: the state cookie is __Host-, HttpOnly, Secure, SameSite=Lax and short-lived; every start has a new state', async () => {
    const first = await getWith(OAUTH_VARS, `${API}/client_users/oauth/facebook/start?purpose=register`, { redirect: 'manual' })
    const second = await getWith(OAUTH_VARS, `${API}/client_users/oauth/facebook/start?purpose=register`, { redirect: 'manual' })
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith('__Host-oauth='))!
    expect(cookie).toMatch(/; Max-Age=600(;|$)/)
    expect(cookie).toMatch(/; Path=\/(;|$)/)
    expect(cookie).toMatch(/; HttpOnly(;|$)/)
    expect(cookie).toMatch(/; Secure(;|$)/)
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/)
    expect(cookie).not.toMatch(/Domain=/i)
    expect(first.headers.get('Cache-Control')).toBe('no-store')
    const state = (response: Response) => new URL(response.headers.get('Location')!).searchParams.get('state')
    expect(state(first)).toMatch(/^facebook\.register\./)
    expect(state(first)).not.toBe(state(second))
  })

  it('OAUTH-01: Facebook gets its dialog with the app id, redirect_uri, code flow and the email scope', async () => {
    const url = await new OAuthBrowser(fakes).start('facebook', 'login')
    expect(`${url.origin}${url.pathname}`).toBe(`${FAKE_FACEBOOK.origin}/${FAKE_FACEBOOK.version}/dialog/oauth`)
    expect(url.searchParams.get('client_id')).toBe(FAKE_FACEBOOK.clientId)
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/_oauth_confirm`)
    expect(url.searchParams.get('response_type')).toBe('code')
    expect(url.searchParams.get('scope')!.split(' ')).toContain('email')
  })

  it('redirect_uri is on SITE_URL when it is set', async () => {
    const url = await new OAuthBrowser(fakes, { ...OAUTH_VARS, SITE_URL: 'https://trainings.example' }).start('google', 'register')
    expect(url.searchParams.get('redirect_uri')).toBe('https://trainings.example/_oauth_confirm')
  })

  it('a provider without configuration, or no provider at all, is a JSON 404', async () => {
    for (const [vars, provider] of [[{ ...OAUTH_VARS, GOOGLE_CLIENT_ID: '' }, 'google'], [OAUTH_VARS, 'twitter']] as const) {
      const response = await getWith(vars, `${API}/client_users/oauth/${provider}/start?purpose=login`)
      expect(response.status).toBe(404)
      expect(((await response.json()) as ApiErrorBody).code).toBe('not_found')
      expect(response.headers.getSetCookie().join()).not.toContain('__Host-oauth')
    }
  })

  it('a missing or unknown purpose, or a `next` that is not a path of this site (issue 39.3), is a 400 with the field', async () => {
    for (const [query, field] of [
      ['', 'purpose'],
      ['purpose=steal', 'purpose'],
      ['purpose=login&next=//evil.example/x', 'next'],
      ['purpose=login&next=https://evil.example', 'next'],
      ['purpose=login&next=/\\evil.example', 'next'],
      // issue 39.3: paths a browser normalises into another host
      ['purpose=login&next=/.//evil.example/x', 'next'],
      ['purpose=login&next=/..//evil.example/x', 'next'],
      ['purpose=login&next=/%252e//evil.example/x', 'next'],
      ['purpose=login&next=/%09/evil.example/x', 'next'],
    ] as const) {
      const response = await getWith(OAUTH_VARS, `${API}/client_users/oauth/google/start?${query}`)
      expect(response.status, query).toBe(400)
      expect(((await response.json()) as ApiErrorBody).fields, query).toHaveProperty(field)
    }
  })

  it('connect needs a signed-in visitor: 401 without a session', async () => {
    const response = await getWith(OAUTH_VARS, `${API}/client_users/oauth/google/start?purpose=connect`)
    expect(response.status).toBe(401)
    expect(response.headers.getSetCookie().join()).not.toContain('__Host-oauth')
  })
})
