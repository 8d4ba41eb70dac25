/** The staff desk's typed client (issue 41), derived from its own contract; only the admin pages import it. */
import { contractCalls, type ApiFetch } from '../api/contract-client'
import { STAFF_API_PREFIX, STAFF_ENDPOINTS } from '../model/staff-contract/endpoints'

export type StaffClient = ReturnType<typeof createStaffClient>

/** In the server render the in-process fetch the router context carries; in the browser, the page's own. */
export function createStaffClient(context: { staffFetch?: ApiFetch; siteUrl: string }) {
  const browser = typeof window !== 'undefined'
  const fetch: ApiFetch = !browser && context.staffFetch ? context.staffFetch : (request) => window.fetch(request)
  const origin = browser ? window.location.origin : context.siteUrl
  return contractCalls(STAFF_ENDPOINTS, STAFF_API_PREFIX, { fetch, origin })
}
