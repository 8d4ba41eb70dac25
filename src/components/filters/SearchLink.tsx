import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

export interface SearchLinkProps {
  /** The whole search of the target (this page's path). */
  search: object
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
export function SearchLink({ search, current = false, className, label, children }: SearchLinkProps) {
  return (
    <Link
      to="."
      search={search}
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
