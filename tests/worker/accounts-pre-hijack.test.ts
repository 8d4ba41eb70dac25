/**
 * Issue 39.2, account pre-hijack through social sign-in (BE-18, OAUTH-03, AUTH-13, AUTH-14), end to end through the
 * fake providers: someone registers another person's address through Facebook (or Google without a verified
 * address); when the owner proves the address by mail, the stranger's link and sessions end and the owner's orders
 * stay theirs. The mails list the account's sign-in methods.
 */
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ListResponse } from '../../src/model/api'
import type { AccountOrder } from '../../src/model/entities/users'
import type { OutboxRow } from '../../worker/db/outbox'
import { linkParam, mailsTo, newEmail, send, signIn } from './accounts-fixtures'
import { createOrder, ensureOrderEvents } from './event-orders-fixtures'
import { facebookAccount } from './oauth-fakes/facebook'
import { googleAccount } from './oauth-fakes/google'
import { OAuthBrowser, startFakes, type Fakes } from './oauth-fakes/oauth-browser'

const OWNER_PASSWORD = 'the owner chose this'

let fakes: Fakes
beforeAll(async () => {
  await ensureOrderEvents()
})
beforeEach(() => {
  fakes = startFakes()
})
afterEach(() => fakes.restore())

async function lastMail(email: string, kind: string): Promise<OutboxRow> {
  const mail = (await mailsTo(email)).filter((row) => row.kind === kind).at(-1)
  expect(mail, kind).toBeDefined()
  return mail!
}

async function ordersOf(cookie: string): Promise<AccountOrder[]> {
  const response = await send('GET', 'client_users/me/orders?language=en', undefined, { Cookie: cookie })
  expect(response.status).toBe(200)
  return ((await response.json()) as ListResponse<AccountOrder>).rows
}

async function links(email: string): Promise<Record<string, unknown> | null> {
  return env.DB.prepare('SELECT google_account_id, facebook_account_id, email_verified_at FROM client_users WHERE email = ?1').bind(email).first()
}

/** The stranger registers the owner's address through Facebook: signed in, linked, address unverified. */
async function facebookPreRegistration(victim: string): Promise<OAuthBrowser> {
  fakes.facebook.account = { ...facebookAccount('stranger'), email: victim }
  const stranger = new OAuthBrowser(fakes)
  expect(await stranger.signInWith('facebook', 'register')).toBe('/account?oauth=registered')
  expect(await stranger.me()).toMatchObject({ email: victim, email_verified: false, facebook_account_id: fakes.facebook.account.id })
  return stranger
}

describe('account pre-hijack (issue 39.2)', () => {
  it('Facebook: the owner resets the password; the stranger is signed out, cannot sign in with Facebook, and never sees the orders', async () => {
    const victim = newEmail('owner')
    const stranger = await facebookPreRegistration(victim)
    const order = await createOrder({ client_email: victim })
    // The owner tries to register: the mail says the address has an account, and how it signs in.
    const registration = { first_name: 'Aida', last_name: 'Osmonova', email: victim, password: OWNER_PASSWORD }
    expect((await send('POST', 'client_users/registration?language=en', registration)).status).toBe(202)
    expect((await lastMail(victim, 'account_already_registered')).text_body).toContain('This account signs in with: Facebook.')

    expect((await send('POST', 'client_users/password/reset?language=en', { email: victim })).status).toBe(202)
    const mail = await lastMail(victim, 'account_reset_password')
    expect(mail.text_body).toContain('This account signs in with: Facebook.')
    expect(mail.text_body).toContain('Google or Facebook sign-in added before the address was confirmed is removed')
    const confirmed = await send('POST', 'client_users/password/reset/confirm', {
      token: linkParam(mail, 'token'),
      uid: linkParam(mail, 'uid'),
      new_password: OWNER_PASSWORD,
    })
    expect(confirmed.status).toBe(200)

    expect(await stranger.me()).toBeNull()
    expect(await links(victim)).toMatchObject({ google_account_id: null, facebook_account_id: null })
    expect(await new OAuthBrowser(fakes).signInWith('facebook', 'login')).toBe('/?oauth=account_not_found')
    const owner = await signIn(victim, OWNER_PASSWORD)
    expect((await ordersOf(owner.cookie)).map((row) => row.uuid)).toContain(order.uuid)
  })

  it('Google without a verified address: the owner opens the verification link elsewhere; the link and the stranger’s session end', async () => {
    const victim = newEmail('owner')
    fakes.google.account = { ...googleAccount('stranger'), email: victim, email_verified: false }
    const stranger = new OAuthBrowser(fakes)
    expect(await stranger.signInWith('google', 'register')).toBe('/account?oauth=registered')
    const mail = await lastMail(victim, 'account_verify_email')
    expect(mail.text_body).toContain('Способы входа в аккаунт: Google.')

    const verified = await send('POST', 'client_users/verify-email', { key: linkParam(mail, 'key') })
    expect(await verified.json()).toMatchObject({ detail: 'email_verified' })
    expect(await stranger.me()).toBeNull()
    expect(await links(victim)).toMatchObject({ google_account_id: null, facebook_account_id: null })
    expect(await new OAuthBrowser(fakes).signInWith('google', 'login')).toBe('/?oauth=account_not_found')
  })

  it('the registrant opening their own verification link in the browser they registered in keeps the link and that session', async () => {
    const email = newEmail('self')
    const registrant = await facebookPreRegistration(email)
    const mail = await lastMail(email, 'account_verify_email')
    const verified = await registrant.request('/api/client/client_users/verify-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key: linkParam(mail, 'key') }),
    })
    expect(await verified.json()).toMatchObject({ detail: 'email_verified' })
    expect(await registrant.me()).toMatchObject({ email, email_verified: true, facebook_account_id: fakes.facebook.account.id })
    expect(await new OAuthBrowser(fakes).signInWith('facebook', 'login')).toBe('/account?oauth=signed_in')
  })

  it('a Google link made on a proven address survives a later password reset', async () => {
    fakes.google.account = googleAccount('proven')
    const registrant = new OAuthBrowser(fakes)
    expect(await registrant.signInWith('google', 'register')).toBe('/account?oauth=registered')
    const { email } = fakes.google.account
    expect((await send('POST', 'client_users/password/reset?language=en', { email })).status).toBe(202)
    const mail = await lastMail(email, 'account_reset_password')
    const confirmed = await send('POST', 'client_users/password/reset/confirm', { token: linkParam(mail, 'token'), uid: linkParam(mail, 'uid'), new_password: OWNER_PASSWORD })
    expect(confirmed.status).toBe(200)
    expect(await registrant.me()).toBeNull()
    expect(await new OAuthBrowser(fakes).signInWith('google', 'login')).toBe('/account?oauth=signed_in')
  })

  it('a first password set after the verification mail voids its link: the mail listed only Facebook', async () => {
    const victim = newEmail('owner')
    const stranger = await facebookPreRegistration(victim)
    const mail = await lastMail(victim, 'account_verify_email')
    expect(mail.text_body).toContain('Способы входа в аккаунт: Facebook.')
    const set = await stranger.request('/api/client/client_users/password/change', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ new_password1: 'stranger password', new_password2: 'stranger password' }),
    })
    expect(set.status).toBe(200)
    expect((await send('POST', 'client_users/verify-email', { key: linkParam(mail, 'key') })).status).toBe(400)
  })
})
