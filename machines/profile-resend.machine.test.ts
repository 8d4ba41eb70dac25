import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { RESEND_VERIFICATION_COOLDOWN_MS } from '../src/model/timers'
import { profileResendMachine, type ResendResult } from './profile-resend.machine'

/** The machine with a `resend` the test answers by hand. */
function start() {
  const calls: Array<{ resolve: (result: ResendResult) => void; reject: (error: Error) => void }> = []
  const actor = createActor(
    profileResendMachine.provide({
      actors: { resend: fromPromise<ResendResult>(() => new Promise((resolve, reject) => calls.push({ resolve, reject }))) },
    }),
  ).start()
  return { actor, calls, state: () => actor.getSnapshot().value }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

describe('profileResendMachine (PROFILE-08, PROFILE-09, OQ-50)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('PROFILE-06, PROFILE-08: a click sends once; clicks while sending are ignored; success says it was sent', async () => {
    const { actor, calls, state } = start()
    actor.send({ type: 'resend' })
    actor.send({ type: 'resend' })
    expect(state()).toBe('sending')
    expect(calls).toHaveLength(1)
    calls[0]!.resolve('sent')
    await flush()
    expect(state()).toEqual({ coolingDown: 'sent' })
  })

  it('PROFILE-09, OQ-50: later clicks make no call and say "already sent" until the cooldown ends; then one more send', async () => {
    const { actor, calls, state } = start()
    actor.send({ type: 'resend' })
    calls[0]!.resolve('sent')
    await flush()
    actor.send({ type: 'resend' })
    actor.send({ type: 'resend' })
    expect(state()).toEqual({ coolingDown: 'alreadySent' })
    await vi.advanceTimersByTimeAsync(RESEND_VERIFICATION_COOLDOWN_MS - 1)
    actor.send({ type: 'resend' })
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(state()).toBe('ready')
    actor.send({ type: 'resend' })
    expect(calls).toHaveLength(2)
  })

  it('OQ-50: a 429 (sent lately, say in another tab) reads "already sent", not an error', async () => {
    const { actor, calls, state } = start()
    actor.send({ type: 'resend' })
    calls[0]!.resolve('limited')
    await flush()
    expect(state()).toEqual({ coolingDown: 'alreadySent' })
  })

  it('PROFILE-08: each result is told once a click (the modals): sent, already sent on every later click, failed', async () => {
    const told: string[] = []
    const calls: Array<{ resolve: (result: ResendResult) => void; reject: (error: Error) => void }> = []
    const actor = createActor(
      profileResendMachine.provide({
        actors: { resend: fromPromise<ResendResult>(() => new Promise((resolve, reject) => calls.push({ resolve, reject }))) },
        actions: { onSent: () => told.push('sent'), onAlreadySent: () => told.push('already'), onFailure: () => told.push('failed') },
      }),
    ).start()
    actor.send({ type: 'resend' })
    calls[0]!.reject(new Error('offline'))
    await flush()
    actor.send({ type: 'resend' })
    calls[1]!.resolve('sent')
    await flush()
    actor.send({ type: 'resend' })
    actor.send({ type: 'resend' })
    expect(told).toEqual(['failed', 'sent', 'already', 'already'])
    expect(calls).toHaveLength(2)
  })

  it('PROFILE-08: a failure shows the error; the next click tries again', async () => {
    const { actor, calls, state } = start()
    actor.send({ type: 'resend' })
    calls[0]!.reject(new Error('500'))
    await flush()
    expect(state()).toBe('failed')
    actor.send({ type: 'resend' })
    expect(state()).toBe('sending')
    expect(calls).toHaveLength(2)
  })
})
