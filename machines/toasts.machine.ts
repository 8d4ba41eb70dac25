import { assign, sendTo, setup, stopChild, type ActorRefFrom } from 'xstate'
import { isToastKind, type ToastHold, type ToastKind } from '../src/model/toasts'
import { toastMachine } from './toast.machine'

/**
 * The app's toasts (TOAST-01, OQ-36 DECIDED). Each toast is a spawned `toast` actor that times itself out
 * (success, warn) or waits to be dismissed (error); this machine keeps them in order of appearance.
 *
 * `message` is text ALREADY TRANSLATED by the caller (`toast('error', t('errors.internal_short'))`): the caller
 * knows the values to interpolate, and the machine stays free of i18n. A language change is a full page load, so
 * a shown text never needs re-translating.
 */
export interface ShownToast {
  id: string
  kind: ToastKind
  message: string
  ref: ActorRefFrom<typeof toastMachine>
}

export interface ToastsContext {
  toasts: ShownToast[]
  /** Number of the next toast: ids are `toast-1`, `toast-2`, … */
  nextNumber: number
}

export type ToastsEvent =
  | { type: 'toast.show'; kind: ToastKind; message: string }
  | { type: 'toast.dismiss'; id: string }
  /** `reason` defaults to `hover`; hover and focus holds are tracked separately (OQ-36). */
  | { type: 'toast.pause'; id: string; reason?: ToastHold }
  | { type: 'toast.resume'; id: string; reason?: ToastHold }

type ToastDoneEvent = { type: `xstate.done.actor.${string}`; actorId?: string }

export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  actors: { toast: toastMachine },
  guards: {
    isShowable: ({ event }) =>
      event.type === 'toast.show' && isToastKind(event.kind) && typeof event.message === 'string' && event.message.trim() !== '',
    isShown: ({ context, event }) => 'id' in event && context.toasts.some((toast) => toast.id === event.id),
    hasNoToasts: ({ context }) => context.toasts.length === 0,
  },
  actions: {
    spawnToast: assign(({ context, event, spawn }) => {
      if (event.type !== 'toast.show') return {}
      const id = `toast-${context.nextNumber}`
      const input = { id, kind: event.kind, message: event.message }
      const ref = spawn('toast', { id, input })
      return { toasts: [...context.toasts, { ...input, ref }], nextNumber: context.nextNumber + 1 }
    }),
    forwardToToast: sendTo(
      ({ event }) => ('id' in event ? event.id : ''),
      ({ event }) => {
        if (event.type === 'toast.pause' || event.type === 'toast.resume') {
          return { type: event.type, reason: event.reason ?? 'hover' }
        }
        return { type: 'toast.dismiss' as const }
      },
    ),
    dropEndedToast: assign({
      toasts: ({ context, event }) => {
        const ended = (event as unknown as ToastDoneEvent).actorId
        return context.toasts.filter((toast) => toast.id !== ended)
      },
    }),
    stopEndedToast: stopChild(({ event }) => (event as unknown as ToastDoneEvent).actorId ?? ''),
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextNumber: 1 },
  initial: 'empty',
  on: {
    'toast.show': { guard: 'isShowable', target: '.showing', actions: 'spawnToast' },
  },
  states: {
    empty: {},
    showing: {
      always: { guard: 'hasNoToasts', target: 'empty' },
      on: {
        'toast.dismiss': { guard: 'isShown', actions: 'forwardToToast' },
        'toast.pause': { guard: 'isShown', actions: 'forwardToToast' },
        'toast.resume': { guard: 'isShown', actions: 'forwardToToast' },
        // A toast actor reached its end (dismissed or expired): it leaves the list.
        'xstate.done.actor.*': { actions: ['dropEndedToast', 'stopEndedToast'] },
      },
    },
  },
})
