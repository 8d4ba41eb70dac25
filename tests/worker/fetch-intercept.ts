/** Routes the Worker's global fetch calls under a URL prefix to a fake provider; other calls go on as they were. */
import { vi } from 'vitest'
import type { FetchFunction } from '../../worker/payments/provider'

export function interceptGlobalFetch(prefix: string, fake: FetchFunction): () => void {
  const original = globalThis.fetch
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    return url.startsWith(prefix) ? fake(input, init) : original(input, init)
  })
  return () => spy.mockRestore()
}
