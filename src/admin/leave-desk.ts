import { isAdminPath } from '../model/staff'

/**
 * A history blocker of the desk's router (issue 41): a navigation to a page outside /admin is blocked and the browser
 * loads that address as a new document, rendered by the server with the visitors' router; one within the desk goes on.
 */
export function leaveDesk(pathname: string, href: string, assign = (address: string) => window.location.assign(address)): boolean {
  if (isAdminPath(pathname)) return false
  assign(href)
  return true
}
