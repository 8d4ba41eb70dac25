import { describe, expect, it, vi } from 'vitest'
import { preloadChunk } from './preload-chunk'

describe('preloadChunk', () => {
  it('starts the load at once and leaves a failure to the render that needs the chunk (no unhandled rejection)', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      const load = vi.fn(() => Promise.reject(new Error('chunk failed')))
      preloadChunk(load)
      expect(load).toHaveBeenCalledTimes(1)
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
