import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LAST_CHUNK_RELOAD_KEY, ROUTER_RELOAD_FLAG_PREFIX, reloadOnFailedChunks, type ChunkRecoveryHost } from './chunk-load-recovery'
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from './model/timers'

const failure = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/VideoModal-x.js')

/** A tab: window events, a sessionStorage that outlives reloads, and a count of reloads. */
function fakeTab(storage: Map<string, string> = new Map()) {
  const events = new EventTarget()
  let reloads = 0
  const host: ChunkRecoveryHost = {
    addEventListener: events.addEventListener.bind(events),
    sessionStorage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
    location: { reload: () => void reloads++ },
  }
  reloadOnFailedChunks(host)
  /** What Vite's preload helper does when an import fails; true when the page cancelled the error. */
  const failChunk = (error: unknown = failure) => {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error })
    return !events.dispatchEvent(event)
  }
  return { storage, failChunk, reloads: () => reloads }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(Date.UTC(2026, 0, 1, 12))
})
afterEach(() => vi.useRealTimers())

describe('reloadOnFailedChunks (ERR-07)', () => {
  it('ERR-07: a failed chunk reloads the tab once and remembers when; the error still reaches its caller', () => {
    const tab = fakeTab()
    expect(tab.failChunk()).toBe(false)
    expect(tab.reloads()).toBe(1)
    expect(tab.storage.get(LAST_CHUNK_RELOAD_KEY)).toBe(String(Date.now()))
  })

  it('ERR-07: after the reload a failure within the minute does not reload again, one a minute later does', () => {
    const before = fakeTab()
    before.failChunk()
    const after = fakeTab(before.storage)
    vi.advanceTimersByTime(CHUNK_RELOAD_MIN_INTERVAL_MS - 1)
    after.failChunk()
    after.failChunk(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/_slug-y.js'))
    expect(after.reloads()).toBe(0)
    vi.advanceTimersByTime(1)
    after.failChunk()
    expect(after.reloads()).toBe(1)
  })

  it("ERR-07: the router's own once-per-chunk reload is switched off for the failed chunk, so this rule alone reloads", () => {
    const tab = fakeTab()
    tab.failChunk()
    expect(tab.storage.get(ROUTER_RELOAD_FLAG_PREFIX + failure.message)).toBe('1')
  })

  it('ERR-07: without a working sessionStorage the tab never reloads (it could not count reloads)', () => {
    const events = new EventTarget()
    const reload = vi.fn()
    const refused = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    reloadOnFailedChunks({ addEventListener: events.addEventListener.bind(events), sessionStorage: { getItem: refused, setItem: refused }, location: { reload } })
    events.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: failure }))
    expect(reload).not.toHaveBeenCalled()
  })
})
