import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { subscriptionFormView } from '../src/model/subscription-form-view'
import { subscriptionFormMachine, type SubscribeResult } from './subscription-form.machine'

function start(answer: (input?: unknown) => Promise<SubscribeResult>) {
  const subscribe = vi.fn(answer)
  const toasts = { toastRequested: vi.fn(), toastRateLimited: vi.fn(), toastFailed: vi.fn() }
  const actor = createActor(
    subscriptionFormMachine.provide({
      actors: { subscribe: fromPromise(({ input }) => subscribe(input)) },
      actions: { toastRequested: toasts.toastRequested, toastRateLimited: toasts.toastRateLimited, toastFailed: toasts.toastFailed },
    }),
  ).start()
  return { actor, subscribe, toasts }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('subscription banner form (EVENTS-09, COURSES-05, OQ-07)', () => {
  it('shows the e-mail error without sending: empty, then malformed (VALID-01, VALID-05)', () => {
    const { actor, subscribe } = start(async () => ({ status: 'requested' }))
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'forms.errors.required' })
    actor.send({ type: 'form.change', value: 'reader@' })
    expect(actor.getSnapshot().context.errors).toEqual({})
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'forms.errors.email_invalid' })
    expect(subscribe).not.toHaveBeenCalled()
  })

  it('sends the trimmed address once while submitting, then clears it and shows the success toast', async () => {
    let resolve!: (result: SubscribeResult) => void
    const { actor, subscribe, toasts } = start(() => new Promise((done) => (resolve = done)))
    actor.send({ type: 'form.change', value: '  reader@example.com ' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('submitting')
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.change', value: 'other@example.com' })
    expect(subscribe).toHaveBeenCalledTimes(1)
    expect(subscribe).toHaveBeenCalledWith({ email: 'reader@example.com' })
    resolve({ status: 'requested' })
    await settle()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.values.email).toBe('')
    expect(toasts.toastRequested).toHaveBeenCalledTimes(1)
    expect(toasts.toastFailed).not.toHaveBeenCalled()
  })

  it('a failure keeps the address and shows the error toast; sending again works', async () => {
    let fail = true
    const { actor, toasts } = start(async () => {
      if (fail) throw new Error('network')
      return { status: 'requested' }
    })
    actor.send({ type: 'form.change', value: 'reader@example.com' })
    actor.send({ type: 'form.submit' })
    await settle()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.values.email).toBe('reader@example.com')
    expect(toasts.toastFailed).toHaveBeenCalledTimes(1)
    fail = false
    actor.send({ type: 'form.submit' })
    await settle()
    expect(toasts.toastRequested).toHaveBeenCalledTimes(1)
  })

  it('429 keeps the address and shows its own toast; a server 400 shows its message under the field', async () => {
    const answers: SubscribeResult[] = [{ status: 'rateLimited' }, { status: 'invalid', errors: { email: 'forms.errors.too_long' } }]
    const { actor, toasts } = start(async () => answers.shift()!)
    actor.send({ type: 'form.change', value: 'reader@example.com' })
    actor.send({ type: 'form.submit' })
    await settle()
    expect(toasts.toastRateLimited).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.values.email).toBe('reader@example.com')
    actor.send({ type: 'form.submit' })
    await settle()
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'forms.errors.too_long' })
    expect(toasts.toastRequested).not.toHaveBeenCalled()
  })
})

describe('subscriptionFormView (EVENTS-09, COURSES-05): the banner shows the same before and after the machine loads', () => {
  it('is empty, without error and not busy, as the started machine; then what was typed, busy while sending', () => {
    const { actor } = start(() => new Promise<SubscribeResult>(() => {}))
    expect(subscriptionFormView(actor.getSnapshot())).toEqual(subscriptionFormView(undefined))
    expect(subscriptionFormView(undefined)).toEqual({ email: '', error: undefined, busy: false })
    actor.send({ type: 'form.change', value: 'visitor@example.kg' })
    actor.send({ type: 'form.submit' })
    expect(subscriptionFormView(actor.getSnapshot())).toEqual({ email: 'visitor@example.kg', error: undefined, busy: true })
  })
})
