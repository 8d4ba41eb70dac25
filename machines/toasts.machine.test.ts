import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { TOAST_DURATION_MS } from '../src/model/timers'
import { toastsMachine } from './toasts.machine'

function listOf(actor: ReturnType<typeof createActor<typeof toastsMachine>>) {
  return actor.getSnapshot().context.toasts.map(({ id, kind, message }) => ({ id, kind, message }))
}

describe('toastsMachine (TOAST-01, OQ-36)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('TOAST-01: shows error, warn and success toasts in order of appearance', () => {
    const toasts = createActor(toastsMachine).start()
    expect(toasts.getSnapshot().value).toBe('empty')
    toasts.send({ type: 'toast.show', kind: 'error', message: 'Something went wrong' })
    toasts.send({ type: 'toast.show', kind: 'warn', message: 'Account not found' })
    toasts.send({ type: 'toast.show', kind: 'success', message: 'Saved' })
    expect(toasts.getSnapshot().value).toBe('showing')
    expect(listOf(toasts)).toEqual([
      { id: 'toast-1', kind: 'error', message: 'Something went wrong' },
      { id: 'toast-2', kind: 'warn', message: 'Account not found' },
      { id: 'toast-3', kind: 'success', message: 'Saved' },
    ])
  })

  it('OQ-36: timed toasts leave after TOAST_DURATION_MS, the error stays until dismissed', () => {
    const toasts = createActor(toastsMachine).start()
    toasts.send({ type: 'toast.show', kind: 'error', message: 'Failed' })
    toasts.send({ type: 'toast.show', kind: 'success', message: 'Saved' })
    vi.advanceTimersByTime(TOAST_DURATION_MS)
    expect(listOf(toasts).map((toast) => toast.id)).toEqual(['toast-1'])
    expect(Object.keys(toasts.getSnapshot().children)).toEqual(['toast-1'])
    toasts.send({ type: 'toast.dismiss', id: 'toast-1' })
    expect(listOf(toasts)).toEqual([])
    expect(Object.keys(toasts.getSnapshot().children)).toEqual([])
    expect(toasts.getSnapshot().value).toBe('empty')
  })

  it('OQ-36: pause and resume reach the toast by id; a paused toast outlives its time', () => {
    const toasts = createActor(toastsMachine).start()
    toasts.send({ type: 'toast.show', kind: 'success', message: 'One' })
    toasts.send({ type: 'toast.show', kind: 'success', message: 'Two' })
    vi.advanceTimersByTime(1000)
    toasts.send({ type: 'toast.pause', id: 'toast-2' })
    vi.advanceTimersByTime(TOAST_DURATION_MS)
    expect(listOf(toasts).map((toast) => toast.id)).toEqual(['toast-2'])
    toasts.send({ type: 'toast.resume', id: 'toast-2' })
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1000 - 1)
    expect(listOf(toasts).map((toast) => toast.id)).toEqual(['toast-2'])
    vi.advanceTimersByTime(1)
    expect(listOf(toasts)).toEqual([])
    expect(toasts.getSnapshot().value).toBe('empty')
  })

  it('OQ-36: focus and hover holds are kept apart (reason defaults to hover)', () => {
    const toasts = createActor(toastsMachine).start()
    toasts.send({ type: 'toast.show', kind: 'warn', message: 'Check the form' })
    toasts.send({ type: 'toast.pause', id: 'toast-1' })
    toasts.send({ type: 'toast.pause', id: 'toast-1', reason: 'focus' })
    toasts.send({ type: 'toast.resume', id: 'toast-1' })
    vi.advanceTimersByTime(TOAST_DURATION_MS * 2)
    expect(listOf(toasts)).toHaveLength(1)
    toasts.send({ type: 'toast.resume', id: 'toast-1', reason: 'focus' })
    vi.advanceTimersByTime(TOAST_DURATION_MS)
    expect(listOf(toasts)).toHaveLength(0)
  })

  it('ignores empty messages, unknown kinds and events for toasts that are not shown', () => {
    const toasts = createActor(toastsMachine).start()
    toasts.send({ type: 'toast.show', kind: 'success', message: '   ' })
    toasts.send({ type: 'toast.show', kind: 'info' as never, message: 'Hello' })
    expect(toasts.getSnapshot().value).toBe('empty')
    toasts.send({ type: 'toast.show', kind: 'error', message: 'Failed' })
    toasts.send({ type: 'toast.dismiss', id: 'toast-99' })
    toasts.send({ type: 'toast.pause', id: 'toast-99' })
    expect(listOf(toasts)).toEqual([{ id: 'toast-1', kind: 'error', message: 'Failed' }])
    expect(toasts.getSnapshot().status).toBe('active')
  })

  it('numbers toasts uniquely even after earlier ones left', () => {
    const toasts = createActor(toastsMachine).start()
    toasts.send({ type: 'toast.show', kind: 'error', message: 'First' })
    toasts.send({ type: 'toast.dismiss', id: 'toast-1' })
    toasts.send({ type: 'toast.show', kind: 'error', message: 'Second' })
    expect(listOf(toasts)).toEqual([{ id: 'toast-2', kind: 'error', message: 'Second' }])
  })
})
