/** Routes the Worker's global fetch calls to a fake provider's origin into that fake (arctic and the adapters use the global fetch). */
import { vi } from 'vitest'

export interface FakeServer {
  readonly origin: string
  fetch(request: Request): Promise<Response>
}

export function interceptFetch(fakes: readonly FakeServer[]): () => void {
  const original = globalThis.fetch
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = new Request(input, init)
    const fake = fakes.find((candidate) => request.url.startsWith(`${candidate.origin}/`))
    return fake ? fake.fetch(request) : original(input, init)
  })
  return () => spy.mockRestore()
}
