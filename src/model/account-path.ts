import { splitLanguage } from './languages'

/** The profile's path without the language prefix (ROUTE-08). */
export const ACCOUNT_PATH = '/account'

/** AUTH-17: whether a page's path is the profile or under it, in any language. */
export function isAccountPath(pathname: string): boolean {
  const { rest } = splitLanguage(pathname)
  return rest === ACCOUNT_PATH || rest.startsWith(`${ACCOUNT_PATH}/`)
}
