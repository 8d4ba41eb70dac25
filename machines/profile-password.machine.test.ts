import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ClientUser } from '../src/model/entities/users'
import { CLIENT_USER } from '../src/model/entities/users.fixture'
import { passwordChangeBody, type PasswordChangeValues } from '../src/model/profile-forms'
import { profilePasswordMachine, type PasswordChangeResult, type PasswordChangeSubmission } from './profile-password.machine'

const USER = CLIENT_USER

/** The machine for a user with or without a password, with a `send` the test answers by hand. */
function start(hasPassword = true) {
  const calls: Array<{ input: PasswordChangeSubmission; resolve: (result: PasswordChangeResult) => void; reject: (error: Error) => void }> = []
  const changed: ClientUser[] = []
  const failures = vi.fn()
  const actor = createActor(
    profilePasswordMachine.provide({
      actors: {
        send: fromPromise<PasswordChangeResult, PasswordChangeSubmission>(
          ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
        ),
      },
      actions: {
        onSent: ({ context }) => {
          if (context.output) changed.push(context.output)
        },
        onFailure: failures,
      },
    }),
    { input: { settings: { hasPassword } } },
  ).start()
  const fill = (values: Partial<PasswordChangeValues>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'form.change', field: field as keyof PasswordChangeValues, value })
  }
  return { actor, calls, changed, failures, fill, snapshot: () => actor.getSnapshot() }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

describe('profilePasswordMachine (PROFILE-04…06, OQ-03)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('PROFILE-04: both new passwords and the current one are required; nothing is sent', () => {
    const { actor, calls, snapshot } = start()
    actor.send({ type: 'form.submit' })
    expect(snapshot().context.errors).toEqual({
      old_password: 'forms.errors.required',
      new_password1: 'forms.errors.required',
      new_password2: 'forms.errors.required',
    })
    expect(calls).toHaveLength(0)
  })

  it('OQ-03: a new password of 7 characters is too short, 8 is accepted', () => {
    const { actor, calls, fill, snapshot } = start()
    fill({ old_password: 'old-pass', new_password1: '1234567', new_password2: '1234567' })
    actor.send({ type: 'form.submit' })
    expect(snapshot().context.errors).toEqual({ new_password1: 'forms.errors.password_too_short' })
    fill({ new_password1: '12345678', new_password2: '12345678' })
    actor.send({ type: 'form.submit' })
    expect(calls).toHaveLength(1)
  })

  it('PROFILE-04: different new passwords show the mismatch on the first field', () => {
    const { actor, calls, fill, snapshot } = start()
    fill({ old_password: 'old-pass', new_password1: 'new-pass-1', new_password2: 'new-pass-2' })
    actor.send({ type: 'form.submit' })
    expect(snapshot().context.errors).toEqual({ new_password1: 'forms.errors.passwords_mismatch' })
    expect(calls).toHaveLength(0)
  })

  it('a user without a password (Google or Facebook) sets one without the current password', () => {
    const { actor, calls, fill } = start(false)
    fill({ new_password1: 'new-pass-1', new_password2: 'new-pass-1' })
    actor.send({ type: 'form.submit' })
    expect(calls).toHaveLength(1)
    expect(passwordChangeBody(calls[0]!.input.values)).toEqual({ new_password1: 'new-pass-1', new_password2: 'new-pass-1' })
  })

  it('PROFILE-05, PROFILE-06: sent once (repeats ignored); success hands on the user and clears every field', async () => {
    const { actor, calls, changed, fill, snapshot } = start()
    fill({ old_password: 'old-pass', new_password1: 'new-pass-1', new_password2: 'new-pass-1' })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.submit' })
    expect(calls).toHaveLength(1)
    expect(passwordChangeBody(calls[0]!.input.values)).toEqual({ old_password: 'old-pass', new_password1: 'new-pass-1', new_password2: 'new-pass-1' })
    calls[0]!.resolve({ status: 'sent', output: USER })
    await flush()
    expect(snapshot().value).toBe('sent')
    expect(snapshot().context.values).toEqual({ old_password: '', new_password1: '', new_password2: '' })
    expect(changed).toEqual([USER])
  })

  it('VALID-03, issue 28: the current and new passwords go as typed, spaces at their ends kept', () => {
    const { actor, calls, fill } = start()
    fill({ old_password: ' old pass ', new_password1: ' new pass 1 ', new_password2: ' new pass 1 ' })
    actor.send({ type: 'form.submit' })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.input.values).toEqual({ old_password: ' old pass ', new_password1: ' new pass 1 ', new_password2: ' new pass 1 ' })
  })

  it('PROFILE-05: server field errors show on their fields; a failure keeps the values', async () => {
    const { actor, calls, failures, fill, snapshot } = start()
    fill({ old_password: 'wrong-pass', new_password1: 'new-pass-1', new_password2: 'new-pass-1' })
    actor.send({ type: 'form.submit' })
    calls[0]!.resolve({ status: 'invalid', errors: { old_password: 'api.errors.wrong_password' } })
    await flush()
    expect(snapshot().context.errors).toEqual({ old_password: 'api.errors.wrong_password' })
    actor.send({ type: 'form.submit' })
    calls[1]!.reject(new Error('500'))
    await flush()
    expect(snapshot().value).toBe('failed')
    expect(snapshot().context.values.new_password1).toBe('new-pass-1')
    expect(failures).toHaveBeenCalledTimes(1)
  })
})
