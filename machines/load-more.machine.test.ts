import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ListResponse } from '../src/model/api'
import { isAllLoaded } from '../src/model/api'
import { loadMoreView } from '../src/model/load-more-list'
import { loadMoreMachine, type LoadPageInput } from './load-more.machine'

type Page = ListResponse<unknown>

function page(skip: number, limit: number, count: number): Page {
  const rows = Array.from({ length: Math.max(0, Math.min(limit, count - skip)) }, (_, i) => `row-${skip + i}`)
  return { rows, meta: { skip, limit, count } }
}

interface Pending {
  input: LoadPageInput
  resolve: (value: Page) => void
  reject: (error: unknown) => void
}

/** A machine whose requests wait until the test answers them. */
function startList(initial: Page) {
  const requests: Pending[] = []
  const logFailure = vi.fn()
  const actor = createActor(
    loadMoreMachine.provide({
      actors: {
        loadPage: fromPromise<Page, LoadPageInput>(
          ({ input }) => new Promise<Page>((resolve, reject) => requests.push({ input, resolve, reject })),
        ),
      },
      actions: { logFailure },
    }),
    { input: { initial } },
  ).start()
  /** The n-th request made so far (fails the test when there is none). */
  const request = (n: number): Pending => {
    const pending = requests[n]
    if (!pending) throw new Error(`no request #${n}`)
    return pending
  }
  return { actor, requests, request, logFailure }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('loadMoreMachine (PAGINATION-05…07, SHOP-04, NEWS-05, NEWS-08)', () => {
  it('PAGINATION-05: isAllLoaded is skip + limit ≥ count', () => {
    expect(isAllLoaded({ skip: 0, limit: 24, count: 24 })).toBe(true)
    expect(isAllLoaded({ skip: 0, limit: 24, count: 25 })).toBe(false)
    expect(isAllLoaded({ skip: 24, limit: 24, count: 48 })).toBe(true)
  })

  it('PAGINATION-05: a first page that holds the whole list starts allLoaded and ignores clicks', () => {
    const { actor, requests } = startList(page(0, 24, 10))
    expect(actor.getSnapshot().value).toBe('allLoaded')
    actor.send({ type: 'list.more' })
    expect(requests).toHaveLength(0)
  })

  it('PAGINATION-07 / NEWS-05: a click asks for skip = meta.skip + meta.limit, appends rows and replaces meta', async () => {
    const { actor, requests, request } = startList(page(0, 2, 5))
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'list.more' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(requests.map((r) => r.input)).toEqual([{ skip: 2, limit: 2 }])
    request(0).resolve(page(2, 2, 5))
    await settle()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.rows).toEqual(['row-0', 'row-1', 'row-2', 'row-3'])
    expect(actor.getSnapshot().context.meta).toEqual({ skip: 2, limit: 2, count: 5 })
  })

  it('marks where the latest load\'s rows begin (the focus goes there when the button turns disabled); a reset clears it', async () => {
    const { actor, request } = startList(page(0, 2, 5))
    expect(actor.getSnapshot().context.latestFrom).toBe(0)
    actor.send({ type: 'list.more' })
    request(0).resolve(page(2, 2, 5))
    await settle()
    expect(actor.getSnapshot().context.latestFrom).toBe(2)
    actor.send({ type: 'list.more' })
    request(1).resolve(page(4, 2, 5))
    await settle()
    expect(actor.getSnapshot().value).toBe('allLoaded')
    expect(actor.getSnapshot().context.latestFrom).toBe(4)
    expect(actor.getSnapshot().context.rows[4]).toBe('row-4')
    actor.send({ type: 'list.reset', initial: page(0, 2, 5) })
    expect(actor.getSnapshot().context.latestFrom).toBe(0)
  })

  it('PAGINATION-05: the last page leads to allLoaded', async () => {
    const { actor, request } = startList(page(0, 2, 3))
    actor.send({ type: 'list.more' })
    request(0).resolve(page(2, 2, 3))
    await settle()
    expect(actor.getSnapshot().value).toBe('allLoaded')
    expect(actor.getSnapshot().context.rows).toHaveLength(3)
  })

  it('SHOP-04: clicks and visibility while loading start no second request', () => {
    const { actor, requests } = startList(page(0, 2, 10))
    actor.send({ type: 'list.more' })
    actor.send({ type: 'list.more' })
    actor.send({ type: 'list.visible' })
    expect(requests).toHaveLength(1)
    expect(actor.getSnapshot().value).toBe('loading')
  })

  it('PAGINATION-06: scrolling into view loads nothing before the first click, and loads by itself after it', async () => {
    const { actor, requests, request } = startList(page(0, 2, 10))
    actor.send({ type: 'list.visible' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(requests).toHaveLength(0)
    actor.send({ type: 'list.more' })
    request(0).resolve(page(2, 2, 10))
    await settle()
    actor.send({ type: 'list.visible' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(request(1).input).toEqual({ skip: 4, limit: 2 })
  })

  it('NEWS-08: a failure is only logged; the list stays as it was and a new click retries', async () => {
    const { actor, requests, request, logFailure } = startList(page(0, 2, 10))
    actor.send({ type: 'list.more' })
    request(0).reject(new Error('network down'))
    await settle()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(logFailure).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.rows).toEqual(['row-0', 'row-1'])
    expect(actor.getSnapshot().context.meta).toEqual({ skip: 0, limit: 2, count: 10 })
    actor.send({ type: 'list.visible' })
    expect(requests).toHaveLength(1)
    actor.send({ type: 'list.more' })
    expect(request(1).input).toEqual({ skip: 2, limit: 2 })
  })

  it('SHOP-04: after a reset, the response of the older request is ignored', async () => {
    const { actor, request } = startList(page(0, 2, 10))
    actor.send({ type: 'list.more' })
    const fresh: Page = { rows: ['new-0', 'new-1'], meta: { skip: 0, limit: 2, count: 4 } }
    actor.send({ type: 'list.reset', initial: fresh })
    expect(actor.getSnapshot().value).toBe('idle')
    request(0).resolve(page(2, 2, 10))
    await settle()
    expect(actor.getSnapshot().context.rows).toEqual(['new-0', 'new-1'])
    expect(actor.getSnapshot().context.meta).toEqual(fresh.meta)
  })

  it('a reset returns to the new first page and forgets the automatic loading', async () => {
    const { actor, request } = startList(page(0, 2, 10))
    actor.send({ type: 'list.more' })
    request(0).resolve(page(2, 2, 10))
    await settle()
    actor.send({ type: 'list.reset', initial: page(0, 2, 6) })
    expect(actor.getSnapshot().context.rows).toEqual(['row-0', 'row-1'])
    actor.send({ type: 'list.visible' })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'list.reset', initial: page(0, 2, 1) })
    expect(actor.getSnapshot().value).toBe('allLoaded')
  })

  it('PAGINATION-01/07: after show more, the rows shown run from the first page opened to meta, the last loaded', async () => {
    const { actor, request } = startList(page(24, 24, 135))
    actor.send({ type: 'list.more' })
    request(0).resolve(page(48, 24, 135))
    await settle()
    const { firstSkip, meta, rows } = actor.getSnapshot().context
    expect({ firstSkip, skip: meta.skip, rows: rows.length }).toEqual({ firstSkip: 24, skip: 48, rows: 48 })
  })

  it('PAGINATION-01: a page chosen after show more (new loader data) shows that page alone, and show more goes on from it', async () => {
    const { actor, request } = startList(page(0, 24, 135))
    actor.send({ type: 'list.more' })
    request(0).resolve(page(24, 24, 135))
    await settle()
    actor.send({ type: 'list.visible' })
    request(1).resolve(page(48, 24, 135))
    await settle()
    expect(actor.getSnapshot().context.rows).toHaveLength(72)

    // The visitor clicks "1": the loader's page 1 replaces the 72 rows.
    actor.send({ type: 'list.reset', initial: page(0, 24, 135) })
    const context = actor.getSnapshot().context
    expect(context.rows).toEqual(page(0, 24, 135).rows)
    expect({ firstSkip: context.firstSkip, meta: context.meta, autoLoad: context.autoLoad }).toEqual({
      firstSkip: 0,
      meta: { skip: 0, limit: 24, count: 135 },
      autoLoad: false,
    })
    actor.send({ type: 'list.more' })
    expect(request(2).input).toEqual({ skip: 24, limit: 24 })
  })
})

describe('loadMoreView (PAGINATION-04…07): the list shows the same with or without its machine', () => {
  it.each([
    ['a first page of a longer list', page(0, 24, 60)],
    ['a first page that holds the whole list', page(0, 24, 10)],
    ['a later page opened by the pagination', page(48, 24, 60)],
    ['the last page opened by the pagination', page(48, 24, 50)],
  ])('%s: the resting view equals the started machine’s', (_, initial) => {
    const { actor } = startList(initial)
    expect(loadMoreView(actor.getSnapshot(), initial)).toEqual(loadMoreView(undefined, initial))
  })

  it('follows the machine once it runs: loading, then the appended rows from the page first opened', async () => {
    const initial = page(24, 24, 60)
    const { actor, request } = startList(initial)
    actor.send({ type: 'list.more' })
    expect(loadMoreView(actor.getSnapshot(), initial).status).toBe('loading')
    request(0).resolve(page(48, 24, 60))
    await settle()
    expect(loadMoreView(actor.getSnapshot(), initial)).toMatchObject({
      firstSkip: 24,
      meta: { skip: 48, limit: 24, count: 60 },
      status: 'allLoaded',
      hidden: false,
    })
    expect(loadMoreView(actor.getSnapshot(), initial).rows).toHaveLength(36)
  })
})
