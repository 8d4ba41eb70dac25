import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { MAX_LIST_SKIP, type ListResponse } from '../../model/api'
import { loadListPage } from './list-page'

const list = (skip: number, count: number, limit = 24): ListResponse<number> => ({
  rows: Array.from({ length: Math.max(0, Math.min(limit, count - skip)) }, (_, index) => skip + index),
  meta: { skip, limit, count },
})

describe('loadListPage (PAGINATION-01, EVENTS-08)', () => {
  it('loads the page of the address', async () => {
    const load = vi.fn((skip: number) => Promise.resolve(list(skip, 135)))
    await expect(loadListPage({ page: 3, limit: 24, load, search: {} })).resolves.toEqual(list(48, 135))
    expect(load).toHaveBeenCalledWith(48)
  })

  it('redirects a page past the end to the last page, keeping the other filters', async () => {
    const load = (skip: number) => Promise.resolve(list(skip, 135))
    const thrown = await loadListPage({ page: 99, limit: 24, load, search: { tags: 'x', page: 99 } }).catch((e) => e)
    expect(isRedirect(thrown)).toBe(true)
    expect(thrown.options).toMatchObject({ to: '.', search: { tags: 'x', page: 6 } })
  })

  it('redirects to page 1 (no page key) when the list has one page or none', async () => {
    for (const count of [5, 0]) {
      const thrown = await loadListPage({ page: 2, limit: 24, load: (skip) => Promise.resolve(list(skip, count)), search: { page: 2 } }).catch(
        (e) => e,
      )
      expect(isRedirect(thrown)).toBe(true)
      expect(thrown.options.search).toEqual({ page: undefined })
    }
  })

  it('never asks the API for a skip beyond what it accepts: a huge page is a page past the end', async () => {
    const load = vi.fn((skip: number) => Promise.resolve(list(skip, 12, 8)))
    const thrown = await loadListPage({ page: Number.MAX_SAFE_INTEGER, limit: 8, load, search: {} }).catch((e) => e)
    expect(load).toHaveBeenCalledWith(MAX_LIST_SKIP)
    expect(isRedirect(thrown)).toBe(true)
    expect(thrown.options.search).toEqual({ page: 2 })
  })
})
