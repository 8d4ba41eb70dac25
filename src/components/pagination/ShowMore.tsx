import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
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
  /** The list's element and where its latest rows begin: the focus goes there when the button turns disabled under it. */
  list: RefObject<HTMLElement | null>
  latestFrom: number
}

const LABELS: Record<ShowMoreStatus, string> = {
  ready: 'pagination.show_more',
  loading: 'pagination.loading',
  allLoaded: 'pagination.all_loaded',
}

/** Focuses a row of a list: its title's link, or the row itself when it has none. */
function focusRow(list: HTMLElement | null, index: number, options: FocusOptions) {
  const row = list?.children[index]
  if (!(row instanceof HTMLElement)) return
  const link = row.querySelector<HTMLElement>(':is(h1, h2, h3, h4, h5, h6) a[href]')
  if (!link) row.tabIndex = -1
  ;(link ?? row).focus(options)
}

/**
 * The 'show more' button of load-more lists (PAGINATION-05): show more / loading / all loaded (disabled). When the
 * last rows arrive the focus moves from the button to the first of them.
 */
export function ShowMore({ status, hidden, onMore, onVisible, list, latestFrom }: ShowMoreProps) {
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

  // The last rows arrived and the button turns disabled: the browser would drop its focus to <body> (Chromium does so a
  // moment later), sending a keyboard visitor back to the top. Whoever was on the button goes on from the first new
  // row instead: its title's link, or the row itself. After a mouse click (no focus ring on the button) the page stays
  // where it is.
  useLayoutEffect(() => {
    const element = button.current
    if (status !== 'allLoaded' || !element || element !== document.activeElement) return
    focusRow(list.current, latestFrom, { preventScroll: !element.matches(':focus-visible') })
  }, [status, list, latestFrom])

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
