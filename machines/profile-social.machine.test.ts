import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ClientUser } from '../src/model/entities/users'
import { CLIENT_USER } from '../src/model/entities/users.fixture'
import type { OAuthProvider } from '../src/model/oauth'
import { profileSocialMachine, type DisconnectResult } from './profile-social.machine'

const USER: ClientUser = { ...CLIENT_USER, facebook_account_id: 'fb-1' }

/** The machine with a `disconnect` the test answers by hand and every effect recorded in order. */
function start() {
  const calls: Array<{ provider: OAuthProvider; resolve: (result: DisconnectResult) => void; reject: (error: Error) => void }> = []
  const effects: string[] = []
  const actor = createActor(
    profileSocialMachine.provide({
      actors: {
        disconnect: fromPromise<DisconnectResult, OAuthProvider>(
          ({ input }) => new Promise((resolve, reject) => calls.push({ provider: input, resolve, reject })),
        ),
      },
      actions: {
        goToProvider: ({ context }) => effects.push(`go:${context.provider}`),
        onDisconnected: ({ context }) => effects.push(`disconnected:${context.provider}:${context.user?.google_account_id}`),
        onLastMethod: ({ context }) => effects.push(`lastMethod:${context.provider}`),
        onFailure: ({ context }) => effects.push(`failed:${context.provider}`),
      },
    }),
  ).start()
  return { actor, calls, effects, state: () => actor.getSnapshot().value }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

describe('profileSocialMachine (OAUTH-08…10)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('OAUTH-10: connect goes to the provider once and stays in progress; other clicks are ignored', () => {
    const { actor, effects, state } = start()
    actor.send({ type: 'connect', provider: 'google' })
    actor.send({ type: 'connect', provider: 'facebook' })
    actor.send({ type: 'disconnect', provider: 'facebook' })
    expect(state()).toBe('connecting')
    expect(effects).toEqual(['go:google'])
  })

  it('OAUTH-09: disconnect asks first; cancelling calls nothing', () => {
    const { actor, calls, state } = start()
    actor.send({ type: 'disconnect', provider: 'facebook' })
    expect(state()).toBe('confirming')
    actor.send({ type: 'cancel' })
    expect(state()).toBe('idle')
    expect(calls).toHaveLength(0)
  })

  it('OAUTH-09, OAUTH-10: confirmed, it disconnects once (repeats ignored) and hands on the reloaded user', async () => {
    const { actor, calls, effects, state } = start()
    actor.send({ type: 'disconnect', provider: 'google' })
    actor.send({ type: 'confirm' })
    actor.send({ type: 'confirm' })
    actor.send({ type: 'disconnect', provider: 'facebook' })
    expect(state()).toBe('disconnecting')
    expect(calls.map((call) => call.provider)).toEqual(['google'])
    calls[0]!.resolve({ status: 'disconnected', user: USER })
    await flush()
    expect(state()).toBe('idle')
    expect(effects).toEqual(['disconnected:google:null'])
  })

  it('OAUTH-10: the last sign-in method (400) and any other failure are told apart, and the block is usable again', async () => {
    const { actor, calls, effects, state } = start()
    actor.send({ type: 'disconnect', provider: 'google' })
    actor.send({ type: 'confirm' })
    calls[0]!.resolve({ status: 'lastMethod' })
    await flush()
    actor.send({ type: 'disconnect', provider: 'facebook' })
    actor.send({ type: 'confirm' })
    calls[1]!.reject(new Error('500'))
    await flush()
    expect(state()).toBe('idle')
    expect(effects).toEqual(['lastMethod:google', 'failed:facebook'])
  })
})
