import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type AnyActorRef } from 'xstate'
import { FIELD_ERRORS } from '../src/model/validation'
import { AUTH_MESSAGES } from '../src/model/auth-messages'
import type { ClientUser } from '../src/model/entities/users'
import { clientUser } from './client-user.fixture'
import { MODAL_RESET_DELAY_MS } from '../src/model/timers'
import { authModalActors, type AuthCalls } from './auth-modal-forms'
import { authModalView } from '../src/model/auth-modal-view'
import { authModalMachine } from './auth-modal.machine'

const user = clientUser

/** What the API client throws: the status and the 400's field messages. */
const apiError = (status: number, fields: Record<string, string[]> = {}) =>
  Object.assign(new Error(`HTTP ${status}`), { status, body: { code: 'x', message: 'x', fields } })

/** A call that answers when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((done, fail) => {
    resolve = done
    reject = fail
  })
  return { promise, resolve, reject }
}

function startModal(overrides: Partial<AuthCalls> = {}) {
  const calls: AuthCalls = {
    login: vi.fn(() => Promise.resolve({ key: 'k', user })),
    register: vi.fn(() => Promise.resolve({ key: 'k', user })),
    requestPasswordReset: vi.fn(() => Promise.resolve({ detail: 'sent' })),
    confirmPasswordReset: vi.fn(() => Promise.resolve({ detail: 'done' })),
    verifyEmail: vi.fn(() => Promise.resolve({ detail: 'email_verified', key: 'k', user })),
    requestSignInLink: vi.fn(() => Promise.resolve({ detail: 'sign_in_link_sent' })),
    confirmSignInLink: vi.fn(() => Promise.resolve({ key: 'k', user })),
    ...overrides,
  }
  const signedIn = vi.fn()
  const wentHome = vi.fn()
  const machine = authModalMachine.provide({
    actors: authModalActors(calls),
    actions: {
      signedIn: (_, params) => signedIn(params),
      wentHome,
    },
  })
  const actor = createActor(machine).start()
  const form = () => actor.getSnapshot().children.form as AnyActorRef
  const fill = (values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values)) form().send({ type: 'form.change', field, value })
  }
  const submit = () => form().send({ type: 'form.submit' })
  const errors = () => form().getSnapshot().context.errors as Record<string, string>
  const view = () => authModalView(actor.getSnapshot())
  return { actor, calls, signedIn, wentHome, form, fill, submit, errors, view }
}

const settled = async () => {
  await vi.advanceTimersByTimeAsync(0)
}

describe('authModalMachine (AUTH-01…14, MODAL-03, OQ-03, OQ-33)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('AUTH-01: opens in each mode and, once closed, forgets the mode after 200 ms (CONST-06)', () => {
    const modal = startModal()
    expect(modal.view()).toEqual({ shown: false, mode: null })
    for (const mode of ['login', 'register', 'restore'] as const) {
      modal.actor.send({ type: 'auth.open', mode })
      expect(modal.view()).toEqual({ shown: true, mode })
    }
    modal.actor.send({ type: 'auth.close' })
    expect(modal.view()).toEqual({ shown: false, mode: 'restore' })
    vi.advanceTimersByTime(MODAL_RESET_DELAY_MS - 1)
    expect(modal.view().mode).toBe('restore')
    vi.advanceTimersByTime(1)
    expect(modal.view()).toEqual({ shown: false, mode: null })
    expect(modal.actor.getSnapshot().value).toBe('closed')
  })

  it('AUTH-01: opening again while closing shows the new mode at once and keeps it', () => {
    const modal = startModal()
    modal.actor.send({ type: 'auth.open', mode: 'login' })
    modal.actor.send({ type: 'auth.close' })
    vi.advanceTimersByTime(100)
    modal.actor.send({ type: 'auth.open', mode: 'register' })
    vi.advanceTimersByTime(MODAL_RESET_DELAY_MS)
    expect(modal.view()).toEqual({ shown: true, mode: 'register' })
  })

  it('AUTH-05: login switches to restore and register; restore and register go back to login', () => {
    const modal = startModal()
    modal.actor.send({ type: 'auth.open', mode: 'login' })
    modal.actor.send({ type: 'auth.switch', mode: 'restore' })
    expect(modal.view().mode).toBe('restore')
    modal.actor.send({ type: 'auth.switch', mode: 'login' })
    modal.actor.send({ type: 'auth.switch', mode: 'register' })
    expect(modal.view().mode).toBe('register')
    modal.actor.send({ type: 'auth.switch', mode: 'login' })
    expect(modal.view().mode).toBe('login')
  })

  it('AUTH-02: login needs the e-mail and the password and sends nothing without them', async () => {
    const modal = startModal()
    modal.actor.send({ type: 'auth.open', mode: 'login' })
    modal.submit()
    await settled()
    expect(modal.errors()).toEqual({ email: FIELD_ERRORS.required, password: FIELD_ERRORS.required })
    expect(modal.calls.login).not.toHaveBeenCalled()
  })

  it('AUTH-02, OQ-38: a login signs the visitor in, closes the modal and goes where it was asked', async () => {
    const modal = startModal()
    modal.actor.send({ type: 'auth.open', mode: 'login', next: '/account' })
    modal.fill({ email: ' aida@example.com ', password: 'secret-password' })
    modal.submit()
    await settled()
    expect(modal.calls.login).toHaveBeenCalledWith({ email: 'aida@example.com', password: 'secret-password' })
    expect(modal.signedIn).toHaveBeenCalledWith({ user, next: '/account' })
    expect(modal.view().shown).toBe(false)
  })

  it('VALID-03, issue 28: passwords go as typed, spaces at their ends kept; the e-mail and names are trimmed', async () => {
    const modal = startModal()
    modal.actor.send({ type: 'auth.open', mode: 'register' })
    modal.fill({ first_name: ' Аида ', last_name: ' Токтогулова ', email: ' aida@example.com ', password: ' spaced pass ' })
    modal.submit()
    await settled()
    expect(modal.calls.register).toHaveBeenCalledWith({ first_name: 'Аида', last_name: 'Токтогулова', email: 'aida@example.com', password: ' spaced pass ' })

    const login = startModal()
    login.actor.send({ type: 'auth.open', mode: 'login' })
    login.fill({ email: ' aida@example.com ', password: ' spaced pass ' })
    login.submit()
    await settled()
    expect(login.calls.login).toHaveBeenCalledWith({ email: 'aida@example.com', password: ' spaced pass ' })

    const reset = startModal()
    reset.actor.send({ type: 'auth.openReset', link: { token: 'tok', uid: '42' } })
    reset.fill({ new_password: ' new password ', new_password2: ' new password ' })
    reset.submit()
    await settled()
    expect(reset.calls.confirmPasswordReset).toHaveBeenCalledWith({ new_password: ' new password ', token: 'tok', uid: '42' })
  })

  it('VALID-03, OQ-03: a password of spaces is a password: its length counts as typed', async () => {
    const modal = startModal()
    modal.actor.send({ type: 'auth.open', mode: 'register' })
    modal.fill({ first_name: 'Аида', last_name: 'Токтогулова', email: 'aida@example.com', password: ' 123456 ' })
    modal.submit()
    await settled()
    expect(modal.calls.register).toHaveBeenCalledWith(expect.objectContaining({ password: ' 123456 ' }))
  })

  it('AUTH-03: while the login is performing, repeated submits, closing and switching are ignored', async () => {
    const answer = deferred<{ key: string; user: ClientUser }>()
    const modal = startModal({ login: vi.fn(() => answer.promise) })
    modal.actor.send({ type: 'auth.open', mode: 'login' })
    modal.fill({ email: 'aida@example.com', password: 'secret-password' })
    modal.submit()
    modal.submit()
    modal.submit()
    modal.actor.send({ type: 'auth.close' })
    modal.actor.send({ type: 'auth.switch', mode: 'register' })
    expect(modal.form().getSnapshot().value).toBe('sending')
    expect(modal.view()).toEqual({ shown: true, mode: 'login' })
    answer.resolve({ key: 'k', user })
    await settled()
    expect(modal.calls.login).toHaveBeenCalledTimes(1)
    expect(modal.signedIn).toHaveBeenCalledTimes(1)
  })

  it('AUTH-04, OQ-33: a rejected login shows "wrong e-mail or password" on both fields and can be retried', async () => {
    const login = vi.fn<AuthCalls['login']>(() => Promise.reject(apiError(400)))
    const modal = startModal({ login })
    modal.actor.send({ type: 'auth.open', mode: 'login' })
    modal.fill({ email: 'aida@example.com', password: 'wrong-password' })
    modal.submit()
    await settled()
    expect(modal.errors()).toEqual({ email: FIELD_ERRORS.wrongCredentials, password: FIELD_ERRORS.wrongCredentials })
    expect(modal.view()).toEqual({ shown: true, mode: 'login' })
    modal.actor.send({ type: 'auth.close' })
    expect(modal.view().shown).toBe(false)
  })

  it('AUTH-04, OQ-33, issue 39.5: a 5xx or a network failure says "server error", a 429 "too many attempts, sign in with a link", on both fields', async () => {
    for (const [status, message] of [
      [500, FIELD_ERRORS.serverError],
      [0, FIELD_ERRORS.serverError],
      [429, FIELD_ERRORS.signInThrottled],
    ] as const) {
      const modal = startModal({ login: () => Promise.reject(apiError(status)) })
      modal.actor.send({ type: 'auth.open', mode: 'login' })
      modal.fill({ email: 'aida@example.com', password: 'secret-password' })
      modal.submit()
      await settled()
      expect(modal.errors()).toEqual({ email: message, password: message })
      expect(modal.signedIn).not.toHaveBeenCalled()
    }
  })

  it('AUTH-06, OQ-03: register needs every field and a password of at least 8 characters (8 is accepted)', async () => {
    const modal = startModal()
    modal.actor.send({ type: 'auth.open', mode: 'register' })
    modal.submit()
    expect(modal.errors()).toEqual({
      first_name: FIELD_ERRORS.required,
      last_name: FIELD_ERRORS.required,
      email: FIELD_ERRORS.required,
      password: FIELD_ERRORS.required,
    })
    modal.fill({ first_name: 'Аида', last_name: 'Токтогулова', email: 'aida@example.com', password: '1234567' })
    modal.submit()
    expect(modal.errors()).toEqual({ password: FIELD_ERRORS.passwordTooShort })
    expect(modal.calls.register).not.toHaveBeenCalled()
    modal.fill({ password: '12345678' })
    modal.submit()
    await settled()
    // AUTH-07, OQ-30: the form's fields only, no fake phone.
    expect(modal.calls.register).toHaveBeenCalledWith({ first_name: 'Аида', last_name: 'Токтогулова', email: 'aida@example.com', password: '12345678' })
  })

  it('AUTH-08: a registration that signs in gives the session the user, then the success message', async () => {
    const modal = startModal()
    modal.actor.send({ type: 'auth.open', mode: 'register' })
    modal.fill({ first_name: 'Аида', last_name: 'Токтогулова', email: 'aida@example.com', password: '12345678' })
    modal.submit()
    await settled()
    expect(modal.signedIn).toHaveBeenCalledWith({ user, next: null })
    expect(modal.view()).toEqual({ shown: true, mode: 'message' })
    expect(modal.actor.getSnapshot().context.message).toEqual(AUTH_MESSAGES.registered)
  })

  it('AUTH-08: a registration answered without a user (check your mail) shows the message and signs nobody in', async () => {
    const modal = startModal({ register: () => Promise.resolve({ detail: 'check your mail' }) })
    modal.actor.send({ type: 'auth.open', mode: 'register' })
    modal.fill({ first_name: 'Аида', last_name: 'Токтогулова', email: 'aida@example.com', password: '12345678' })
    modal.submit()
    await settled()
    expect(modal.signedIn).not.toHaveBeenCalled()
    expect(modal.actor.getSnapshot().context.message).toEqual(AUTH_MESSAGES.registered)
  })

  it('AUTH-09: a 400 puts each named field’s first message on it; unknown texts and no match say "data not correct"', async () => {
    const cases: Array<[Error, Record<string, string>]> = [
      [apiError(400, { email: [FIELD_ERRORS.emailInvalid, FIELD_ERRORS.tooLong], password: [FIELD_ERRORS.tooShort] }), { email: FIELD_ERRORS.emailInvalid, password: FIELD_ERRORS.tooShort }],
      [apiError(400, { last_name: ['some.unknown.key'] }), { last_name: FIELD_ERRORS.invalid }],
      [apiError(400, { phone_number: [FIELD_ERRORS.required] }), { first_name: FIELD_ERRORS.invalid }],
      [apiError(503), { first_name: FIELD_ERRORS.serverError }],
    ]
    for (const [error, expected] of cases) {
      const modal = startModal({ register: () => Promise.reject(error) })
      modal.actor.send({ type: 'auth.open', mode: 'register' })
      modal.fill({ first_name: 'Аида', last_name: 'Токтогулова', email: 'aida@example.com', password: '12345678' })
      modal.submit()
      await settled()
      expect(modal.errors()).toEqual(expected)
      expect(modal.view().mode).toBe('register')
    }
  })

  it('AUTH-10, OQ-33: restore needs the e-mail and always answers with the neutral message', async () => {
    const modal = startModal()
    modal.actor.send({ type: 'auth.open', mode: 'restore' })
    modal.submit()
    expect(modal.errors()).toEqual({ email: FIELD_ERRORS.required })
    modal.fill({ email: 'nobody@example.com' })
    modal.submit()
    await settled()
    expect(modal.calls.requestPasswordReset).toHaveBeenCalledWith({ email: 'nobody@example.com' })
    expect(modal.actor.getSnapshot().context.message).toEqual(AUTH_MESSAGES.restoreRequested)
  })

  it('OQ-33: a restore that fails on the server or the network says "server error" on the e-mail', async () => {
    const modal = startModal({ requestPasswordReset: () => Promise.reject(apiError(0)) })
    modal.actor.send({ type: 'auth.open', mode: 'restore' })
    modal.fill({ email: 'aida@example.com' })
    modal.submit()
    await settled()
    expect(modal.errors()).toEqual({ email: FIELD_ERRORS.serverError })
    expect(modal.view().mode).toBe('restore')
  })

  it('AUTH-11, AUTH-12, OQ-03: reset carries the link, needs both passwords of 8+ that are equal', async () => {
    const modal = startModal()
    modal.actor.send({ type: 'auth.openReset', link: { token: 'tok', uid: '42' } })
    expect(modal.view()).toEqual({ shown: true, mode: 'reset' })
    modal.submit()
    expect(modal.errors()).toEqual({ new_password: FIELD_ERRORS.required, new_password2: FIELD_ERRORS.required })
    modal.fill({ new_password: 'short', new_password2: 'short' })
    modal.submit()
    expect(modal.errors()).toEqual({ new_password: FIELD_ERRORS.passwordTooShort })
    modal.fill({ new_password: 'new-password-1', new_password2: 'new-password-2' })
    modal.submit()
    expect(modal.errors()).toEqual({ new_password: FIELD_ERRORS.passwordsMismatch })
    expect(modal.calls.confirmPasswordReset).not.toHaveBeenCalled()
    modal.fill({ new_password2: 'new-password-1' })
    modal.submit()
    await settled()
    // AUTH-13: done, the message shows and the visitor is on the home page.
    expect(modal.calls.confirmPasswordReset).toHaveBeenCalledWith({ new_password: 'new-password-1', token: 'tok', uid: '42' })
    expect(modal.actor.getSnapshot().context.message).toEqual(AUTH_MESSAGES.passwordReset)
    expect(modal.wentHome).toHaveBeenCalledTimes(1)
  })

  it('AUTH-13: a 400 says "data not correct" (or the server’s own password message) on the password, others "server error"', async () => {
    for (const [error, expected] of [
      [apiError(400, { token: ['forms.errors.invalid'] }), FIELD_ERRORS.invalid],
      [apiError(400, { new_password: [FIELD_ERRORS.tooShort] }), FIELD_ERRORS.tooShort],
      [apiError(500), FIELD_ERRORS.serverError],
    ] as const) {
      const modal = startModal({ confirmPasswordReset: () => Promise.reject(error) })
      modal.actor.send({ type: 'auth.openReset', link: { token: 'tok', uid: '42' } })
      modal.fill({ new_password: 'new-password-1', new_password2: 'new-password-1' })
      modal.submit()
      await settled()
      expect(modal.errors()).toEqual({ new_password: expected })
      expect(modal.wentHome).not.toHaveBeenCalled()
    }
  })

  it('AUTH-14, issue 40.4: verification sends the key, signs the visitor in and says so', async () => {
    const modal = startModal()
    modal.actor.send({ type: 'auth.verifyEmail', key: 'mail-key' })
    expect(modal.view().shown).toBe(false)
    await settled()
    expect(modal.calls.verifyEmail).toHaveBeenCalledWith({ key: 'mail-key' })
    expect(modal.view()).toEqual({ shown: true, mode: 'message' })
    expect(modal.actor.getSnapshot().context.message).toEqual(AUTH_MESSAGES.emailVerified)
    expect(modal.signedIn).toHaveBeenCalledExactlyOnceWith({ user, next: null })
  })

  it('AUTH-14, issue 40.4: a used, expired or forged link shows the error message and signs nobody in', async () => {
    const modal = startModal({ verifyEmail: () => Promise.reject(apiError(400)) })
    modal.actor.send({ type: 'auth.verifyEmail', key: 'used-key' })
    await settled()
    expect(modal.actor.getSnapshot().context.message).toEqual(AUTH_MESSAGES.emailNotVerified)
    expect(modal.signedIn).not.toHaveBeenCalled()
  })

  it('OAUTH-06, OQ-33: a message or a warning over the login form; "already registered" offers to sign in', () => {
    const modal = startModal()
    modal.actor.send({ type: 'auth.open', mode: 'login', notice: 'auth.login.errors.account_not_found' })
    expect(modal.actor.getSnapshot().context.notice).toBe('auth.login.errors.account_not_found')
    modal.actor.send({ type: 'auth.showMessage', message: AUTH_MESSAGES.alreadyRegistered })
    expect(modal.view()).toEqual({ shown: true, mode: 'message' })
    expect(modal.actor.getSnapshot().context.notice).toBeNull()
    modal.actor.send({ type: 'auth.switch', mode: 'login' })
    expect(modal.view()).toEqual({ shown: true, mode: 'login' })
  })

  it('issue 39.5: login switches to the sign-in link form and back; it needs the e-mail and always answers neutrally', async () => {
    const modal = startModal()
    modal.actor.send({ type: 'auth.open', mode: 'login' })
    modal.actor.send({ type: 'auth.switch', mode: 'signInLink' })
    expect(modal.view()).toEqual({ shown: true, mode: 'signInLink' })
    modal.actor.send({ type: 'auth.switch', mode: 'login' })
    expect(modal.view().mode).toBe('login')
    modal.actor.send({ type: 'auth.switch', mode: 'signInLink' })
    modal.submit()
    expect(modal.errors()).toEqual({ email: FIELD_ERRORS.required })
    modal.fill({ email: ' nobody@example.com ' })
    modal.submit()
    await settled()
    expect(modal.calls.requestSignInLink).toHaveBeenCalledWith({ email: 'nobody@example.com' })
    expect(modal.actor.getSnapshot().context.message).toEqual(AUTH_MESSAGES.signInLinkSent)
  })

  it('issue 39.5: too many link requests (429) or a server failure show on the e-mail, and the form stays', async () => {
    const modal = startModal({ requestSignInLink: () => Promise.reject(apiError(429)) })
    modal.actor.send({ type: 'auth.open', mode: 'signInLink' })
    modal.fill({ email: 'aida@example.com' })
    modal.submit()
    await settled()
    expect(modal.errors()).toEqual({ email: FIELD_ERRORS.tooManyAttempts })
    expect(modal.view().mode).toBe('signInLink')
  })

  it('issue 39.5: a mailed link signs in with its token and says so; nobody is sent anywhere', async () => {
    const link = deferred<{ user: ClientUser }>()
    const modal = startModal({ confirmSignInLink: vi.fn(() => link.promise) })
    modal.actor.send({ type: 'auth.signInWithLink', token: 'mail-token' })
    expect(modal.actor.getSnapshot().value).toBe('signingIn')
    expect(modal.calls.confirmSignInLink).toHaveBeenCalledWith({ token: 'mail-token' })
    link.resolve({ user })
    await settled()
    expect(modal.signedIn).toHaveBeenCalledWith({ user, next: null })
    expect(modal.view()).toEqual({ shown: true, mode: 'message' })
    expect(modal.actor.getSnapshot().context.message).toEqual(AUTH_MESSAGES.signedInByLink)
  })

  it('issue 39.5: a used or expired link signs nobody in and offers the login form', async () => {
    const modal = startModal({ confirmSignInLink: () => Promise.reject(apiError(400, { token: ['api.errors.invalid_link'] })) })
    modal.actor.send({ type: 'auth.signInWithLink', token: 'used-token' })
    await settled()
    expect(modal.signedIn).not.toHaveBeenCalled()
    expect(modal.actor.getSnapshot().context.message).toEqual(AUTH_MESSAGES.signInLinkInvalid)
    modal.actor.send({ type: 'auth.switch', mode: 'login' })
    expect(modal.view()).toEqual({ shown: true, mode: 'login' })
  })
})
