/**
 * BE-27 for accounts (issue 28 §2): login, registration, reset and resend are limited per sender address and per
 * account address, counted atomically, so 40 requests in flight at once get exactly the limit through; failed
 * sign-ins are logged with the keyed hash of the address, never the address or the password.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RATE_LIMITS, type RateLimitName } from '../../worker/lib/sender-limits'
import { ACCOUNT_LIMITS, type AccountLimitName } from '../../worker/auth/account-limits'
import { createUser, newEmail, send } from './accounts-fixtures'
import { expectRateLimited, inFlight, newSender } from './sender-fixtures'

const PATHS = {
  login: 'client_users/login',
  registration: 'client_users/registration',
  passwordReset: 'client_users/password/reset',
  resendVerification: 'client_users/resend-email',
} as const satisfies Partial<Record<AccountLimitName & RateLimitName, string>>

type Limited = keyof typeof PATHS

function body(name: Limited, email: string): Record<string, string> {
  if (name === 'login') return { email, password: 'a wrong password' }
  if (name === 'registration') return { first_name: 'A', last_name: 'B', email, password: 'eight ch' }
  return { email }
}

const SUCCESS: Record<Limited, number> = { login: 400, registration: 202, passwordReset: 202, resendVerification: 202 }

afterEach(() => vi.restoreAllMocks())

describe.each(Object.keys(PATHS) as Limited[])('%s with 40 requests in flight', (name) => {
  it('per account address: the limit gets through, whatever the senders', async () => {
    const email = (await createUser({ verified: false })).email
    const answers = await inFlight(40, () => send('POST', PATHS[name], body(name, email), { 'cf-connecting-ip': newSender() }))
    const limit = ACCOUNT_LIMITS[name].count
    expect(answers.get(SUCCESS[name])?.length).toBe(limit)
    expect(answers.get(429)?.length).toBe(40 - limit)
    await expectRateLimited(answers.get(429)![0]!, ACCOUNT_LIMITS[name].windowMs)
  })

  it('per sender address: the limit gets through, whatever the accounts', async () => {
    const sender = newSender()
    const answers = await inFlight(40, () => send('POST', PATHS[name], body(name, newEmail('limits')), { 'cf-connecting-ip': sender }))
    const limit = RATE_LIMITS[name].count
    expect(answers.get(SUCCESS[name])?.length).toBe(limit)
    expect(answers.get(429)?.length).toBe(40 - limit)
    await expectRateLimited(answers.get(429)![0]!, RATE_LIMITS[name].windowMs)
  })
})

describe('failed sign-ins are logged', () => {
  it('with the keyed hash of the address, never the address or the password', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const email = newEmail('logged')
    expect((await send('POST', PATHS.login, { email, password: 'a secret guess' })).status).toBe(400)
    const logged = warn.mock.calls.map((call) => call.map(String).join(' ')).join('\n')
    expect(logged).toMatch(/Sign-in failed for account [0-9a-f]{64}/)
    expect(logged).not.toContain(email)
    expect(logged).not.toContain('a secret guess')
  })
})
