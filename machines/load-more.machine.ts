import { assign, fromPromise, setup } from 'xstate'
import { isAllLoaded, type ListResponse } from '../src/model/api'
import { listFrom, type LoadMoreContext } from '../src/model/load-more-list'
import { mustProvide } from './must-provide'

/**
 * A 'show more' list (PAGINATION-05…07, SHOP-04, NEWS-05, NEWS-08): a click loads the next rows with
 * skip = meta.skip + meta.limit, appends them and replaces meta. After the first click the list loads by itself
 * whenever the button scrolls into view (`list.visible`, sent by the component's IntersectionObserver). While a
 * request runs, further requests are ignored; a response older than the latest request (a list reset by new
 * filters) is dropped. A failure is only logged (`logFailure`) and leaves the list as it was. `list.reset` (new
 * loader data: a filter, the language, or a page number chosen in the pagination) starts over from that page's
 * rows, whatever was appended before (PAGINATION-01/07). `latestFrom` marks where the latest load's rows begin, for
 * the component to move the focus there when the button turns disabled under it.
 */
export interface LoadMoreInput {
  initial: ListResponse<unknown>
}

export type { LoadMoreContext }

/** What `loadPage` is asked for: the rows after the ones shown. */
export interface LoadPageInput {
  skip: number
  limit: number
}

export type LoadMoreEvent =
  | { type: 'list.more' }
  | { type: 'list.visible' }
  | { type: 'list.reset'; initial: ListResponse<unknown> }

export const loadMoreMachine = setup({
  types: {
    input: {} as LoadMoreInput,
    context: {} as LoadMoreContext,
    events: {} as LoadMoreEvent,
  },
  actors: {
    loadPage: fromPromise<ListResponse<unknown>, LoadPageInput>(mustProvide('loadPage')),
  },
  actions: {
    logFailure: mustProvide('logFailure'),
  },
  guards: {
    allLoaded: ({ context }) => isAllLoaded(context.meta),
    autoLoadOn: ({ context }) => context.autoLoad,
  },
}).createMachine({
  id: 'loadMore',
  context: ({ input }) => listFrom(input.initial),
  initial: 'settling',
  on: {
    // New loader data (filters, language, a page number): start over from its rows. Leaving `loading` stops the
    // request under way, so its late response is never applied (SHOP-04: a response older than the latest request
    // is ignored).
    'list.reset': {
      target: '.settling',
      actions: assign(({ event }) => listFrom(event.initial)),
    },
  },
  states: {
    settling: {
      always: [{ guard: 'allLoaded', target: 'allLoaded' }, { target: 'idle' }],
    },
    idle: {
      on: {
        'list.more': { target: 'loading', actions: assign({ autoLoad: true }) },
        'list.visible': { guard: 'autoLoadOn', target: 'loading' },
      },
    },
    loading: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ skip: context.meta.skip + context.meta.limit, limit: context.meta.limit }),
        onDone: {
          target: 'settling',
          actions: assign(({ context, event }) => ({
            rows: [...context.rows, ...event.output.rows],
            meta: event.output.meta,
            latestFrom: context.rows.length,
          })),
        },
        onError: { target: 'failed', actions: 'logFailure' },
      },
      // PAGINATION-06 / SHOP-04: clicks and visibility while loading are ignored (no handlers here).
    },
    failed: {
      // NEWS-08: nothing shows; the list is unchanged and the visitor may click again.
      on: { 'list.more': 'loading' },
    },
    allLoaded: {},
  },
})
