import { describe, expect, it } from 'vitest'
import type { ProductEntity } from '../model/entities/shop'
import { productLd } from './product-ld'

const base = {
  uuid: 'u1', slug: 'book', title: 'Book', subtitle: '', short_description: 'Short', description: '', description_second: '',
  type: 'BOOK', price: 150_000, old_price: null, currency: 'KGS', is_hit: false, is_new: false, props: [], created: '2026-01-01',
  seo_title: '', seo_description: '', seo_keywords: '', seo_noindex: false,
  images: [{ uuid: 'i', small: '/s.jpg', medium: '/m.jpg', large: '/l.jpg' }],
  options: [],
} as unknown as ProductEntity

const context = { url: 'https://site/shop/book', absolute: (path: string) => `https://site${path}`, seller: { name: 'Shop', url: 'https://site/' } }

describe('productLd (issue 27 §2: JSON-LD Product with Offer in the visitor’s currency)', () => {
  it('gives one Offer in the answer’s currency, in major units, for a product without options', () => {
    const ld = productLd(base, context)
    expect(ld).toMatchObject({ '@type': 'Product', name: 'Book', image: ['https://site/l.jpg'], url: context.url })
    expect(ld.offers).toEqual([expect.objectContaining({ '@type': 'Offer', price: '1500', priceCurrency: 'KGS' })])
  })

  it('gives an Offer an option, named by it', () => {
    const ld = productLd({ ...base, currency: 'USD', options: [{ uuid: 'o', title: 'E-book', key: 'digital', price: 999, old_price: null }] }, context)
    expect(ld.offers).toEqual([expect.objectContaining({ name: 'E-book', price: '9.99', priceCurrency: 'USD' })])
  })
})
