/**
 * Facebook Login's manual code flow: the login dialog, the code exchanged with the app secret at /oauth/access_token
 * (Facebook answers errors as `{error: {type: "OAuthException"}}`, not RFC 6749's string, so arctic's token request
 * cannot sort them; its PKCE flow is still documented as in testing), then the Graph API's /me with
 * `appsecret_proof`. arctic builds the dialog's address.
 */
import { OAuth2Client } from 'arctic'
import { isFacebookError, isFacebookToken, validateFacebookMe } from './validators'
import { hex } from '../../lib/token-hash'
import { hmacSha256 } from '../../lib/sender-hash'
import type { OAuthProviderConfig } from './config'
import { providerJson } from './provider-answer'
import { OAuthCodeRejected, OAuthProviderUnavailable, profileEmail, type SocialProfile } from './social-profile'

const SCOPES = ['email', 'public_profile']

export function facebookAuthorizationUrl(config: OAuthProviderConfig, redirectUri: string, state: string): URL {
  return new OAuth2Client(config.clientId, config.clientSecret, redirectUri).createAuthorizationURL(config.authorizationUrl, state, SCOPES)
}

async function accessToken(config: OAuthProviderConfig, redirectUri: string, code: string): Promise<string> {
  const form = new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, redirect_uri: redirectUri, code })
  let response: Response
  try {
    response = await fetch(config.tokenUrl, { method: 'POST', headers: { Accept: 'application/json' }, body: form })
  } catch (error) {
    throw new OAuthProviderUnavailable('facebook token endpoint unreachable', { cause: error })
  }
  const body: unknown = await response.json().catch(() => null)
  if (response.status === 200 && isFacebookToken(body)) return body.access_token
  if (response.status === 400 && isFacebookError(body) && body.error.type === 'OAuthException') throw new OAuthCodeRejected(`code refused: ${body.error.message ?? ''}`)
  throw new OAuthProviderUnavailable(`facebook token endpoint answered ${response.status}`)
}

export async function facebookProfile(config: OAuthProviderConfig, redirectUri: string, code: string): Promise<SocialProfile> {
  const token = await accessToken(config, redirectUri, code)
  const me = new URL(`${config.profileUrl.replace(/\/+$/, '')}/me`)
  me.search = new URLSearchParams({
    fields: 'id,first_name,last_name,email',
    access_token: token,
    appsecret_proof: hex(await hmacSha256(new TextEncoder().encode(config.clientSecret), token)),
  }).toString()
  const person = await providerJson(me, {}, validateFacebookMe)
  return { id: person.id, email: profileEmail(person.email), emailVerified: false, firstName: person.first_name ?? '', lastName: person.last_name ?? '' }
}
