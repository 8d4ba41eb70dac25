import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { TEST_USER_STORAGE_KEY } from '../src/model/test-user'
import { testUserMachine } from './test-user.machine'

/** A Map stands in for localStorage; `refuse` makes it throw like a disabled storage. */
function startFlow(options: { refuse?: boolean } = {}) {
  const storage = new Map<string, string>()
  const actor = createActor(
    testUserMachine.provide({
      actors: {
        storeTestUser: fromPromise(async () => {
          if (options.refuse) throw new Error('QuotaExceededError')
          storage.set(TEST_USER_STORAGE_KEY, 'true')
        }),
      },
    }),
  ).start()
  return { actor, storage }
}

describe('testUserMachine (TEST-01, TEST-02, OQ-26)', () => {
  it('TEST-01: waits for the page, then asks for confirmation', () => {
    const { actor } = startFlow()
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'confirm' })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'ask' })
    expect(actor.getSnapshot().value).toBe('asking')
  })

  it('TEST-02: confirming stores isTestUser', async () => {
    const { actor, storage } = startFlow()
    actor.send({ type: 'ask' })
    actor.send({ type: 'confirm' })
    expect(actor.getSnapshot().value).toBe('storing')
    await waitFor(actor, (snapshot) => snapshot.matches('testUser'))
    expect(storage.get(TEST_USER_STORAGE_KEY)).toBe('true')
  })

  it('TEST-02: cancelling stores nothing, and the question can be asked again', async () => {
    const { actor, storage } = startFlow()
    actor.send({ type: 'ask' })
    actor.send({ type: 'cancel' })
    expect(actor.getSnapshot().value).toBe('cancelled')
    expect(storage.size).toBe(0)
    actor.send({ type: 'ask' })
    expect(actor.getSnapshot().value).toBe('asking')
    actor.send({ type: 'confirm' })
    await waitFor(actor, (snapshot) => snapshot.matches('testUser'))
    expect(storage.get(TEST_USER_STORAGE_KEY)).toBe('true')
  })

  it('a storage that refuses gives the failed state; retry and cancel leave it', async () => {
    const { actor, storage } = startFlow({ refuse: true })
    actor.send({ type: 'ask' })
    actor.send({ type: 'confirm' })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(storage.size).toBe(0)
    actor.send({ type: 'retry' })
    expect(actor.getSnapshot().value).toBe('storing')
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    actor.send({ type: 'cancel' })
    expect(actor.getSnapshot().value).toBe('cancelled')
  })

  it('without a provided storeTestUser the confirmation fails visibly', async () => {
    const actor = createActor(testUserMachine).start()
    actor.send({ type: 'ask' })
    actor.send({ type: 'confirm' })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
  })
})
