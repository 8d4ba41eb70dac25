import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ClientUser } from '../src/model/entities/users'
import { CLIENT_USER } from '../src/model/entities/users.fixture'
import { formView } from '../src/model/form-draft'
import type { PersonalDataValues } from '../src/model/profile-forms'
import { profilePersonalMachine, type PersonalDataResult, type PersonalDataSubmission } from './profile-personal.machine'

const USER = CLIENT_USER

/** The machine started from USER, with a `send` the test answers by hand and the saved users recorded. */
function start() {
  const calls: Array<{ input: PersonalDataSubmission; resolve: (result: PersonalDataResult) => void; reject: (error: Error) => void }> = []
  const saved: ClientUser[] = []
  const failures = vi.fn()
  const actor = createActor(
    profilePersonalMachine.provide({
      actors: {
        send: fromPromise<PersonalDataResult, PersonalDataSubmission>(
          ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
        ),
      },
      actions: {
        onSent: ({ context }) => {
          if (context.output) saved.push(context.output)
        },
        onFailure: failures,
      },
    }),
    { input: { settings: USER } },
  ).start()
  const change = (field: keyof PersonalDataValues, value: string) => actor.send({ type: 'form.change', field, value })
  const view = () => formView(actor.getSnapshot(), { values: actor.getSnapshot().context.values, phoneValid: false })
  return { actor, calls, saved, failures, change, view }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

describe('profilePersonalMachine (PROFILE-02, PROFILE-03, PROFILE-06)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('PROFILE-02: starts from the user; first and last name are required, middle name and phone are not', () => {
    const { actor, calls, change, view } = start()
    expect(view().values).toEqual({ first_name: 'Айгуль', last_name: 'Асанова', middle_name: '', phone: '' })
    change('first_name', '  ')
    change('last_name', '')
    actor.send({ type: 'form.submit' })
    expect(view()).toMatchObject({ phase: 'editing', errors: { first_name: 'forms.errors.required', last_name: 'forms.errors.required' } })
    expect(calls).toHaveLength(0)
  })

  it('PROFILE-02: an entered phone must be valid by the phone input (forms.errors.phone_invalid)', () => {
    const { actor, calls, change, view } = start()
    change('phone', '+996 555')
    actor.send({ type: 'form.phoneValidity', valid: false })
    actor.send({ type: 'form.submit' })
    expect(view().errors).toEqual({ phone: 'forms.errors.phone_invalid' })
    actor.send({ type: 'form.phoneValidity', valid: true })
    actor.send({ type: 'form.submit' })
    expect(calls).toHaveLength(1)
  })

  it('PROFILE-03, PROFILE-06: sends the four fields trimmed once (repeats ignored), hands on the saved user, then edits again', async () => {
    const { actor, calls, saved, change, view } = start()
    change('middle_name', ' Бакытовна ')
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.submit' })
    change('first_name', 'Другое')
    expect(calls).toHaveLength(1)
    expect(calls[0]!.input.values).toEqual({ first_name: 'Айгуль', last_name: 'Асанова', middle_name: 'Бакытовна', phone: '' })
    calls[0]!.resolve({ status: 'sent', output: { ...USER, middle_name: 'Бакытовна' } })
    await flush()
    expect(view()).toMatchObject({ phase: 'sent', values: { middle_name: 'Бакытовна', first_name: 'Айгуль' } })
    expect(saved.map((user) => user.middle_name)).toEqual(['Бакытовна'])
    change('first_name', 'Айгүл')
    actor.send({ type: 'form.submit' })
    expect(calls).toHaveLength(2)
  })

  it('PROFILE-03: a failure is failed (the error message) with the values kept; a server 400 shows under its fields', async () => {
    const { actor, calls, failures, change, view } = start()
    change('last_name', 'Асанова-Токтогулова')
    actor.send({ type: 'form.submit' })
    calls[0]!.reject(new Error('500'))
    await flush()
    expect(view()).toMatchObject({ phase: 'failed', failure: 'error', values: { last_name: 'Асанова-Токтогулова' } })
    expect(failures).toHaveBeenCalledTimes(1)
    actor.send({ type: 'form.submit' })
    calls[1]!.resolve({ status: 'invalid', errors: { phone: 'forms.errors.phone_invalid' } })
    await flush()
    expect(view()).toMatchObject({ phase: 'editing', errors: { phone: 'forms.errors.phone_invalid' } })
  })
})
