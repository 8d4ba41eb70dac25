import { useEffect, useRef } from 'react'
import { useLatest } from '../use-latest'
import { useT } from '../../i18n/intl'
import type { LoadMoreStatus } from '../../model/load-more-list'

export type ShowMoreStatus = LoadMoreStatus

export interface ShowMoreProps {
  status: ShowMoreStatus
  /** Nothing to show: the first page holds the whole list. */
  hidden: boolean
  onMore: () => void
  /** Called whenever the button scrolls into view (the machine decides whether that loads, PAGINATION-06). */
  onVisible: () => void
}

const LABELS: Record<ShowMoreStatus, string> = {
  ready: 'pagination.show_more',
  loading: 'pagination.loading',
  allLoaded: 'pagination.all_loaded',
}

/** The 'show more' button of load-more lists (PAGINATION-05): show more / loading / all loaded (disabled). */
export function ShowMore({ status, hidden, onMore, onVisible }: ShowMoreProps) {
  const t = useT()
  const button = useRef<HTMLButtonElement>(null)
  const visible = useLatest(onVisible)

  useEffect(() => {
    const element = button.current
    if (!element || hidden || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) visible.current()
    })
    observer.observe(element)
    return () => observer.disconnect()
    // Re-observed after each load: a button still in view after the rows arrived keeps loading (PAGINATION-06).
  }, [hidden, status, visible])

  if (hidden) return null
  return (
    <div className="show-more">
      <button
        ref={button}
        type="button"
        className="button button--outline show-more__button"
        disabled={status === 'allLoaded'}
        aria-busy={status === 'loading'}
        onClick={status === 'ready' ? onMore : undefined}
      >
        {t(LABELS[status])}
      </button>
    </div>
  )
}
