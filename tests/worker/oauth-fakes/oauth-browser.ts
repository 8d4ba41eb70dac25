/**
 * A browser for the OAuth worker tests: it keeps the cookies the Worker sets (the state cookie, the session), starts
 * a sign-in, follows the fake provider's consent redirect and comes back to /_oauth_confirm, as Chromium would.
 */
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { tokenHash } from '../../../worker/lib/token-hash'
import { randomToken } from '../../../worker/lib/random-token'
import type { OAuthProvider, OAuthPurpose } from '../../../src/model/oauth'
import { API, getWith } from '../helpers'
import { FakeFacebook, fakeFacebookVars } from './facebook'
import { FakeGoogle, fakeGoogleVars } from './google'
import { interceptFetch } from './intercept'

/** Both providers configured against the fakes. */
export const OAUTH_VARS: Partial<Cloudflare.Env> = { ...fakeGoogleVars(), ...fakeFacebookVars() }

export interface Fakes {
  google: FakeGoogle
  facebook: FakeFacebook
  restore: () => void
}

/** Fresh fakes with the Worker's fetch routed into them; call `restore` after the test. */
export function startFakes(): Fakes {
  const google = new FakeGoogle()
  const facebook = new FakeFacebook()
  return { google, facebook, restore: interceptFetch([google, facebook]) }
}

export class OAuthBrowser {
  readonly cookies = new Map<string, string>()
  /** The address the edge reports for this browser (`cf-connecting-ip`); none: an in-process call, never limited. */
  sender: string | null = null

  constructor(
    readonly fakes: Fakes,
    readonly vars: Partial<Cloudflare.Env> = OAUTH_VARS,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** Keeps what Set-Cookie sets and drops what it expires. */
  remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, pair.slice(pair.indexOf('=') + 1))
    }
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookies.size > 0) headers.set('Cookie', this.cookieHeader())
    if (this.sender) headers.set('cf-connecting-ip', this.sender)
    const response = await getWith(this.vars, path, { ...init, headers })
    this.remember(response)
    return response
  }

  /** GET …/oauth/{provider}/start: the provider's address it redirects to. */
  async start(provider: OAuthProvider, purpose: OAuthPurpose, next?: string): Promise<URL> {
    const query = new URLSearchParams({ purpose, ...(next ? { next } : {}) })
    const response = await this.request(`${API}/client_users/oauth/${provider}/start?${query}`)
    expect(response.status, await response.clone().text()).toBe(302)
    return new URL(response.headers.get('Location')!)
  }

  /** The visitor agrees at the fake provider: the /_oauth_confirm address it sends them back to. */
  async consent(providerUrl: URL): Promise<URL> {
    const fake = providerUrl.origin === this.fakes.google.origin ? this.fakes.google : this.fakes.facebook
    const response = await fake.fetch(new Request(providerUrl))
    expect(response.status).toBe(302)
    return new URL(response.headers.get('Location')!)
  }

  /** Comes back to /_oauth_confirm: the address the Worker sends the visitor on to (303). */
  async confirm(callback: URL): Promise<string> {
    const response = await this.request(`${callback.pathname}${callback.search}`)
    expect(response.status, await response.clone().text()).toBe(303)
    return response.headers.get('Location')!
  }

  /** A whole round: start, consent, confirm; answers where the visitor lands. */
  async signInWith(provider: OAuthProvider, purpose: OAuthPurpose, next?: string): Promise<string> {
    return this.confirm(await this.consent(await this.start(provider, purpose, next)))
  }

  /** Signs this browser in as `userId` with a session row of its own (as a password sign-in would leave it). */
  async signInAs(userId: number): Promise<void> {
    const token = randomToken(32)
    const now = Date.now()
    await env.DB.prepare('INSERT INTO client_sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?1, ?2, ?3, ?3, ?4)')
      .bind(await tokenHash(token), userId, now, now + 24 * 60 * 60 * 1000)
      .run()
    this.cookies.set('__Host-session', token)
  }

  /** GET client_users/me with this browser's session: the user, or null when signed out. */
  async me(): Promise<Record<string, unknown> | null> {
    const response = await this.request(`${API}/client_users/me?language=en`)
    if (response.status === 401) return null
    expect(response.status).toBe(200)
    return (await response.json()) as Record<string, unknown>
  }
}
