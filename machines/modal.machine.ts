import { assign, setup } from 'xstate'
import { DEFAULT_MODAL_MODE, type ModalMode } from '../src/model/modal'
import { MODAL_RESET_DELAY_MS } from '../src/model/timers'

/**
 * The app's one modal (MODAL-01, MODAL-02): which modal is shown (`name`, its `props`), in which mode (`full` or
 * `mini`) and the shown flag. After `modal.close` the content stays for MODAL_RESET_DELAY_MS (CONST-06) so the
 * closing animation still has it, then it is reset. Opening during that time shows the new content at once.
 */
export interface ModalContext {
  shown: boolean
  name: string | null
  mode: ModalMode
  props: Record<string, unknown>
}

export type ModalEvent =
  | { type: 'modal.open'; name: string; mode?: ModalMode; props?: Record<string, unknown> }
  | { type: 'modal.close' }

const EMPTY: ModalContext = { shown: false, name: null, mode: DEFAULT_MODAL_MODE, props: {} }

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
    resetContent: assign(() => EMPTY),
  },
}).createMachine({
  id: 'modal',
  context: EMPTY,
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
