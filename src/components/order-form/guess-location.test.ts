import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LocationAnswer } from '../../model/entities/orders'
import { forgetLocationGuess, guessLocation, LOCATION_STORAGE_KEY, LOCATION_TIMEOUT_MS } from './guess-location'

/** A sessionStorage of this test only. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

const BISHKEK: LocationAnswer = { city: 'Bishkek', country: 'KG' }

describe('guessLocation (ORDER-04, OQ-52)', () => {
  let storage: Storage
  let warn: ReturnType<typeof vi.spyOn>

  beforeEach(() => {
    vi.useFakeTimers()
    storage = memoryStorage()
    vi.stubGlobal('sessionStorage', storage)
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    forgetLocationGuess()
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    warn.mockRestore()
  })

  it('asks once per page: callers share the request, and the answer is kept for the rest of the visit', async () => {
    const ask = vi.fn(() => Promise.resolve(BISHKEK))
    const first = guessLocation(ask)
    const second = guessLocation(ask)
    expect(await first).toEqual(BISHKEK)
    expect(await second).toEqual(BISHKEK)
    expect(ask).toHaveBeenCalledTimes(1)
    expect(JSON.parse(storage.getItem(LOCATION_STORAGE_KEY)!)).toEqual(BISHKEK)
  })

  it('another page of the visit reuses the stored answer without asking', async () => {
    storage.setItem(LOCATION_STORAGE_KEY, JSON.stringify(BISHKEK))
    const ask = vi.fn(() => Promise.resolve({ city: 'Osh', country: 'KG' }))
    expect(await guessLocation(ask)).toEqual(BISHKEK)
    expect(ask).not.toHaveBeenCalled()
  })

  it('a slow answer is given up after 3 s: empty values, logged, and nothing stored', async () => {
    const ask = vi.fn(() => new Promise<LocationAnswer>(() => undefined))
    let result: LocationAnswer | undefined
    void guessLocation(ask).then((answer) => (result = answer))
    await vi.advanceTimersByTimeAsync(LOCATION_TIMEOUT_MS - 1)
    expect(result).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(result).toEqual({ city: null, country: null })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(storage.getItem(LOCATION_STORAGE_KEY)).toBeNull()
  })

  it('a failed request never rejects: empty values, logged once', async () => {
    const ask = vi.fn(() => Promise.reject(new Error('network')))
    expect(await guessLocation(ask)).toEqual({ city: null, country: null })
    expect(await guessLocation(ask)).toEqual({ city: null, country: null })
    expect(ask).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('works where storage is unavailable', async () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    })
    expect(await guessLocation(() => Promise.resolve(BISHKEK))).toEqual(BISHKEK)
  })
})
