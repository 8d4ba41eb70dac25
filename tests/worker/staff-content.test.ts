/** The desk's content editing (issue 42, BE-04, BE-05, BE-25): every registered type written through one API. */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { CONTENT_TYPE_NAMES, type ContentItem, type ContentItemAnswer, type ContentListRow, type ContentTypeName, type ContentWriteBody } from '../../src/model/content-types'
import type { StaffRole } from '../../src/model/staff'
import { CONTENT_STORAGE, hasSlug, titleFieldOf } from '../../worker/db/content-registry'
import { auditOf } from '../../worker/db/staff-audit'
import { postJson, VALID_ORDER } from './event-orders-fixtures'
import type { VacancyEntity } from '../../src/model/entities/publications'
import type { UploadedFile } from '../../src/model/file-upload'
import { demoPdf } from '../../worker/files/demo-pdf'
import { get } from './helpers'
import { createStaff, expectJson, STAFF_API, staffCookieFor, staffSend } from './staff-fixtures'

async function cookieOf(roles: StaffRole[]): Promise<string> {
  const { user } = await createStaff(roles)
  return staffCookieFor(user.id)
}

let serial = 0
const slugOf = (type: string) => `${type.replace('_', '-')}-desk-${Date.now().toString(36)}-${++serial}`

async function firstSlug(table: 'tags' | 'trainers'): Promise<string> {
  return (await env.DB.prepare(`SELECT slug FROM ${table} ORDER BY slug LIMIT 1`).first<{ slug: string }>())!.slug
}

async function firstImage(): Promise<string> {
  return (await env.DB.prepare('SELECT uuid FROM images ORDER BY uuid LIMIT 1').first<{ uuid: string }>())!.uuid
}

/** A valid body of each type, with its slug. */
async function bodyOf(type: ContentTypeName, slug = slugOf(type)): Promise<ContentWriteBody> {
  const texts = { title: `Заголовок ${slug}`, short_description: 'Коротко' }
  const tag = await firstSlug('tags')
  if (type === 'events') {
    return {
      values: { slug, type: 'TRAINING', format: 'OFFLINE', theme: 'BUSINESS', date_from: '2031-05-01T07:00:00Z', price_amount: 150000, price_currency: 'RUB' },
      translations: { ru: { ...texts, description: '<p>Описание</p>' }, en: { title: `Title ${slug}` } },
      relations: { trainers: [await firstSlug('trainers')], tags: [tag] },
    }
  }
  if (type === 'pages') {
    return {
      values: { slug, date_publication: '2026-01-15T09:00:00Z' },
      translations: { ru: { title: texts.title, body: '<p>Страница</p>' }, en: { title: `Title ${slug}` } },
      relations: {},
    }
  }
  if (type === 'tags') return { values: { slug }, translations: { ru: { title: texts.title }, en: { title: `Title ${slug}` } }, relations: {} }
  if (type === 'trainers') {
    return {
      values: { slug, image_id: null, blog_tag: null, social_blog: 'https://t.me/trainer-blog' },
      translations: {
        ru: { full_name: texts.title, small_description: 'Коротко', competence: '<p>Переговоры</p>', description: '<p>О тренере</p>' },
        en: { full_name: `Title ${slug}` },
      },
      relations: { tags: [tag] },
    }
  }
  if (type === 'vacancies') {
    return {
      values: { direction: 'IT', salary_from: 100_000, salary_to: 200_000, currency: 'USD', file: null },
      translations: { ru: { ...texts, description: '<p>Вакансия</p>' }, en: { title: `Title ${slug}` } },
      relations: {},
    }
  }
  if (type === 'partners') {
    return {
      values: { type: 'PARTNER', image_id: null, email: 'partner@example.com', phone_number: '+996555123456' },
      translations: { ru: { title: texts.title, city: 'Бишкек', description: '<p>Партнёр</p>' }, en: { title: `Title ${slug}` } },
      relations: {},
    }
  }
  if (type === 'employees') {
    return { values: { image_id: null, position: 500 }, translations: { ru: { full_name: texts.title, description: '<p>Сотрудник</p>' }, en: { full_name: `Title ${slug}` } }, relations: {} }
  }
  if (type === 'products') {
    return {
      values: { slug, type: 'BOOK', currency: 'RUB', price: 150000, old_price: 200000, is_hit: false, is_new: true, seo_noindex: false },
      translations: { ru: { ...texts, subtitle: 'Подзаголовок', description: '<p>Книга</p>' }, en: { title: `Title ${slug}` } },
      relations: { images: [await firstImage()] },
    }
  }
  if (type === 'online_courses') {
    return {
      values: { slug, theme: 'BUSINESS', type: 'ONLINE_COURSE', image_id: null, age_restriction: 16, lessons_count: 12, price_currency: 'RUB', seo_noindex: false },
      translations: { ru: { ...texts, description: '<p>Курс</p>' }, en: { title: `Title ${slug}` } },
      relations: { trainers: [await firstSlug('trainers')], images: [] },
    }
  }
  if (type === 'social_activities') {
    return { values: { slug, date_completion: '2026-05-01' }, translations: { ru: texts, en: { title: `Title ${slug}` } }, relations: {} }
  }
  return {
    values: { slug, date_publication: '2026-01-15T09:00:00Z', ...(type === 'articles' ? { card_type: 'MEDIUM' } : {}) },
    translations: { ru: { ...texts, body: '<p>Текст</p>' }, en: { title: `Title ${slug}`, body: '<p>Text</p>' } },
    relations: { tags: [tag] },
  }
}

