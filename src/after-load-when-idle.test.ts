import { afterEach, describe, expect, it, vi } from 'vitest'
import { IDLE_TIMEOUT_MS, afterLoadWhenIdle, type IdleHost } from './after-load-when-idle'

/** A window with a load event, and idle callbacks that run only when the test says the thread is idle. */
function fakeWindow(readyState: DocumentReadyState, { idle = true } = {}) {
  const events = new EventTarget()
  const pending = new Map<number, () => void>()
  const requested: Array<{ timeout?: number }> = []
  let nextHandle = 1
  const host = {
    document: { readyState },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms),
    clearTimeout: (handle: number) => clearTimeout(handle),
    ...(idle
      ? {
          requestIdleCallback: (callback: () => void, options?: { timeout?: number }) => {
            requested.push(options ?? {})
            pending.set(nextHandle, callback)
            return nextHandle++
          },
          cancelIdleCallback: (handle: number) => pending.delete(handle),
        }
      : {}),
  } as unknown as IdleHost
  return {
    host,
    requested,
    load: () => events.dispatchEvent(new Event('load')),
    becomeIdle: () => {
      for (const [handle, callback] of pending) {
        pending.delete(handle)
        callback()
      }
    },
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('afterLoadWhenIdle', () => {
  it('waits for the load event, then for an idle moment (at most IDLE_TIMEOUT_MS)', () => {
    const page = fakeWindow('interactive')
    const task = vi.fn()
    afterLoadWhenIdle(task, page.host)
    page.becomeIdle()
    expect(page.requested).toEqual([])
    page.load()
    expect(page.requested).toEqual([{ timeout: IDLE_TIMEOUT_MS }])
    expect(task).not.toHaveBeenCalled()
    page.becomeIdle()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('on a page that has loaded already, still runs in an idle callback of its own, never at once', () => {
    const page = fakeWindow('complete')
    const task = vi.fn()
    afterLoadWhenIdle(task, page.host)
    expect(task).not.toHaveBeenCalled()
    page.becomeIdle()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('cancelled, it never runs: neither before the load event nor while waiting for idle', () => {
    const loading = fakeWindow('loading')
    const first = vi.fn()
    afterLoadWhenIdle(first, loading.host)()
    loading.load()
    loading.becomeIdle()
    expect(loading.requested).toEqual([])
    expect(first).not.toHaveBeenCalled()

    const loaded = fakeWindow('complete')
    const second = vi.fn()
    const cancel = afterLoadWhenIdle(second, loaded.host)
    cancel()
    loaded.becomeIdle()
    expect(second).not.toHaveBeenCalled()
  })

  it('without requestIdleCallback (Safari), runs in a zero timeout after the load event', () => {
    vi.useFakeTimers()
    const page = fakeWindow('loading', { idle: false })
    const task = vi.fn()
    afterLoadWhenIdle(task, page.host)
    vi.runAllTimers()
    expect(task).not.toHaveBeenCalled()
    page.load()
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(task).toHaveBeenCalledTimes(1)
  })
})
