import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from './client'
import { createUnauthorizedSignal } from './unauthorized'

describe('unauthorized signal (AUTH-16)', () => {
  it('AUTH-16: an API answer with status 401 reaches the listeners; other answers do not', async () => {
    const signal = createUnauthorizedSignal()
    const heard = vi.fn()
    const stop = signal.listen(heard)
    const statuses = [200, 401, 403]
    const api = createApiClient({
      origin: 'http://localhost',
      language: 'ru',
      currency: 'USD',
      fetch: signal.watch(async () => new Response(JSON.stringify({ code: 'x', message: 'x' }), { status: statuses.shift() ?? 200 })),
    })
    await api.languages()
    await expect(api.languages()).rejects.toMatchObject({ status: 401 })
    await expect(api.languages()).rejects.toMatchObject({ status: 403 })
    expect(heard).toHaveBeenCalledTimes(1)
    stop()
    statuses.push(401)
    await expect(api.languages()).rejects.toMatchObject({ status: 401 })
    expect(heard).toHaveBeenCalledTimes(1)
  })
})
