import { createRouterFor, type RouterContext } from '../create-router'
import { routeTree as deskRouteTree } from '../deskRouteTree.gen'
import { leaveDesk } from './leave-desk'

/**
 * The staff desk's router (issue 41): the app's root and language segment with the pages under /admin, a tree the
 * visitors' router never loads. In the browser, a link out of the desk (the site's header, the logo) opens its page
 * as a new document, which the server renders with the visitors' router.
 * A re-read after a desk action (`router.invalidate()`) blocks until the loaders answer, instead of the router's
 * default background reload: the action stays busy until what it changed is shown, and nothing of the desk is still
 * reading when the staff member goes on (a sign-out meanwhile answered the background read 404).
 */
export function createDeskRouter(context: RouterContext, options: { nonce?: string } = {}) {
  const router = createRouterFor(deskRouteTree, context, { ...options, staleReloadMode: 'blocking' })
  if (typeof window !== 'undefined') {
    router.history.block({ blockerFn: ({ nextLocation }) => leaveDesk(nextLocation.pathname, nextLocation.href), enableBeforeUnload: false })
  }
  return router
}
