import { fromPromise, setup } from 'xstate'
import { mustProvide } from './must-provide'

/**
 * Becoming a tester on `/_test` (TEST-01, TEST-02, OQ-26): once the page is open the visitor is asked 'Вы уверены,
 * что хотите стать тестовым пользователем?'. Confirming stores the `isTestUser` flag (`storeTestUser`, provided:
 * local storage, which may refuse — private mode, storage disabled — hence an actor with a failure state);
 * cancelling stores nothing. The question can be asked again from the result.
 *
 * States: `idle` (page rendered, not yet interactive) → `asking` → `storing` → `testUser` | `failed`;
 * `asking` → `cancelled`.
 */
export type TestUserEvent =
  | { type: 'ask' }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'retry' }

export const testUserMachine = setup({
  types: { events: {} as TestUserEvent },
  actors: {
    storeTestUser: fromPromise<void>(mustProvide('storeTestUser')),
  },
}).createMachine({
  id: 'testUser',
  initial: 'idle',
  states: {
    idle: {
      on: { ask: 'asking' },
    },
    asking: {
      on: { confirm: 'storing', cancel: 'cancelled' },
    },
    storing: {
      invoke: {
        src: 'storeTestUser',
        onDone: 'testUser',
        onError: 'failed',
      },
    },
    testUser: {
      on: { ask: 'asking' },
    },
    cancelled: {
      on: { ask: 'asking' },
    },
    failed: {
      on: { retry: 'storing', cancel: 'cancelled' },
    },
  },
})
