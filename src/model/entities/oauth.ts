/** Contract of the Google and Facebook endpoints (OAUTH-*, API-05, API-10, BE-18); bodies in ./users (SocialCodeBody). */
import type { OAuthProvider } from '../oauth'

/** GET client_users/oauth/providers: the providers this deployment is configured for (the site hides the others). */
export interface OAuthProvidersAnswer {
  providers: OAuthProvider[]
}
