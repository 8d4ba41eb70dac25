/** What the site keeps of a Google or Facebook account after the code exchange. */
export interface SocialProfile {
  /** The provider's stable account id: Google's `sub`, Facebook's app-scoped `id`. */
  id: string
  /** Lower-cased; null when the person did not share one. */
  email: string | null
  /** Only Google says so (`email_verified`); Facebook's addresses count as unverified. */
  emailVerified: boolean
  firstName: string
  lastName: string
}

/** The provider refused the code (used already, expired, another redirect_uri or verifier): the visitor must start again. */
export class OAuthCodeRejected extends Error {}

/** The provider could not be reached or answered something else than its protocol says. */
export class OAuthProviderUnavailable extends Error {}

/** An address as accounts store it. */
export function profileEmail(value: string | undefined): string | null {
  const email = value?.trim().toLowerCase() ?? ''
  return email === '' ? null : email
}
