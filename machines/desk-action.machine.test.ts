import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import type { SecondFactorBody } from '../src/model/staff'
import { deskActionMachine } from './desk-action.machine'

const refusal = (code: string, fields?: Record<string, string[]>) => Object.assign(new Error(code), { code, body: { code, message: code, fields } })

/** An action that wants the second factor until `confirmed`; the code "123456" confirms it. */
function start(options: { failWith?: ReturnType<typeof refusal>; passkeyFails?: number } = {}) {
  let passkeyFails = options.passkeyFails ?? 0
  let confirmed = false
  const calls: unknown[] = []
  const onDone = vi.fn()
  const actor = createActor(
    deskActionMachine.provide({
      actors: {
        action: fromPromise(async ({ input }) => {
          calls.push(input)
          if (options.failWith) throw options.failWith
          if (!confirmed) throw refusal('second_factor_required')
          return { ok: true, input }
        }),
        secondFactor: fromPromise<unknown, SecondFactorBody>(async ({ input }) => {
          if (input.code !== '123456') throw refusal('invalid_code')
          confirmed = true
          return { ok: true }
        }),
        passkey: fromPromise<unknown>(async () => {
          if (passkeyFails-- > 0) throw refusal('invalid_passkey')
          confirmed = true
          return { ok: true }
        }),
      },
      actions: { onDone: (_, output) => onDone(output) },
    }),
  ).start()
  return { actor, calls, onDone }
}

describe('desk action machine (issue 41: sensitive actions ask for the second factor again)', () => {
  it('a refused action asks for the code, a wrong code is shown, the right one runs the same input again', async () => {
    const { actor, calls, onDone } = start()
    actor.send({ type: 'run', input: { reason: 'paid in cash' } })
    await waitFor(actor, (s) => s.matches('askingCode'))
    actor.send({ type: 'submitCode', code: '000000' })
    await waitFor(actor, (s) => s.matches('askingCode') && s.context.error === 'invalid_code')
    actor.send({ type: 'submitCode', code: '123456' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(calls).toEqual([{ reason: 'paid in cash' }, { reason: 'paid in cash' }])
    expect(onDone).toHaveBeenCalledWith({ ok: true, input: { reason: 'paid in cash' } })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('cancelling the code runs nothing more', async () => {
    const { actor, calls, onDone } = start()
    actor.send({ type: 'run', input: 1 })
    await waitFor(actor, (s) => s.matches('askingCode'))
    actor.send({ type: 'cancel' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(calls).toHaveLength(1)
    expect(onDone).not.toHaveBeenCalled()
  })

  it('another refusal keeps its code and field errors, and the action can be run again', async () => {
    const { actor, calls } = start({ failWith: refusal('invalid_input', { reason: ['required'] }) })
    actor.send({ type: 'run', input: { reason: '' } })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context).toMatchObject({ error: 'invalid_input', fields: { reason: ['required'] }, input: { reason: '' } })
    actor.send({ type: 'run', input: { reason: 'x' } })
    await waitFor(actor, (s) => s.matches('failed') && calls.length === 2)
    expect(calls[1]).toEqual({ reason: 'x' })
  })

  it('a passkey confirms instead of the code: a refused one is shown, the next runs the same input again', async () => {
    const { actor, calls, onDone } = start({ passkeyFails: 1 })
    actor.send({ type: 'run', input: { passkey: 'abc' } })
    await waitFor(actor, (s) => s.matches('askingCode'))
    actor.send({ type: 'usePasskey' })
    await waitFor(actor, (s) => s.matches('askingCode') && s.context.error === 'invalid_passkey')
    actor.send({ type: 'usePasskey' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(calls).toEqual([{ passkey: 'abc' }, { passkey: 'abc' }])
    expect(onDone).toHaveBeenCalledWith({ ok: true, input: { passkey: 'abc' } })
  })
})
