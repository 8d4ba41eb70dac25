import { assign, fromPromise, setup } from 'xstate'
import type { SecondFactorBody } from '../src/model/staff'
import { mustProvide } from './must-provide'

/**
 * One action of the staff desk (issue 41): approve a review, move a lead, mark an order paid, erase a person's data.
 * A sensitive action the server refuses with `second_factor_required` asks for the authenticator's code and, once it
 * is confirmed, runs again with the same input; nothing the staff member chose is lost on the way:
 *   idle ─run→ running ─done→ idle (`onDone`)
 *                      ├second_factor_required→ askingCode ─submitCode→ confirming ─done→ running (same input)
 *                      │                         ├usePasskey→ confirmingPasskey ─done→ running; refused→ askingCode (error)
 *                      │                         └cancel→ idle              └refused→ askingCode (error)
 *                      └other error→ failed ─run→ running
 * `error` holds the last error's code and `fields` its field errors, for the page to show.
 */

export interface DeskActionContext {
  /** What the last `run` asked for: sent again after the second factor. */
  input: unknown
  error: string | null
  fields: Record<string, string[]>
}

export type DeskActionEvent =
  | { type: 'run'; input?: unknown }
  | { type: 'submitCode'; code: string }
  | { type: 'cancel' }
  | { type: 'usePasskey' }

const SECOND_FACTOR_REQUIRED = 'second_factor_required'

function errorOf(event: unknown): { error: string; fields: Record<string, string[]> } {
  const error = (event as { error?: { code?: string; body?: { fields?: Record<string, string[]> } } }).error
  return { error: error?.code ?? 'network', fields: error?.body?.fields ?? {} }
}

export const deskActionMachine = setup({
  types: { context: {} as DeskActionContext, events: {} as DeskActionEvent },
  actors: {
    action: fromPromise<unknown, unknown>(mustProvide('action')),
    secondFactor: fromPromise<unknown, SecondFactorBody>(mustProvide('secondFactor')),
    /** The passkey ceremony (options, the browser's prompt, the server's check), for a staff member who has one. */
    passkey: fromPromise<unknown>(mustProvide('passkey')),
  },
  actions: {
    onDone: mustProvide('onDone') as (args: unknown, output: unknown) => void,
    remember: assign(({ event }) => ({ input: (event as Extract<DeskActionEvent, { type: 'run' }>).input, error: null, fields: {} })),
    clearError: assign({ error: null, fields: {} }),
    showError: assign(({ event }) => errorOf(event)),
  },
  guards: {
    wantsSecondFactor: ({ event }) => errorOf(event).error === SECOND_FACTOR_REQUIRED,
  },
}).createMachine({
  id: 'deskAction',
  context: { input: undefined, error: null, fields: {} },
  initial: 'idle',
  states: {
    idle: {
      on: { run: { target: 'running', actions: 'remember' } },
    },
    running: {
      invoke: {
        src: 'action',
        input: ({ context }: { context: DeskActionContext }) => context.input,
        onDone: { target: 'idle', actions: { type: 'onDone', params: ({ event }: { event: { output: unknown } }) => event.output } },
        onError: [
          { guard: 'wantsSecondFactor', target: 'askingCode', actions: 'clearError' },
          { target: 'failed', actions: 'showError' },
        ],
      },
    },
    askingCode: {
      on: {
        submitCode: { target: 'confirming', actions: 'clearError' },
        usePasskey: { target: 'confirmingPasskey', actions: 'clearError' },
        cancel: { target: 'idle', actions: 'clearError' },
      },
    },
    confirmingPasskey: {
      invoke: {
        src: 'passkey',
        onDone: 'running',
        onError: { target: 'askingCode', actions: 'showError' },
      },
    },
    confirming: {
      invoke: {
        src: 'secondFactor',
        input: ({ event }) => ({ code: (event as Extract<DeskActionEvent, { type: 'submitCode' }>).code }),
        onDone: 'running',
        onError: { target: 'askingCode', actions: 'showError' },
      },
    },
    failed: {
      on: {
        run: { target: 'running', actions: 'remember' },
        cancel: { target: 'idle', actions: 'clearError' },
      },
    },
  },
})
