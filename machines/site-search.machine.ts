import { assign, fromPromise, setup } from 'xstate'
import { SEARCH_SUGGEST_MIN_LENGTH, searchHitsInOrder, type SiteSearchAnswer, type SiteSearchHit } from '../src/model/site-search'
import { SEARCH_SUGGEST_DELAY_MS } from '../src/model/timers'
import { mustProvide } from './must-provide'

/**
 * The header search's suggestions (issue 45): asked once typing pauses; a key pressed meanwhile cancels the request
 * in flight (leaving `loading` stops the invoked actor, whose signal aborts the fetch). Arrow keys move the active
 * option, Enter on one picks it (as does a click: `choose`), Escape and leaving the field close the list.
 */
export type SiteSearchEvent =
  | { type: 'input'; value: string }
  | { type: 'focus' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'pick' }
  | { type: 'choose'; index: number }
  | { type: 'close' }

export interface SiteSearchContext {
  query: string
  answer: SiteSearchAnswer | null
  /** Index of the active option in searchHitsInOrder(answer); -1 for none. */
  active: number
}

const askable = (query: string) => query.trim().length >= SEARCH_SUGGEST_MIN_LENGTH

export const siteSearchMachine = setup({
  types: { context: {} as SiteSearchContext, events: {} as SiteSearchEvent },
  actors: {
    fetchSuggestions: fromPromise<SiteSearchAnswer, { query: string }>(mustProvide('fetchSuggestions')),
  },
  actions: {
    openHit: mustProvide('openHit') as (args: unknown, hit: SiteSearchHit) => void,
  },
  delays: { suggestDelay: SEARCH_SUGGEST_DELAY_MS },
  guards: {
    askable: ({ event }) => event.type === 'input' && askable(event.value),
    hasAnswer: ({ context }) => context.answer !== null && askable(context.query),
    hasActive: ({ context }) => context.active >= 0,
  },
}).createMachine({
  id: 'siteSearch',
  context: { query: '', answer: null, active: -1 },
  initial: 'closed',
  on: {
    input: [
      { guard: 'askable', target: '.waiting', reenter: true, actions: assign({ query: ({ event }) => event.value, active: -1 }) },
      { target: '.closed', actions: assign({ query: ({ event }) => event.value, answer: null, active: -1 }) },
    ],
  },
  states: {
    closed: {
      on: { focus: { guard: 'hasAnswer', target: 'open' } },
    },
    waiting: {
      after: { suggestDelay: 'loading' },
      on: { close: 'closed' },
    },
    loading: {
      invoke: {
        src: 'fetchSuggestions',
        input: ({ context }) => ({ query: context.query }),
        onDone: { target: 'open', actions: assign({ answer: ({ event }) => event.output, active: -1 }) },
        onError: { target: 'failed' },
      },
      on: { close: 'closed' },
    },
    failed: {
      on: { close: 'closed' },
    },
    open: {
      on: {
        next: { actions: assign({ active: ({ context }) => cycle(context, 1) }) },
        previous: { actions: assign({ active: ({ context }) => cycle(context, -1) }) },
        pick: {
          guard: 'hasActive',
          target: 'closed',
          actions: { type: 'openHit', params: ({ context }) => searchHitsInOrder(context.answer)[context.active]! },
        },
        choose: {
          target: 'closed',
          actions: { type: 'openHit', params: ({ context, event }) => searchHitsInOrder(context.answer)[event.index]! },
        },
        close: { target: 'closed', actions: assign({ active: -1 }) },
      },
    },
  },
})

/** The next or previous option, wrapping through "none" (the field) at either end. */
function cycle(context: SiteSearchContext, step: 1 | -1): number {
  const count = searchHitsInOrder(context.answer).length
  if (count === 0) return -1
  const next = context.active + step
  if (next >= count) return -1
  if (next < -1) return count - 1
  return next
}
