import { describe, expect, it } from 'vitest'
import { changeShopSearch, parseShopSearch, productsQuery, routeShopSearch } from './shop-search'

describe('the shop’s search (SHOP-02, SHOP-03, VALID-09, OQ-15)', () => {
  it('SHOP-02: keeps page, type and order_by; a non-numeric page is page 1 and unknown values are dropped', () => {
    expect(parseShopSearch({ page: '3', type: 'BOOK', order_by: 'created' })).toEqual({ page: 3, type: 'BOOK', order_by: 'created' })
    expect(parseShopSearch({ page: 'x', type: 'book', order_by: 'price', utm: '1' })).toEqual({})
    expect(routeShopSearch({ type: 'FOOD', order_by: '-created' })).toEqual({ page: undefined, type: undefined, order_by: '-created' })
  })

  it('SHOP-02: a filter change starts again at page 1, and "all" or the default order leaves its key out', () => {
    expect(changeShopSearch({ page: 2, type: 'BOOK' }, 'type', 'GAMES')).toEqual({ type: 'GAMES' })
    expect(changeShopSearch({ type: 'BOOK', order_by: 'created' }, 'type', undefined)).toEqual({ order_by: 'created' })
  })

  it('SHOP-03: 20 a page with images, the chosen order (-created by default) and the optional type', () => {
    expect(productsQuery({}, 0)).toEqual({ skip: 0, limit: 20, expand: 'images', order_by: '-created' })
    expect(productsQuery({ type: 'MERCH', order_by: 'created' }, 40)).toEqual({ skip: 40, limit: 20, expand: 'images', order_by: 'created', type: 'MERCH' })
  })
})
