/**
 * Starts loading a chunk that a render is about to need (a lazy dialog's code while its machine loads), so that the
 * two downloads overlap. A failure here is left to the render that needs the chunk, which reports it (and reloads the
 * page once, src/chunk-load-recovery.ts), so it is not reported twice.
 */
export function preloadChunk(load: () => Promise<unknown>): void {
  load().catch(() => undefined)
}
