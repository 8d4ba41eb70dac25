import type { ApiClient } from '../../api/client'
import type { LocationAnswer } from '../../model/entities/orders'

/**
 * ORDER-04, ORDER-06, ORDER-10, OQ-52: the visitor's city and country for an order of any kind, from the site's own
 * location endpoint. Asked once
 * per visit: the answer is kept in sessionStorage (other pages of the visit reuse it) and the request in flight is
 * shared by every caller of this page. A slow answer is given up after 3 s and a failed one is only logged: the
 * order then goes with empty city and country and is never blocked.
 */

export const LOCATION_TIMEOUT_MS = 3000
export const LOCATION_STORAGE_KEY = 'buy-form.location'

const UNKNOWN: LocationAnswer = { city: null, country: null }

let guess: Promise<LocationAnswer> | null = null

function stored(): LocationAnswer | null {
  try {
    const text = globalThis.sessionStorage?.getItem(LOCATION_STORAGE_KEY)
    if (!text) return null
    const value = JSON.parse(text) as Partial<LocationAnswer>
    return { city: typeof value.city === 'string' ? value.city : null, country: typeof value.country === 'string' ? value.country : null }
  } catch {
    // Storage may be unavailable (privacy settings) or hold something else: ask again.
    return null
  }
}

function store(answer: LocationAnswer): void {
  try {
    globalThis.sessionStorage?.setItem(LOCATION_STORAGE_KEY, JSON.stringify(answer))
  } catch {
    // Without storage the next page of the visit asks again; nothing else depends on it.
  }
}

function withTimeout(request: Promise<LocationAnswer>, timeoutMs: number): Promise<LocationAnswer> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs)
    request.then(
      (answer) => {
        clearTimeout(timer)
        resolve(answer)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

/**
 * The location guess of this visit; starts the request on the first call (call it early, e.g. when the form is
 * first focused, so a submit rarely waits). Never rejects: unknown values are null.
 */
export function guessLocation(ask: () => Promise<LocationAnswer>, timeoutMs = LOCATION_TIMEOUT_MS): Promise<LocationAnswer> {
  if (guess) return guess
  const known = stored()
  if (known) {
    guess = Promise.resolve(known)
    return guess
  }
  guess = withTimeout(ask(), timeoutMs).then(
    (answer) => {
      const found = { city: answer.city ?? null, country: answer.country ?? null }
      store(found)
      return found
    },
    (error: unknown) => {
      console.warn('buy form: the location guess failed; the order goes without city and country', error)
      return UNKNOWN
    },
  )
  return guess
}

/** Forgets this page's guess (tests start each case afresh). */
export function forgetLocationGuess(): void {
  guess = null
}

/** ORDER-04: an order's body with the visit's location guess (waited for at most 3 s; null fields when unknown). */
export async function withLocation<Body extends object>(api: Pick<ApiClient, 'location'>, body: Body): Promise<Body & LocationAnswer> {
  return { ...body, ...(await guessLocation(api.location)) }
}
