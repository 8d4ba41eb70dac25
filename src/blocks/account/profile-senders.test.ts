import { describe, expect, it } from 'vitest'
import { createActor, toPromise, type AnyActorLogic } from 'xstate'
import { ApiRequestError } from '../../api/client'
import type { ClientUser } from '../../model/entities/users'
import { CLIENT_USER } from '../../model/entities/users.fixture'
import { changePasswordActor, disconnectActor, resendVerificationActor, updateProfileActor } from './profile-senders'

const USER = CLIENT_USER
const refusal = (status: number, fields?: Record<string, string[]>) => new ApiRequestError(status, { code: 'x', message: 'x', ...(fields ? { fields } : {}) })

/** Runs a sender actor once with `input`; its answer or its error. */
function run(logic: AnyActorLogic, input?: unknown) {
  return toPromise(createActor(logic, { input }).start())
}

describe('profile senders: what the API answers, as the profile machines take it', () => {
  it('PROFILE-03: the saved user, or a 400 with the form\'s field messages under the fields', async () => {
    const bodies: unknown[] = []
    const values = { first_name: 'Айгуль', last_name: 'Асанова', middle_name: '', phone: '' }
    const saving = updateProfileActor({ updateMe: async ({ body }) => (bodies.push(body), USER) })
    expect(await run(saving, { values, settings: values })).toEqual({ status: 'sent', output: USER })
    expect(bodies).toEqual([values])
    const refused = updateProfileActor({ updateMe: async () => Promise.reject(refusal(400, { phone: ['forms.errors.phone_invalid'] })) })
    expect(await run(refused, { values, settings: values })).toEqual({ status: 'invalid', errors: { phone: 'forms.errors.phone_invalid' } })
  })

  it('PROFILE-05: a wrong current password shows on its field; a 400 without known fields is forms.errors.invalid on the new password; a 500 throws', async () => {
    const values = { old_password: 'wrong-pass', new_password1: 'new-pass-1', new_password2: 'new-pass-1' }
    const input = { values, settings: { hasPassword: true } }
    const answer = (error: Error) => changePasswordActor({ changePassword: async () => Promise.reject(error) })
    expect(await run(answer(refusal(400, { old_password: ['api.errors.wrong_password'] })), input)).toEqual({
      status: 'invalid',
      errors: { old_password: 'api.errors.wrong_password' },
    })
    expect(await run(answer(refusal(400, { token: ['something.else'] })), input)).toEqual({ status: 'invalid', errors: { new_password1: 'forms.errors.invalid' } })
    await expect(run(answer(refusal(500)), input)).rejects.toBeInstanceOf(ApiRequestError)
    const changed = changePasswordActor({ changePassword: async () => ({ key: 'k', user: { ...USER, has_password: true } }) })
    expect(await run(changed, input)).toEqual({ status: 'sent', output: { ...USER, has_password: true } })
  })

  it("PROFILE-08, OQ-50: resend sends the user's address; a 429 is 'limited' (sent lately), other failures throw", async () => {
    const bodies: unknown[] = []
    expect(await run(resendVerificationActor({ resendVerification: async ({ body }) => (bodies.push(body), { detail: 'sent' }) }, USER.email))).toBe('sent')
    expect(bodies).toEqual([{ email: USER.email }])
    expect(await run(resendVerificationActor({ resendVerification: async () => Promise.reject(refusal(429)) }, USER.email))).toBe('limited')
    await expect(run(resendVerificationActor({ resendVerification: async () => Promise.reject(refusal(500)) }, USER.email))).rejects.toBeInstanceOf(ApiRequestError)
  })

  it('OAUTH-09, OAUTH-10: disconnect answers the user as it now is; a 400 is the last sign-in method; other failures throw', async () => {
    const calls: string[] = []
    const api = (disconnect: () => Promise<ClientUser>) =>
      disconnectActor({ socialDisconnect: async ({ params }) => (calls.push(params.provider), disconnect()) })
    expect(await run(api(async () => USER), 'google')).toEqual({ status: 'disconnected', user: USER })
    expect(calls).toEqual(['google'])
    expect(await run(api(() => Promise.reject(refusal(400))), 'facebook')).toEqual({ status: 'lastMethod' })
    await expect(run(api(() => Promise.reject(refusal(502))), 'facebook')).rejects.toBeInstanceOf(ApiRequestError)
  })
})
