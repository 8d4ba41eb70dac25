import { describe, expect, it } from 'vitest'
import { RECENTLY_VIEWED_MAX, parseRecentlyViewed, rememberViewed, shownRecentlyViewed, type RecentlyViewedItem } from './recently-viewed'

const item = (slug: string, kind: RecentlyViewedItem['kind'] = 'product'): RecentlyViewedItem => ({ kind, slug, title: slug, image: null })

describe('recently viewed (ENTITY-29, OQ-47, issue 45.3)', () => {
  it('keeps newest last, moves an item viewed again to the end, and keeps at most 18 of a kind', () => {
    let list: RecentlyViewedItem[] = []
    for (let index = 0; index < RECENTLY_VIEWED_MAX + 2; index += 1) list = rememberViewed(list, item(`p${index}`))
    list = rememberViewed(list, item('e1', 'event'))
    list = rememberViewed(list, item('p5'))
    const products = list.filter((entry) => entry.kind === 'product').map((entry) => entry.slug)
    expect(products).toHaveLength(RECENTLY_VIEWED_MAX)
    expect(products[0]).toBe('p2')
    expect(products.at(-1)).toBe('p5')
    expect(list.some((entry) => entry.slug === 'e1')).toBe(true)
  })

  it('shows newest first without the current item, and reads only well-formed entries', () => {
    const list = [item('a'), item('b'), item('c', 'event')]
    expect(shownRecentlyViewed(list, { kind: 'product', slug: 'b' }).map((entry) => entry.slug)).toEqual(['c', 'a'])
    expect(parseRecentlyViewed(JSON.stringify([item('a'), { kind: 'x', slug: 1 }, null]))).toEqual([item('a')])
    expect(parseRecentlyViewed('not json')).toEqual([])
  })
})
