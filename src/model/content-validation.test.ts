import { describe, expect, it } from 'vitest'
import { contentFieldErrors } from './content-validation'

const NEWS = { values: { slug: 'novaya-novost', date_publication: '2026-01-15T09:00:00Z' }, translations: { ru: { title: 'Новость' } } }

describe('content field rules from the registry (issue 42, BE-04)', () => {
  it('accepts a news item with only its required fields, and any letters in a slug', () => {
    expect(contentFieldErrors('news', NEWS)).toEqual({})
    expect(contentFieldErrors('news', { ...NEWS, values: { ...NEWS.values, slug: 'жаңылык-2026' } })).toEqual({})
  })

  it('requires the Russian text only: the site falls back to ru', () => {
    expect(contentFieldErrors('news', { ...NEWS, translations: { en: { title: 'News' } } })).toEqual({ 'translations.ru.title': ['forms.errors.required'] })
    expect(contentFieldErrors('news', { ...NEWS, translations: { ru: { title: 'Новость' }, ky: { title: '' } } })).toEqual({})
  })

  it('names each bad value by its path', () => {
    const errors = contentFieldErrors('events', {
      values: { slug: 'a--b', type: 'TRAINING', format: 'OFFLINE', theme: 'BUSINESS', date_from: '1 May', price_amount: 1.5, price_currency: 'EUR', seo_noindex: 'yes' },
      translations: { ru: { title: 'x'.repeat(301) } },
      relations: { tags: ['a', 'a'], sponsors: [] },
    })
    expect(errors).toEqual({
      'values.slug': ['admin.errors.slug_format'],
      'values.date_from': ['forms.errors.invalid'],
      'values.price_amount': ['api.errors.invalid_type'],
      'values.price_currency': ['forms.errors.invalid'],
      'values.seo_noindex': ['api.errors.invalid_type'],
      'translations.ru.title': ['api.errors.length'],
      'relations.tags': ['forms.errors.invalid'],
      'relations.sponsors': ['api.errors.unknown_field'],
    })
  })

  it('refuses a translated field among the values and an untranslated one among the texts', () => {
    expect(contentFieldErrors('news', { values: { ...NEWS.values, title: 'x' }, translations: { ru: { title: 'Новость', slug: 'x' } } })).toEqual({
      'values.title': ['api.errors.unknown_field'],
      'translations.ru.slug': ['api.errors.unknown_field'],
    })
  })

  it('checks a day, an uploaded file by its uuid and a bound set by another field (vacancies, social activities)', () => {
    const vacancy = { values: { direction: 'IT', currency: 'USD', salary_from: 200, salary_to: 200, file: '0b5f3c9e-2a41-4c7d-9d3e-1f2a3b4c5d6e' }, translations: { ru: { title: 'Вакансия' } } }
    expect(contentFieldErrors('vacancies', vacancy)).toEqual({})
    expect(contentFieldErrors('vacancies', { ...vacancy, values: { ...vacancy.values, salary_to: 199, file: '/media/x.pdf' } })).toEqual({
      'values.salary_to': ['forms.errors.invalid'],
      'values.file': ['forms.errors.invalid'],
    })
    expect(contentFieldErrors('vacancies', { ...vacancy, values: { ...vacancy.values, salary_from: null, file: null } })).toEqual({})
    const activity = (day: string) => contentFieldErrors('social_activities', { values: { slug: 'akciya', date_completion: day }, translations: { ru: { title: 'Акция' } } })
    expect(activity('2028-02-29')).toEqual({})
    expect(activity('2026-02-29')).toEqual({ 'values.date_completion': ['forms.errors.invalid'] })
    expect(activity('2026-09-01T00:00:00Z')).toEqual({ 'values.date_completion': ['forms.errors.invalid'] })
  })
})
