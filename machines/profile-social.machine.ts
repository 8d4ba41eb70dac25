import { assign, fromPromise, setup } from 'xstate'
import type { ClientUser } from '../src/model/entities/users'
import type { OAuthProvider } from '../src/model/oauth'
import { mustProvide } from './must-provide'

/**
 * The profile's social accounts block (OAUTH-08…10), for Google and Facebook alike:
 *   idle ─connect(provider)→ connecting (`goToProvider`: the browser leaves for the provider; it comes back to
 *        │                    /account?oauth=…_connected, which the query trigger toasts)
 *        └disconnect(provider)→ confirming ─cancel→ idle
 *                                          └confirm→ disconnecting ─disconnected(user)→ idle (`onDisconnected`)
 *                                                                   ├lastMethod (400)→ idle (`onLastMethod`)
 *                                                                   └failure→ idle (`onFailure`)
 * While connecting or disconnecting, other clicks are ignored.
 */

/** Disconnected (the user as the server now has it), or refused: the last way to sign in (400). Else it throws. */
export type DisconnectResult = { status: 'disconnected'; user: ClientUser } | { status: 'lastMethod' }

export type ProfileSocialEvent =
  | { type: 'connect'; provider: OAuthProvider }
  | { type: 'disconnect'; provider: OAuthProvider }
  | { type: 'confirm' }
  | { type: 'cancel' }

export interface ProfileSocialContext {
  provider: OAuthProvider | null
  /** The user after the last disconnect, for `onDisconnected`. */
  user: ClientUser | null
}

export const profileSocialMachine = setup({
  types: { context: {} as ProfileSocialContext, events: {} as ProfileSocialEvent },
  actors: {
    disconnect: fromPromise<DisconnectResult, OAuthProvider>(mustProvide('disconnect')),
  },
  actions: {
    goToProvider: mustProvide('goToProvider'),
    onDisconnected: mustProvide('onDisconnected'),
    onLastMethod: mustProvide('onLastMethod'),
    onFailure: mustProvide('onFailure'),
    choose: assign(({ event }) => ({ provider: 'provider' in event ? event.provider : null })),
  },
}).createMachine({
  id: 'profileSocial',
  context: { provider: null, user: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        connect: { target: 'connecting', actions: ['choose', 'goToProvider'] },
        disconnect: { target: 'confirming', actions: 'choose' },
      },
    },
    connecting: {},
    confirming: {
      on: { confirm: 'disconnecting', cancel: 'idle' },
    },
    disconnecting: {
      invoke: {
        src: 'disconnect',
        input: ({ context }) => context.provider as OAuthProvider,
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'disconnected',
            target: 'idle',
            actions: [assign(({ event }) => ({ user: event.output.status === 'disconnected' ? event.output.user : null })), 'onDisconnected'],
          },
          { target: 'idle', actions: 'onLastMethod' },
        ],
        onError: { target: 'idle', actions: 'onFailure' },
      },
    },
  },
})
