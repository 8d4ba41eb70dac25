import { assign, fromCallback, setup } from 'xstate'
import { applyLiveMessage, EMPTY_LIVE_VIEW, type LiveInspectionMessage, type LiveView } from '../src/model/live-inspection'
import { mustProvide } from './must-provide'

/**
 * The live view of the flows page (issue 41, QA: the flows): what the pages opened with `?inspect` in this browser
 * report about their machines. QA pauses it to read a moment that would otherwise scroll past; resuming asks the
 * pages to report again, so nothing is missed. The channel is the `listen` actor the page provides.
 */
export type LiveMachinesEvent =
  | { type: 'live.message'; message: LiveInspectionMessage }
  | { type: 'live.pause' }
  | { type: 'live.resume' }
  | { type: 'live.clear' }

export const liveMachinesMachine = setup({
  types: {
    context: {} as LiveView,
    events: {} as LiveMachinesEvent,
  },
  actors: {
    /** Sends `live.message` for each message of the channel; asks the open pages to report when it starts. */
    listen: fromCallback<LiveMachinesEvent>(mustProvide('listen')),
  },
  actions: {
    apply: assign(({ context, event }) => (event.type === 'live.message' ? applyLiveMessage(context, event.message) : context)),
    clear: assign(() => EMPTY_LIVE_VIEW),
  },
}).createMachine({
  id: 'liveMachines',
  context: EMPTY_LIVE_VIEW,
  initial: 'listening',
  on: { 'live.clear': { actions: 'clear' } },
  states: {
    listening: {
      invoke: { src: 'listen' },
      on: {
        'live.message': { actions: 'apply' },
        'live.pause': 'paused',
      },
    },
    paused: {
      on: { 'live.resume': 'listening' },
    },
  },
})
