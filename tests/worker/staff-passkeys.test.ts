/** Passkeys (WebAuthn) as the staff's second factor beside TOTP (issue 41), through the real endpoints with a software authenticator. */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { StaffMe, StaffSignInStep } from '../../src/model/staff'
import type { StaffPasskey, StaffPasskeys } from '../../src/model/staff-passkeys'
import { auditOf } from '../../worker/db/staff-audit'
import { PASSWORD } from './accounts-fixtures'
import { ORIGIN } from './helpers'
import { softwareAuthenticator } from './passkey-authenticator'
import { createStaff, staffCookie, staffCookieFor, staffSend } from './staff-fixtures'

type Authenticator = Awaited<ReturnType<typeof softwareAuthenticator>>

const MINUTE = 60_000

async function bodyOf<T>(response: Response, status: number): Promise<T> {
  const body = (await response.json()) as T
  expect(response.status, JSON.stringify(body)).toBe(status)
  return body
}

/** Registers a passkey on a signed-in session: its options, the authenticator's answer, the registration. */
async function register(cookie: string, authenticator: Authenticator, name = 'Work laptop', origin = ORIGIN): Promise<Response> {
  const options = await bodyOf<{ challenge: string; rp: { id: string } }>(await staffSend('POST', '/passkeys/options', cookie), 200)
  return staffSend('POST', '/passkeys', cookie, { name, credential: await authenticator.create(options, origin) })
}

/** The authenticator's assertion for the session's new challenge. */
async function assertion(cookie: string, authenticator: Authenticator, origin = ORIGIN) {
  const options = await bodyOf<{ challenge: string; rpId: string; allowCredentials: { id: string }[] }>(await staffSend('POST', '/second-factor/passkey/options', cookie), 200)
  expect(options.allowCredentials.map((credential) => credential.id)).toContain(authenticator.id)
  return authenticator.get(options, origin)
}

const usePasskey = (cookie: string, credential: unknown) => staffSend('POST', '/second-factor/passkey', cookie, { credential })

async function staffWithPasskey() {
  const { user, secret } = await createStaff(['moderator'], { password: PASSWORD })
  const authenticator = await softwareAuthenticator()
  await bodyOf(await register(await staffCookieFor(user.id), authenticator), 201)
  return { user, secret, authenticator }
}

const actions = async (userId: number) => (await auditOf(env.DB, `staff:${userId}`)).map((row) => row.action)

