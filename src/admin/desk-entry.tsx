import { hydrateApp } from '../hydrate-app'
import { createDeskRouter } from './desk-router'
// Last, as in the site's entry: the site's own styles after the components'.
import '../styles/index.css'

/** The staff desk's app (issue 41): a page under /admin imports this entry instead of the visitors' and calls `start`. */
export function start(): Promise<void> {
  return hydrateApp(createDeskRouter)
}
