import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '../../api/client'
import type { TrainerEntity, TrainerListItem } from '../../model/entities/events'
import { loadTrainerPage } from './load-trainer-page'

const list = <T,>(rows: T[]) => ({ rows, meta: { skip: 0, limit: rows.length, count: rows.length } })

function trainer(overrides: Partial<TrainerEntity> = {}): TrainerEntity {
  return {
    id: 7, slug: 'timur-aliev', full_name: 'Timur Aliev', direction: '', competence: '', education: '', cases: '',
    proud_of: '', small_description: '', description: '', image_id: null, image: null, images: [], social_media: {},
    businesses: [], specialization: [], faq_videos: [], client_logos: [], blog_tag: null, social_blog: null,
    seo_title: '', seo_description: '', seo_keywords: '', seo_noindex: false, ...overrides,
  }
}

function fakeApi(found: TrainerEntity | Error) {
  return {
    trainer: vi.fn(async () => {
      if (found instanceof Error) throw found
      return found
    }),
    trainers: vi.fn(async () => list([{ id: 7 }, { id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] as TrainerListItem[])),
    events: vi.fn(async () => list([])),
    articles: vi.fn(async () => list([])),
    reviews: vi.fn(async () => list([])),
  }
}

describe('loadTrainerPage (TRAINER-03…14, OQ-11, OQ-41, OQ-51)', () => {
  it('turns an unknown slug into the 404 page and rethrows other failures', async () => {
    const missing = new ApiRequestError(404, { code: 'not_found', message: 'trainer' })
    await expect(loadTrainerPage(fakeApi(missing), 'nope')).rejects.toSatisfy(isNotFound)
    const broken = new ApiRequestError(500, { code: 'internal', message: 'boom' })
    await expect(loadTrainerPage(fakeApi(broken), 'x')).rejects.toBe(broken)
  })

  it('loads future events by slug, reviews by the trainer id, and skips the data-driven calls without data', async () => {
    const api = fakeApi(trainer())
    const data = await loadTrainerPage(api, 'timur-aliev')
    expect(api.events).toHaveBeenCalledWith({
      query: expect.objectContaining({ trainers_slug: 'timur-aliev', event_mode: 'future', order_by: 'date_from' }),
    })
    expect(api.reviews).toHaveBeenCalledWith({ query: expect.objectContaining({ entity_type: 'TRAINER', entity_id: '7' }) })
    expect(api.articles).not.toHaveBeenCalled()
    expect(api.trainers).not.toHaveBeenCalled()
    expect(data).toMatchObject({ articles: null, bestTrainers: null, events: [] })
  })

  it('loads the blog tag articles and four other trainers for a trainer with special data; a failed section is null', async () => {
    const api = fakeApi(trainer({ blog_tag: 'trainer-aliev', specialization: ['Strategy'] }))
    api.events.mockRejectedValueOnce(new ApiRequestError(500, { code: 'internal', message: 'boom' }))
    const data = await loadTrainerPage(api, 'timur-aliev')
    expect(api.articles).toHaveBeenCalledWith({ query: expect.objectContaining({ tags: 'trainer-aliev', expand: 'images' }) })
    expect(data.bestTrainers?.map((other) => other.id)).toEqual([1, 2, 3, 4])
    expect(data.events).toBeNull()
  })
})
