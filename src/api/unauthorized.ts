import type { ApiFetch } from './client'

type Listener = () => void

/** AUTH-16: who hears that the API answered 401 (the browser's session store). */
export interface UnauthorizedSignal {
  /** The fetch of the API client, reporting each 401 it receives. */
  watch(fetch: ApiFetch): ApiFetch
  /** Listens to 401 answers; returns the unsubscribe. */
  listen(listener: Listener): () => void
}

export function createUnauthorizedSignal(): UnauthorizedSignal {
  const listeners = new Set<Listener>()
  return {
    watch: (fetch) => async (request) => {
      const response = await fetch(request)
      if (response.status === 401) for (const listener of [...listeners]) listener()
      return response
    },
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The browser's one signal: entry-client wraps the API client's fetch, the session store listens. */
export const unauthorizedAnswers = createUnauthorizedSignal()
