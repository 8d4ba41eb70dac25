import { describe, expect, it, vi } from 'vitest'
import { NEXT_PAINT_LIMIT_MS, afterNextPaint, type PaintHost } from './after-next-paint'

/** A page whose frames come when the test says, with fake timers. */
function fakePage() {
  const frames: Array<() => void> = []
  const host: PaintHost = {
    setTimeout: ((task: () => void, ms?: number) => setTimeout(task, ms)) as PaintHost['setTimeout'],
    clearTimeout: ((handle: number) => clearTimeout(handle)) as PaintHost['clearTimeout'],
    requestAnimationFrame: ((callback: FrameRequestCallback) => frames.push(() => callback(0))) as PaintHost['requestAnimationFrame'],
  }
  return { host, paint: () => frames.splice(0).forEach((frame) => frame()) }
}

describe('afterNextPaint (issue 43.3)', () => {
  it('runs the task in a task of its own after the next frame, not before', () => {
    vi.useFakeTimers()
    try {
      const page = fakePage()
      const task = vi.fn()
      afterNextPaint(task, page.host)
      vi.advanceTimersByTime(NEXT_PAINT_LIMIT_MS / 2)
      expect(task).not.toHaveBeenCalled()
      page.paint()
      expect(task).not.toHaveBeenCalled()
      vi.advanceTimersByTime(0)
      expect(task).toHaveBeenCalledOnce()
      // The limit's timer is gone: the task runs once.
      vi.advanceTimersByTime(NEXT_PAINT_LIMIT_MS)
      page.paint()
      expect(task).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  it('runs it after NEXT_PAINT_LIMIT_MS when no frame comes (a hidden tab), and only once', () => {
    vi.useFakeTimers()
    try {
      const page = fakePage()
      const task = vi.fn()
      afterNextPaint(task, page.host)
      vi.advanceTimersByTime(NEXT_PAINT_LIMIT_MS)
      expect(task).toHaveBeenCalledOnce()
      page.paint()
      vi.advanceTimersByTime(0)
      expect(task).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  it('a cancelled task never runs, by frame or by limit', () => {
    vi.useFakeTimers()
    try {
      const page = fakePage()
      const task = vi.fn()
      const cancel = afterNextPaint(task, page.host)
      cancel()
      page.paint()
      vi.advanceTimersByTime(NEXT_PAINT_LIMIT_MS)
      expect(task).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })

  it('runs it in a later task where there are no frames', async () => {
    const task = vi.fn()
    afterNextPaint(task, { setTimeout, clearTimeout } as PaintHost)
    expect(task).not.toHaveBeenCalled()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(task).toHaveBeenCalledOnce()
  })
})