const PUBLIC_PATH: Record<ContentTypeName, string> = {
  news: 'news',
  articles: 'articles',
  events: 'events',
  pages: 'pages',
  tags: 'tags',
  trainers: 'trainers',
  vacancies: 'vacancy',
  partners: 'partners',
  employees: 'employees',
  social_activities: 'social-activities',
  products: 'products',
  online_courses: 'online_courses',
}

/** A text the ru body has and the en one lacks, so en falls back to it. */
const FALLBACK: Record<ContentTypeName, [string, string] | null> = {
  news: ['short_description', 'Коротко'],
  articles: ['short_description', 'Коротко'],
  events: ['short_description', 'Коротко'],
  pages: ['body', '<p>Страница</p>'],
  tags: null,
  trainers: ['small_description', 'Коротко'],
  vacancies: ['short_description', 'Коротко'],
  partners: ['city', 'Бишкек'],
  employees: ['description', '<p>Сотрудник</p>'],
  social_activities: ['short_description', 'Коротко'],
  products: ['short_description', 'Коротко'],
  online_courses: ['short_description', 'Коротко'],
}

/** The public address of an item: its slug, or its key for a type without slugs. */
const publicId = (item: ContentItem) => (hasSlug(item.type) ? String(item.values.slug) : item.key)

const publicStatus = async (type: ContentTypeName, id: string) => (await get(`/api/client/${PUBLIC_PATH[type]}/${id}`)).status


async function create(cookie: string, type: ContentTypeName, body?: ContentWriteBody): Promise<ContentItem> {
  const response = await staffSend('POST', `/content/${type}`, cookie, body ?? (await bodyOf(type)))
  expect(response.status, await response.clone().text()).toBe(201)
  return response.json()
}

async function send(cookie: string, item: ContentItem, action: string, body: object, status = 200): Promise<ContentItem> {
  const response = await staffSend('POST', `/content/${item.type}/${item.key}/${action}`, cookie, body)
  expect(response.status, await response.clone().text()).toBe(status)
  return response.json()
}

