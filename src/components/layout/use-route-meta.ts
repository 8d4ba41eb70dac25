import { useMatches } from '@tanstack/react-router'
import type { RouteMeta } from '../../model/route-meta'
import { resolveRouteMeta } from './route-meta'

/** The merged meta of the matched routes (ROUTE-11): header colour, layout variant, footer form. */
export function useRouteMeta(): RouteMeta {
  return useMatches({ select: (matches) => resolveRouteMeta(matches) })
}
