/** The longest `afterNextPaint` waits for a frame: a hidden tab paints none. */
export const NEXT_PAINT_LIMIT_MS = 100

export type PaintHost = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> & Partial<Pick<typeof globalThis, 'requestAnimationFrame'>>

/**
 * Runs `task` in a task of its own once the browser has painted the next frame (a frame callback, then a new task),
 * or after NEXT_PAINT_LIMIT_MS when no frame comes: work an interaction starts but need not show at once (loading a
 * machine, the whole catalogue, parts to hydrate) stays out of the interaction's frame (issue 43.3), which paints its
 * feedback first. Where there are no frames at all (Node), a zero timeout. Answers a function that cancels the task
 * if it has not run yet (an effect's cleanup).
 */
export function afterNextPaint(task: () => void, host: PaintHost = globalThis): () => void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    host.clearTimeout(limit)
    task()
  }
  const limit = host.setTimeout(run, typeof host.requestAnimationFrame === 'function' ? NEXT_PAINT_LIMIT_MS : 0)
  host.requestAnimationFrame?.(() => host.setTimeout(run, 0))
  return () => {
    done = true
    host.clearTimeout(limit)
  }
}
