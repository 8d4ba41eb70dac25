/**
 * Google sign-in: OpenID Connect's authorization code flow with PKCE (S256) through arctic, then the userinfo endpoint
 * with the access token for `sub`, the e-mail and `email_verified` (the id_token is not read, so it needs no verification).
 */
import { CodeChallengeMethod, OAuth2Client } from 'arctic'
import { validateGoogleUserinfo } from './validators'
import type { OAuthProviderConfig } from './config'
import { exchangeCode } from './exchange-code'
import { providerJson } from './provider-answer'
import { profileEmail, type SocialProfile } from './social-profile'

const SCOPES = ['openid', 'email', 'profile']

function client(config: OAuthProviderConfig, redirectUri: string): OAuth2Client {
  return new OAuth2Client(config.clientId, config.clientSecret, redirectUri)
}

export function googleAuthorizationUrl(config: OAuthProviderConfig, redirectUri: string, state: string, codeVerifier: string): URL {
  return client(config, redirectUri).createAuthorizationURLWithPKCE(config.authorizationUrl, state, CodeChallengeMethod.S256, codeVerifier, SCOPES)
}

export async function googleProfile(config: OAuthProviderConfig, redirectUri: string, code: string, codeVerifier: string): Promise<SocialProfile> {
  const accessToken = await exchangeCode(() => client(config, redirectUri).validateAuthorizationCode(config.tokenUrl, code, codeVerifier))
  const info = await providerJson(config.profileUrl, { headers: { Authorization: `Bearer ${accessToken}` } }, validateGoogleUserinfo)
  const email = profileEmail(info.email)
  return {
    id: info.sub,
    email,
    emailVerified: email !== null && info.email_verified === true,
    firstName: info.given_name ?? '',
    lastName: info.family_name ?? '',
  }
}
