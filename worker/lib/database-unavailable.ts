/** D1 unreachable (issue 43.2): what the request's database throws, and how the API and the pages answer it. */

/** D1 could not be reached (network, storage reset, overload, timeout): the request may succeed a little later. */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super('The database cannot be reached', { cause })
    this.name = 'DatabaseUnavailable'
  }
}

// D1's transient failures ("List of D1_ERRORs": the ones whose recommended action is to retry), and workerd's own
// message when the binding's service does not answer.
const UNAVAILABLE = [
  'Network connection lost',
  'storage caused object to be reset',
  'reset because its code was updated',
  'D1 DB is overloaded',
  'exceeded timeout',
  'transient issue',
  'Internal error while starting up D1 DB storage',
  'connection refused',
]

/** Whether an error from D1 says that it could not be reached, rather than that the statement was wrong. */
export function isUnavailableError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true
  const message = String(error instanceof Error ? error.message : error).toLowerCase()
  return UNAVAILABLE.some((marker) => message.includes(marker.toLowerCase()))
}

/** How long a visitor is asked to wait before trying again (`Retry-After`, seconds). */
export const RETRY_AFTER_SECONDS = 30
