/** The longest a task waits for an idle moment once the page has loaded. */
export const IDLE_TIMEOUT_MS = 2000

export type IdleHost = Pick<
  Window,
  'document' | 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'
> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>

/**
 * Runs `task` once the page has loaded and the main thread has a free moment (requestIdleCallback, at most
 * IDLE_TIMEOUT_MS later; a zero timeout where the browser lacks it), in a task of its own: work a visitor does not
 * wait for stays out of the hydration's tasks. Returns a function that cancels it.
 */
export function afterLoadWhenIdle(task: () => void, host: IdleHost = window): () => void {
  let idleHandle: number | undefined
  let timer: number | undefined
  const whenIdle = () => {
    if (typeof host.requestIdleCallback === 'function') idleHandle = host.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS })
    else timer = host.setTimeout(task, 0)
  }
  if (host.document.readyState === 'complete') whenIdle()
  else host.addEventListener('load', whenIdle, { once: true })
  return () => {
    host.removeEventListener('load', whenIdle)
    if (idleHandle !== undefined) host.cancelIdleCallback?.(idleHandle)
    if (timer !== undefined) host.clearTimeout(timer)
  }
}
