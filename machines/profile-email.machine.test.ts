import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { EmailChangeValues } from '../src/model/profile-forms'
import { profileEmailMachine, type EmailChangeResult, type EmailChangeSubmission } from './profile-email.machine'

/** The machine with a `send` the test answers by hand. */
function start() {
  const calls: Array<{ input: EmailChangeSubmission; resolve: (result: EmailChangeResult) => void; reject: (error: Error) => void }> = []
  const failures = vi.fn()
  const actor = createActor(
    profileEmailMachine.provide({
      actors: {
        send: fromPromise<EmailChangeResult, EmailChangeSubmission>(
          ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
        ),
      },
      actions: { onSent: () => {}, onFailure: failures },
    }),
    { input: { settings: null } },
  ).start()
  const change = (field: keyof EmailChangeValues, value: string) => actor.send({ type: 'form.change', field, value })
  return { actor, calls, failures, change, snapshot: () => actor.getSnapshot() }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

describe('profileEmailMachine (OQ-05, PROFILE-06, PROFILE-07)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('PROFILE-07: the new e-mail (a valid address) and the password are required; nothing is sent otherwise', () => {
    const { actor, calls, change, snapshot } = start()
    actor.send({ type: 'form.submit' })
    expect(snapshot().context.errors).toEqual({ new_email: 'forms.errors.required', password: 'forms.errors.required' })
    change('new_email', 'new-address')
    change('password', 'secret-pass')
    actor.send({ type: 'form.submit' })
    expect(snapshot().context.errors).toEqual({ new_email: 'forms.errors.email_invalid' })
    expect(calls).toHaveLength(0)
  })

  it('OQ-05, PROFILE-06: sends once (repeats ignored); success is sent ("link sent to the new address") with the fields cleared', async () => {
    const { actor, calls, change, snapshot } = start()
    change('new_email', ' new@example.kg ')
    change('password', 'secret-pass')
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.submit' })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.input.values).toEqual({ new_email: 'new@example.kg', password: 'secret-pass' })
    calls[0]!.resolve({ status: 'sent', output: { detail: 'sent' } })
    await flush()
    expect(snapshot().value).toBe('sent')
    expect(snapshot().context.values).toEqual({ new_email: '', password: '' })
  })

  it('VALID-03, issue 28: the new address is trimmed, the password goes as typed', () => {
    const { actor, calls, change } = start()
    change('new_email', ' new@example.kg ')
    change('password', ' secret pass ')
    actor.send({ type: 'form.submit' })
    expect(calls[0]!.input.values).toEqual({ new_email: 'new@example.kg', password: ' secret pass ' })
  })

  it('OQ-05: a wrong password (400) shows on its field; a failure keeps the values for a retry', async () => {
    const { actor, calls, failures, change, snapshot } = start()
    change('new_email', 'new@example.kg')
    change('password', 'wrong-pass')
    actor.send({ type: 'form.submit' })
    calls[0]!.resolve({ status: 'invalid', errors: { password: 'api.errors.wrong_password' } })
    await flush()
    expect(snapshot().context.errors).toEqual({ password: 'api.errors.wrong_password' })
    actor.send({ type: 'form.submit' })
    calls[1]!.reject(new Error('network'))
    await flush()
    expect(snapshot().value).toBe('failed')
    expect(snapshot().context.values.new_email).toBe('new@example.kg')
    expect(failures).toHaveBeenCalledTimes(1)
  })
})
