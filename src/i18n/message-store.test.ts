import { describe, expect, it, vi } from 'vitest'
import { createAppIntl } from './intl'
import { catalogueSettled, createMessageStore } from './message-store'

describe("createMessageStore: the page's messages first, the whole catalogue when needed", () => {
  it('formats the page messages at once and the others after complete(), through the same intl object', async () => {
    const loadAll = vi.fn(async () => ({ 'a.page': 'Страница', 'b.later': 'Позже' }))
    const store = createMessageStore({ 'a.page': 'Страница' }, loadAll)
    const intl = createAppIntl('ru', store.messages)
    expect(store.isComplete()).toBe(false)
    expect(intl.formatMessage({ id: 'a.page' })).toBe('Страница')
    expect(loadAll).not.toHaveBeenCalled()

    const listener = vi.fn()
    store.subscribe(listener)
    await store.complete()
    expect(store.isComplete()).toBe(true)
    expect(intl.formatMessage({ id: 'b.later' })).toBe('Позже')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('a text the page did not carry completes the catalogue (onMissingMessage); its key shows until then', async () => {
    const loadAll = vi.fn(async () => ({ 'a.page': 'Страница', 'b.later': 'Позже' }))
    const store = createMessageStore({ 'a.page': 'Страница' }, loadAll)
    const intl = createAppIntl('ru', store.messages, () => store.missing())
    intl.formatMessage({ id: 'a.page' })
    expect(loadAll).not.toHaveBeenCalled()
    expect(store.hadMissing()).toBe(false)
    expect(intl.formatMessage({ id: 'b.later' })).toBe('b.later')
    expect(loadAll).toHaveBeenCalledTimes(1)
    expect(store.hadMissing()).toBe(true)
    await vi.waitFor(() => expect(store.isComplete()).toBe(true))
    expect(intl.formatMessage({ id: 'b.later' })).toBe('Позже')
  })

  it('issue 43.3: completed on a first touch with no text missing, it says none was, so the page need not render again', async () => {
    const store = createMessageStore({ 'a.page': 'Страница' }, async () => ({ 'a.page': 'Страница', 'b.later': 'Позже' }))
    const intl = createAppIntl('ru', store.messages, () => store.missing())
    intl.formatMessage({ id: 'a.page' })
    await store.complete()
    expect(store.hadMissing()).toBe(false)
    // A key the whole catalogue lacks too is no reason to render the page again either.
    expect(intl.formatMessage({ id: 'c.nowhere' })).toBe('c.nowhere')
    expect(store.hadMissing()).toBe(false)
  })

  it('loads the catalogue once however often it is asked', async () => {
    const loadAll = vi.fn(async () => ({ x: 'x' }))
    const store = createMessageStore({}, loadAll)
    await Promise.all([store.complete(), store.complete()])
    await store.complete()
    expect(loadAll).toHaveBeenCalledTimes(1)
  })

  it('retries a failed load on the next call', async () => {
    const loadAll = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ x: 'x' })
    const store = createMessageStore({}, loadAll)
    await expect(store.complete()).rejects.toThrow('offline')
    expect(store.isComplete()).toBe(false)
    await store.complete()
    expect(store.isComplete()).toBe(true)
    expect(loadAll).toHaveBeenCalledTimes(2)
  })

  it('is complete from the start when it was given the whole catalogue', async () => {
    const store = createMessageStore({ x: 'x' }, null)
    expect(store.isComplete()).toBe(true)
    await store.complete()
  })
})

describe('catalogueSettled: one promise per store that waits for the catalogue and never rejects', () => {
  it('resolves once the whole catalogue is in the store, the same promise for every caller', async () => {
    const store = createMessageStore({}, async () => ({ x: 'x' }))
    const first = catalogueSettled(store)
    expect(catalogueSettled(store)).toBe(first)
    await first
    expect(store.isComplete()).toBe(true)
  })

  it('resolves after a failed load too (warning once), so what waits for it is not stuck', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const store = createMessageStore({}, () => Promise.reject(new Error('offline')))
    await expect(catalogueSettled(store)).resolves.toBeUndefined()
    expect(store.isComplete()).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})
