import { assign, setup } from 'xstate'
import { CLOSED_MODAL, DEFAULT_MODAL_MODE, type ModalContext, type ModalMode } from '../src/model/modal'
import { MODAL_RESET_DELAY_MS } from '../src/model/timers'

/**
 * The app's one modal (MODAL-01, MODAL-02): which modal is shown (`name`, its `props`), in which mode (`full` or
 * `mini`) and the shown flag. After `modal.close` the content stays for MODAL_RESET_DELAY_MS (CONST-06) so the
 * closing animation still has it, then it is reset. Opening during that time shows the new content at once.
 */
export type { ModalContext }

export type ModalEvent =
  | { type: 'modal.open'; name: string; mode?: ModalMode; props?: Record<string, unknown> }
  | { type: 'modal.close' }

export const modalMachine = setup({
  types: {
    context: {} as ModalContext,
    events: {} as ModalEvent,
  },
  delays: { MODAL_RESET_DELAY: MODAL_RESET_DELAY_MS },
  guards: {
    hasName: ({ event }) => event.type === 'modal.open' && typeof event.name === 'string' && event.name !== '',
  },
  actions: {
    showContent: assign(({ event }) =>
      event.type === 'modal.open'
        ? { shown: true, name: event.name, mode: event.mode ?? DEFAULT_MODAL_MODE, props: event.props ?? {} }
        : {},
    ),
    hide: assign({ shown: false }),
    resetContent: assign(() => CLOSED_MODAL),
  },
}).createMachine({
  id: 'modal',
  context: CLOSED_MODAL,
  initial: 'closed',
  on: {
    'modal.open': { guard: 'hasName', target: '.open', actions: 'showContent' },
  },
  states: {
    closed: {},
    open: {
      on: { 'modal.close': { target: 'closing', actions: 'hide' } },
    },
    closing: {
      after: { MODAL_RESET_DELAY: { target: 'closed', actions: 'resetContent' } },
    },
  },
})
