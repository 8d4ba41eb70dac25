/** The one door to Google and Facebook: the authorization address and the profile a code stands for. */
import type { OAuthProviderConfig } from './config'
import { facebookAuthorizationUrl, facebookProfile } from './facebook'
import type { OAuthFlow } from './flow-cookie'
import { googleAuthorizationUrl, googleProfile } from './google'
import type { SocialProfile } from './social-profile'

export function authorizationUrl(config: OAuthProviderConfig, redirectUri: string, flow: OAuthFlow): URL {
  return config.provider === 'google'
    ? googleAuthorizationUrl(config, redirectUri, flow.state, flow.codeVerifier)
    : facebookAuthorizationUrl(config, redirectUri, flow.state)
}

/** Exchanges `code` (OAuthCodeRejected, OAuthProviderUnavailable) and reads the account it belongs to. */
export function socialProfile(config: OAuthProviderConfig, redirectUri: string, code: string, flow: OAuthFlow): Promise<SocialProfile> {
  return config.provider === 'google' ? googleProfile(config, redirectUri, code, flow.codeVerifier) : facebookProfile(config, redirectUri, code)
}
