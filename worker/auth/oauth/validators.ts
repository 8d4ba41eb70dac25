/**
 * typia's checks of what Google, Facebook and the browser hand to sign-in (worker/auth/oauth): here because the build
 * compiles typia's calls in worker/api modules only (worker/tools/typia-plugin.ts).
 */
import typia from 'typia'
import type { OAuthFlow } from './flow-cookie'

/** The fields of Google's userinfo answer the site reads (OpenID Connect standard claims). */
export interface GoogleUserinfo {
  sub: string
  email?: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
}

export interface FacebookToken {
  access_token: string
}

export interface FacebookError {
  error: { type: string; message?: string }
}

export interface FacebookMe {
  id: string
  email?: string
  first_name?: string
  last_name?: string
}

/** What the providers put on /_oauth_confirm's address (Google adds scope, authuser, prompt; Facebook error_reason, …). */
export interface OAuthConfirmQuery {
  state?: string
  code?: string
  error?: string
}

export const validateGoogleUserinfo = typia.createValidate<GoogleUserinfo>()
export const isFacebookToken = typia.createIs<FacebookToken>()
export const isFacebookError = typia.createIs<FacebookError>()
export const validateFacebookMe = typia.createValidate<FacebookMe>()
export const validateConfirmQuery = typia.http.createValidateQuery<OAuthConfirmQuery>()
export const parseOAuthFlow = typia.json.createValidateParse<OAuthFlow>()
