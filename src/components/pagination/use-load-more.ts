import { useEffect, useRef, useState, type RefObject } from 'react'
import { useLatest } from '../use-latest'
import type { LoadPageInput } from '../../../machines/load-more.machine'
import type { ListMeta, ListResponse } from '../../model/api'
import { loadMoreView } from '../../model/load-more-list'
import { useLazyMachine } from '../use-lazy-machine'
import type { ShowMoreProps } from './ShowMore'

export interface UseLoadMoreOptions<Row> {
  /**
   * The page as the loader fetched it (server-rendered). New loader data — filters, sort, language, or a page
   * number chosen in the pagination, even the address already shown — starts the list over from it.
   */
  initial: ListResponse<Row>
  /** Fetches `limit` rows after `skip` (PAGINATION-07: skip = meta.skip + meta.limit). */
  load: (skip: number, limit: number) => Promise<ListResponse<Row>>
  /** What a failed 'show more' tells the visitor (SOCIAL-03); without it the failure is only logged (NEWS-08). */
  onFailure?: () => void
}

export interface LoadMoreList<Row> {
  rows: Row[]
  meta: ListMeta
  /** The skip of the first row shown, for `<Pagination firstSkip>` (the rows run from there to meta). */
  firstSkip: number
  /** For the list's element (`<ul ref={listRef}>`): where ShowMore puts the focus when the last rows arrive. */
  listRef: RefObject<HTMLUListElement | null>
  showMore: ShowMoreProps
}

/**
 * A 'show more' list driven by machines/load-more.machine.ts (PAGINATION-05…07, SHOP-04, NEWS-05, NEWS-08).
 * Render `rows` in `<ul ref={listRef}>` and `<ShowMore {...showMore} />`; the button's IntersectionObserver reports visibility to the
 * machine, which loads by itself only after the first click. The machine (with xstate) loads with that first click
 * (issue 4's JavaScript budget); until then the list is the loader's first page.
 */
export function useLoadMore<Row>({ initial, load, onFailure }: UseLoadMoreOptions<Row>): LoadMoreList<Row> {
  // The latest `load` (it may close over new filters) without re-creating the machine.
  const loadRef = useLatest(load)
  const failureRef = useLatest(onFailure)
  const [loadMachine] = useState(() => async () => {
    const [{ loadMoreMachine }, { fromPromise }] = await Promise.all([import('../../../machines/load-more.machine'), import('xstate')])
    return loadMoreMachine.provide({
      actors: {
        loadPage: fromPromise<ListResponse<unknown>, LoadPageInput>(({ input }) => loadRef.current(input.skip, input.limit)),
      },
      actions: {
        // NEWS-08: a failed 'show more' is logged; the visitor sees the list as it was, and a toast where the page asks.
        logFailure: ({ event }) => {
          console.warn('show more failed', (event as { error?: unknown }).error)
          failureRef.current?.()
        },
      },
    })
  })
  const { snapshot, send, sendIfStarted } = useLazyMachine(loadMachine, { input: { initial: initial as ListResponse<unknown> } })

  // The router hands over a new object only when the loader ran again: that is the one signal to start over
  // (PAGINATION-01: clicking "1" after 'show more' reloads page 1, at the same address and search, and must show it).
  const shown = useRef(initial)
  useEffect(() => {
    if (shown.current === initial) return
    shown.current = initial
    // Before the first click the list shows `initial` anyway; a running machine starts over from it.
    sendIfStarted({ type: 'list.reset', initial: initial as ListResponse<unknown> })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial])

  const listRef = useRef<HTMLUListElement>(null)
  const { rows, meta, firstSkip, latestFrom, status, hidden } = loadMoreView(snapshot, initial)
  return {
    rows,
    meta,
    firstSkip,
    listRef,
    showMore: {
      status,
      hidden,
      list: listRef,
      latestFrom,
      onMore: () => send({ type: 'list.more' }),
      // PAGINATION-06: loading on sight starts only after a first click, which started the machine.
      onVisible: () => sendIfStarted({ type: 'list.visible' }),
    },
  }
}
