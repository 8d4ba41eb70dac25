/** Which providers this deployment signs in with, and their endpoints (README "Google and Facebook sign-in"). */
import { OAUTH_PROVIDERS, type OAuthProvider } from '../../../src/model/oauth'
import type { Bindings } from '../../env'

export interface OAuthProviderConfig {
  provider: OAuthProvider
  clientId: string
  clientSecret: string
  authorizationUrl: string
  tokenUrl: string
  /** Google: the OpenID Connect userinfo endpoint; Facebook: the Graph API base (…/vNN.0). */
  profileUrl: string
}

/** Facebook's Graph API version the site speaks. */
export const FACEBOOK_GRAPH_VERSION = 'v23.0'

const DEFAULT_URLS: Record<OAuthProvider, Pick<OAuthProviderConfig, 'authorizationUrl' | 'tokenUrl' | 'profileUrl'>> = {
  google: {
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    profileUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  facebook: {
    authorizationUrl: `https://www.facebook.com/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`,
    tokenUrl: `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/oauth/access_token`,
    profileUrl: `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}`,
  },
}

function configured(value: string | undefined): string | null {
  return value && value.trim() !== '' ? value.trim() : null
}

/** The provider's configuration, or null when its client id or secret is missing (the provider is off). */
export function oauthConfig(env: Bindings, provider: OAuthProvider): OAuthProviderConfig | null {
  const given =
    provider === 'google'
      ? { id: env.GOOGLE_CLIENT_ID, secret: env.GOOGLE_CLIENT_SECRET, urls: [env.GOOGLE_AUTHORIZATION_URL, env.GOOGLE_TOKEN_URL, env.GOOGLE_USERINFO_URL] }
      : { id: env.FACEBOOK_CLIENT_ID, secret: env.FACEBOOK_CLIENT_SECRET, urls: [env.FACEBOOK_AUTHORIZATION_URL, env.FACEBOOK_TOKEN_URL, env.FACEBOOK_GRAPH_URL] }
  const clientId = configured(given.id)
  const clientSecret = configured(given.secret)
  if (!clientId || !clientSecret) return null
  const [authorizationUrl, tokenUrl, profileUrl] = given.urls.map(configured)
  const defaults = DEFAULT_URLS[provider]
  return {
    provider,
    clientId,
    clientSecret,
    authorizationUrl: authorizationUrl ?? defaults.authorizationUrl,
    tokenUrl: tokenUrl ?? defaults.tokenUrl,
    profileUrl: profileUrl ?? defaults.profileUrl,
  }
}

/** The providers a visitor can use here. */
export function configuredProviders(env: Bindings): OAuthProvider[] {
  return OAUTH_PROVIDERS.filter((provider) => oauthConfig(env, provider) !== null)
}
