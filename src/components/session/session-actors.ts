import { fromPromise } from 'xstate'
import { sessionMachine } from '../../../machines/session.machine'
import type { ApiClient } from '../../api/client'

/** What the session machine needs from the world: the API's logout, leaving the profile, saying a sign-out failed. */
export interface SessionWorld {
  api: Pick<ApiClient, 'logout'>
  leaveAccount(): void
  signOutFailed(): void
}

/** The session machine with the world given (loaded with the machine, so xstate stays out of the first paint). */
export function providedSessionMachine(world: SessionWorld) {
  return sessionMachine.provide({
    actors: { logout: fromPromise<unknown>(() => world.api.logout()) },
    actions: { leaveAccount: () => world.leaveAccount(), signOutFailed: () => world.signOutFailed() },
  })
}
