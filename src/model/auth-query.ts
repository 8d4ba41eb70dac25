import type { ResetLink } from './auth-forms'
import { isOAuthResult } from './oauth'
import { OAUTH_RESULT_PARAM, type OAuthResult } from './oauth'

/** What a page's address asks the auth modal to do (AUTH-11, AUTH-14, OQ-38, the social sign-in's return). */
export type AuthQueryTrigger =
  | { kind: 'reset'; link: ResetLink }
  | { kind: 'verifyEmail'; key: string }
  | { kind: 'oauth'; result: OAuthResult }
  | { kind: 'login'; next: string | null }

/** The query keys the triggers read; the address loses them once the modal has them. */
export const AUTH_QUERY_KEYS = ['reset_password', 'token', 'uid', 'verify_email', 'key', OAUTH_RESULT_PARAM, 'login', 'next'] as const

/** The trigger of an address's query, or null. */
export function authQueryTrigger(search: URLSearchParams): AuthQueryTrigger | null {
  const token = search.get('token')
  const uid = search.get('uid')
  if (search.has('reset_password') && token && uid) return { kind: 'reset', link: { token, uid } }
  const key = search.get('key')
  if (search.has('verify_email') && key) return { kind: 'verifyEmail', key }
  const result = search.get(OAUTH_RESULT_PARAM)
  if (isOAuthResult(result)) return { kind: 'oauth', result }
  if (search.has('login')) return { kind: 'login', next: safeNextPath(search.get('next')) }
  return null
}

/** The query without the triggers' keys, as `?a=b` or ''. */
export function withoutAuthQuery(search: URLSearchParams): string {
  const rest = new URLSearchParams(search)
  for (const key of AUTH_QUERY_KEYS) rest.delete(key)
  const query = rest.toString()
  return query === '' ? '' : `?${query}`
}

/** OQ-38: where to go after signing in: a path of this site only (never `//host` or `/\host`), else nowhere. */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  return /[\u0000-\u001f\\]/.test(next) ? null : next
}
