import { isAccountPath } from './account-path'
import { splitLanguage } from './languages'
import { isAdminPath } from './staff'

/** Issue 39.4: pages that show one visitor's data whoever asks (the profile, a payment page by access code); the staff desk. */
export function isPersonalPage(pathname: string): boolean {
  return isAccountPath(pathname) || isAdminPath(pathname) || /^\/payment(\/|$)/.test(splitLanguage(pathname).rest)
}

/**
 * The Cache-Control of a rendered page: one with personal data (a personal page, or any page rendered for a
 * signed-in visitor, whose header and forms carry their name) is never stored, as the API's reads of the same data;
 * others only revalidate.
 */
export function pageCacheControl(pathname: string, signedIn: boolean): string {
  return signedIn || isPersonalPage(pathname) ? 'private, no-store' : 'private, no-cache'
}
