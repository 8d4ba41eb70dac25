import { describe, expect, it, vi } from 'vitest'
import type { ListResponse } from '../../model/api'
import type { ReviewEntity } from '../../model/entities/shop'
import { loadRelatedReviews } from './related-reviews'

const review = (uuid: string) => ({ uuid }) as ReviewEntity
const list = (...uuids: string[]): ListResponse<ReviewEntity> => ({
  rows: uuids.map(review),
  meta: { skip: 0, limit: 24, count: uuids.length },
})

describe('loadRelatedReviews (REVIEWS-11, OQ-51, API-27)', () => {
  it('home: a random page of 24 moderated reviews with images', async () => {
    const reviews = vi.fn().mockResolvedValue(list('a', 'b'))
    expect(await loadRelatedReviews({ reviews })).toEqual([review('a'), review('b')])
    expect(reviews).toHaveBeenCalledWith({ query: { limit: 24, expand: 'images', order_by: 'random' } })
  })

  it('an item page filters by type and id, newest first', async () => {
    const reviews = vi.fn().mockResolvedValue(list('e'))
    expect(await loadRelatedReviews({ reviews }, { entity_type: 'EVENT', entity_id: 'ev-1' })).toEqual([review('e')])
    expect(reviews).toHaveBeenCalledTimes(1)
    expect(reviews).toHaveBeenCalledWith({
      query: { limit: 24, expand: 'images', order_by: '-created', entity_type: 'EVENT', entity_id: 'ev-1' },
    })
  })

  it('OQ-51: an empty scoped result falls back to the latest moderated reviews', async () => {
    const reviews = vi.fn().mockResolvedValueOnce(list()).mockResolvedValueOnce(list('latest'))
    expect(await loadRelatedReviews({ reviews }, { entity_type: 'CLUB' })).toEqual([review('latest')])
    expect(reviews).toHaveBeenLastCalledWith({ query: { limit: 24, expand: 'images', order_by: '-created' } })
  })

  it('REVIEWS-11: never throws; a failure, also of the fallback, gives null', async () => {
    expect(await loadRelatedReviews({ reviews: vi.fn().mockRejectedValue(new Error('500')) })).toBeNull()
    const failingFallback = vi.fn().mockResolvedValueOnce(list()).mockRejectedValueOnce(new Error('network'))
    expect(await loadRelatedReviews({ reviews: failingFallback }, { entity_type: 'TRAINER', entity_id: '3' })).toBeNull()
  })
})
