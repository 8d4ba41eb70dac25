/** The token request of the code flow, with arctic's errors sorted into "code refused" and "provider unavailable". */
import { OAuth2RequestError, type OAuth2Tokens } from 'arctic'
import { OAuthCodeRejected, OAuthProviderUnavailable } from './social-profile'

/** Runs arctic's token request and answers the access token. */
export async function exchangeCode(request: () => Promise<OAuth2Tokens>): Promise<string> {
  let tokens: OAuth2Tokens
  try {
    tokens = await request()
  } catch (error) {
    if (error instanceof OAuth2RequestError) throw new OAuthCodeRejected(`code refused: ${error.code}`, { cause: error })
    throw new OAuthProviderUnavailable('token endpoint failed', { cause: error })
  }
  try {
    return tokens.accessToken()
  } catch (error) {
    throw new OAuthProviderUnavailable('token answer without access_token', { cause: error })
  }
}