describe('staff content API (issue 42, BE-04, BE-05)', () => {
  for (const type of CONTENT_TYPE_NAMES) {
    it(`${type}: create a draft, update, publish, schedule, unpublish and delete; visitors see only what is published (BE-05)`, async () => {
      const cookie = await cookieOf(['manager'])
      const slug = slugOf(type)
      const title = titleFieldOf(type)
      const created = await create(cookie, type, await bodyOf(type, slug))
      const id = publicId(created)
      expect(created).toMatchObject({ status: 'draft', version: 1, publish_at: null })
      expect(created.translations.ru![title]).toBe(`Заголовок ${slug}`)
      expect(await publicStatus(type, id)).toBe(404)

      const body = await bodyOf(type, slug)
      body.translations.ru![title] = 'Новый заголовок'
      const updated = await staffSend('PUT', `/content/${type}/${created.key}`, cookie, { ...body, version: 1 })
      expect(updated.status, await updated.clone().text()).toBe(200)
      const v2 = (await updated.json()) as ContentItem
      expect(v2).toMatchObject({ version: 2, translations: { ru: { [title]: 'Новый заголовок' } } })

      const published = await send(cookie, v2, 'publish', { version: 2 })
      expect(published).toMatchObject({ status: 'published', publish_at: null, version: 3 })
      const seen = await get(`/api/client/${PUBLIC_PATH[type]}/${id}?language=ky`)
      expect(seen.status).toBe(200)
      // Kyrgyz has no text: the site falls back to ru.
      expect(((await seen.json()) as Record<string, string>)[title]).toBe('Новый заголовок')
      // English has a title but another text was left empty: that one falls back to ru too.
      const english = (await (await get(`/api/client/${PUBLIC_PATH[type]}/${id}?language=en`)).json()) as Record<string, string>
      const fallback = FALLBACK[type]
      expect(english).toMatchObject({ [title]: `Title ${slug}`, ...(fallback ? { [fallback[0]]: fallback[1] } : {}) })

      const future = new Date(Date.now() + 3_600_000).toISOString()
      const scheduled = await send(cookie, published, 'publish', { version: 3, publish_at: future })
      expect(scheduled).toMatchObject({ status: 'published', publish_at: future })
      expect(await publicStatus(type, id)).toBe(404)
      // The hour has come.
      const { table, key } = CONTENT_STORAGE[type]
      await env.DB.prepare(`UPDATE ${table} SET publish_at = ?1 WHERE ${key} = ?2`).bind(new Date(Date.now() - 1000).toISOString(), created.key).run()
      expect(await publicStatus(type, id)).toBe(200)

      const current = (await (await staffSend('GET', `/content/${type}/${created.key}`, cookie)).json()) as ContentItem
      const draft = await send(cookie, current, 'unpublish', { version: current.version })
      expect(draft.status).toBe('draft')
      expect(await publicStatus(type, id)).toBe(404)

      expect(await send(cookie, draft, 'delete', { version: draft.version })).toEqual({ ok: true })
      expect((await staffSend('GET', `/content/${type}/${created.key}`, cookie)).status).toBe(404)
      expect((await auditOf(env.DB, `${type}:${created.key}`)).map((row) => row.action)).toEqual(
        ['create', 'update', 'publish', 'schedule', 'unpublish', 'delete'].map((action) => `content.${type}.${action}`),
      )
    })
  }

  it('a draft event is not for sale: an order for it is refused as for an unknown event (BE-05)', async () => {
    const cookie = await cookieOf(['manager'])
    const event = await create(cookie, 'events')
    const order = { ...VALID_ORDER, event_id: event.key, event_option_id: undefined }
    const refused = await postJson('event-orders?language=en&currency=USD', order)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ fields: { event_id: ['api.errors.unknown_value'] } })
    await send(cookie, event, 'publish', { version: 1 })
    expect((await postJson('event-orders?language=en&currency=USD', order)).status).toBe(201)
  })

  it('a scheduled or draft news item is left out of the list and its count, and of a search (BE-05, BE-07)', async () => {
    const cookie = await cookieOf(['editor'])
    const before = (await (await get('/api/client/news?limit=1')).json()) as { meta: { count: number } }
    const body = await bodyOf('news')
    body.values.date_publication = new Date().toISOString()
    body.translations.ru!.title = 'Черновик зеленоглазого носорога'
    const item = await create(cookie, 'news', body)
    const search = '/api/client/news?search=зеленоглазого'
    const hidden = (await (await get('/api/client/news?limit=100')).json()) as { rows: Array<{ uuid: string }>; meta: { count: number } }
    expect(hidden.meta.count).toBe(before.meta.count)
    expect(hidden.rows.map((row) => row.uuid)).not.toContain(item.key)
    expect(await (await get(search)).json()).toMatchObject({ rows: [], meta: { count: 0 } })
    await send(cookie, item, 'publish', { version: 1 })
    const shown = (await (await get('/api/client/news?limit=1')).json()) as { rows: Array<{ uuid: string }>; meta: { count: number } }
    expect(shown.meta.count).toBe(before.meta.count + 1)
    expect(await (await get(search)).json()).toMatchObject({ meta: { count: 1 } })
  })

  it('answers per-field 400s derived from the registry (BE-04)', async () => {
    const cookie = await cookieOf(['manager'])
    const body = await bodyOf('events')
    body.values = { ...body.values, slug: 'Not A Slug', type: 'PARTY', price_amount: -1, colour: 'red' }
    body.translations = { ru: { title: '', description: 'x'.repeat(200_001) }, en: { nickname: 'x' } }
    body.relations = { trainers: ['no-such-trainer'] }
    const response = await staffSend('POST', '/content/events', cookie, body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { fields: Record<string, string[]> }).fields).toEqual({
      'values.colour': ['api.errors.unknown_field'],
      'values.slug': ['admin.errors.slug_format'],
      'values.type': ['forms.errors.invalid'],
      'values.price_amount': ['forms.errors.invalid'],
      'translations.ru.title': ['forms.errors.required'],
      'translations.ru.description': ['api.errors.length'],
      'translations.en.nickname': ['api.errors.unknown_field'],
    })
    const unknownTrainer = await bodyOf('events')
    unknownTrainer.relations = { trainers: ['no-such-trainer'] }
    const refused = await staffSend('POST', '/content/events', cookie, unknownTrainer)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ fields: { 'relations.trainers': ['admin.content.unknown_value'] } })
    const typiaRefused = await staffSend('POST', '/content/news', cookie, { values: {}, translations: {}, extra: 1 })
    expect(typiaRefused.status).toBe(400)
  })

  for (const type of CONTENT_TYPE_NAMES) {
    it(`${type}: 40 saves of the same version at once: exactly one succeeds, 39 answer 409 (BE-04)`, async () => {
      const cookie = await cookieOf(['manager'])
      const slug = slugOf(type)
      const title = titleFieldOf(type)
      const item = await create(cookie, type, await bodyOf(type, slug))
      const body = await bodyOf(type, slug)
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          staffSend('PUT', `/content/${type}/${item.key}`, cookie, { ...body, translations: { ru: { [title]: `Правка ${index}` } }, version: 1 }),
        ),
      )
      const statuses = answers.map((answer) => answer.status).sort()
      expect(statuses.filter((status) => status === 200)).toHaveLength(1)
      expect(statuses.filter((status) => status === 409)).toHaveLength(39)
      const stored = (await (await staffSend('GET', `/content/${type}/${item.key}`, cookie)).json()) as ContentItem
      expect(stored.version).toBe(2)
      const winner = answers.findIndex((answer) => answer.status === 200)
      expect(stored.translations.ru![title]).toBe(`Правка ${winner}`)
      expect((await auditOf(env.DB, `${type}:${item.key}`)).filter((row) => row.action === `content.${type}.update`)).toHaveLength(1)
      expect(await send(cookie, stored, 'delete', { version: 2 })).toEqual({ ok: true })
    })
  }

  it('40 tags created at once each get their own id, texts and audit row (BE-04)', async () => {
    const cookie = await cookieOf(['editor'])
    const slugs = Array.from({ length: 40 }, () => slugOf('tags'))
    const items = await Promise.all(slugs.map(async (slug) => create(cookie, 'tags', await bodyOf('tags', slug))))
    expect(new Set(items.map((item) => item.key)).size).toBe(40)
    items.forEach((item, index) => expect(item).toMatchObject({ values: { slug: slugs[index] }, translations: { ru: { title: `Заголовок ${slugs[index]}` } } }))
    const audits = await Promise.all(items.map((item) => auditOf(env.DB, `tags:${item.key}`)))
    expect(audits.map((rows) => rows.map((row) => row.action))).toEqual(items.map(() => ['content.tags.create']))
    await Promise.all(items.map((item) => send(cookie, item, 'delete', { version: 1 })))
  }, 20_000)

  it('answers per-field 400s of tags, trainers, vacancies, partners, employees and social activities (BE-04)', async () => {
    const cookie = await cookieOf(['manager'])
    const cases: Array<[ContentTypeName, (body: ContentWriteBody) => void, Record<string, string[]>]> = [
      ['tags', (body) => {
        body.values = { slug: 'Not A Slug', colour: 'red' }
        body.translations = { ru: { title: '' } }
      }, { 'values.colour': ['api.errors.unknown_field'], 'values.slug': ['admin.errors.slug_format'], 'translations.ru.title': ['forms.errors.required'] }],
      ['trainers', (body) => {
        body.values = { ...body.values, blog_tag: 'Not A Tag', social_blog: 'x'.repeat(501) }
        body.translations = { ru: { full_name: '', competence: 'x'.repeat(5001) } }
        body.relations = { tags: ['a', 'a'] }
      }, {
        'values.blog_tag': ['admin.errors.slug_format'],
        'values.social_blog': ['api.errors.length'],
        'translations.ru.full_name': ['forms.errors.required'],
        'translations.ru.competence': ['api.errors.length'],
        'relations.tags': ['forms.errors.invalid'],
      }],
      ['vacancies', (body) => {
        body.values = { direction: 'MARS', salary_from: 300, salary_to: 200, currency: 'EUR', file: 'no-such-file' }
      }, {
        'values.direction': ['forms.errors.invalid'],
        'values.salary_to': ['forms.errors.invalid'],
        'values.currency': ['forms.errors.invalid'],
        'values.file': ['forms.errors.invalid'],
      }],
      ['partners', (body) => {
        body.values = { email: 'x'.repeat(201), phone_number: 5 }
      }, { 'values.type': ['forms.errors.required'], 'values.email': ['api.errors.length'], 'values.phone_number': ['api.errors.invalid_type'] }],
      ['employees', (body) => {
        body.values = { position: -1 }
        body.translations.ky = { full_name: 'x'.repeat(201) }
      }, { 'values.position': ['forms.errors.invalid'], 'translations.ky.full_name': ['api.errors.length'] }],
      ['social_activities', (body) => {
        body.values = { ...body.values, date_completion: '2026-02-30' }
      }, { 'values.date_completion': ['forms.errors.invalid'] }],
    ]
    for (const [type, spoil, fields] of cases) {
      const body = await bodyOf(type)
      spoil(body)
      const response = await staffSend('POST', `/content/${type}`, cookie, body)
      expect(response.status, type).toBe(400)
      expect(((await response.json()) as { fields: Record<string, string[]> }).fields, type).toEqual(fields)
    }
    const unknownFile = await bodyOf('vacancies')
    unknownFile.values.file = crypto.randomUUID()
    const refused = await staffSend('POST', '/content/vacancies', cookie, unknownFile)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ fields: { 'values.file': ['admin.content.unknown_value'] } })
  })

  it('a vacancy names an uploaded PDF by its uuid; visitors get its address, name and size (BE-26, CAREER-02)', async () => {
    const cookie = await cookieOf(['manager'])
    const pdf = demoPdf('Vacancy', ['Registry'])
    const uploaded = await get(`${STAFF_API}/files?${new URLSearchParams({ name: 'Описание вакансии.pdf', purpose: 'vacancy' })}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/pdf', Cookie: cookie },
      body: pdf as Uint8Array<ArrayBuffer>,
    })
    expect(uploaded.status).toBe(201)
    const file = (await uploaded.json()) as UploadedFile
    const body = await bodyOf('vacancies')
    body.values.file = file.uuid
    const vacancy = await create(cookie, 'vacancies', body)
    expect(vacancy.values.file).toBe(file.uuid)
    await send(cookie, vacancy, 'publish', { version: 1 })
    const seen = (await (await get(`/api/client/vacancy/${vacancy.key}?language=en`)).json()) as VacancyEntity
    expect(seen).toMatchObject({ file: file.url, file_name: 'Описание вакансии.pdf', file_size: pdf.byteLength })
    // The file is in use: the library refuses to delete it.
    expect((await staffSend('POST', `/files/${file.uuid}/delete`, cookie, {})).status).toBe(409)
    const unlinked = await staffSend('PUT', `/content/vacancies/${vacancy.key}`, cookie, { ...body, values: { ...body.values, file: null }, version: 2 })
    expect(unlinked.status, await unlinked.clone().text()).toBe(200)
    expect(((await unlinked.json()) as ContentItem).values.file).toBeNull()
    expect(await (await get(`/api/client/vacancy/${vacancy.key}`)).json()).toMatchObject({ file: null, file_name: null, file_size: null })
    expect(await send(cookie, (await (await staffSend('GET', `/content/vacancies/${vacancy.key}`, cookie)).json()) as ContentItem, 'delete', { version: 3 })).toEqual({ ok: true })
  })

  it('a slug is unique per type (409), and a changed one leaves a 301 from the old address; the sitemap lists the new one (BE-05)', async () => {
    const cookie = await cookieOf(['editor'])
    const first = await create(cookie, 'news')
    const taken = await staffSend('POST', '/content/news', cookie, await bodyOf('news', String(first.values.slug)))
    expect(taken.status).toBe(409)
    expect(await taken.json()).toMatchObject({ code: 'slug_taken', fields: { 'values.slug': ['admin.content.slug_taken'] } })

    const published = await send(cookie, first, 'publish', { version: 1 })
    const oldSlug = String(first.values.slug)
    const newSlug = `${oldSlug}-renamed`
    const moved = await staffSend('PUT', `/content/news/${first.key}`, cookie, { ...(await bodyOf('news', newSlug)), version: published.version })
    expect(moved.status, await moved.clone().text()).toBe(200)
    for (const prefix of ['', '/en']) {
      const response = await get(`${prefix}/news/${oldSlug}`, { redirect: 'manual' })
      expect(response.status).toBe(301)
      expect(new URL(response.headers.get('location')!, 'http://localhost').pathname).toBe(`${prefix}/news/${newSlug}`)
    }
    expect((await get(`/news/${newSlug}`, { redirect: 'manual' })).status).toBe(200)
    const sitemap = await (await get('/sitemap.xml')).text()
    expect(sitemap).toContain(`/news/${newSlug}<`)
    expect(sitemap).not.toContain(`/news/${oldSlug}<`)
  })

  it('an event renamed answers 301 from its old page /events/i/{slug} (BE-05)', async () => {
    const cookie = await cookieOf(['manager'])
    const event = await create(cookie, 'events')
    const published = await send(cookie, event, 'publish', { version: 1 })
    const oldSlug = String(event.values.slug)
    const renamed = await staffSend('PUT', `/content/events/${event.key}`, cookie, { ...(await bodyOf('events', `${oldSlug}-b`)), version: published.version })
    expect(renamed.status, await renamed.clone().text()).toBe(200)
    const response = await get(`/ky/events/i/${oldSlug}`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(new URL(response.headers.get('location')!, 'http://localhost').pathname).toBe(`/ky/events/i/${oldSlug}-b`)
  })

  it('stores rich text through the allow-list: no script, handler or javascript: link (BE-25)', async () => {
    const cookie = await cookieOf(['editor'])
    const body = await bodyOf('articles')
    body.translations.ru!.body = '<p onclick="steal()">Текст<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">ссылка</a></p>'
    const item = await create(cookie, 'articles', body)
    const stored = item.translations.ru!.body!
    expect(stored).not.toMatch(/script|onerror|onclick|javascript:/i)
    expect(stored).toContain('Текст')
    const row = await env.DB.prepare("SELECT body FROM article_translations WHERE article_uuid = ?1 AND language = 'ru'").bind(item.key).first<{ body: string }>()
    expect(row!.body).toBe(stored)
  })

  it('refuses to delete an item something points at, naming it (409)', async () => {
    const cookie = await cookieOf(['editor'])
    const target = await create(cookie, 'articles')
    const pointing = await bodyOf('articles')
    pointing.relations = { articles_ids: [target.key] }
    const from = await create(cookie, 'articles', pointing)
    const refused = await staffSend('POST', `/content/articles/${target.key}/delete`, cookie, { version: 1 })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'referenced', fields: { articles: [from.values.slug] } })
    const order = await env.DB.prepare('SELECT event_uuid FROM event_orders LIMIT 1').first<{ event_uuid: string }>()
    const manager = await cookieOf(['manager'])
    const event = (await (await staffSend('GET', `/content/events/${order!.event_uuid}`, manager)).json()) as ContentItem
    const eventRefused = await staffSend('POST', `/content/events/${event.key}/delete`, manager, { version: event.version })
    expect(eventRefused.status).toBe(409)
    expect(((await eventRefused.json()) as { fields: Record<string, string[]> }).fields.orders!.length).toBeGreaterThan(0)
  })

  it('refuses to delete a tag news carries, or a trainer of an event, naming them (409); free again once unlinked', async () => {
    const cookie = await cookieOf(['manager'])
    const tag = await create(cookie, 'tags')
    const trainer = await create(cookie, 'trainers')
    const newsBody = await bodyOf('news')
    newsBody.relations = { tags: [String(tag.values.slug)] }
    const news = await create(cookie, 'news', newsBody)
    const eventBody = await bodyOf('events')
    eventBody.relations = { trainers: [String(trainer.values.slug)], tags: [] }
    const event = await create(cookie, 'events', eventBody)
    for (const [item, what, by] of [[tag, 'news', news], [trainer, 'events', event]] as const) {
      const refused = await staffSend('POST', `/content/${item.type}/${item.key}/delete`, cookie, { version: 1 })
      expect(refused.status).toBe(409)
      expect(await refused.json()).toMatchObject({ code: 'referenced', fields: { [what]: [by.values.slug] } })
      expect((await staffSend('GET', `/content/${item.type}/${item.key}`, cookie)).status).toBe(200)
    }
    await send(cookie, news, 'delete', { version: 1 })
    await send(cookie, event, 'delete', { version: 1 })
    expect(await send(cookie, tag, 'delete', { version: 1 })).toEqual({ ok: true })
    expect(await send(cookie, trainer, 'delete', { version: 1 })).toEqual({ ok: true })
    expect((await auditOf(env.DB, `trainers:${trainer.key}`)).map((row) => row.action)).toEqual(['content.trainers.create', 'content.trainers.delete'])
  })

  it('refuses to delete a trainer while it shows client logos or business pictures, so no image is left that nothing shows (issue 42.3)', async () => {
    const cookie = await cookieOf(['manager'])
    const trainer = await create(cookie, 'trainers')
    const logo = (await env.DB.prepare('SELECT uuid FROM images ORDER BY uuid LIMIT 1').first<{ uuid: string }>())!.uuid
    await env.DB.prepare("INSERT INTO entity_images (entity_kind, entity_id, image_uuid, position) VALUES ('trainer_client_logos', ?1, ?2, 0)").bind(trainer.key, logo).run()
    const refused = await staffSend('POST', `/content/trainers/${trainer.key}/delete`, cookie, { version: 1 })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'referenced', fields: { client_logos: [logo] } })
    await env.DB.prepare("DELETE FROM entity_images WHERE entity_kind = 'trainer_client_logos' AND entity_id = ?1").bind(trainer.key).run()
    await env.DB.prepare('INSERT INTO trainer_businesses (trainer_id, position, url, image_id) VALUES (?1, 0, ?2, ?3)').bind(Number(trainer.key), 'https://business.example', logo).run()
    expect(await (await staffSend('POST', `/content/trainers/${trainer.key}/delete`, cookie, { version: 1 })).json()).toMatchObject({ code: 'referenced', fields: { businesses: ['https://business.example'] } })
    await env.DB.prepare('DELETE FROM trainer_businesses WHERE trainer_id = ?1').bind(Number(trainer.key)).run()
    expect(await send(cookie, trainer, 'delete', { version: 1 })).toEqual({ ok: true })
  })

  it('roles: admin, manager and editor edit; an editor changes only the texts of events; a moderator gets 404', async () => {
    const moderator = await cookieOf(['moderator'])
    expect((await staffSend('GET', '/content/news', moderator)).status).toBe(404)
    expect((await staffSend('POST', '/content/news', moderator, await bodyOf('news'))).status).toBe(404)
    expect((await staffSend('GET', '/content/news', await cookieOf(['admin']))).status).toBe(200)

    const editor = await cookieOf(['editor'])
    expect((await staffSend('POST', '/content/events', editor, await bodyOf('events'))).status).toBe(403)
    const event = await create(await cookieOf(['manager']), 'events')
    const body = await bodyOf('events', String(event.values.slug))
    body.translations.ru!.title = 'Правка редактора'
    const texts = await staffSend('PUT', `/content/events/${event.key}`, editor, { ...body, version: 1 })
    expect(texts.status, await texts.clone().text()).toBe(200)
    const price = await staffSend('PUT', `/content/events/${event.key}`, editor, { ...body, values: { ...body.values, price_amount: 1 }, version: 2 })
    expect(price.status).toBe(400)
    expect(await price.json()).toMatchObject({ fields: { 'values.price_amount': ['admin.content.texts_only'] } })
  })

  it('the item answer previews every picture it refers to, seeded ones outside the library too: small rendition, alt, size (issue 42)', async () => {
    const product = (await env.DB.prepare(
      "SELECT entity_id AS uuid FROM entity_images WHERE entity_kind = 'products' GROUP BY entity_id HAVING count(*) > 1 ORDER BY entity_id LIMIT 1",
    ).first<{ uuid: string }>())!
    const event = (await env.DB.prepare('SELECT uuid, image_id FROM events WHERE image_id IS NOT NULL ORDER BY uuid LIMIT 1').first<{ uuid: string; image_id: string }>())!
    await env.DB.prepare("INSERT INTO image_alts (image_uuid, language, alt) VALUES (?1, 'ru', 'Зал тренинга'), (?1, 'en', 'The hall') ON CONFLICT DO NOTHING").bind(event.image_id).run()
    // An editor too: no media library, the pictures come with the item.
    const editor = await cookieOf(['editor'])

    const gallery = await expectJson<ContentItemAnswer>(await staffSend('GET', `/content/products/${product.uuid}`, editor), 200)
    const uuids = gallery.relations.images!
    expect(uuids.length).toBeGreaterThan(1)
    expect(Object.keys(gallery.image_previews).sort()).toEqual([...uuids].sort())
    for (const uuid of uuids) {
      expect(gallery.image_previews[uuid]).toMatchObject({ small: expect.stringMatching(new RegExp(`^/media/demo/${uuid}/small\\.svg`)), width: 1440, height: 900 })
    }
    // Seeded: none of them is in the media library a manager picks from.
    const { rows } = await expectJson<{ rows: { uuid: string }[] }>(await staffSend('GET', '/images?limit=100', await cookieOf(['manager'])), 200)
    expect(rows.filter((row) => uuids.includes(row.uuid))).toEqual([])

    const picture = await expectJson<ContentItemAnswer>(await staffSend('GET', `/content/events/${event.uuid}`, editor), 200)
    expect(picture.image_previews).toEqual({ [event.image_id]: { small: expect.stringContaining(`/media/demo/${event.image_id}/small`), alt: 'Зал тренинга', width: 1440, height: 900 } })
    // An item without pictures answers no previews.
    const news = await create(await cookieOf(['manager']), 'news')
    expect((await expectJson<ContentItemAnswer>(await staffSend('GET', `/content/news/${news.key}`, editor), 200)).image_previews).toEqual({})
    await env.DB.prepare('DELETE FROM image_alts WHERE image_uuid = ?1').bind(event.image_id).run()
  })

  it('a tag deleted while 39 news items are saved with it: the delete is refused once one carries it, and no save loses it silently', async () => {
    const cookie = await cookieOf(['manager'])
    const tag = await create(cookie, 'tags')
    const slug = String(tag.values.slug)
    const news = await Promise.all(Array.from({ length: 39 }, () => create(cookie, 'news')))
    const [deleted, ...saves] = await Promise.all([
      staffSend('POST', `/content/tags/${tag.key}/delete`, cookie, { version: 1 }),
      ...news.map(async (item) => {
        const body = await bodyOf('news', String(item.values.slug))
        return staffSend('PUT', `/content/news/${item.key}`, cookie, { ...body, relations: { tags: [slug] }, version: 1 })
      }),
    ])
    expect([200, 409]).toContain(deleted!.status)
    expect(saves.every((save) => save.status === 200 || save.status === 400)).toBe(true)
    const stored = await Promise.all(news.map(async (item) => (await (await staffSend('GET', `/content/news/${item.key}`, cookie)).json()) as ContentItem))
    // A save that answered 200 keeps the tag: the tag was not deleted under it.
    saves.forEach((save, index) => {
      if (save.status === 200) expect(stored[index]!.relations.tags).toEqual([slug])
    })
    if (deleted!.status === 200) expect(saves.filter((save) => save.status === 200)).toEqual([])
    await Promise.all(stored.map((item) => send(cookie, item, 'delete', { version: item.version })))
    if (deleted!.status === 409) await send(cookie, tag, 'delete', { version: 1 })
  }, 30_000)

  it('lists a type for the desk with the languages that lack a translation', async () => {
    const cookie = await cookieOf(['editor'])
    const item = await create(cookie, 'news')
    const response = await staffSend('GET', '/content/news?status=draft&limit=100', cookie)
    expect(response.status).toBe(200)
    const { rows } = (await response.json()) as { rows: ContentListRow[] }
    const row = rows.find((candidate) => candidate.key === item.key)!
    // en has a title and a body but no short description; ky has nothing.
    expect(row).toMatchObject({ status: 'draft', version: 1, missing_translations: ['en', 'ky'] })
    expect((await staffSend('GET', '/content/vacancies-of-mars', cookie)).status).toBe(404)
  })

  it('filters the desk list by state (draft, published, scheduled) and by words of the slug or a title in any language', async () => {
    const cookie = await cookieOf(['editor'])
    const word = `Кедр${Date.now().toString(36)}`
    const body = await bodyOf('news')
    body.translations.en!.title = `Cedar ${word}`
    const item = await create(cookie, 'news', body)
    const keysOf = async (query: string) => {
      const response = await staffSend('GET', `/content/news?limit=100&${query}`, cookie)
      expect(response.status, await response.clone().text()).toBe(200)
      return ((await response.json()) as { rows: ContentListRow[] }).rows.map((row) => row.key)
    }
    const slug = String(item.values.slug)
    expect(await keysOf(`q=${encodeURIComponent(word)}`)).toEqual([item.key])
    expect(await keysOf(`q=${encodeURIComponent(slug.slice(5))}`)).toEqual([item.key])
    // LIKE's wildcards are the words' own characters, not patterns.
    expect(await keysOf(`q=${encodeURIComponent(`${word}%`)}`)).toEqual([])
    expect(await keysOf(`q=${encodeURIComponent(word)}&status=draft`)).toEqual([item.key])
    expect(await keysOf(`q=${encodeURIComponent(word)}&status=published`)).toEqual([])
    const scheduled = await send(cookie, item, 'publish', { version: 1, publish_at: new Date(Date.now() + 3_600_000).toISOString() })
    expect(await keysOf(`q=${encodeURIComponent(word)}&status=scheduled`)).toEqual([item.key])
    expect(await keysOf(`q=${encodeURIComponent(word)}&status=published`)).toEqual([])
    const published = await send(cookie, scheduled, 'publish', { version: 2 })
    expect(await keysOf(`q=${encodeURIComponent(word)}&status=published`)).toEqual([item.key])
    expect(await keysOf(`q=${encodeURIComponent(word)}&status=scheduled`)).toEqual([])
    expect((await staffSend('GET', `/content/news?q=${'x'.repeat(101)}`, cookie)).status).toBe(400)
    await send(cookie, published, 'delete', { version: published.version })
  })
})
