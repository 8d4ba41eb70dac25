import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { TOAST_DURATION_MS } from '../src/model/timers'
import type { ToastKind } from '../src/model/toasts'
import { toastMachine } from './toast.machine'

function showToast(kind: ToastKind) {
  return createActor(toastMachine, { input: { id: 'toast-1', kind, message: 'Saved' } }).start()
}

describe('toastMachine (TOAST-01, OQ-36)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each(['success', 'warn'] as const)('OQ-36: a %s toast counts down and expires after TOAST_DURATION_MS', (kind) => {
    const toast = showToast(kind)
    expect(toast.getSnapshot().value).toEqual({ timed: 'countingDown' })
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1)
    expect(toast.getSnapshot().status).toBe('active')
    vi.advanceTimersByTime(1)
    expect(toast.getSnapshot().value).toBe('expired')
    expect(toast.getSnapshot().status).toBe('done')
    expect(toast.getSnapshot().output).toEqual({ id: 'toast-1' })
  })

  it('OQ-36: an error toast stays until dismissed', () => {
    const toast = showToast('error')
    expect(toast.getSnapshot().value).toBe('untilDismissed')
    vi.advanceTimersByTime(TOAST_DURATION_MS * 20)
    expect(toast.getSnapshot().value).toBe('untilDismissed')
    toast.send({ type: 'toast.dismiss' })
    expect(toast.getSnapshot().value).toBe('dismissed')
    expect(toast.getSnapshot().output).toEqual({ id: 'toast-1' })
  })

  it('OQ-36: hovering pauses the countdown and leaving resumes it with the time that was left', () => {
    const toast = showToast('success')
    vi.advanceTimersByTime(3000)
    toast.send({ type: 'toast.pause', reason: 'hover' })
    expect(toast.getSnapshot().value).toEqual({ timed: 'paused' })
    expect(toast.getSnapshot().context.remainingMs).toBe(TOAST_DURATION_MS - 3000)
    vi.advanceTimersByTime(60_000)
    expect(toast.getSnapshot().value).toEqual({ timed: 'paused' })
    toast.send({ type: 'toast.resume', reason: 'hover' })
    expect(toast.getSnapshot().value).toEqual({ timed: 'countingDown' })
    vi.advanceTimersByTime(TOAST_DURATION_MS - 3000 - 1)
    expect(toast.getSnapshot().value).toEqual({ timed: 'countingDown' })
    vi.advanceTimersByTime(1)
    expect(toast.getSnapshot().value).toBe('expired')
  })

  it('OQ-36: a toast held by hover and focus resumes only when both are gone', () => {
    const toast = showToast('warn')
    toast.send({ type: 'toast.pause', reason: 'hover' })
    toast.send({ type: 'toast.pause', reason: 'focus' })
    toast.send({ type: 'toast.resume', reason: 'hover' })
    expect(toast.getSnapshot().value).toEqual({ timed: 'paused' })
    expect(toast.getSnapshot().context.holds).toEqual(['focus'])
    toast.send({ type: 'toast.resume', reason: 'focus' })
    expect(toast.getSnapshot().value).toEqual({ timed: 'countingDown' })
  })

  it('a resume without a pause changes nothing and the countdown keeps its deadline', () => {
    const toast = showToast('success')
    vi.advanceTimersByTime(2000)
    toast.send({ type: 'toast.resume', reason: 'hover' })
    vi.advanceTimersByTime(TOAST_DURATION_MS - 2000)
    expect(toast.getSnapshot().value).toBe('expired')
  })

  it('a paused toast can be dismissed', () => {
    const toast = showToast('success')
    toast.send({ type: 'toast.pause', reason: 'focus' })
    toast.send({ type: 'toast.dismiss' })
    expect(toast.getSnapshot().value).toBe('dismissed')
  })

  it('pausing an error toast does not change it', () => {
    const toast = showToast('error')
    toast.send({ type: 'toast.pause', reason: 'hover' })
    toast.send({ type: 'toast.resume', reason: 'hover' })
    expect(toast.getSnapshot().value).toBe('untilDismissed')
  })
})
