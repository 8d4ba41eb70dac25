/** Where the visitor lands after Google or Facebook (OAUTH-02…05): the page with `?oauth=<result>` for its message. */
import { languagePrefix, type Language } from './languages'
import { OAUTH_RESULT_PARAM, type OAuthPurpose, type OAuthResult } from './oauth'
import { returnPath } from './return-path'

const SUCCESSES: readonly OAuthResult[] = ['signed_in', 'registered', 'google_connected', 'facebook_connected']

/**
 * Success and every connect answer (the visitor is signed in) go to `next` or the profile; a refused or failed sign-in
 * or registration goes to the home page of the language, where the sign-in dialog can show it.
 */
export function oauthLanding(result: OAuthResult, purpose: OAuthPurpose | null, language: Language, next?: string): string {
  const prefix = languagePrefix(language)
  const toPage = SUCCESSES.includes(result) || purpose === 'connect'
  const page = new URL(toPage ? (returnPath(next) ?? `${prefix}/account`) : prefix || '/', 'http://site.invalid')
  page.searchParams.set(OAUTH_RESULT_PARAM, result)
  return `${page.pathname}${page.search}${page.hash}`
}
