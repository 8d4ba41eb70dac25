import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { findOrdersMachine, type FindOrdersResult } from './find-orders.machine'

function start(answer: () => Promise<FindOrdersResult>) {
  const calls: string[] = []
  const actor = createActor(
    findOrdersMachine.provide({
      actors: {
        find: fromPromise(async ({ input }) => {
          calls.push(input.email)
          return answer()
        }),
      },
    }),
  ).start()
  return { actor, calls }
}

describe('find my orders form (issue 44)', () => {
  it('issue 44: an invalid address stays in editing with its message and calls nothing', () => {
    const { actor, calls } = start(async () => ({ status: 'sent' }))
    actor.send({ type: 'form.change', value: 'nope' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.errors.email).toBeDefined()
    expect(calls).toEqual([])
  })

  it('issue 44: a valid address is sent trimmed, once however often submitted, and ends in sent; again clears it', async () => {
    const { actor, calls } = start(async () => ({ status: 'sent' }))
    actor.send({ type: 'form.change', value: '  guest@example.com ' })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('sent'))
    expect(calls).toEqual(['guest@example.com'])
    actor.send({ type: 'again' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.values.email).toBe('')
  })

  it('issue 44: 429 keeps the address with the "too many" notice; a failure with the "failed" notice; a 400 shows its message', async () => {
    let answer: () => Promise<FindOrdersResult> = async () => ({ status: 'rateLimited' })
    const { actor } = start(() => answer())
    actor.send({ type: 'form.change', value: 'guest@example.com' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (snapshot) => snapshot.context.notice === 'rateLimited')
    expect(actor.getSnapshot().context.values.email).toBe('guest@example.com')
    answer = async () => {
      throw new Error('offline')
    }
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (snapshot) => snapshot.context.notice === 'failed')
    expect(actor.getSnapshot().value).toBe('editing')
    answer = async () => ({ status: 'invalid', errors: { email: 'forms.errors.email_invalid' as const } })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (snapshot) => snapshot.context.errors.email === 'forms.errors.email_invalid')
    expect(actor.getSnapshot().context.notice).toBeNull()
  })
})
