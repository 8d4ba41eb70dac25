/**
 * Resolves in a later task, so the browser can paint and answer input in between: start-up work cut into pieces
 * that each stay short on a phone. `scheduler.yield()` where the browser has it (the rest of the work resumes
 * ahead of other queued tasks), a zero timeout elsewhere.
 */
export function nextTask(host: { scheduler?: { yield?: () => Promise<void> } } = globalThis): Promise<void> {
  const scheduler = host.scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
