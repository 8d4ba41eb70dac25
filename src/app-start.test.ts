import { afterEach, describe, expect, it, vi } from 'vitest'
import { APP_START_GLOBAL, intlWarmedUp } from './app-start'

afterEach(() => vi.useRealTimers())

const pageWith = (intlWarmedUp?: Promise<unknown>) => ({ [APP_START_GLOBAL]: { intlWarmedUp } })

/** Whether the promise has settled after the pending microtasks ran. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  void promise.then(() => (settled = true))
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve()
  return settled
}

describe('intlWarmedUp', () => {
  it('resolves at once on a page without a warm-up worker (development, or no worker could start)', async () => {
    expect(await isSettled(intlWarmedUp({}))).toBe(true)
    expect(await isSettled(intlWarmedUp(pageWith(undefined)))).toBe(true)
  })

  it('waits for the worker’s answer', async () => {
    let answer!: () => void
    const waiting = intlWarmedUp(pageWith(new Promise<void>((resolve) => (answer = resolve))))
    expect(await isSettled(waiting)).toBe(false)
    answer()
    expect(await isSettled(waiting)).toBe(true)
  })

  it('does not wait longer than its limit for a worker that is late or never answers', async () => {
    vi.useFakeTimers()
    const waiting = intlWarmedUp(pageWith(new Promise(() => {})), 300)
    await vi.advanceTimersByTimeAsync(299)
    expect(await isSettled(waiting)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await isSettled(waiting)).toBe(true)
  })

  it('goes on when the worker failed', async () => {
    expect(await isSettled(intlWarmedUp(pageWith(Promise.reject(new Error('no worker')))))).toBe(true)
  })
})
