import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import type { RecoveryCodes, SecondFactorBody, StaffEnrolment, StaffSignInStep } from '../src/model/staff'
import { staffSignInMachine } from './staff-sign-in.machine'

function start(next: StaffSignInStep['next'], codeFails = 0, passkey = false) {
  const onSignedIn = vi.fn()
  let failures = codeFails
  const refuse = () => {
    failures -= 1
    return Promise.reject(Object.assign(new Error('wrong'), { code: 'invalid_code' }))
  }
  const actor = createActor(
    staffSignInMachine.provide({
      actors: {
        signIn: fromPromise(async ({ input }) => {
          if (input.password !== 'right') throw Object.assign(new Error('no'), { code: 'invalid_credentials' })
          return { next, passkey }
        }),
        secondFactor: fromPromise<unknown, SecondFactorBody>(() => (failures > 0 ? refuse() : Promise.resolve({ ok: true }))),
        loadEnrolment: fromPromise(async (): Promise<StaffEnrolment> => ({ uri: 'otpauth://totp/x', secret: 'ABC', qr_svg: '<svg/>' })),
        enrol: fromPromise(async (): Promise<RecoveryCodes> => (failures > 0 ? refuse() : { recovery_codes: ['aaaaa-bbbbb'] })),
        passkey: fromPromise<unknown>(async () => {
          if (failures-- > 0) throw Object.assign(new Error('cancelled'), { code: 'passkey_cancelled' })
          return { ok: true }
        }),
      },
      actions: { onSignedIn },
    }),
  ).start()
  return { actor, onSignedIn }
}

describe('staff sign-in machine (issue 41)', () => {
  it('password, a refused code, then the right one: signed in', async () => {
    const { actor, onSignedIn } = start('second_factor', 1)
    actor.send({ type: 'submitPassword', email: 'a@b.co', password: 'wrong' })
    await waitFor(actor, (s) => s.matches('password') && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toBe('invalid_credentials')
    actor.send({ type: 'submitPassword', email: 'a@b.co', password: 'right' })
    await waitFor(actor, (s) => s.matches('code'))
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: 'submitCode', code: '123456' })
    await waitFor(actor, (s) => s.matches('code') && s.context.error === 'invalid_code')
    actor.send({ type: 'submitCode', code: '654321' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(onSignedIn).toHaveBeenCalledOnce()
  })

  it('an account without an authenticator enrols and sees its recovery codes before going on', async () => {
    const { actor, onSignedIn } = start('enrol')
    actor.send({ type: 'submitPassword', email: 'a@b.co', password: 'right' })
    await waitFor(actor, (s) => s.matches('enrolling'))
    expect(actor.getSnapshot().context.enrolment?.uri).toBe('otpauth://totp/x')
    actor.send({ type: 'submitCode', code: '123456' })
    await waitFor(actor, (s) => s.matches('recoveryCodes'))
    expect(actor.getSnapshot().context.recoveryCodes).toEqual(['aaaaa-bbbbb'])
    expect(onSignedIn).not.toHaveBeenCalled()
    actor.send({ type: 'continue' })
    expect(onSignedIn).toHaveBeenCalledOnce()
  })

  it('an account with a passkey may use it instead of the code; a cancelled prompt returns to the code step with its error', async () => {
    const { actor, onSignedIn } = start('second_factor', 1, true)
    actor.send({ type: 'submitPassword', email: 'a@b.co', password: 'right' })
    await waitFor(actor, (s) => s.matches('code'))
    expect(actor.getSnapshot().context.passkey).toBe(true)
    actor.send({ type: 'usePasskey' })
    await waitFor(actor, (s) => s.matches('code') && s.context.error === 'passkey_cancelled')
    actor.send({ type: 'usePasskey' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(onSignedIn).toHaveBeenCalledOnce()
  })

  it('an account without a passkey is not offered one: usePasskey does nothing', async () => {
    const { actor } = start('second_factor')
    actor.send({ type: 'submitPassword', email: 'a@b.co', password: 'right' })
    await waitFor(actor, (s) => s.matches('code'))
    actor.send({ type: 'usePasskey' })
    expect(actor.getSnapshot().value).toBe('code')
  })
})
