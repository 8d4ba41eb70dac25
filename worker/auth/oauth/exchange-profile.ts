/** A code's provider account, or why there is none: the provider refused the code, or could not be asked. */
import type { OAuthProviderConfig } from './config'
import type { OAuthFlow } from './flow-cookie'
import { socialProfile } from './providers'
import { OAuthCodeRejected, OAuthProviderUnavailable, type SocialProfile } from './social-profile'

export type ExchangeFailure = 'code_rejected' | 'provider_unavailable'

export async function exchangeProfile(config: OAuthProviderConfig, redirectUri: string, code: string, flow: OAuthFlow): Promise<SocialProfile | ExchangeFailure> {
  try {
    return await socialProfile(config, redirectUri, code, flow)
  } catch (error) {
    if (error instanceof OAuthCodeRejected || error instanceof OAuthProviderUnavailable) {
      console.warn(`OAuth ${config.provider} ${flow.purpose}: ${error.message}`)
      return error instanceof OAuthCodeRejected ? 'code_rejected' : 'provider_unavailable'
    }
    throw error
  }
}
