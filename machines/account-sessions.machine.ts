import { assign, fromPromise, setup } from 'xstate'
import type { AccountSession } from '../src/model/entities/users'
import { mustProvide } from './must-provide'

/**
 * The profile's signed-in devices (issue 39.6, ASVS V7.4), starting from the list the page loaded:
 *   idle ─end(id)→ ending ─done(rows)→ idle (`onEnded`)
 *        │                └failure→ idle (`onFailure`)
 *        └endOthers→ confirming ─cancel→ idle
 *                               └confirm→ endingOthers ─done(rows)→ idle (`onEndedOthers`)
 *                                                       └failure→ idle (`onFailure`)
 * Each end answers the sessions left, which replace the list. While ending, other clicks are ignored.
 */

export type AccountSessionsEvent = { type: 'end'; id: string } | { type: 'endOthers' } | { type: 'confirm' } | { type: 'cancel' }

export interface AccountSessionsContext {
  rows: AccountSession[]
  /** The session being ended, 'others' for all but this one; null otherwise. */
  ending: string | null
}

export const accountSessionsMachine = setup({
  types: {
    context: {} as AccountSessionsContext,
    events: {} as AccountSessionsEvent,
    input: {} as { rows: AccountSession[] },
  },
  actors: {
    endSession: fromPromise<AccountSession[], string>(mustProvide('endSession')),
    endOthers: fromPromise<AccountSession[]>(mustProvide('endOthers')),
  },
  actions: {
    onEnded: mustProvide('onEnded'),
    onEndedOthers: mustProvide('onEndedOthers'),
    onFailure: mustProvide('onFailure'),
    showRows: assign((_, rows: AccountSession[]) => ({ rows })),
    settle: assign({ ending: null }),
  },
}).createMachine({
  id: 'accountSessions',
  context: ({ input }) => ({ rows: input.rows, ending: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        end: { target: 'ending', actions: assign(({ event }) => ({ ending: event.id })) },
        endOthers: 'confirming',
      },
    },
    confirming: {
      on: { confirm: { target: 'endingOthers', actions: assign({ ending: 'others' }) }, cancel: 'idle' },
    },
    ending: {
      invoke: {
        src: 'endSession',
        input: ({ context }) => context.ending ?? '',
        onDone: { target: 'idle', actions: [{ type: 'showRows', params: ({ event }) => event.output }, 'settle', 'onEnded'] },
        onError: { target: 'idle', actions: ['settle', 'onFailure'] },
      },
    },
    endingOthers: {
      invoke: {
        src: 'endOthers',
        onDone: { target: 'idle', actions: [{ type: 'showRows', params: ({ event }) => event.output }, 'settle', 'onEndedOthers'] },
        onError: { target: 'idle', actions: ['settle', 'onFailure'] },
      },
    },
  },
})
