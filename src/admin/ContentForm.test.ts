import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import ru from '../../locales/ru.json'
import { createAppIntl, IntlProvider } from '../i18n/intl'
import { draftOf } from '../model/content-editor'
import { CONTENT_TYPES, type ContentTypeName } from '../model/content-types'
import { ContentForm } from './ContentForm'
import type { StaffClient } from './staff-client'

function render(kind: ContentTypeName, options: { textsOnly?: boolean; fields?: Record<string, string[]>; images?: null } = {}): string {
  const intl = createAppIntl('ru', ru)
  const form = createElement(ContentForm, {
    kind,
    now: Date.UTC(2026, 0, 15),
    draft: draftOf(kind, null, Date.UTC(2026, 0, 15)),
    onChange: () => {},
    fields: options.fields ?? {},
    textsOnly: options.textsOnly ?? false,
    options: { tags: [{ value: 'sales', label: 'Продажи' }] },
    images: options.images === null ? null : [],
    files: options.images === null ? null : [
      { uuid: '00000000-0000-4000-8000-00000000f11e', url: '/media/files/cv.pdf', name: 'Описание вакансии.pdf', bytes: 20480, content_type: 'application/pdf', purpose: 'vacancy', uploaded_at: '2026-01-15T00:00:00Z', used_by: [] },
    ],
    staff: {} as StaffClient,
  })
  return renderToStaticMarkup(createElement(IntlProvider, { intl, children: form }))
}

describe('the content form derived from the registry (issue 42.2)', () => {
  it('an editor sees an event’s values and relations read-only, its texts editable (BE-04)', () => {
    const html = render('events', { textsOnly: true })
    expect(html).toContain(ru['admin.content.texts_only_note'])
    expect(html.match(/<fieldset class="desk-content-(values|plain)" disabled="">/g)).toHaveLength(3)
    expect(html).toMatch(/<input id="content-translations-ru-title"(?![^>]*disabled)[^>]*>/)
    expect(render('events')).not.toContain('disabled=""')
  })

  it('a server’s field error shows at its field, tied to the control; dates state their zone', () => {
    const html = render('news', { fields: { 'values.slug': ['admin.content.slug_taken'], 'translations.en.title': ['api.errors.length'] } })
    expect(html).toMatch(/<input[^>]*id="content-values-slug"[^>]*aria-invalid="true"[^>]*aria-describedby="content-values-slug-error"/)
    expect(html).toContain(`<p id="content-values-slug-error" class="field__error">${ru['admin.content.slug_taken']}</p>`)
    expect(html).toMatch(/id="content-translations-en-title"[^>]*aria-invalid="true"/)
    expect(html).toContain(ru['api.errors.length'])
    expect(html).toContain('Europe/Moscow (UTC+03:00)')
    expect(html).toContain('Продажи')
  })

  it('an image is chosen from the media library or uploaded; without the library (an editor) it stays as it is', () => {
    expect(render('articles')).toContain(ru['admin.media.upload_image'])
    const html = render('articles', { images: null })
    expect(html).not.toContain(ru['admin.media.upload_image'])
    expect(html).toContain(`<input id="content-values-image_id" class="field__control" readOnly="" value="${ru['admin.content.image_none']}"/>`)
  })

  it('a vacancy chooses its PDF among the uploaded files or uploads one; a social activity’s day is a date input (issue 42)', () => {
    const vacancy = render('vacancies')
    expect(vacancy).toMatch(/<select[^>]*id="content-values-file"/)
    expect(vacancy).toContain('Описание вакансии.pdf · 20 KB')
    expect(vacancy).toContain('accept="application/pdf,.pdf"')
    expect(render('social_activities')).toMatch(/<input[^>]*id="content-values-date_completion"[^>]*type="date"|<input[^>]*type="date"[^>]*id="content-values-date_completion"/)
  })

  it('every registered type and field has its name in the catalogues: none falls back to its code name (issue 42)', () => {
    const named = (key: string) => Object.hasOwn(ru, key)
    const unnamed = Object.entries(CONTENT_TYPES).flatMap(([kind, type]) => [
      ...(named(`admin.content.types.${kind}`) ? [] : [`types.${kind}`]),
      ...[...Object.keys(type.fields), ...Object.keys(type.relations)].filter((name) => !named(`admin.content.fields.${name}`)).map((name) => `fields.${name}`),
    ])
    expect(unnamed).toEqual([])
  })
})
