import { describe, expect, it } from 'vitest'
import { chosenOption, optionIcon, productPrice, relatedProducts } from './product-rules'

const product = {
  price: 1000,
  old_price: 900,
  options: [{ uuid: 'a', title: 'A', key: 'printed', price: 800, old_price: 1000 }],
}

describe('product rules (PRODUCT-03, PRODUCT-06, PRODUCT-09, OQ-45)', () => {
  it('PRODUCT-06: the chosen option’s price, else the product’s; an old price not above the price is not shown', () => {
    expect(productPrice(product, 'a')).toEqual({ price: 800, old_price: 1000 })
    expect(productPrice(product, 'missing')).toEqual({ price: 1000, old_price: null })
    expect(chosenOption(product, 'missing')).toBeNull()
  })

  it('PRODUCT-03, OQ-45: each option key has its icon; an unknown key gets the plain tag', () => {
    expect(['digital', 'printed', 'audio', 'box', 'box-deluxe', 'size-xl', 'colour'].map(optionIcon)).toEqual([
      'digital', 'printed', 'audio', 'box', 'gift', 'size', 'tag',
    ])
  })

  it('PRODUCT-09: up to 16 others, never the product itself', () => {
    const rows = Array.from({ length: 17 }, (_, index) => ({ uuid: `p${index}` }))
    const related = relatedProducts(rows, 'p3', 16)
    expect(related).toHaveLength(16)
    expect(related.map((row) => row.uuid)).not.toContain('p3')
    expect(relatedProducts(rows.slice(0, 5), 'p9', 16)).toHaveLength(5)
  })
})
