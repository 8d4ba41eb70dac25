import type { ReactNode } from 'react'

/**
 * ROUTE-13: the dark band at the top of a page with the transparent-white header, which lies over it (the band
 * reaches under the header by `--header-offset`): the breadcrumbs, the title and what the page puts beside them.
 */
export function PageHero({ children }: { children: ReactNode }) {
  return (
    <div className="page-hero">
      <div className="container">{children}</div>
    </div>
  )
}
