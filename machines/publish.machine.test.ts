import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { publishMachine } from './publish.machine'

const refusal = (code: string, fields?: Record<string, string[]>) => Object.assign(new Error(code), { code, body: { code, message: code, fields } })

function start(answers: Array<() => Promise<unknown>>) {
  const onPublished = vi.fn()
  let calls = 0
  const inputs: unknown[] = []
  const actor = createActor(
    publishMachine.provide({
      actors: { publish: fromPromise(({ input }) => ((inputs.push(input), answers[calls++]!()))) },
      actions: { onPublished: (_, output) => onPublished(output) },
    }),
  ).start()
  return { actor, onPublished, calls: () => calls, inputs }
}

describe('publish machine (issue 42: confirm, busy, error)', () => {
  it('publishes only once confirmed, busy in between', async () => {
    const { actor, onPublished, calls } = start([async () => ({ status: 'published' })])
    actor.send({ type: 'request' })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(calls()).toBe(0)
    actor.send({ type: 'confirm' })
    expect(actor.getSnapshot().value).toBe('publishing')
    await waitFor(actor, (s) => s.matches('published'))
    expect(onPublished).toHaveBeenCalledWith({ status: 'published' })
  })

  it('cancelling the confirmation publishes nothing', () => {
    const { actor, calls } = start([])
    actor.send({ type: 'request' })
    actor.send({ type: 'cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(calls()).toBe(0)
  })

  it('a refusal shows its code and fields; confirming again retries and clears them', async () => {
    const { actor, onPublished } = start([async () => Promise.reject(refusal('invalid_input', { title_ru: ['forms.errors.required'] })), async () => ({ ok: true })])
    actor.send({ type: 'request' })
    actor.send({ type: 'confirm' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context).toMatchObject({ error: 'invalid_input', fields: { title_ru: ['forms.errors.required'] } })
    actor.send({ type: 'confirm' })
    expect(actor.getSnapshot().context.error).toBeNull()
    await waitFor(actor, (s) => s.matches('published'))
    expect(onPublished).toHaveBeenCalledTimes(1)
  })

  it('the actor is given what the request named (publish at a time, unpublish, delete)', async () => {
    const { actor, inputs } = start([async () => ({}), async () => ({})])
    actor.send({ type: 'request', input: { action: 'schedule', publish_at: '2031-01-01T00:00:00Z' } })
    actor.send({ type: 'confirm' })
    await waitFor(actor, (s) => s.matches('published'))
    actor.send({ type: 'request', input: { action: 'unpublish' } })
    actor.send({ type: 'confirm' })
    await waitFor(actor, () => inputs.length === 2)
    expect(inputs).toEqual([{ action: 'schedule', publish_at: '2031-01-01T00:00:00Z' }, { action: 'unpublish' }])
  })
})
