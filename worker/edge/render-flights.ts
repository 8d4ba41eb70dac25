/**
 * One render per edge-cache key at a time (issue 43, single flight for misses): within one isolate, the first request
 * that misses a key renders it, and the others that miss it meanwhile wait for that render's copy instead of rendering
 * the same page again. Other isolates (another machine or data centre) each render their own first copy.
 *
 * Plain values only, as in recent-copies.ts: a waiter never awaits the renderer's promise (workerd cancels a request's
 * continuations when the request that made the promise ends, and the waiter would never answer); it looks at a flag
 * with its own timers.
 */

/** A render in progress for a key. */
export interface Flight {
  readonly startedAt: number
  ended: boolean
}

/** A flight older than this is taken as lost (its request ended without saying so): waiters stop waiting for it. */
export const FLIGHT_LIMIT_MS = 20_000

// The waiters' pauses between looks, in ms: short first (a quick render), then at most every 100 ms.
const PAUSES_MS = [5, 10, 20, 40, 80, 100]

const flights = new Map<string, Flight>()

const isLive = (flight: Flight | undefined, now: number): boolean =>
  flight !== undefined && !flight.ended && now - flight.startedAt < FLIGHT_LIMIT_MS

/** Starts the flight of `key` and returns it when none is live (this request renders), or null when one is. */
export function startFlight(key: string): Flight | null {
  const now = Date.now()
  if (isLive(flights.get(key), now)) return null
  const flight: Flight = { startedAt: now, ended: false }
  flights.set(key, flight)
  return flight
}

/** Ends a flight started by startFlight (its copy, if any, is kept by then). */
export function endFlight(key: string, flight: Flight): void {
  flight.ended = true
  if (flights.get(key) === flight) flights.delete(key)
}

/**
 * Waits until the live flight of `key` ends, or until it is older than FLIGHT_LIMIT_MS; resolves true when it ended
 * (its copy, if it made one, can be read now), false when it was given up.
 */
export async function flightEnded(key: string): Promise<boolean> {
  const flight = flights.get(key)
  if (!flight) return true
  for (let look = 0; isLive(flight, Date.now()); look += 1) {
    await new Promise((resolve) => setTimeout(resolve, PAUSES_MS[Math.min(look, PAUSES_MS.length - 1)]))
  }
  return flight.ended
}
