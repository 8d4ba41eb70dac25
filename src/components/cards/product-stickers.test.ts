import { describe, expect, it } from 'vitest'
import { productStickers } from './product-stickers'

const plain = { price: 150000, old_price: null, is_hit: false, is_new: false }

describe('productStickers (SHOP-06, OQ-45)', () => {
  it('shows none for a plain product', () => {
    expect(productStickers(plain)).toEqual([])
  })

  it('shows sale only when old_price is above price', () => {
    expect(productStickers({ ...plain, old_price: 200000 })).toEqual(['sale'])
    expect(productStickers({ ...plain, old_price: 150000 })).toEqual([])
    expect(productStickers({ ...plain, old_price: 100000 })).toEqual([])
  })

  it('shows hit for is_hit and novelty for is_new, after sale', () => {
    expect(productStickers({ ...plain, is_hit: true })).toEqual(['hit'])
    expect(productStickers({ ...plain, is_new: true })).toEqual(['new'])
    expect(productStickers({ price: 1, old_price: 2, is_hit: true, is_new: true })).toEqual(['sale', 'hit', 'new'])
  })
})
