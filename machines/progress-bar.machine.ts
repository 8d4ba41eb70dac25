import { setup } from 'xstate'
import {
  PROGRESS_BAR_DURATION_MS,
  PROGRESS_BAR_FAILED_MS,
  PROGRESS_BAR_FINISH_MS,
  PROGRESS_BAR_THROTTLE_MS,
} from '../src/model/timers'

/**
 * The top progress bar (ROUTE-15): a navigation shows the bar only when it lasts longer than the 200 ms throttle;
 * the bar then runs for up to 5 s (PROGRESS_BAR_DURATION_MS, the time its fill animation takes) and holds near the
 * end while the navigation still loads. The end of the navigation completes it; a failed navigation leaves it
 * visible in a failed state for a while.
 *
 * States: `idle` (hidden) → `throttled` (started, not shown yet) → `running` → `waiting` (5 s passed, still
 * loading) → `finishing` (fills and fades) → `idle`; any of them → `failed` on `navigation.fail`.
 */
export type ProgressBarEvent = { type: 'navigation.start' } | { type: 'navigation.end' } | { type: 'navigation.fail' }

export const progressBarMachine = setup({
  types: { events: {} as ProgressBarEvent },
  delays: {
    PROGRESS_BAR_THROTTLE: PROGRESS_BAR_THROTTLE_MS,
    PROGRESS_BAR_DURATION: PROGRESS_BAR_DURATION_MS,
    PROGRESS_BAR_FINISH: PROGRESS_BAR_FINISH_MS,
    PROGRESS_BAR_FAILED: PROGRESS_BAR_FAILED_MS,
  },
}).createMachine({
  id: 'progressBar',
  initial: 'idle',
  states: {
    idle: {
      on: { 'navigation.start': 'throttled' },
    },
    throttled: {
      after: { PROGRESS_BAR_THROTTLE: 'running' },
      on: { 'navigation.end': 'idle', 'navigation.fail': 'failed' },
    },
    running: {
      after: { PROGRESS_BAR_DURATION: 'waiting' },
      on: { 'navigation.end': 'finishing', 'navigation.fail': 'failed' },
    },
    waiting: {
      on: { 'navigation.end': 'finishing', 'navigation.fail': 'failed' },
    },
    finishing: {
      after: { PROGRESS_BAR_FINISH: 'idle' },
      // The bar is still on screen: a new navigation restarts it at once instead of hiding it first.
      on: { 'navigation.start': 'running' },
    },
    failed: {
      after: { PROGRESS_BAR_FAILED: 'idle' },
      on: { 'navigation.start': 'throttled' },
    },
  },
})
