import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { omitTrackingParams } from '../../model/tracking-params'

export interface SearchLinkProps<S extends object> {
  /**
   * The target's search made from the search in force: the router's latest address, which runs ahead of the list on
   * screen while the list of a previous choice still loads, so a second choice made then keeps the first.
   */
  change: (search: S) => S
  /** This option is the one in force. */
  current?: boolean
  className?: string
  label?: string
  children: ReactNode
}

/**
 * A filter option of a list (events EVENTS-04, shop SHOP-02, courses COURSES-02) as a plain link: the filtered list has its own address, so it
 * works without JavaScript, can be shared and reloaded. The list keeps its scroll position on a change.
 */
export function SearchLink<S extends object>({ change, current = false, className, label, children }: SearchLinkProps<S>) {
  return (
    <Link
      to="."
      // `to="."` is the list's own route, whose search is S.
      // An advert's tracking parameters stay behind (issue 43.1): the shared copy the edge renders has none.
      search={(latest: object): object => change(omitTrackingParams(latest) as S)}
      resetScroll={false}
      // The router marks the link whose address is exactly this one with aria-current="page"; a partial match of
      // the search (its default) would mark 'all' as current under any filter.
      activeOptions={{ exact: true }}
      className={className}
      aria-current={current ? 'true' : undefined}
      aria-label={label}
    >
      {children}
    </Link>
  )
}
