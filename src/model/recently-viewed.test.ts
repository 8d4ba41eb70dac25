import { describe, expect, it } from 'vitest'
import {
  RECENTLY_VIEWED_MAX,
  RECENTLY_VIEWED_SHOWN,
  parseRecentlyViewed,
  parseRecentlyViewedParam,
  recentlyViewedParam,
  rememberViewed,
  shownRecentlyViewed,
  withoutMissing,
  type RecentlyViewedItem,
} from './recently-viewed'

const item = (slug: string, kind: RecentlyViewedItem['kind'] = 'product'): RecentlyViewedItem => ({ kind, slug })

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

  it('ENTITY-29: remembers identifiers only, never a title or picture in the language the item was viewed in', () => {
    const viewed = { kind: 'event', slug: 'coaching-school-19', title: 'Школа коучинга', image: '/media/a/small.webp' } as RecentlyViewedItem
    const list = rememberViewed([], viewed)
    expect(list).toEqual([{ kind: 'event', slug: 'coaching-school-19' }])
    expect(JSON.stringify(list)).not.toContain('Школа')
  })

  it('reads the stored list of before (entries with a title and picture) for their kind and slug alone', () => {
    const old = [
      { kind: 'product', slug: 'bloknot-tseli', title: 'Блокнот «Цели года»', image: '/media/b/small.webp' },
      { kind: 'event', slug: 'coaching-school-19', title: 'Школа коучинга', image: null },
    ]
    expect(parseRecentlyViewed(JSON.stringify(old))).toEqual([item('bloknot-tseli'), item('coaching-school-19', 'event')])
    // A title of another type or no title at all does not matter any more.
    expect(parseRecentlyViewed(JSON.stringify([{ kind: 'online_course', slug: 'c', title: 5 }]))).toEqual([item('c', 'online_course')])
  })

  it('reads only well-formed entries of a known kind, a slug the query can carry, each once (where it was viewed last)', () => {
    expect(parseRecentlyViewed(JSON.stringify([item('a'), { kind: 'x', slug: 'b' }, { kind: 'product', slug: 1 }, null, 'a']))).toEqual([item('a')])
    expect(parseRecentlyViewed(JSON.stringify([item('a,b'), item('a:b'), item(''), item('x'.repeat(101)), item('блокнот')]))).toEqual([item('блокнот')])
    expect(parseRecentlyViewed(JSON.stringify([item('a'), item('b'), item('a')]))).toEqual([item('b'), item('a')])
    expect(parseRecentlyViewed('not json')).toEqual([])
    expect(parseRecentlyViewed('{"kind":"product"}')).toEqual([])
    expect(parseRecentlyViewed(null)).toEqual([])
  })

  it(`shows newest first without the current item, at most ${RECENTLY_VIEWED_SHOWN}`, () => {
    const list = [item('a'), item('b'), item('c', 'event')]
    expect(shownRecentlyViewed(list, item('b'))).toEqual([item('c', 'event'), item('a')])
    const many = Array.from({ length: RECENTLY_VIEWED_SHOWN + 3 }, (_, index) => item(`p${index}`))
    expect(shownRecentlyViewed(many)).toHaveLength(RECENTLY_VIEWED_SHOWN)
    expect(shownRecentlyViewed(many)[0]).toEqual(item(`p${RECENTLY_VIEWED_SHOWN + 2}`))
  })

  it('asks for the shown items as kind:slug pairs, and reads them back', () => {
    const shown = [item('c', 'event'), item('a'), item('k', 'online_course')]
    expect(recentlyViewedParam(shown)).toBe('event:c,product:a,online_course:k')
    expect(parseRecentlyViewedParam(recentlyViewedParam(shown))).toEqual(shown)
  })

  it('forgets the items asked for that the answer left out (unpublished or unknown), and keeps those it did not ask about', () => {
    const list = [item('old'), item('gone'), item('a'), item('e', 'event')]
    expect(withoutMissing(list, [item('e', 'event'), item('a'), item('gone')], [item('e', 'event'), item('a')])).toEqual([item('old'), item('a'), item('e', 'event')])
  })
})
