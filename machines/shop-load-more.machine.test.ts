import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ListResponse } from '../src/model/api'
import type { ProductsQuery } from '../src/model/api-contract/queries'
import { productsQuery, type ShopSearch } from '../src/model/shop-search'
import { loadMoreMachine, type LoadPageInput } from './load-more.machine'

type Page = ListResponse<unknown>

const COUNT = 45

function productsPage(query: ProductsQuery): Page {
  const skip = query.skip ?? 0
  const limit = query.limit ?? 20
  const rows = Array.from({ length: Math.max(0, Math.min(limit, COUNT - skip)) }, (_, i) => `${query.type ?? 'ALL'}-${skip + i}`)
  return { rows, meta: { skip, limit, count: COUNT } }
}

/** The shop's list as ShopPage runs it: the shared load-more machine over `productsQuery`, answered by hand. */
function startShop(search: ShopSearch) {
  const calls: Array<{ query: ProductsQuery; answer: () => void; fail: () => void }> = []
  const logFailure = vi.fn()
  let current = search
  const actor = createActor(
    loadMoreMachine.provide({
      actors: {
        loadPage: fromPromise<Page, LoadPageInput>(({ input }) => {
          const query = productsQuery(current, input.skip)
          return new Promise<Page>((resolve, reject) =>
            calls.push({ query, answer: () => resolve(productsPage(query)), fail: () => reject(new Error('offline')) }),
          )
        }),
      },
      actions: { logFailure },
    }),
    { input: { initial: productsPage(productsQuery(search, 0)) } },
  ).start()
  const filter = (next: ShopSearch) => {
    current = next
    actor.send({ type: 'list.reset', initial: productsPage(productsQuery(next, 0)) })
  }
  return { actor, calls, logFailure, filter }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the shop’s load more on loadMoreMachine (SHOP-03, SHOP-04, SHOP-05)', () => {
  it('SHOP-03: asks for the next 20 with images, the chosen type and order, and appends them', async () => {
    const { actor, calls } = startShop({ type: 'BOOK', order_by: 'created' })
    expect(actor.getSnapshot().context.rows).toHaveLength(20)
    actor.send({ type: 'list.more' })
    expect(calls.map((call) => call.query)).toEqual([{ skip: 20, limit: 20, expand: 'images', order_by: 'created', type: 'BOOK' }])
    calls[0]!.answer()
    await settle()
    expect(actor.getSnapshot().context.rows).toHaveLength(40)
    expect(actor.getSnapshot().context.meta).toEqual({ skip: 20, limit: 20, count: COUNT })
  })

  it('SHOP-03: without filters the order is -created and no type is sent', () => {
    const { actor, calls } = startShop({})
    actor.send({ type: 'list.more' })
    expect(calls[0]!.query).toEqual({ skip: 20, limit: 20, expand: 'images', order_by: '-created' })
  })

  it('SHOP-04: repeated clicks while loading make one request', () => {
    const { actor, calls } = startShop({})
    actor.send({ type: 'list.more' })
    actor.send({ type: 'list.more' })
    actor.send({ type: 'list.visible' })
    expect(calls).toHaveLength(1)
  })

  it('SHOP-04: an answer older than a new filter is ignored', async () => {
    const { actor, calls, filter } = startShop({})
    actor.send({ type: 'list.more' })
    filter({ type: 'GAMES' })
    calls[0]!.answer()
    await settle()
    const { rows, meta } = actor.getSnapshot().context
    expect(rows).toHaveLength(20)
    expect(rows.every((row) => String(row).startsWith('GAMES-'))).toBe(true)
    expect(meta.skip).toBe(0)
    actor.send({ type: 'list.more' })
    expect(calls[1]!.query).toMatchObject({ skip: 20, type: 'GAMES' })
  })

  it('SHOP-05: a failure is only logged; the list stays and a click tries again', async () => {
    const { actor, calls, logFailure } = startShop({})
    actor.send({ type: 'list.more' })
    calls[0]!.fail()
    await settle()
    expect(logFailure).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.rows).toHaveLength(20)
    actor.send({ type: 'list.more' })
    expect(calls).toHaveLength(2)
  })
})
