import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  PROGRESS_BAR_DURATION_MS,
  PROGRESS_BAR_FAILED_MS,
  PROGRESS_BAR_FINISH_MS,
  PROGRESS_BAR_THROTTLE_MS,
} from '../src/model/timers'
import { progressBarView } from '../src/model/progress-bar-view'
import { progressBarMachine } from './progress-bar.machine'

describe('progressBarMachine (ROUTE-15)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('ROUTE-15: a navigation shorter than the 200 ms throttle never shows the bar', () => {
    const bar = createActor(progressBarMachine).start()
    expect(bar.getSnapshot().value).toBe('idle')
    bar.send({ type: 'navigation.start' })
    expect(bar.getSnapshot().value).toBe('throttled')
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS - 1)
    bar.send({ type: 'navigation.end' })
    expect(bar.getSnapshot().value).toBe('idle')
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS)
    expect(bar.getSnapshot().value).toBe('idle')
  })

  it('ROUTE-15: a longer navigation shows the bar after 200 ms, and its end finishes and hides it', () => {
    const bar = createActor(progressBarMachine).start()
    bar.send({ type: 'navigation.start' })
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS)
    expect(bar.getSnapshot().value).toBe('running')
    bar.send({ type: 'navigation.end' })
    expect(bar.getSnapshot().value).toBe('finishing')
    vi.advanceTimersByTime(PROGRESS_BAR_FINISH_MS)
    expect(bar.getSnapshot().value).toBe('idle')
  })

  it('ROUTE-15: the bar runs for 5 s, then waits near the end until the navigation ends', () => {
    const bar = createActor(progressBarMachine).start()
    bar.send({ type: 'navigation.start' })
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS + PROGRESS_BAR_DURATION_MS - 1)
    expect(bar.getSnapshot().value).toBe('running')
    vi.advanceTimersByTime(1)
    expect(bar.getSnapshot().value).toBe('waiting')
    vi.advanceTimersByTime(60_000)
    expect(bar.getSnapshot().value).toBe('waiting')
    bar.send({ type: 'navigation.end' })
    expect(bar.getSnapshot().value).toBe('finishing')
  })

  it.each([
    ['throttled', 0],
    ['running', PROGRESS_BAR_THROTTLE_MS],
    ['waiting', PROGRESS_BAR_THROTTLE_MS + PROGRESS_BAR_DURATION_MS],
  ])('ROUTE-15: a failure while %s shows the failed state, which then hides', (state, elapsed) => {
    const bar = createActor(progressBarMachine).start()
    bar.send({ type: 'navigation.start' })
    vi.advanceTimersByTime(elapsed)
    expect(bar.getSnapshot().value).toBe(state)
    bar.send({ type: 'navigation.fail' })
    expect(bar.getSnapshot().value).toBe('failed')
    vi.advanceTimersByTime(PROGRESS_BAR_FAILED_MS - 1)
    expect(bar.getSnapshot().value).toBe('failed')
    vi.advanceTimersByTime(1)
    expect(bar.getSnapshot().value).toBe('idle')
  })

  it('a new navigation while finishing restarts the visible bar; after a failure it is throttled again', () => {
    const bar = createActor(progressBarMachine).start()
    bar.send({ type: 'navigation.start' })
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS)
    bar.send({ type: 'navigation.end' })
    bar.send({ type: 'navigation.start' })
    expect(bar.getSnapshot().value).toBe('running')
    bar.send({ type: 'navigation.fail' })
    bar.send({ type: 'navigation.start' })
    expect(bar.getSnapshot().value).toBe('throttled')
  })

  it('a navigation that starts again while running keeps one bar running', () => {
    const bar = createActor(progressBarMachine).start()
    bar.send({ type: 'navigation.start' })
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS)
    bar.send({ type: 'navigation.start' })
    expect(bar.getSnapshot().value).toBe('running')
    vi.advanceTimersByTime(PROGRESS_BAR_DURATION_MS)
    expect(bar.getSnapshot().value).toBe('waiting')
  })

  it('an end or failure with no navigation under way is ignored', () => {
    const bar = createActor(progressBarMachine).start()
    bar.send({ type: 'navigation.end' })
    bar.send({ type: 'navigation.fail' })
    expect(bar.getSnapshot().value).toBe('idle')
  })
})

describe('progressBarView (ROUTE-15): idle and silent before the machine loads, as the started machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('says loading while the bar runs and failed when a navigation fails', () => {
    const bar = createActor(progressBarMachine).start()
    expect(progressBarView(bar.getSnapshot())).toEqual(progressBarView(undefined))
    expect(progressBarView(undefined)).toEqual({ state: 'idle', status: null })
    bar.send({ type: 'navigation.start' })
    expect(progressBarView(bar.getSnapshot())).toEqual({ state: 'throttled', status: null })
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS)
    expect(progressBarView(bar.getSnapshot())).toEqual({ state: 'running', status: 'loading' })
    vi.advanceTimersByTime(PROGRESS_BAR_DURATION_MS)
    expect(progressBarView(bar.getSnapshot())).toEqual({ state: 'waiting', status: 'loading' })
    bar.send({ type: 'navigation.fail' })
    expect(progressBarView(bar.getSnapshot())).toEqual({ state: 'failed', status: 'failed' })
  })
})
