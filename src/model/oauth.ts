/** Google and Facebook sign-in (OAUTH-*, BE-18, OQ-39): providers, purposes and what /_oauth_confirm reports back. */

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value)
}

/** Why the visitor went to the provider. */
export const OAUTH_PURPOSES = ['login', 'register', 'connect'] as const
export type OAuthPurpose = (typeof OAUTH_PURPOSES)[number]

/** The `?oauth=` value the site's page gets after the provider (the front end shows a message for each). */
export const OAUTH_RESULTS = [
  'signed_in',
  'registered',
  'google_connected',
  'facebook_connected',
  'account_not_found',
  'already_registered',
  'rejected',
  'failed',
] as const
export type OAuthResult = (typeof OAUTH_RESULTS)[number]

export function isOAuthResult(value: unknown): value is OAuthResult {
  return typeof value === 'string' && (OAUTH_RESULTS as readonly string[]).includes(value)
}

/** The query parameter of the page the visitor lands on after the provider. */
export const OAUTH_RESULT_PARAM = 'oauth'

/** The path the providers send the visitor back to (register `<SITE_URL>/_oauth_confirm` in their consoles). */
export const OAUTH_CONFIRM_PATH = '/_oauth_confirm'

/** How long a started sign-in may stay at the provider before its state cookie expires. */
export const OAUTH_STATE_TTL_SECONDS = 10 * 60

/** The result of connecting `provider`. */
export function connectedResult(provider: OAuthProvider): OAuthResult {
  return `${provider}_connected`
}
