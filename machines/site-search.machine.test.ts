import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { SiteSearchAnswer, SiteSearchHit } from '../src/model/site-search'
import { SEARCH_SUGGEST_DELAY_MS } from '../src/model/timers'
import { siteSearchMachine } from './site-search.machine'

const hit = (slug: string): SiteSearchHit => ({
  kind: 'product', slug, title: slug, image: null, date: null, date_to: null, past: false, price: 100, currency: 'USD',
})
const ANSWER: SiteSearchAnswer = { query: 'кни', corrected: null, count: 2, groups: [{ kind: 'product', rows: [hit('a'), hit('b')] }] }

function start() {
  const asked: string[] = []
  const aborted: string[] = []
  const opened: SiteSearchHit[] = []
  const actor = createActor(
    siteSearchMachine.provide({
      actors: {
        fetchSuggestions: fromPromise<SiteSearchAnswer, { query: string }>(({ input, signal }) => {
          asked.push(input.query)
          signal.addEventListener('abort', () => aborted.push(input.query))
          return new Promise((resolve) => setTimeout(() => resolve({ ...ANSWER, query: input.query }), 100))
        }),
      },
      actions: { openHit: (_, picked: SiteSearchHit) => opened.push(picked) },
    }),
  ).start()
  return { actor, asked, aborted, opened }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('siteSearchMachine (issue 45)', () => {
  it('asks once typing pauses, not per key, and not for one letter', async () => {
    const { actor, asked } = start()
    actor.send({ type: 'input', value: 'к' })
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'input', value: 'кн' })
    await vi.advanceTimersByTimeAsync(SEARCH_SUGGEST_DELAY_MS - 1)
    actor.send({ type: 'input', value: 'кни' })
    await vi.advanceTimersByTimeAsync(SEARCH_SUGGEST_DELAY_MS)
    expect(actor.getSnapshot().value).toBe('loading')
    expect(asked).toEqual(['кни'])
    await vi.advanceTimersByTimeAsync(100)
    expect(actor.getSnapshot().value).toBe('open')
    expect(actor.getSnapshot().context.answer?.query).toBe('кни')
  })

  it('cancels the request in flight when the next key comes', async () => {
    const { actor, asked, aborted } = start()
    actor.send({ type: 'input', value: 'кни' })
    await vi.advanceTimersByTimeAsync(SEARCH_SUGGEST_DELAY_MS + 50)
    actor.send({ type: 'input', value: 'книг' })
    expect(aborted).toEqual(['кни'])
    await vi.advanceTimersByTimeAsync(SEARCH_SUGGEST_DELAY_MS + 100)
    expect(asked).toEqual(['кни', 'книг'])
    expect(actor.getSnapshot().context.answer?.query).toBe('книг')
  })

  it('moves through the options with the arrows (wrapping through the field), Enter picks, Escape closes', async () => {
    const { actor, opened } = start()
    actor.send({ type: 'input', value: 'кни' })
    await vi.advanceTimersByTimeAsync(SEARCH_SUGGEST_DELAY_MS + 100)
    actor.send({ type: 'pick' })
    expect(opened).toEqual([])
    actor.send({ type: 'next' })
    actor.send({ type: 'next' })
    expect(actor.getSnapshot().context.active).toBe(1)
    actor.send({ type: 'next' })
    expect(actor.getSnapshot().context.active).toBe(-1)
    actor.send({ type: 'previous' })
    expect(actor.getSnapshot().context.active).toBe(1)
    actor.send({ type: 'pick' })
    expect(opened.map((row) => row.slug)).toEqual(['b'])
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'focus' })
    expect(actor.getSnapshot().value).toBe('open')
    actor.send({ type: 'choose', index: 0 })
    expect(opened.map((row) => row.slug)).toEqual(['b', 'a'])
    actor.send({ type: 'focus' })
    actor.send({ type: 'close' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('shows a failure, and tries again with the next key', async () => {
    const actor = createActor(
      siteSearchMachine.provide({ actors: { fetchSuggestions: fromPromise(() => Promise.reject(new Error('offline'))) } }),
    ).start()
    actor.send({ type: 'input', value: 'кни' })
    await vi.advanceTimersByTimeAsync(SEARCH_SUGGEST_DELAY_MS)
    expect(actor.getSnapshot().value).toBe('failed')
    actor.send({ type: 'input', value: 'книг' })
    expect(actor.getSnapshot().value).toBe('waiting')
  })
})
