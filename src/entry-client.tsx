import { hydrateApp } from './hydrate-app'
import { createAppRouter } from './router'
// Last: the site's own styles come after those of the components the router's routes import.
import './styles/index.css'

/** The visitors' app; the page's start script (worker/ssr/start-script.ts) imports this entry and calls `start`. */
export function start(): Promise<void> {
  return hydrateApp(createAppRouter)
}
