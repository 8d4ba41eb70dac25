import { hydrateApp } from '../hydrate-app'
import { createDeskRouter } from './desk-router'

/** The staff desk's app (issue 41): a page under /admin imports this entry instead of the visitors' and calls `start`. */
export function start(): Promise<void> {
  return hydrateApp(createDeskRouter)
}
