import { describe, expect, it } from 'vitest'
import { optionBodyOf } from './ItemOptionsEditor'
import { propBodyOf } from './ProductPropsEditor'

const DRAFT = { titles: { ru: 'Печатная', en: '', ky: '' }, price: '1200,50', oldPrice: '', position: '2', seats: '15', key: ' printed ' }

describe('the options and props editors of events, products and courses (issue 42, BE-04)', () => {
  it('an option’s body carries seats for an event, a key for a product, neither for a course', () => {
    expect(optionBodyOf('events', DRAFT, 'ru')).toEqual({ titles: DRAFT.titles, price_amount: 120050, old_price_amount: null, position: 2, seats: 15 })
    expect(optionBodyOf('products', DRAFT, 'ru', 3)).toEqual({ titles: DRAFT.titles, price_amount: 120050, old_price_amount: null, position: 2, key: 'printed', version: 3 })
    expect(optionBodyOf('online_courses', DRAFT, 'ru')).toEqual({ titles: DRAFT.titles, price_amount: 120050, old_price_amount: null, position: 2 })
  })

  it('a price is read as the desk shows it (11 500 with a space of any width), and what is no amount goes as -1', () => {
    expect(optionBodyOf('events', { ...DRAFT, price: '11\u202f500', oldPrice: '12 000,5' }, 'ru')).toMatchObject({ price_amount: 1_150_000, old_price_amount: 1_200_050 })
    expect(optionBodyOf('events', { ...DRAFT, price: '11,500.50' }, 'en').price_amount).toBe(1_150_050)
    expect(optionBodyOf('events', { ...DRAFT, price: 'abc', seats: '-3' }, 'ru')).toMatchObject({ price_amount: -1, seats: -1 })
  })

  it('a prop’s body: texts per language and a whole position; anything else is sent as -1 for the server to name', () => {
    const texts = { ru: 'Страниц', en: 'Pages', ky: 'Беттер' }
    expect(propBodyOf({ titles: texts, values: texts, position: '4' }, 2)).toEqual({ titles: texts, values: texts, position: 4, version: 2 })
    expect(propBodyOf({ titles: texts, values: texts, position: 'x' }).position).toBe(-1)
  })
})