describe('passkeys of staff accounts (issue 41)', () => {
  it('a signed-in staff member registers passkeys with names; the list shows them; each registration is audited; a replayed registration is refused', async () => {
    const { user } = await createStaff(['manager'])
    const cookie = await staffCookieFor(user.id)
    const laptop = await softwareAuthenticator()
    const registered = await bodyOf<StaffPasskey>(await register(cookie, laptop), 201)
    expect(registered).toMatchObject({ id: laptop.id, name: 'Work laptop', last_used_at: null })
    // The same answer again: its challenge was used.
    const options = await bodyOf<{ challenge: string; rp: { id: string } }>(await staffSend('POST', '/passkeys/options', cookie), 200)
    expect(options.rp.id).toBe('localhost')
    const first = await laptop.create(options, ORIGIN)
    await bodyOf(await staffSend('POST', '/passkeys', cookie, { name: 'Phone', credential: await (await softwareAuthenticator()).create(options, ORIGIN) }), 201)
    expect((await bodyOf<{ code: string }>(await staffSend('POST', '/passkeys', cookie, { name: 'Again', credential: first }), 400)).code).toBe('invalid_passkey')
    const { rows } = await bodyOf<StaffPasskeys>(await staffSend('GET', '/passkeys', cookie), 200)
    expect(rows.map((row) => row.name)).toEqual(['Work laptop', 'Phone'])
    expect(await actions(user.id)).toEqual(['staff.passkey.register', 'staff.passkey.register'])
    expect(((await bodyOf<StaffMe>(await staffSend('GET', '/me', cookie), 200)) as StaffMe).passkey).toBe(true)
  })

  it('a registration from another origin, or without its options first, is refused; a bad body is a 400 with fields', async () => {
    const { user } = await createStaff(['manager'])
    const cookie = await staffCookieFor(user.id)
    expect((await bodyOf<{ code: string }>(await register(cookie, await softwareAuthenticator(), 'Evil', 'https://evil.example'), 400)).code).toBe('invalid_passkey')
    const credential = await (await softwareAuthenticator()).create({ challenge: 'bm90LWl0cy1vd24', rp: { id: 'localhost' } }, ORIGIN)
    expect((await bodyOf<{ code: string }>(await staffSend('POST', '/passkeys', cookie, { name: 'Forged', credential }), 400)).code).toBe('invalid_passkey')
    const bad = await bodyOf<{ fields: Record<string, string[]> }>(await staffSend('POST', '/passkeys', cookie, { name: '', credential: { ...credential, extra: 1 } }), 400)
    expect(Object.keys(bad.fields).length).toBeGreaterThan(0)
    expect((await bodyOf<StaffPasskeys>(await staffSend('GET', '/passkeys', cookie), 200)).rows).toEqual([])
  })

  it('signs in with the password and a passkey; the assertion or its challenge used again is refused', async () => {
    const { user, authenticator } = await staffWithPasskey()
    const signIn = await staffSend('POST', '/sign-in', '', { email: user.email, password: PASSWORD })
    expect(await bodyOf<StaffSignInStep>(signIn, 200)).toEqual({ next: 'second_factor', passkey: true })
    const cookie = staffCookie(signIn)
    const credential = await assertion(cookie, authenticator)
    await bodyOf(await usePasskey(cookie, credential), 200)
    expect((await bodyOf<StaffMe>(await staffSend('GET', '/me', cookie), 200)).email).toBe(user.email)
    // Replayed as it was (its challenge is gone), and against a new challenge (the signature covers the old one).
    expect((await bodyOf<{ code: string }>(await usePasskey(cookie, credential), 400)).code).toBe('invalid_passkey')
    await bodyOf(await staffSend('POST', '/second-factor/passkey/options', cookie), 200)
    expect((await bodyOf<{ code: string }>(await usePasskey(cookie, credential), 400)).code).toBe('invalid_passkey')
    const [listed] = (await bodyOf<StaffPasskeys>(await staffSend('GET', '/passkeys', cookie), 200)).rows
    expect(listed!.last_used_at).not.toBeNull()
    expect(await actions(user.id)).toEqual(['staff.passkey.register', 'staff.sign_in.passkey'])
  })

  it('an assertion made for another origin, for another session or after its 5 minutes is refused', async () => {
    const { user, authenticator } = await staffWithPasskey()
    const cookie = await staffCookieFor(user.id, 'password')
    expect((await bodyOf<{ code: string }>(await usePasskey(cookie, await assertion(cookie, authenticator, 'https://evil.example')), 400)).code).toBe('invalid_passkey')
    const other = await staffCookieFor(user.id, 'password')
    const forOther = await assertion(other, authenticator)
    await bodyOf(await staffSend('POST', '/second-factor/passkey/options', cookie), 200)
    expect((await bodyOf<{ code: string }>(await usePasskey(cookie, forOther), 400)).code).toBe('invalid_passkey')
    const late = await assertion(cookie, authenticator)
    await env.DB.prepare(`UPDATE staff_webauthn_challenges SET expires_at = ?1 WHERE challenge = ?2`).bind(Date.now() - 1, JSON.parse(atob(late.response.clientDataJSON.replace(/-/g, '+').replace(/_/g, '/'))).challenge).run()
    expect((await bodyOf<{ code: string }>(await usePasskey(cookie, late), 400)).code).toBe('invalid_passkey')
    expect((await staffSend('GET', '/me', cookie)).status).toBe(404)
  })

  it('40 requests sending one assertion at once: exactly one passes', async () => {
    const { user, authenticator } = await staffWithPasskey()
    const cookie = await staffCookieFor(user.id, 'password')
    const credential = await assertion(cookie, authenticator)
    const statuses = await Promise.all(Array.from({ length: 40 }, () => usePasskey(cookie, credential).then((response) => response.status)))
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status !== 200).every((status) => status === 400 || status === 429)).toBe(true)
    expect((await actions(user.id)).filter((action) => action === 'staff.sign_in.passkey')).toHaveLength(1)
  })

  it('wrong passkeys count on the codes’ budget: past 5 the account gets 429', async () => {
    const { user, authenticator } = await staffWithPasskey()
    const cookie = await staffCookieFor(user.id, 'password')
    const statuses = []
    for (let n = 0; n < 6; n += 1) statuses.push((await usePasskey(cookie, await assertion(cookie, authenticator, 'https://evil.example'))).status)
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
  })

  it('removing a passkey asks for the second factor again, which a passkey gives; audited; another account’s passkey is not found', async () => {
    const { user, authenticator } = await staffWithPasskey()
    const cookie = await staffCookieFor(user.id, 'signed_in', Date.now() - 11 * MINUTE)
    // Adding one wants a recent second factor too: a stolen session alone cannot leave a passkey of its own behind.
    expect((await bodyOf<{ code: string }>(await staffSend('POST', '/passkeys/options', cookie), 403)).code).toBe('second_factor_required')
    const remove = () => staffSend('POST', `/passkeys/${authenticator.id}/remove`, cookie)
    expect((await bodyOf<{ code: string }>(await remove(), 403)).code).toBe('second_factor_required')
    await bodyOf(await usePasskey(cookie, await assertion(cookie, authenticator)), 200)
    const { user: stranger } = await createStaff(['admin'])
    expect((await staffSend('POST', `/passkeys/${authenticator.id}/remove`, await staffCookieFor(stranger.id))).status).toBe(404)
    await bodyOf(await remove(), 200)
    expect((await bodyOf<StaffPasskeys>(await staffSend('GET', '/passkeys', cookie), 200)).rows).toEqual([])
    expect((await bodyOf<StaffMe>(await staffSend('GET', '/me', cookie), 200)).passkey).toBe(false)
    expect((await remove()).status).toBe(404)
    const rows = await auditOf(env.DB, `staff:${user.id}`)
    expect(rows.map((row) => row.action)).toEqual(['staff.passkey.register', 'staff.reconfirm.passkey', 'staff.passkey.remove'])
    expect(JSON.parse(rows[2]!.before!)).toEqual({ passkey: authenticator.id, name: 'Work laptop' })
    expect((await bodyOf<{ code: string }>(await staffSend('POST', '/second-factor/passkey/options', cookie), 400)).code).toBe('no_passkey')
  })
})
