import { createRouterFor, type RouterContext } from './create-router'
import type { FileRouteTypes as DeskRouteTypes } from './deskRouteTree.gen'
import { routeTree, type FileRouteTypes as SiteRouteTypes } from './routeTree.gen'

export type { RouterContext } from './create-router'

/** The visitors' router: every page but the staff desk's, whose routes are a tree of their own (src/admin/desk-router.ts). */
export function createAppRouter(context: RouterContext, options: { nonce?: string } = {}) {
  return createRouterFor(routeTree, context, options)
}

/** Both apps' routes, for types only: the one registered router types the desk's pages too (their hooks, their links). */
interface AppRouteTypes {
  fileRoutesByFullPath: SiteRouteTypes['fileRoutesByFullPath'] & DeskRouteTypes['fileRoutesByFullPath']
  fullPaths: SiteRouteTypes['fullPaths'] | DeskRouteTypes['fullPaths']
  fileRoutesByTo: SiteRouteTypes['fileRoutesByTo'] & DeskRouteTypes['fileRoutesByTo']
  to: SiteRouteTypes['to'] | DeskRouteTypes['to']
  id: SiteRouteTypes['id'] | DeskRouteTypes['id']
  fileRoutesById: SiteRouteTypes['fileRoutesById'] & DeskRouteTypes['fileRoutesById']
}

export type AppRouter = ReturnType<typeof createRouterFor<ReturnType<typeof routeTree._addFileTypes<AppRouteTypes>>>>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
