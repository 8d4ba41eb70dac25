import { describe, expect, it } from 'vitest'
import type { ContentItem } from './content-types'
import { contentStateOf, draftOf, instantOfLocal, localInputOf, parseContentListSearch, previewFieldsOf, textsOnlyFor, writeBodyOf, zoneOffsetOf } from './content-editor'

const NEWS: ContentItem = {
  key: 'k1',
  type: 'news',
  status: 'draft',
  publish_at: null,
  version: 3,
  values: { slug: 'spring', date_publication: '2026-01-15T09:00:00.000Z', seo_noindex: false },
  translations: { ru: { title: 'Весна', short_description: 'Коротко', body: '<p>Текст</p>' }, en: { title: 'Spring', body: '' } },
  relations: { tags: ['sales'] },
}

describe('the content editor as data (issue 42.2)', () => {
  it('date-time inputs are in the stated zone (Moscow, UTC+3), both ways', () => {
    expect(localInputOf('2026-01-15T09:00:00.000Z')).toBe('2026-01-15T12:00')
    expect(instantOfLocal('2026-01-15T12:00')).toBe('2026-01-15T09:00:00Z')
    expect(instantOfLocal('not a date')).toBeNull()
    expect(zoneOffsetOf('Europe/Moscow', Date.UTC(2026, 0, 1))).toBe('UTC+03:00')
  })

  it('a stored item becomes a form and the form the same body again', () => {
    const draft = draftOf('news', NEWS, 0)
    expect(draft.values).toEqual({ slug: 'spring', date_publication: '2026-01-15T12:00', seo_noindex: false })
    expect(draft.translations.ky.title).toBe('')
    const body = writeBodyOf('news', draft)
    expect(body.values).toEqual({ slug: 'spring', date_publication: '2026-01-15T09:00:00Z', seo_noindex: false })
    expect(body.translations.ru).toMatchObject({ title: 'Весна', body: '<p>Текст</p>' })
    expect(body.relations).toEqual({ tags: ['sales'] })
  })

  it('a new item starts with its required dates now and its required choices first; empty nullables are null', () => {
    const draft = draftOf('events', null, Date.UTC(2026, 5, 1, 7, 0))
    expect(draft.values).toMatchObject({ date_from: '2026-06-01T10:00', date_to: '', type: 'LIVE', image_id: '', age_restriction: '' })
    const body = writeBodyOf('events', { ...draft, values: { ...draft.values, price_amount: '1500', age_restriction: '' } })
    expect(body.values).toMatchObject({ date_to: null, image_id: null, age_restriction: null, price_amount: 1500 })
  })

  it('states, the texts-only editor, the list filter and the preview’s fallback to ru', () => {
    const now = Date.UTC(2026, 0, 1)
    expect(contentStateOf({ status: 'published', publish_at: '2026-02-01T00:00:00Z' }, now)).toBe('scheduled')
    expect(contentStateOf({ status: 'published', publish_at: '2025-02-01T00:00:00Z' }, now)).toBe('published')
    expect(textsOnlyFor('events', ['editor'])).toBe(true)
    expect(textsOnlyFor('events', ['editor', 'manager'])).toBe(false)
    expect(textsOnlyFor('news', ['editor'])).toBe(false)
    expect(parseContentListSearch({ status: 'gone', q: '  весна ', skip: '-4' })).toEqual({ q: 'весна' })
    expect(previewFieldsOf(NEWS, 'en')).toMatchObject({ uuid: 'k1', title: 'Spring', body: '<p>Текст</p>', short_description: 'Коротко', tags: ['sales'] })
  })
})
