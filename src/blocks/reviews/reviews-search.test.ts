import { describe, expect, it } from 'vitest'
import { routeReviewsSearch, validateReviewsSearch, withReviewsFilter } from './reviews-search'

describe('validateReviewsSearch (REVIEWS-03/04/10)', () => {
  it('keeps known filters, the oldest-first order and a page above 1', () => {
    expect(validateReviewsSearch({ entity_type: 'EVENT', entity_id: 'abc-1', order_by: 'created', page: '3' })).toEqual({
      entity_type: 'EVENT',
      entity_id: 'abc-1',
      order_by: 'created',
      page: 3,
    })
  })

  it('treats a non-numeric page as 1 and leaves it out (REVIEWS-10)', () => {
    expect(validateReviewsSearch({ page: 'abc' })).toEqual({})
    expect(validateReviewsSearch({ page: '1' })).toEqual({})
  })

  it('drops unknown values and leaves the default order out', () => {
    expect(
      validateReviewsSearch({ entity_type: 'MOVIE', order_by: 'random', entity_id: '<script>', extra: 'x' }),
    ).toEqual({})
    expect(validateReviewsSearch({ order_by: '-created' })).toEqual({})
  })
})

describe('withReviewsFilter (REVIEWS-03)', () => {
  it('sets the value and starts again at page 1', () => {
    expect(withReviewsFilter({ order_by: 'created', page: 4 }, 'entity_type', 'CLUB')).toEqual({
      order_by: 'created',
      entity_type: 'CLUB',
    })
  })

  it('removes the key for an empty value, and a type change drops the entity id', () => {
    expect(withReviewsFilter({ entity_type: 'EVENT', entity_id: 'x' }, 'entity_type', '')).toEqual({})
    expect(withReviewsFilter({ entity_type: 'EVENT', entity_id: 'x' }, 'order_by', 'created')).toEqual({
      entity_type: 'EVENT',
      entity_id: 'x',
      order_by: 'created',
    })
  })
})

describe('routeReviewsSearch (REVIEWS-03/04, VALID-09)', () => {
  // The router merges validateSearch's answer over the raw query: what it drops must be there, undefined.
  const routed = (raw: Record<string, unknown>) => ({ ...raw, ...routeReviewsSearch(raw) })

  it('leaves no dropped raw value in the route search', () => {
    for (const raw of [
      { order_by: 'bogus' },
      { order_by: 'random' },
      { entity_type: 'trainer' },
      { entity_type: 'FOO' },
      { entity_id: '<script>' },
      { page: 'abc' },
    ]) {
      expect(Object.values(routed(raw)).filter((value) => value !== undefined)).toEqual([])
    }
  })

  it('a sort change keeps the type and a trainer number as entity id', () => {
    const search = validateReviewsSearch(routed({ entity_type: 'TRAINER', entity_id: '1' }))
    expect(withReviewsFilter(search, 'order_by', 'created')).toEqual({
      entity_type: 'TRAINER',
      entity_id: '1',
      order_by: 'created',
    })
  })
})
