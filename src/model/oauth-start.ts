import { fillPath } from './api-contract/endpoint'
import { ENDPOINTS } from './api-contract/endpoints'
import type { Language } from './languages'
import type { OAuthProvider, OAuthPurpose } from './oauth'

/** OAUTH-01: where the browser goes to sign in or register with a provider, coming back to `next` (a site path). */
export function oauthStartHref(provider: OAuthProvider, purpose: OAuthPurpose, language: Language, next: string): string {
  const query = new URLSearchParams({ purpose, next, language })
  return `/api/client${fillPath(ENDPOINTS.socialStart.path, { provider })}?${query.toString()}`
}
