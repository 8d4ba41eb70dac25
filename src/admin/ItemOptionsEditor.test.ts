import { describe, expect, it } from 'vitest'
import { optionBodyOf } from './ItemOptionsEditor'
import { propBodyOf } from './ProductPropsEditor'

const DRAFT = { titles: { ru: 'Печатная', en: '', ky: '' }, price: '1200,50', oldPrice: '', position: '2', seats: '15', key: ' printed ' }

describe('the options and props editors of events, products and courses (issue 42, BE-04)', () => {
  it('an option’s body carries seats for an event, a key for a product, neither for a course', () => {
    expect(optionBodyOf('events', DRAFT)).toEqual({ titles: DRAFT.titles, price_amount: 120050, old_price_amount: null, position: 2, seats: 15 })
    expect(optionBodyOf('products', DRAFT, 3)).toEqual({ titles: DRAFT.titles, price_amount: 120050, old_price_amount: null, position: 2, key: 'printed', version: 3 })
    expect(optionBodyOf('online_courses', DRAFT)).toEqual({ titles: DRAFT.titles, price_amount: 120050, old_price_amount: null, position: 2 })
  })

  it('a prop’s body: texts per language and a whole position; anything else is sent as -1 for the server to name', () => {
    const texts = { ru: 'Страниц', en: 'Pages', ky: 'Беттер' }
    expect(propBodyOf({ titles: texts, values: texts, position: '4' }, 2)).toEqual({ titles: texts, values: texts, position: 4, version: 2 })
    expect(propBodyOf({ titles: texts, values: texts, position: 'x' }).position).toBe(-1)
  })
})
