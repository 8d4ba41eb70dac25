import { hydrateApp } from './hydrate-app'
import { createAppRouter } from './router'

/** The visitors' app; the page's start script (worker/ssr/start-script.ts) imports this entry and calls `start`. */
export function start(): Promise<void> {
  return hydrateApp(createAppRouter)
}
