/** The desk's content editing (issue 42, BE-04, BE-05, BE-25): every registered type written through one API. */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ContentItem, ContentListRow, ContentTypeName, ContentWriteBody } from '../../src/model/content-types'
import type { StaffRole } from '../../src/model/staff'
import { auditOf } from '../../worker/db/staff-audit'
import { postJson, VALID_ORDER } from './event-orders-fixtures'
import { get } from './helpers'
import { createStaff, staffCookieFor, staffSend } from './staff-fixtures'

async function cookieOf(roles: StaffRole[]): Promise<string> {
  const { user } = await createStaff(roles)
  return staffCookieFor(user.id)
}

let serial = 0
const slugOf = (type: string) => `${type}-desk-${Date.now().toString(36)}-${++serial}`

async function firstSlug(table: 'tags' | 'trainers'): Promise<string> {
  return (await env.DB.prepare(`SELECT slug FROM ${table} ORDER BY slug LIMIT 1`).first<{ slug: string }>())!.slug
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
  return {
    values: { slug, date_publication: '2026-01-15T09:00:00Z', ...(type === 'articles' ? { card_type: 'MEDIUM' } : {}) },
    translations: { ru: { ...texts, body: '<p>Текст</p>' }, en: { title: `Title ${slug}`, body: '<p>Text</p>' } },
    relations: { tags: [tag] },
  }
}

const PUBLIC_PATH: Record<ContentTypeName, string> = { news: 'news', articles: 'articles', events: 'events', pages: 'pages' }

const publicStatus = async (type: ContentTypeName, slug: string) => (await get(`/api/client/${PUBLIC_PATH[type]}/${slug}`)).status

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
  for (const type of ['news', 'articles', 'events', 'pages'] as const) {
    it(`${type}: create a draft, update, publish, schedule, unpublish and delete; visitors see only what is published (BE-05)`, async () => {
      const cookie = await cookieOf(['manager'])
      const created = await create(cookie, type)
      const slug = String(created.values.slug)
      expect(created).toMatchObject({ status: 'draft', version: 1, publish_at: null })
      expect(created.translations.ru!.title).toBe(`Заголовок ${slug}`)
      expect(await publicStatus(type, slug)).toBe(404)

      const body = await bodyOf(type, slug)
      body.translations.ru!.title = 'Новый заголовок'
      const updated = await staffSend('PUT', `/content/${type}/${created.key}`, cookie, { ...body, version: 1 })
      expect(updated.status, await updated.clone().text()).toBe(200)
      const v2 = (await updated.json()) as ContentItem
      expect(v2).toMatchObject({ version: 2, translations: { ru: { title: 'Новый заголовок' } } })

      const published = await send(cookie, v2, 'publish', { version: 2 })
      expect(published).toMatchObject({ status: 'published', publish_at: null, version: 3 })
      const seen = await get(`/api/client/${PUBLIC_PATH[type]}/${slug}?language=ky`)
      expect(seen.status).toBe(200)
      // Kyrgyz has no text: the site falls back to ru.
      expect(((await seen.json()) as { title: string }).title).toBe('Новый заголовок')
      // English has a title but its short description was left empty: that one falls back to ru too.
      const english = (await (await get(`/api/client/${PUBLIC_PATH[type]}/${slug}?language=en`)).json()) as Record<string, string>
      expect(english).toMatchObject({ title: `Title ${slug}`, ...(type === 'pages' ? { body: '<p>Страница</p>' } : { short_description: 'Коротко' }) })

      const future = new Date(Date.now() + 3_600_000).toISOString()
      const scheduled = await send(cookie, published, 'publish', { version: 3, publish_at: future })
      expect(scheduled).toMatchObject({ status: 'published', publish_at: future })
      expect(await publicStatus(type, slug)).toBe(404)
      // The hour has come.
      await env.DB.prepare(`UPDATE ${type} SET publish_at = ?1 WHERE uuid = ?2`).bind(new Date(Date.now() - 1000).toISOString(), created.key).run()
      expect(await publicStatus(type, slug)).toBe(200)

      const current = (await (await staffSend('GET', `/content/${type}/${created.key}`, cookie)).json()) as ContentItem
      const draft = await send(cookie, current, 'unpublish', { version: current.version })
      expect(draft.status).toBe('draft')
      expect(await publicStatus(type, slug)).toBe(404)

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
      'values.slug': ['forms.errors.invalid'],
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

  it('40 saves of the same version at once: exactly one succeeds, 39 answer 409 (BE-04)', async () => {
    const cookie = await cookieOf(['editor'])
    const item = await create(cookie, 'news')
    const body = await bodyOf('news', String(item.values.slug))
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        staffSend('PUT', `/content/news/${item.key}`, cookie, { ...body, translations: { ru: { title: `Правка ${index}` } }, version: 1 }),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(39)
    const stored = (await (await staffSend('GET', `/content/news/${item.key}`, cookie)).json()) as ContentItem
    expect(stored.version).toBe(2)
    const winner = answers.findIndex((answer) => answer.status === 200)
    expect(stored.translations.ru!.title).toBe(`Правка ${winner}`)
    expect((await auditOf(env.DB, `news:${item.key}`)).filter((row) => row.action === 'content.news.update')).toHaveLength(1)
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
