/** The longest `afterNextPaint` waits for a frame: a hidden tab paints none. */
export const NEXT_PAINT_LIMIT_MS = 100

export type PaintHost = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> & Partial<Pick<typeof globalThis, 'requestAnimationFrame'>>

/**
 * Runs `task` in a task of its own once the browser has painted the next frame (a frame callback, then a new task),
 * or after NEXT_PAINT_LIMIT_MS when no frame comes: work an interaction starts but need not show at once (loading a
 * machine, the whole catalogue, parts to hydrate) stays out of the interaction's frame (issue 43.3), which paints its
 * feedback first. Where there are no frames at all (Node), a zero timeout.
 */
export function afterNextPaint(task: () => void, host: PaintHost = globalThis): void {
  if (typeof host.requestAnimationFrame !== 'function') {
    host.setTimeout(task, 0)
    return
  }
  let done = false
  const run = () => {
    if (done) return
    done = true
    host.clearTimeout(limit)
    task()
  }
  const limit = host.setTimeout(run, NEXT_PAINT_LIMIT_MS)
  host.requestAnimationFrame(() => host.setTimeout(run, 0))
}
