/**
 * Route metadata for the shell (ROUTE-11…14). A route declares
 *   staticData: { meta: { header: 'blue' } }
 * and the layout applies the merged meta of the matched routes, the deepest route winning field by field.
 */
import { DEFAULT_ROUTE_META, type RouteMeta } from '../../model/route-meta'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** ROUTE-11: header colour, layout variant, footer consultation form. */
    meta?: Partial<RouteMeta>
  }
}

/** What the layout needs of a match: its static data, and whether it loaded. */
export interface MatchWithMeta {
  staticData?: { meta?: Partial<RouteMeta> } | undefined
  status?: string
}

/**
 * Merges the meta of matches ordered root first; the deepest route's fields win, unset fields stay default. A
 * match that did not load (not found, error) renders its 404 or error page instead of the routes below it, so
 * their meta does not apply: `/en/payment/donations/5` is the 404 page with the full layout, not a payment page.
 */
export function resolveRouteMeta(matches: readonly MatchWithMeta[]): RouteMeta {
  let meta: RouteMeta = { ...DEFAULT_ROUTE_META }
  for (const match of matches) {
    if (match.status !== undefined && match.status !== 'success') break
    const own = match.staticData?.meta
    if (!own) continue
    meta = {
      header: own.header ?? meta.header,
      layout: own.layout ?? meta.layout,
      footerForm: own.footerForm ?? meta.footerForm,
    }
  }
  return meta
}

/** ROUTE-14: the payment page's layout has no site header. */
export function showsHeader(meta: RouteMeta): boolean {
  return meta.layout !== 'no_header'
}
