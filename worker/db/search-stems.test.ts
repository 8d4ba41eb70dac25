import { describe, expect, it } from 'vitest'
import { searchStems, stemOf } from './search-stems'

describe('search stems (BE-07)', () => {
  it('BE-07: Russian word forms share one stem', () => {
    expect(new Set(['тренинг', 'тренинги', 'тренингах', 'тренингов'].map(stemOf))).toEqual(new Set(['тренинг']))
  })

  it('BE-07: English word forms share one stem', () => {
    expect(new Set(['training', 'trainings', 'trained'].map(stemOf))).toEqual(new Set(['train']))
  })

  it('BE-07: numbers and mixed scripts get no stem', () => {
    expect(stemOf('2026')).toBeUndefined()
    expect(stemOf('abcабв')).toBeUndefined()
  })

  it('BE-07: a stored text keeps its distinct stems, HTML tags left out; Kyrgyz keeps none', () => {
    expect(searchStems('ru', '<p>Тренинги и <strong>тренингах</strong></p>')).toBe('тренинг и')
    expect(searchStems('en', 'Trainings, training!')).toBe('train')
    expect(searchStems('ky', 'Тренингдер')).toBe('')
  })
})
