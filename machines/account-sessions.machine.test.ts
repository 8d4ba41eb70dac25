import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { AccountSession } from '../src/model/entities/users'
import { accountSessionsMachine } from './account-sessions.machine'

const session = (id: string, current = false): AccountSession => ({
  id,
  browser: 'Firefox',
  os: 'Linux',
  signed_in_at: '2026-11-20T10:00:00.000Z',
  last_seen_at: '2026-11-28T09:00:00.000Z',
  current,
})

const HERE = session('a'.repeat(32), true)
const PHONE = session('b'.repeat(32))
const PC = session('c'.repeat(32))

type Call = { what: string; resolve: (rows: AccountSession[]) => void; reject: (error: Error) => void }

/** The machine on the loaded list, with the calls answered by hand and every effect recorded in order. */
function start() {
  const calls: Call[] = []
  const effects: string[] = []
  const call = (what: string) => new Promise<AccountSession[]>((resolve, reject) => calls.push({ what, resolve, reject }))
  const actor = createActor(
    accountSessionsMachine.provide({
      actors: {
        endSession: fromPromise<AccountSession[], string>(({ input }) => call(`end:${input}`)),
        endOthers: fromPromise<AccountSession[]>(() => call('endOthers')),
      },
      actions: {
        onEnded: ({ context }) => effects.push(`ended:${context.rows.length}`),
        onEndedOthers: ({ context }) => effects.push(`endedOthers:${context.rows.length}`),
        onFailure: () => effects.push('failed'),
      },
    }),
    { input: { rows: [HERE, PHONE, PC] } },
  ).start()
  return { actor, calls, effects, state: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

describe('accountSessionsMachine (issue 39.6)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts on the loaded list', () => {
    const { state, context } = start()
    expect(state()).toBe('idle')
    expect(context()).toEqual({ rows: [HERE, PHONE, PC], ending: null })
  })

  it('ends one session once (repeated clicks ignored) and shows the sessions the server answers', async () => {
    const { actor, calls, effects, state, context } = start()
    actor.send({ type: 'end', id: PHONE.id })
    actor.send({ type: 'end', id: PC.id })
    actor.send({ type: 'endOthers' })
    expect(state()).toBe('ending')
    expect(context().ending).toBe(PHONE.id)
    expect(calls.map((call) => call.what)).toEqual([`end:${PHONE.id}`])
    calls[0]!.resolve([HERE, PC])
    await flush()
    expect(state()).toBe('idle')
    expect(context()).toEqual({ rows: [HERE, PC], ending: null })
    expect(effects).toEqual(['ended:2'])
  })

  it('"sign out everywhere else" asks first; cancelling calls nothing', () => {
    const { actor, calls, state } = start()
    actor.send({ type: 'endOthers' })
    expect(state()).toBe('confirming')
    actor.send({ type: 'end', id: PC.id })
    actor.send({ type: 'cancel' })
    expect(state()).toBe('idle')
    expect(calls).toHaveLength(0)
  })

  it('confirmed, it ends the others once and leaves this device alone in the list', async () => {
    const { actor, calls, effects, state, context } = start()
    actor.send({ type: 'endOthers' })
    actor.send({ type: 'confirm' })
    actor.send({ type: 'confirm' })
    expect(state()).toBe('endingOthers')
    expect(context().ending).toBe('others')
    expect(calls.map((call) => call.what)).toEqual(['endOthers'])
    calls[0]!.resolve([HERE])
    await flush()
    expect(context()).toEqual({ rows: [HERE], ending: null })
    expect(effects).toEqual(['endedOthers:1'])
  })

  it('a failure keeps the list as it was and the block usable again', async () => {
    const { actor, calls, effects, state, context } = start()
    actor.send({ type: 'end', id: PC.id })
    calls[0]!.reject(new Error('500'))
    await flush()
    actor.send({ type: 'endOthers' })
    actor.send({ type: 'confirm' })
    calls[1]!.reject(new Error('network'))
    await flush()
    expect(state()).toBe('idle')
    expect(context()).toEqual({ rows: [HERE, PHONE, PC], ending: null })
    expect(effects).toEqual(['failed', 'failed'])
  })
})
