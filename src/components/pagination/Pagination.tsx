import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useT } from '../../i18n/intl'
import type { ListMeta } from '../../model/api'
import { omitTrackingParams } from '../../model/tracking-params'
import { pageWindow, withPage } from './page-window'

export interface PaginationProps {
  meta: ListMeta
  /**
   * A 'show more' list: the skip of the first row on screen (useLoadMore's `firstSkip`). The pages from there to
   * meta's are all marked as shown, and 'previous' goes to the page before them (PAGINATION-01/07).
   */
  firstSkip?: number
  /**
   * Emit mode (PAGINATION-02): called with the chosen page instead of changing the route. Without it the control
   * is in route mode (PAGINATION-01): real links setting `page` on the current route's search, working without JS.
   */
  onPage?: (page: number) => void
}

/** Page links: the current page ±2 with previous/next, hidden when everything fits on one page (PAGINATION-03/04). */
export function Pagination({ meta, firstSkip, onPage }: PaginationProps) {
  const t = useT()
  const place = pageWindow(meta, firstSkip)
  if (!place) return null
  const { first, current, total, pages } = place

  const target = (page: number, label: string, content: ReactNode, className: string) =>
    onPage ? (
      <button type="button" className={className} aria-label={label} onClick={() => onPage(page)}>
        {content}
      </button>
    ) : (
      <Link
        to="."
        // An advert's tracking parameters stay behind (issue 43.1): the shared copy the edge renders has none.
        search={(previous: Record<string, unknown>) => withPage(omitTrackingParams(previous), page)}
        // Only the link to this very page (search included) is the current one; aria-current stays on the span.
        activeOptions={{ exact: true, includeSearch: true }}
        className={className}
        aria-label={label}
        resetScroll
      >
        {content}
      </Link>
    )

  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul className="pagination__list">
        {first > 1 && (
          <li>{target(first - 1, t('pagination.previous'), <span aria-hidden="true">‹</span>, 'pagination__step')}</li>
        )}
        {pages.map((page) => (
          <li key={page}>
            {page === current ? (
              <span className="pagination__page pagination__page--current" aria-current="page">
                <span className="visually-hidden">{t('pagination.page', { page })}</span>
                <span aria-hidden="true">{page}</span>
              </span>
            ) : (
              // A page 'show more' appended is marked as shown; its link opens that page alone.
              target(
                page,
                t('pagination.page', { page }),
                page,
                page >= first && page < current ? 'pagination__page pagination__page--shown' : 'pagination__page',
              )
            )}
          </li>
        ))}
        {current < total && (
          <li>{target(current + 1, t('pagination.next'), <span aria-hidden="true">›</span>, 'pagination__step')}</li>
        )}
      </ul>
    </nav>
  )
}
