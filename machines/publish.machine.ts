import { assign, fromPromise, setup } from 'xstate'
import { deskErrorOf } from '../src/model/content-editing'
import { mustProvide } from './must-provide'

/**
 * Publishing an item from the editor (issue 42): the editor confirms first, the button is busy while the server
 * publishes, and a refusal (its code and field errors: a missing title, a stale version) is shown with a retry.
 * `request` names what to do (publish now, at a time, unpublish, delete): the `publish` actor is given it.
 *   idle ─request→ confirming ─confirm→ publishing ─done→ published (`onPublished`) ─request→ confirming
 *                  └cancel→ idle                      └error→ failed ─confirm→ publishing / ─cancel→ idle
 */

export interface PublishContext {
  /** What the last `request` asked for; the actor's input. */
  input: unknown
  error: string | null
  fields: Record<string, string[]>
}

export type PublishEvent = { type: 'request'; input?: unknown } | { type: 'confirm' } | { type: 'cancel' }

export const publishMachine = setup({
  types: { context: {} as PublishContext, events: {} as PublishEvent },
  actors: {
    publish: fromPromise<unknown, unknown>(mustProvide('publish')),
  },
  actions: {
    onPublished: mustProvide('onPublished') as (args: unknown, output: unknown) => void,
    clearError: assign({ error: null, fields: {} }),
    remember: assign(({ event }) => ({ input: (event as Extract<PublishEvent, { type: 'request' }>).input, error: null, fields: {} })),
    showError: assign(({ event }) => deskErrorOf((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'publish',
  context: { input: undefined, error: null, fields: {} },
  initial: 'idle',
  states: {
    idle: { on: { request: { target: 'confirming', actions: 'remember' } } },
    confirming: {
      on: { confirm: 'publishing', cancel: 'idle' },
    },
    publishing: {
      entry: 'clearError',
      invoke: {
        src: 'publish',
        input: ({ context }: { context: PublishContext }) => context.input,
        onDone: { target: 'published', actions: { type: 'onPublished', params: ({ event }: { event: { output: unknown } }) => event.output } },
        onError: { target: 'failed', actions: 'showError' },
      },
    },
    failed: {
      on: { confirm: 'publishing', cancel: { target: 'idle', actions: 'clearError' }, request: { target: 'confirming', actions: 'remember' } },
    },
    published: { on: { request: { target: 'confirming', actions: 'remember' } } },
  },
})
