import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '../api/client'
import type { ListResponse } from '../model/api'
import { toEventCardData, toNewsCardData, toProductCardData, toTrainerCardData } from '../components/cards/card-data'
import { EVENT_ROW, NEWS_ROW, PRODUCT_ROW, TAG_ROW, TRAINER_ROW } from '../components/cards/card-rows.fixture'
import { toTagCloudItem } from './home/tag-cloud'
import { HOME_SECTIONS, loadHomeData, loadSection, visibleHomeSections, type HomeApi } from './home-data'

const list = <T>(rows: T[]): ListResponse<T> => ({ rows, meta: { skip: 0, limit: rows.length, count: rows.length } })

/** One whole API row of each resource, as the list endpoints answer. */
const ROWS: Record<keyof HomeApi, object> = {
  events: EVENT_ROW,
  tags: TAG_ROW,
  trainers: TRAINER_ROW,
  news: NEWS_ROW,
  products: PRODUCT_ROW,
  reviews: { uuid: 'reviews' },
}

/** A fake API where each call answers one whole row of its resource, and the listed calls reject. */
function fakeApi(failing: Array<keyof HomeApi> = []) {
  const call = (name: keyof HomeApi) =>
    vi.fn(async () => {
      if (failing.includes(name)) throw new Error(`${name} failed`)
      return list([ROWS[name]])
    })
  return {
    events: call('events'),
    tags: call('tags'),
    trainers: call('trainers'),
    news: call('news'),
    products: call('products'),
    reviews: call('reviews'),
  }
}

describe('loadSection (HOME-03)', () => {
  it('gives the value of a call that succeeds', async () => {
    await expect(loadSection('x', async () => [1, 2])).resolves.toEqual([1, 2])
  })

  it('gives null for a call that rejects, without throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(loadSection('x', () => Promise.reject(new Error('boom')))).resolves.toBeNull()
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  it('throws a 503: the data cannot be reached at all, and the page says so instead of an empty shell (issue 43.2)', async () => {
    const unavailable = new ApiRequestError(503, { code: 'temporarily_unavailable', message: 'later' })
    await expect(loadSection('x', () => Promise.reject(unavailable))).rejects.toBe(unavailable)
  })
})

describe('loadHomeData (HOME-03…12, OQ-18, OQ-19, OQ-41)', () => {
  it('asks every section with the queries of the spec, all at once', async () => {
    const api = fakeApi()
    const data = await loadHomeData(api as unknown as HomeApi)
    expect(api.events).toHaveBeenCalledWith({ query: { event_mode: 'future', limit: 8, expand: 'images' } })
    expect(api.tags).toHaveBeenCalledWith({ query: { order_by: '-count', hide_empty: true, limit: 10000 } })
    expect(api.trainers).toHaveBeenCalledWith({ query: { limit: 4, order_by: '-created', expand: 'images' } })
    expect(api.news).toHaveBeenCalledWith({ query: { limit: 8, order_by: '-date_publication', expand: 'images' } })
    expect(api.products).toHaveBeenCalledWith({ query: { limit: 16, expand: 'images' } })
    expect(api.reviews).toHaveBeenCalledWith({ query: { limit: 24, expand: 'images', order_by: 'random' } })
    expect(Object.values(data).every((rows) => rows?.length === 1)).toBe(true)
  })

  it('issue 4 speed: hands each section only what its cards render, so the page dehydrates no more', async () => {
    const data = await loadHomeData(fakeApi() as unknown as HomeApi)
    expect(data.events).toStrictEqual([toEventCardData(EVENT_ROW)])
    expect(data.tags).toStrictEqual([toTagCloudItem(TAG_ROW)])
    expect(data.trainers).toStrictEqual([toTrainerCardData(TRAINER_ROW)])
    expect(data.news).toStrictEqual([toNewsCardData(NEWS_ROW)])
    expect(data.products).toStrictEqual([toProductCardData(PRODUCT_ROW)])
    const json = JSON.stringify({ ...data, reviews: null })
    const dropped = ['seo_', 'count_entities', 'social_media', 'small_description', 'age_restriction', 'theme', 'image_id',
      'country', 'Aibek Nurlanov', 'A year with a mentor', 'A practical book', 'Standard', 'created', '"tags":["sales"']
    for (const field of dropped) expect(json, field).not.toContain(field)
  })

  it('starts every call before any has answered', async () => {
    const api = fakeApi()
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    api.events.mockImplementation(async () => {
      await gate
      return list([EVENT_ROW])
    })
    const loading = loadHomeData(api as unknown as HomeApi)
    await Promise.resolve()
    for (const call of [api.tags, api.trainers, api.news, api.products, api.reviews]) expect(call).toHaveBeenCalled()
    release()
    await loading
  })

  it('a rejected call hides only its own section; the page still has all the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const data = await loadHomeData(fakeApi(['products', 'reviews']) as unknown as HomeApi)
    warn.mockRestore()
    expect(data.products).toBeNull()
    expect(data.reviews).toBeNull()
    expect(data.news).toHaveLength(1)
    expect(visibleHomeSections(data)).toEqual(['hero', 'events', 'tags', 'promo', 'trainers', 'news', 'quiz'])
  })

  it('even when every call fails the page renders its hero, promo and quiz', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const data = await loadHomeData(
      fakeApi(['events', 'tags', 'trainers', 'news', 'products', 'reviews']) as unknown as HomeApi,
    )
    warn.mockRestore()
    expect(visibleHomeSections(data)).toEqual(['hero', 'promo', 'quiz'])
  })
})

describe('visibleHomeSections (HOME-01)', () => {
  it('keeps the order of HOME-01 and leaves out a section with no rows', () => {
    const full = { events: [1], tags: [1], trainers: [1], news: [1], products: [1], reviews: [1] }
    expect(visibleHomeSections(full as never)).toEqual([...HOME_SECTIONS])
    expect(visibleHomeSections({ ...full, news: [] } as never)).not.toContain('news')
  })
})
