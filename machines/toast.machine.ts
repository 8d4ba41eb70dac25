import { assign, setup } from 'xstate'
import { TOAST_DURATION_MS } from '../src/model/timers'
import type { ToastHold, ToastKind } from '../src/model/toasts'

/**
 * One toast on screen (TOAST-01, OQ-36 DECIDED): success and warn toasts count down TOAST_DURATION_MS and pause
 * while hovered or focused — the countdown resumes with the time that was left; error toasts stay until
 * dismissed. `message` is text already translated by the caller (see toasts.machine.ts).
 */
export interface ToastInput {
  id: string
  kind: ToastKind
  message: string
}

export interface ToastContext extends ToastInput {
  /** Time left before a timed toast leaves. */
  remainingMs: number
  /** When the current countdown started (Date.now(); fake timers move it in tests). */
  countingSince: number
  /** Reasons the toast is held: it resumes only when none is left (pointer gone and focus gone). */
  holds: ToastHold[]
}

export type ToastEvent =
  | { type: 'toast.pause'; reason: ToastHold }
  | { type: 'toast.resume'; reason: ToastHold }
  | { type: 'toast.dismiss' }

/** A toast ends `dismissed` by the visitor or `expired` when its time ran out; the list then drops it. */
export interface ToastOutput {
  id: string
}

export const toastMachine = setup({
  types: {
    input: {} as ToastInput,
    context: {} as ToastContext,
    events: {} as ToastEvent,
    output: {} as ToastOutput,
  },
  delays: {
    /** What is left of TOAST_DURATION_MS after the pauses so far. */
    TOAST_REMAINING_TIME: ({ context }) => context.remainingMs,
  },
  guards: {
    staysUntilDismissed: ({ context }) => context.kind === 'error',
    noHoldLeft: ({ context }) => context.holds.length === 0,
  },
  actions: {
    startCountdown: assign({ countingSince: () => Date.now() }),
    keepRemainingTime: assign({
      remainingMs: ({ context }) => Math.max(0, context.remainingMs - (Date.now() - context.countingSince)),
    }),
    addHold: assign({
      holds: ({ context, event }) =>
        event.type === 'toast.pause' && !context.holds.includes(event.reason)
          ? [...context.holds, event.reason]
          : context.holds,
    }),
    releaseHold: assign({
      holds: ({ context, event }) =>
        event.type === 'toast.resume' ? context.holds.filter((hold) => hold !== event.reason) : context.holds,
    }),
  },
}).createMachine({
  id: 'toast',
  context: ({ input }) => ({ ...input, remainingMs: TOAST_DURATION_MS, countingSince: 0, holds: [] }),
  initial: 'appearing',
  states: {
    appearing: {
      always: [{ guard: 'staysUntilDismissed', target: 'untilDismissed' }, { target: 'timed' }],
    },
    untilDismissed: {
      on: { 'toast.dismiss': 'dismissed' },
    },
    timed: {
      initial: 'countingDown',
      on: { 'toast.dismiss': '#toast.dismissed' },
      states: {
        countingDown: {
          entry: 'startCountdown',
          after: { TOAST_REMAINING_TIME: '#toast.expired' },
          on: { 'toast.pause': { target: 'paused', actions: ['keepRemainingTime', 'addHold'] } },
        },
        paused: {
          always: { guard: 'noHoldLeft', target: 'countingDown' },
          on: {
            'toast.pause': { actions: 'addHold' },
            'toast.resume': { actions: 'releaseHold' },
          },
        },
      },
    },
    dismissed: { type: 'final' },
    expired: { type: 'final' },
  },
  output: ({ context }) => ({ id: context.id }),
})
