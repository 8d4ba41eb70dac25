import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ClientUser } from '../src/model/entities/users'
import { sessionMachine } from './session.machine'

const user: ClientUser = {
  id: 7,
  email: 'aida@example.com',
  first_name: 'Аида',
  last_name: 'Токтогулова',
  middle_name: '',
  phone: '',
  email_verified: false,
  has_password: true,
  google_account_id: null,
  facebook_account_id: null,
}

function startSession(initial: ClientUser | null, logout: () => Promise<unknown> = () => Promise.resolve({ detail: 'ok' })) {
  const leaveAccount = vi.fn()
  const signOutFailed = vi.fn()
  const logoutCalls = vi.fn(logout)
  const machine = sessionMachine.provide({
    actors: { logout: fromPromise(() => logoutCalls()) },
    actions: { leaveAccount, signOutFailed },
  })
  const actor = createActor(machine, { input: { user: initial } }).start()
  return { actor, leaveAccount, signOutFailed, logoutCalls }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('sessionMachine (AUTH-15…18, OQ-53)', () => {
  it('OQ-53: starts from the server render’s viewer, signed in or out', () => {
    expect(startSession(user).actor.getSnapshot().value).toBe('signedIn')
    expect(startSession(user).actor.getSnapshot().context.user).toEqual(user)
    expect(startSession(null).actor.getSnapshot().value).toBe('signedOut')
  })

  it('AUTH-02, PROFILE-02: signing in takes the user; an update replaces it', () => {
    const { actor } = startSession(null)
    actor.send({ type: 'session.signedIn', user })
    expect(actor.getSnapshot().value).toBe('signedIn')
    actor.send({ type: 'session.userUpdated', user: { ...user, first_name: 'Айдай' } })
    expect(actor.getSnapshot().context.user?.first_name).toBe('Айдай')
  })

  it('a user update while signed out changes nothing (a late answer after signing out)', () => {
    const { actor } = startSession(null)
    actor.send({ type: 'session.userUpdated', user })
    expect(actor.getSnapshot().context.user).toBeNull()
  })

  it('AUTH-17: signing out calls logout, clears the user and leaves the profile', async () => {
    const { actor, leaveAccount, logoutCalls } = startSession(user)
    actor.send({ type: 'session.signOut' })
    expect(actor.getSnapshot().value).toBe('signingOut')
    actor.send({ type: 'session.signOut' })
    await settled()
    expect(logoutCalls).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context.user).toBeNull()
    expect(leaveAccount).toHaveBeenCalledTimes(1)
  })

  it('AUTH-17: a logout answered 401 (the session had already ended) also signs out', async () => {
    const { actor, leaveAccount, signOutFailed } = startSession(user, () => Promise.reject(Object.assign(new Error('401'), { status: 401, body: {} })))
    actor.send({ type: 'session.signOut' })
    await settled()
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(leaveAccount).toHaveBeenCalledTimes(1)
    expect(signOutFailed).not.toHaveBeenCalled()
  })

  it('AUTH-17: a failed logout (server or network) keeps the visitor signed in and says so', async () => {
    const { actor, leaveAccount, signOutFailed } = startSession(user, () => Promise.reject(Object.assign(new Error('down'), { status: 0, body: {} })))
    actor.send({ type: 'session.signOut' })
    await settled()
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(actor.getSnapshot().context.user).toEqual(user)
    expect(signOutFailed).toHaveBeenCalledTimes(1)
    expect(leaveAccount).not.toHaveBeenCalled()
  })

  it('AUTH-16: a 401 from the API signs the visitor out without calling logout', () => {
    const { actor, leaveAccount, logoutCalls } = startSession(user)
    actor.send({ type: 'session.unauthorized' })
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context.user).toBeNull()
    expect(leaveAccount).toHaveBeenCalledTimes(1)
    expect(logoutCalls).not.toHaveBeenCalled()
  })

  it('AUTH-16: a 401 while signed out changes nothing', () => {
    const { actor, leaveAccount } = startSession(null)
    actor.send({ type: 'session.unauthorized' })
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(leaveAccount).not.toHaveBeenCalled()
  })
})
