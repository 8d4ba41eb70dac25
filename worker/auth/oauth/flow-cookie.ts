/**
 * OQ-39: a started sign-in lives in the HttpOnly cookie `__Host-oauth` for OAUTH_STATE_TTL_SECONDS: its `state`
 * (provider, purpose and a random nonce) that the provider hands back, the PKCE verifier, where to land and, for
 * connect, the user who asked. SameSite=Lax, so it comes back with the provider's top-level redirect and with
 * nothing a third site starts.
 */
import { generateCodeVerifier, generateState } from 'arctic'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { Language } from '../../../src/model/languages'
import { OAUTH_STATE_TTL_SECONDS, type OAuthProvider, type OAuthPurpose } from '../../../src/model/oauth'
import { parseOAuthFlow } from './validators'
import type { AppEnv } from '../../env'
import { constantTimeEqual } from '../passwords'

export interface OAuthFlow {
  provider: OAuthProvider
  purpose: OAuthPurpose
  state: string
  codeVerifier: string
  /** Epoch milliseconds: a client that keeps the cookie longer than its Max-Age still cannot use it. */
  expiresAt: number
  language: Language
  /** The same-site path to land on after success. */
  next?: string
  /** Connect: the signed-in user who started it; the same user must finish it. */
  userId?: number
}

const COOKIE = 'oauth'
const COOKIE_OPTIONS = { prefix: 'host', path: '/', secure: true, httpOnly: true, sameSite: 'Lax' } as const

const encoder = new TextEncoder()

/** Starts a sign-in: a fresh state and verifier in the cookie, answered for the provider's address. */
export function startFlow(c: Context<AppEnv>, flow: Omit<OAuthFlow, 'state' | 'codeVerifier' | 'expiresAt'>): OAuthFlow {
  const started: OAuthFlow = {
    ...flow,
    state: `${flow.provider}.${flow.purpose}.${generateState()}`,
    codeVerifier: generateCodeVerifier(),
    expiresAt: Date.now() + OAUTH_STATE_TTL_SECONDS * 1000,
  }
  setCookie(c, COOKIE, JSON.stringify(started), { ...COOKIE_OPTIONS, maxAge: OAUTH_STATE_TTL_SECONDS })
  return started
}

/** The cookie's flow, if any (unreadable: none). */
function cookieFlow(c: Context<AppEnv>): OAuthFlow | null {
  const value = getCookie(c, COOKIE, 'host')
  if (!value) return null
  try {
    const parsed = parseOAuthFlow(value)
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * Ends the started sign-in (the cookie is cleared whatever happens: a state serves once) and answers it when the
 * provider handed back its exact `state` in time; a missing or expired cookie or another state is null.
 */
export function takeFlow(c: Context<AppEnv>, state: string | undefined): OAuthFlow | null {
  const flow = cookieFlow(c)
  deleteCookie(c, COOKIE, COOKIE_OPTIONS)
  if (!flow || state === undefined || flow.expiresAt <= Date.now()) return null
  return constantTimeEqual(encoder.encode(flow.state), encoder.encode(state)) ? flow : null
}
