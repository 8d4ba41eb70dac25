import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import ky from '../../locales/ky.json'
import ru from '../../locales/ru.json'
import { createAppIntl, IntlProvider } from '../i18n/intl'
import { draftOf } from '../model/content-editor'
import { CONTENT_TYPES, type ContentField, type ContentTypeName } from '../model/content-types'
import { choiceMessageId } from './content-labels'
import { ContentForm } from './ContentForm'
import type { UploadedImage } from '../model/image-upload'
import type { ImagePreviews } from './fields/image-preview'
import type { StaffClient } from './staff-client'

function render(kind: ContentTypeName, options: { textsOnly?: boolean; fields?: Record<string, string[]>; images?: null | UploadedImage[]; previews?: ImagePreviews; values?: Record<string, string>; relations?: Record<string, string[]> } = {}): string {
  const draft = draftOf(kind, null, Date.UTC(2026, 0, 15))
  const intl = createAppIntl('ru', ru)
  const form = createElement(ContentForm, {
    kind,
    now: Date.UTC(2026, 0, 15),
    draft: { ...draft, values: { ...draft.values, ...options.values }, relations: { ...draft.relations, ...options.relations } },
    onChange: () => {},
    fields: options.fields ?? {},
    textsOnly: options.textsOnly ?? false,
    options: { tags: [{ value: 'sales', label: 'Продажи' }] },
    images: options.images === undefined ? [] : options.images,
    previews: options.previews ?? {},
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
    // The zone in the desk's words, not its IANA name.
    expect(html).toContain('МСК (UTC+03:00)')
    expect(html).not.toContain('Europe/Moscow')
    expect(html).toContain('Продажи')
  })

  it('an image is chosen from the media library or uploaded; without the library (an editor) it stays as it is', () => {
    expect(render('articles')).toContain(ru['admin.media.upload_image'])
    const html = render('articles', { images: null })
    expect(html).not.toContain(ru['admin.media.upload_image'])
    expect(html).toContain(`<input id="content-values-image_id" class="field__control" readOnly="" value="${ru['admin.content.image_none']}"/>`)
  })

  it('the chosen image’s alt texts are edited in ru, en and ky beside its focal point for the card (issue 42, BE-05)', () => {
    const image: UploadedImage = {
      uuid: '00000000-0000-4000-8000-0000000001a6', small: '/media/s.webp', medium: '/media/m.webp', large: '/media/l.webp', original: '/media/o.jpg',
      width: 1200, height: 800, bytes: 4096, content_type: 'image/jpeg', focal: { x: 0.2, y: 0.3 }, alt: { ru: 'Зал тренинга', en: 'The training hall' }, version: 3, uploaded_at: '2026-01-15T00:00:00Z',
    }
    const html = render('articles', { images: [image], values: { image_id: image.uuid } })
    expect(html).toMatch(/<input id="content-values-image_id-alt-ru"[^>]*value="Зал тренинга"/)
    expect(html).toMatch(/<input id="content-values-image_id-alt-en"[^>]*value="The training hall"/)
    expect(html).toMatch(/<input id="content-values-image_id-alt-ky"[^>]*value=""/)
    expect(html).toContain(ru['admin.languages.falls_back'])
    expect(html).toContain('aria-label="Точка фокуса')
    expect(html).toContain(ru['admin.media.save'])
  })

  it('a product’s and an online course’s gallery: pictures in order with their thumbnails, one more from the media library or uploaded; an editor only sees it (issue 42)', () => {
    const image = (uuid: string, alt: string): UploadedImage => ({
      uuid, small: `/media/${alt}-s.webp`, medium: '/media/m.webp', large: '/media/l.webp', original: '/media/o.jpg',
      width: 1200, height: 800, bytes: 4096, content_type: 'image/jpeg', focal: { x: 0.5, y: 0.5 }, alt: { ru: alt }, version: 1, uploaded_at: '2026-01-15T00:00:00Z',
    })
    const library = [image('00000000-0000-4000-8000-0000000000a1', 'first'), image('00000000-0000-4000-8000-0000000000a2', 'second')]
    for (const kind of ['products', 'online_courses'] as const) {
      const html = render(kind, { images: library, relations: { images: ['00000000-0000-4000-8000-0000000000a2'] } })
      expect(html).toContain('<img src="/media/second-s.webp"')
      expect(html).toContain(ru['admin.content.image_add'])
      expect(html).toMatch(/<option value="00000000-0000-4000-8000-0000000000a1">first · 1200×800<\/option>/)
      expect(html).toContain(`aria-label="${ru['admin.site_profile.up']}: `)
      const locked = render(kind, { images: library, textsOnly: true, relations: { images: ['00000000-0000-4000-8000-0000000000a2'] } })
      expect(locked).toContain('<img src="/media/second-s.webp"')
      expect(locked).not.toContain(ru['admin.content.image_add'])
    }
  })

  it('pictures outside the library (seeded) show from the item’s previews: thumbnails, alt text and size, read-only for an editor (issue 42)', () => {
    const seeded = '00000000-0000-4000-8000-0000000005ee'
    const untitled = '00000000-0000-4000-8000-0000000005ef'
    const previews: ImagePreviews = { [seeded]: { small: '/media/demo/seeded/small.svg', alt: 'Зал', width: 1440, height: 900 }, [untitled]: { small: '/media/demo/untitled/small.svg' } }
    const gallery = { images: [seeded, untitled] }
    for (const images of [[], null]) {
      const html = render('products', { images, previews, relations: gallery })
      expect(html).toContain('<img src="/media/demo/seeded/small.svg"')
      expect(html).toContain('<img src="/media/demo/untitled/small.svg"')
      expect(html).toContain('<figcaption>Зал</figcaption>')
      expect(html).toContain(`<figcaption>${ru['admin.media.untitled']}</figcaption>`)
      expect(html).not.toContain(`>${seeded}<`)
    }
    const picked = render('articles', { images: [], previews, values: { image_id: seeded } })
    expect(picked).toContain(`<option value="${seeded}" selected="">Зал · 1440×900</option>`)
    expect(picked).toContain('<img src="/media/demo/seeded/small.svg" alt="Зал"')
    const editor = render('events', { images: null, previews, textsOnly: true, values: { image_id: seeded } })
    expect(editor).toMatch(/<fieldset class="desk-content-image" id="content-values-image_id"><legend class="field__label">[^<]+<\/legend><figure class="desk-content-image__chosen"><img src="\/media\/demo\/seeded\/small.svg" alt="Зал"/)
    expect(editor).toContain(ru['admin.content.image_alt_only'].replace('{alt}', 'Зал'))
    expect(editor).not.toMatch(/<select[^>]*id="content-values-image_id"/)
  })

  it('a vacancy chooses its PDF among the uploaded files or uploads one; a social activity’s day is a date input (issue 42)', () => {
    const vacancy = render('vacancies')
    expect(vacancy).toMatch(/<select[^>]*id="content-values-file"/)
    expect(vacancy).toContain('Описание вакансии.pdf · 20 KB')
    expect(vacancy).toContain('accept="application/pdf,.pdf"')
    expect(render('social_activities')).toMatch(/<input[^>]*id="content-values-date_completion"[^>]*type="date"|<input[^>]*type="date"[^>]*id="content-values-date_completion"/)
  })

  it('every registered type and field has its name in the ru, en and ky catalogues: none falls back to its code name (issue 42)', () => {
    const named = (key: string) => [ru, en, ky].every((catalogue) => Object.hasOwn(catalogue, key))
    const unnamed = Object.entries(CONTENT_TYPES).flatMap(([kind, type]) => [
      ...(named(`admin.content.types.${kind}`) ? [] : [`types.${kind}`]),
      ...[...Object.keys(type.fields), ...Object.keys(type.relations)].filter((name) => !named(`admin.content.fields.${name}`)).map((name) => `fields.${name}`),
    ])
    expect(unnamed).toEqual([])
  })

  it('every value of every registered enum has its label in ru, en and ky: none shows its code (issue 42)', () => {
    const unlabelled = Object.entries({ ru, en, ky }).flatMap(([language, catalogue]) =>
      Object.entries(CONTENT_TYPES).flatMap(([kind, type]) =>
        Object.entries(type.fields as Record<string, ContentField>)
          .filter(([, field]) => field.kind === 'enum')
          .flatMap(([name, field]) => (field.values ?? []).filter((value) => !Object.hasOwn(catalogue, choiceMessageId(name, field.values, value))).map((value) => `${language}: ${kind}.${name}.${value}`)),
      ),
    )
    expect(unlabelled).toEqual([])
  })

  it('an enum’s choices show their labels, not their codes: an event’s type as the site names it, an article’s card size', () => {
    const event = render('events')
    expect(event).toMatch(new RegExp(`<option value="LIVE"[^>]*>${ru['events.type.LIVE']}</option>`))
    expect(event).toContain(`<option value="KGS">${ru['admin.content.currency.KGS']}</option>`)
    expect(render('articles')).toMatch(new RegExp(`<option value="MEDIUM"[^>]*>${ru['admin.content.choices.card_type.MEDIUM']}</option>`))
  })
})
