import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { publishMachine } from './publish.machine'

const refusal = (code: string, fields?: Record<string, string[]>) => Object.assign(new Error(code), { code, body: { code, message: code, fields } })

function start(answers: Array<() => Promise<unknown>>) {
  const onPublished = vi.fn()
  let calls = 0
  const actor = createActor(
    publishMachine.provide({
      actors: { publish: fromPromise(() => answers[calls++]!()) },
      actions: { onPublished: (_, output) => onPublished(output) },
    }),
  ).start()
  return { actor, onPublished, calls: () => calls }
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
    expect(actor.getSnapshot().context).toEqual({ error: 'invalid_input', fields: { title_ru: ['forms.errors.required'] } })
    actor.send({ type: 'confirm' })
    expect(actor.getSnapshot().context.error).toBeNull()
    await waitFor(actor, (s) => s.matches('published'))
    expect(onPublished).toHaveBeenCalledTimes(1)
  })
})
