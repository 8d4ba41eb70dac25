import { describe, expect, it } from 'vitest'
import { languageList, textsAt, trainerBlockImages, trainerBlocksFieldErrors, trainerBlocksStateOf, withoutImages, type TrainerBlocks } from './trainer-blocks'

const EMPTY: TrainerBlocks = { businesses: [], specialization: [], faq_videos: [], client_logos: [], social_media: [] }
const texts = (ru: string, en = '', ky = '') => ({ ru, en, ky })

describe('trainer blocks (issue 42, OQ-11)', () => {
  it('TRAINER-12: a language without any text stores no list (the site falls back to ru); one with some fills its gaps with ru', () => {
    const rows = [texts('Стратегия', 'Strategy'), texts('Лидерство')]
    expect(languageList(rows, 'ru', (row) => row)).toEqual(['Стратегия', 'Лидерство'])
    expect(languageList(rows, 'en', (row) => row)).toEqual(['Strategy', 'Лидерство'])
    expect(languageList(rows, 'ky', (row) => row)).toBeNull()
    expect(languageList([], 'ru', (row: ReturnType<typeof texts>) => row)).toEqual([])
  })

  it('TRAINER-12: read back, a ru fallback stored in another language reads as missing, a real translation as itself', () => {
    const lists = { ru: ['Стратегия', 'Лидерство'], en: ['Strategy', 'Лидерство'], ky: null }
    expect(textsAt(lists, 0)).toEqual(texts('Стратегия', 'Strategy'))
    expect(textsAt(lists, 1)).toEqual(texts('Лидерство'))
    expect(textsAt({ ru: ['A'] }, 3)).toEqual(texts(''))
  })

  it('TRAINER-14: more than nine FAQ videos, a link that is no YouTube video, a duplicate logo or network are named; https links only', () => {
    const video = { url: 'https://www.youtube.com/embed/aL1ev0Start1', title: texts('Q') }
    const uuid = '3f2c1a9e-0000-4000-8000-000000000001'
    expect(trainerBlocksFieldErrors({ ...EMPTY, faq_videos: Array.from({ length: 10 }, () => video) })).toEqual({ faq_videos: ['api.errors.length'] })
    expect(trainerBlocksFieldErrors({ ...EMPTY, faq_videos: Array.from({ length: 9 }, () => video) })).toEqual({})
    expect(trainerBlocksFieldErrors({ ...EMPTY, faq_videos: [{ url: 'https://vimeo.com/123456', title: texts('Q') }] })).toEqual({ 'faq_videos.0.url': ['admin.trainer_blocks.not_youtube'] })
    expect(trainerBlocksFieldErrors({ ...EMPTY, client_logos: [uuid, uuid] })).toEqual({ 'client_logos.1': ['admin.trainer_blocks.duplicate'] })
    expect(
      trainerBlocksFieldErrors({ ...EMPTY, social_media: [{ network: 'telegram', url: 'https://t.me/a' }, { network: 'telegram', url: 'tg://resolve' }] }),
    ).toEqual({ 'social_media.1.url': ['admin.site_profile.https_only'], 'social_media.1.network': ['admin.trainer_blocks.duplicate'] })
  })

  it('issue 42: the blocks are published, a draft, or a draft scheduled to publish itself', () => {
    expect(trainerBlocksStateOf({ draft: false, publish_at: null })).toBe('published')
    expect(trainerBlocksStateOf({ draft: true, publish_at: null })).toBe('draft')
    expect(trainerBlocksStateOf({ draft: true, publish_at: '2026-12-01T04:00:00.000Z' })).toBe('scheduled')
  })

  it('issue 42: a scheduled draft publishing without a deleted picture keeps the business without it and leaves the logo out', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((letter) => `${letter.repeat(8)}-0000-4000-8000-000000000000`) as [string, string, string]
    const business = { url: 'https://example.com', title: texts('Бизнес'), description: texts('') }
    const blocks: TrainerBlocks = { ...EMPTY, businesses: [{ ...business, image_id: a }, { ...business, image_id: null }, { ...business, image_id: b }], client_logos: [b, c] }
    expect(trainerBlockImages(blocks)).toEqual([a, b, b, c])
    expect(withoutImages(blocks, new Set([b]))).toEqual({ ...blocks, businesses: [{ ...business, image_id: a }, { ...business, image_id: null }, { ...business, image_id: null }], client_logos: [c] })
    expect(withoutImages(blocks, new Set())).toEqual(blocks)
  })
})
