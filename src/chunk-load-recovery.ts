import { chunkReloadDue, parseReloadTime } from './model/chunk-reload'

/** sessionStorage key of the time the tab last reloaded for a failed chunk. */
export const LAST_CHUNK_RELOAD_KEY = 'chunk-reload-at'
/** TanStack Router's lazyRouteComponent reloads once a session per failed route chunk unless this flag is set. */
export const ROUTER_RELOAD_FLAG_PREFIX = 'tanstack_router_reload:'

export interface ChunkRecoveryHost {
  addEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void
  readonly sessionStorage: Pick<Storage, 'getItem' | 'setItem'>
  readonly location: Pick<Location, 'reload'>
}

/**
 * ERR-07, the one rule for a failed code chunk (a deploy replaced the file an open tab asks for): Vite's preload
 * helper reports every failed dynamic import (routes, modals, lazy machines) as `vite:preloadError`; the page
 * reloads at most once a minute, otherwise the import fails on to its caller (the error page, the error toast).
 * Router's own reload is switched off for the failed chunk, so it never reloads outside this rule.
 */
export function reloadOnFailedChunks(host: ChunkRecoveryHost = window, now: () => number = Date.now): void {
  host.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload
    try {
      if (error instanceof Error) host.sessionStorage.setItem(ROUTER_RELOAD_FLAG_PREFIX + error.message, '1')
      if (!chunkReloadDue(parseReloadTime(host.sessionStorage.getItem(LAST_CHUNK_RELOAD_KEY)), now())) return
      host.sessionStorage.setItem(LAST_CHUNK_RELOAD_KEY, String(now()))
    } catch {
      // Without storage the tab could not tell a second reload from the first: it never reloads.
      return
    }
    host.location.reload()
  })
}
