import { describe, expect, it } from 'vitest'
import { pageWindow, withPage } from './page-window'

describe('pageWindow (PAGINATION-03, PAGINATION-04)', () => {
  it('PAGINATION-04: hidden when count ≤ limit', () => {
    expect(pageWindow({ skip: 0, limit: 24, count: 24 })).toBeNull()
    expect(pageWindow({ skip: 0, limit: 24, count: 0 })).toBeNull()
    expect(pageWindow({ skip: 0, limit: 24, count: 25 })).toEqual({ first: 1, current: 1, total: 2, pages: [1, 2] })
  })

  it('PAGINATION-03: the current page with two on each side, cut at the ends', () => {
    expect(pageWindow({ skip: 0, limit: 10, count: 100 })?.pages).toEqual([1, 2, 3])
    expect(pageWindow({ skip: 40, limit: 10, count: 100 })).toEqual({ first: 5, current: 5, total: 10, pages: [3, 4, 5, 6, 7] })
    expect(pageWindow({ skip: 90, limit: 10, count: 100 })?.pages).toEqual([8, 9, 10])
  })

  it('PAGINATION-01/07: after show more, the pages on screen run from the page opened to the last loaded', () => {
    expect(pageWindow({ skip: 48, limit: 24, count: 135 }, 0)).toEqual({ first: 1, current: 3, total: 6, pages: [1, 2, 3, 4, 5] })
    expect(pageWindow({ skip: 72, limit: 24, count: 135 }, 24)).toMatchObject({ first: 2, current: 4 })
  })

  it('a skip beyond the list counts as the last page', () => {
    expect(pageWindow({ skip: 500, limit: 10, count: 35 })?.current).toBe(4)
  })
})

describe('withPage (PAGINATION-01)', () => {
  it('keeps the other search keys and leaves page 1 out', () => {
    expect(withPage({ theme: 'HR', page: 3 }, 1)).toEqual({ theme: 'HR', page: undefined })
    expect(withPage({ theme: 'HR' }, 4)).toEqual({ theme: 'HR', page: 4 })
  })
})
