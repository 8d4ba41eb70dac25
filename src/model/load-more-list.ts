import { isAllLoaded, type ListMeta, type ListResponse } from './api'

/**
 * What a 'show more' list shows (PAGINATION-05…07), pure so that the list is the same whether or not its machine
 * (machines/load-more.machine.ts) has loaded.
 */
export interface LoadMoreContext {
  rows: unknown[]
  meta: ListMeta
  /** Set by the first click: from then on the button loads when it scrolls into view (PAGINATION-06). */
  autoLoad: boolean
  /** The skip of the first row shown: the page the list was opened on (the pagination marks the pages from there). */
  firstSkip: number
  /**
   * Where the rows of the latest load begin in `rows` (0 before any): the first new row, where the focus goes when the
   * last rows arrive and the button it was on turns disabled.
   */
  latestFrom: number
}

/** A list as the loader fetched it, before any click. */
export function listFrom(initial: ListResponse<unknown>): LoadMoreContext {
  return { rows: initial.rows, meta: initial.meta, autoLoad: false, firstSkip: initial.meta.skip, latestFrom: 0 }
}

export type LoadMoreStatus = 'ready' | 'loading' | 'allLoaded'

/** What a load-more machine's snapshot offers (structurally, so that this file needs no xstate). */
export interface LoadMoreSnapshot {
  context: LoadMoreContext
  matches(state: 'loading' | 'allLoaded'): boolean
}

export interface LoadMoreView<Row> {
  rows: Row[]
  meta: ListMeta
  firstSkip: number
  /** The index of the first row of the latest load (LoadMoreContext.latestFrom). */
  latestFrom: number
  status: LoadMoreStatus
  /** PAGINATION-04 spirit: a list whose first page already holds everything needs no button at all. */
  hidden: boolean
}

/** What the list shows from its machine's snapshot or, before the machine runs, from the loader's page. */
export function loadMoreView<Row>(snapshot: LoadMoreSnapshot | undefined, initial: ListResponse<Row>): LoadMoreView<Row> {
  const { rows, meta, firstSkip, latestFrom } = snapshot?.context ?? listFrom(initial)
  const status: LoadMoreStatus = snapshot
    ? snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('allLoaded')
        ? 'allLoaded'
        : 'ready'
    : isAllLoaded(meta)
      ? 'allLoaded'
      : 'ready'
  return { rows: rows as Row[], meta, firstSkip, latestFrom, status, hidden: meta.skip === 0 && meta.count <= meta.limit }
}
