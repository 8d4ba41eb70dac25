/**
 * Google and Facebook accounts (OAUTH-01, API-05, API-10, BE-18, OQ-39): the providers configured here, the start of a
 * sign-in (state cookie, 302 to the provider), and the JSON endpoints of API clients, which hand in the code and the
 * state themselves (the state cookie must match too) instead of going through /_oauth_confirm. Each is limited per
 * sender (BE-27), and connecting or disconnecting also per signed-in user.
 */
import type { Context } from 'hono'
import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { OAuthStartQuery } from '../../src/model/api-contract/queries'
import type { SignedIn, SocialCodeBody } from '../../src/model/entities/users'
import { DEFAULT_LANGUAGE, splitLanguage } from '../../src/model/languages'
import { isOAuthProvider, type OAuthPurpose } from '../../src/model/oauth'
import { returnPath } from '../../src/model/return-path'
import { limitUser } from '../auth/account-limits'
import { toClientUser } from '../auth/client-user'
import { configuredProviders, oauthConfig, type OAuthProviderConfig } from '../auth/oauth/config'
import { exchangeProfile } from '../auth/oauth/exchange-profile'
import { startFlow, takeFlow } from '../auth/oauth/flow-cookie'
import { authorizationUrl } from '../auth/oauth/providers'
import { oauthRedirectUri } from '../auth/oauth/redirect-uri'
import { disconnect, finishFlow, type FlowOutcome, type SocialRefusal } from '../auth/oauth/social-accounts'
import { notSignedIn, requireSession } from '../auth/signed-in'
import type { AppEnv } from '../env'
import { ApiError, notFound } from '../lib/errors'
import { route } from '../lib/route'
import { badFields } from '../lib/visitor-input'

const validateCommonQuery = typia.http.createValidateQuery<CommonQuery>()
const validateStartQuery = typia.http.createValidateQuery<OAuthStartQuery>()
const validateCodeBody = typia.createValidateEquals<SocialCodeBody>()

const REFUSALS: Record<Exclude<SocialRefusal, 'not_signed_in'>, string> = {
  account_not_found: 'No account is linked to this provider account; register first',
  already_registered: 'An account with this provider account or e-mail exists already; sign in instead',
  email_missing: 'The provider did not share an e-mail address, which an account needs',
  linked_elsewhere: 'This provider account is linked to another account',
}

/** The provider of the path, configured here; anything else is a 404. */
function providerConfig(c: Context<AppEnv>, provider: string): OAuthProviderConfig {
  const config = isOAuthProvider(provider) ? oauthConfig(c.env, provider) : null
  if (!config) throw notFound('sign-in provider')
  return config
}

/** The started flow of the state cookie, which must be the body's state for this provider and purpose. */
async function codeOutcome(c: Context<AppEnv>, provider: string, purpose: OAuthPurpose, body: SocialCodeBody): Promise<Exclude<FlowOutcome, { kind: 'refused' }>> {
  const config = providerConfig(c, provider)
  if (purpose === 'connect') await requireSession(c)
  const flow = takeFlow(c, body.state)
  if (!flow || flow.provider !== config.provider || flow.purpose !== purpose) {
    throw new ApiError(400, { code: 'oauth_state_mismatch', message: 'The state is not the one this browser started; start again' })
  }
  const profile = await exchangeProfile(config, body.redirect_uri, body.code, flow)
  if (profile === 'code_rejected') throw new ApiError(400, { code: 'oauth_code_rejected', message: 'The provider refused the code; start again' })
  if (profile === 'provider_unavailable') throw new ApiError(503, { code: 'oauth_provider_unavailable', message: 'The provider cannot be reached; try later' })
  const outcome = await finishFlow(c, flow, profile)
  if (outcome.kind !== 'refused') return outcome
  if (outcome.reason === 'not_signed_in') throw notSignedIn()
  throw new ApiError(400, { code: outcome.reason, message: REFUSALS[outcome.reason] })
}

async function signedIn(c: Context<AppEnv>, provider: string, purpose: 'login' | 'register', body: SocialCodeBody): Promise<SignedIn> {
  const outcome = await codeOutcome(c, provider, purpose, body)
  if (outcome.kind === 'connected') throw new Error('a sign-in flow connected an account')
  return { key: outcome.key, user: toClientUser(outcome.user) }
}

export const socialRoutes = {
  socialProviders: route(ENDPOINTS.socialProviders, { query: validateCommonQuery }, (c) => ({ providers: configuredProviders(c.env) })),

  socialStart: route(ENDPOINTS.socialStart, { query: validateStartQuery }, async (c, { query, params }) => {
    const config = providerConfig(c, params.provider)
    const next = query.next === undefined ? null : returnPath(query.next)
    if (query.next !== undefined && next === null) throw badFields({ next: ['api.errors.not_site_path'] }, 'next must be a path of this site')
    const session = query.purpose === 'connect' ? await requireSession(c) : null
    if (session) await limitUser(c, 'socialLinks', session.user.id)
    const routable = c.get('languages').map((row) => row.language_code)
    const language = next ? splitLanguage(next, routable).language : (query.language ?? DEFAULT_LANGUAGE)
    const flow = startFlow(c, {
      provider: config.provider,
      purpose: query.purpose,
      language,
      ...(next ? { next } : {}),
      ...(session ? { userId: session.user.id } : {}),
    })
    c.header('Cache-Control', 'no-store')
    return c.redirect(authorizationUrl(config, oauthRedirectUri(c), flow).href, 302)
  }),

  socialLogin: route(ENDPOINTS.socialLogin, { query: validateCommonQuery, body: validateCodeBody }, (c, { params, body }) => signedIn(c, params.provider, 'login', body)),

  socialRegister: route(ENDPOINTS.socialRegister, { query: validateCommonQuery, body: validateCodeBody }, (c, { params, body }) =>
    signedIn(c, params.provider, 'register', body),
  ),

  socialConnect: route(ENDPOINTS.socialConnect, { query: validateCommonQuery, body: validateCodeBody }, async (c, { params, body }) => {
    return toClientUser((await codeOutcome(c, params.provider, 'connect', body)).user)
  }),

  socialDisconnect: route(ENDPOINTS.socialDisconnect, { query: validateCommonQuery }, async (c, { params }) => {
    const { provider } = params
    if (!isOAuthProvider(provider)) throw notFound('sign-in provider')
    const session = await requireSession(c)
    await limitUser(c, 'socialLinks', session.user.id)
    const answer = await disconnect(c.env.DB, provider, session.user.id)
    if (answer === 'not_connected') throw new ApiError(400, { code: 'not_connected', message: 'This provider is not connected' })
    if (answer === 'last_sign_in_method') {
      throw new ApiError(400, { code: 'last_sign_in_method', message: 'Set a password or connect another provider before disconnecting the last one' })
    }
    return toClientUser(answer)
  }),
}
