/**
 * What the production page's start script (worker/ssr/start-script.ts, a classic inline script) leaves for the app:
 * one page global, set when it starts the app. A second run of the script finds it and starts nothing again
 * (TanStack Router's client re-adds an inline script of the manifest whose nonce the browser hides).
 */
export const APP_START_GLOBAL = '__appStart'

export interface AppStart {
  /** Settles when the Intl warm-up worker has loaded the locale data, or could not; absent without a worker. */
  intlWarmedUp?: Promise<unknown>
}

/**
 * The longest the app waits for the warm-up worker before its first use of Intl. The worker starts with the
 * entry's download, so it is usually done first; one that is late (a busy phone starting its thread) would
 * otherwise make the main thread load the same data in one long task, or wait on the worker's lock while it does.
 */
export const INTL_WARM_UP_WAIT_MS = 300

/** Resolves once the page's warm-up worker is done, at once where there is none, and after `limitMs` at the most. */
export function intlWarmedUp(host: object = globalThis, limitMs = INTL_WARM_UP_WAIT_MS): Promise<void> {
  const pending = (host as Record<string, AppStart | undefined>)[APP_START_GLOBAL]?.intlWarmedUp
  if (!pending) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    pending.then(done, done)
  })
}
