import { assign, fromPromise, setup } from 'xstate'
import type { ClientUser } from '../src/model/entities/users'
import { callFailureOf } from '../src/model/auth-forms'
import { mustProvide } from './must-provide'

/**
 * The visitor's session in the browser (AUTH-15…18, OQ-53), starting from the server render's viewer:
 *   signedOut ─signedIn→ signedIn ─userUpdated→ signedIn (the new user)
 *                        ├signOut→ signingOut ─logout done or 401→ signedOut (`leaveAccount`)
 *                        │                    └failure→ signedIn (`signOutFailed`)
 *                        └unauthorized (any 401 of the API)→ signedOut (`leaveAccount`)
 * The cookie is HttpOnly: only the server's `logout` ends it. `leaveAccount` sends a visitor of the profile home.
 */

export interface SessionInput {
  user: ClientUser | null
}

export interface SessionContext {
  user: ClientUser | null
}

export type SessionEvent =
  | { type: 'session.signedIn'; user: ClientUser }
  | { type: 'session.userUpdated'; user: ClientUser }
  | { type: 'session.signOut' }
  | { type: 'session.unauthorized' }

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    logout: fromPromise<unknown>(mustProvide('logout')),
  },
  actions: {
    leaveAccount: mustProvide('leaveAccount'),
    signOutFailed: mustProvide('signOutFailed'),
    takeUser: assign(({ event }) => (event.type === 'session.signedIn' || event.type === 'session.userUpdated' ? { user: event.user } : {})),
    clearUser: assign({ user: null }),
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    alreadyEnded: ({ event }) => callFailureOf((event as { error?: unknown }).error).status === 401,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ user: input.user }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasUser', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: { 'session.signedIn': { target: 'signedIn', actions: 'takeUser' } },
    },
    signedIn: {
      on: {
        'session.signedIn': { actions: 'takeUser' },
        'session.userUpdated': { actions: 'takeUser' },
        'session.signOut': 'signingOut',
        'session.unauthorized': { target: 'signedOut', actions: ['clearUser', 'leaveAccount'] },
      },
    },
    signingOut: {
      on: { 'session.unauthorized': { target: 'signedOut', actions: ['clearUser', 'leaveAccount'] } },
      invoke: {
        src: 'logout',
        onDone: { target: 'signedOut', actions: ['clearUser', 'leaveAccount'] },
        onError: [
          { guard: 'alreadyEnded', target: 'signedOut', actions: ['clearUser', 'leaveAccount'] },
          { target: 'signedIn', actions: 'signOutFailed' },
        ],
      },
    },
  },
})
