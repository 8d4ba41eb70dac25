/**
 * GET recently-viewed (ENTITY-29, OQ-47): the device keeps kind and slug; the row reads titles and pictures in the
 * page's language with the item pages' fallback to ru, published items only, one statement a kind, and bad input as a
 * 400 with its field.
 */
import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import { RECENTLY_VIEWED_SHOWN, type RecentlyViewedAnswer } from '../../src/model/recently-viewed'
import { apiJson, expectBadInput, getWith } from './helpers'
import { fullScans, recordingDb, type Recorded } from './query-plan-recorder'

const NOW = new Date().toISOString()
const LATER = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString()

function read(items: string, language?: string): Promise<RecentlyViewedAnswer> {
  return apiJson<RecentlyViewedAnswer>(`recently-viewed?items=${encodeURIComponent(items)}${language ? `&language=${language}` : ''}`)
}

const titles = (answer: RecentlyViewedAnswer) => answer.rows.map((row) => `${row.kind}:${row.slug} ${row.title}`)

beforeAll(async () => {
  const product = (slug: string, status = 'published') =>
    env.DB.prepare(`INSERT OR IGNORE INTO products (uuid, slug, type, currency, price, created, status) VALUES (?1, ?1, 'BOOK', 'RUB', 150000, ?2, ?3)`).bind(slug, NOW, status)
  const productTitle = (slug: string, language: string, title: string) =>
    env.DB.prepare('INSERT OR REPLACE INTO product_translations (product_uuid, language, title, description) VALUES (?1, ?2, ?3, ?4)').bind(slug, language, title, '')
  await env.DB.batch([
    env.DB.prepare("INSERT OR IGNORE INTO images (uuid, original, small, medium, large) VALUES ('rv-image-first', '/o1', '/rv/first-small', '/rv/first-medium', '/rv/first-large')"),
    env.DB.prepare("INSERT OR IGNORE INTO images (uuid, original, small, medium, large) VALUES ('rv-image-second', '/o2', '/rv/second-small', NULL, NULL)"),
    env.DB.prepare("INSERT OR IGNORE INTO images (uuid, original, small, medium, large) VALUES ('rv-image-medium', '/o3', NULL, '/rv/medium-only', NULL)"),
    product('rv-notebook'),
    productTitle('rv-notebook', 'ru', 'Блокнот «Цели года»'),
    productTitle('rv-notebook', 'en', 'Goals of the Year notebook'),
    productTitle('rv-notebook', 'ky', '«Жылдын максаттары» дептери'),
    env.DB.prepare("INSERT OR IGNORE INTO entity_images (entity_kind, entity_id, image_uuid, position) VALUES ('products', 'rv-notebook', 'rv-image-second', 1)"),
    env.DB.prepare("INSERT OR IGNORE INTO entity_images (entity_kind, entity_id, image_uuid, position) VALUES ('products', 'rv-notebook', 'rv-image-first', 0)"),
    product('rv-draft', 'draft'),
    productTitle('rv-draft', 'ru', 'Черновик'),
    env.DB.prepare(
      `INSERT OR IGNORE INTO events (uuid, slug, type, format, theme, date_from, price_amount, price_currency, created, status, image_id)
       VALUES ('rv-school', 'rv-school', 'TRAINING', 'OFFLINE', 'BUSINESS', ?1, 500000, 'RUB', ?1, 'published', 'rv-image-medium')`,
    ).bind(NOW),
    env.DB.prepare("INSERT OR REPLACE INTO event_translations (event_uuid, language, title) VALUES ('rv-school', 'ru', 'Школа коучинга')"),
    env.DB.prepare("INSERT OR REPLACE INTO event_translations (event_uuid, language, title) VALUES ('rv-school', 'en', 'Coaching school')"),
    // No Kyrgyz title: the page, and so the row, shows the Russian one (I18N-06).
    env.DB.prepare(
      `INSERT OR IGNORE INTO events (uuid, slug, type, format, theme, date_from, price_amount, price_currency, created, status, publish_at)
       VALUES ('rv-scheduled', 'rv-scheduled', 'TRAINING', 'OFFLINE', 'BUSINESS', ?1, 500000, 'RUB', ?1, 'published', ?2)`,
    ).bind(NOW, LATER),
    env.DB.prepare("INSERT OR REPLACE INTO event_translations (event_uuid, language, title) VALUES ('rv-scheduled', 'ru', 'Будущее событие')"),
    env.DB.prepare(
      `INSERT OR IGNORE INTO online_courses (uuid, slug, theme, type, price_currency, created, status)
       VALUES ('rv-course', 'rv-course', 'BUSINESS', 'ONLINE_COURSE', 'RUB', ?1, 'published')`,
    ).bind(NOW),
    env.DB.prepare("INSERT OR REPLACE INTO online_course_translations (course_uuid, language, title) VALUES ('rv-course', 'ru', 'Лидерство онлайн')"),
    env.DB.prepare("INSERT OR REPLACE INTO online_course_translations (course_uuid, language, title) VALUES ('rv-course', 'ky', 'Онлайн лидерлик')"),
    // An empty English title counts as none.
    env.DB.prepare("INSERT OR REPLACE INTO online_course_translations (course_uuid, language, title) VALUES ('rv-course', 'en', '')"),
  ])
})

// The Worker tests share one D1: what this file made leaves with it (translations and image links by cascade or here).
afterAll(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM entity_images WHERE entity_id = 'rv-notebook'"),
    env.DB.prepare("DELETE FROM products WHERE uuid IN ('rv-notebook', 'rv-draft')"),
    env.DB.prepare("DELETE FROM events WHERE uuid IN ('rv-school', 'rv-scheduled')"),
    env.DB.prepare("DELETE FROM online_courses WHERE uuid = 'rv-course'"),
    env.DB.prepare("DELETE FROM images WHERE uuid LIKE 'rv-image-%'"),
  ])
})

const ITEMS = 'event:rv-school,product:rv-notebook,online_course:rv-course'

describe('GET recently-viewed (ENTITY-29, OQ-47)', () => {
  it('answers each item\'s title in the page\'s language, in the order asked, with the fallback to ru of the item pages', async () => {
    expect(titles(await read(ITEMS, 'ru'))).toEqual(['event:rv-school Школа коучинга', 'product:rv-notebook Блокнот «Цели года»', 'online_course:rv-course Лидерство онлайн'])
    expect(titles(await read(ITEMS, 'en'))).toEqual(['event:rv-school Coaching school', 'product:rv-notebook Goals of the Year notebook', 'online_course:rv-course Лидерство онлайн'])
    expect(titles(await read(ITEMS, 'ky'))).toEqual(['event:rv-school Школа коучинга', 'product:rv-notebook «Жылдын максаттары» дептери', 'online_course:rv-course Онлайн лидерлик'])
    // Without a language: ru, the default.
    expect(titles(await read(ITEMS))).toEqual(titles(await read(ITEMS, 'ru')))
  })

  it('answers each picture as its page shows it: a product\'s first photo, the small rendition or the next larger one there is', async () => {
    const { rows } = await read(ITEMS, 'en')
    expect(rows.map((row) => row.image)).toEqual(['/rv/medium-only', '/rv/first-small', null])
    expect(Object.keys(rows[0]!).sort()).toEqual(['image', 'kind', 'slug', 'title'])
  })

  it('leaves out an item that is not published (a draft, one scheduled for later), an unknown one, and a repeated one', async () => {
    const answer = await read('product:rv-draft,event:rv-scheduled,product:rv-notebook,event:no-such-event-anywhere,product:rv-notebook,online_course:rv-notebook', 'en')
    expect(titles(answer)).toEqual(['product:rv-notebook Goals of the Year notebook'])
    expect((await read('product:no-such-product', 'ky')).rows).toEqual([])
  })

  it('reads one statement a kind asked for in one round trip, whatever the number of items, each slug by the unique index', async () => {
    const recorded: Recorded[] = []
    const many = Array.from({ length: RECENTLY_VIEWED_SHOWN - 1 }, (_, index) => `product:rv-missing-${index}`).concat('event:rv-school')
    const response = await getWith({ DB: recordingDb(recorded) }, `/api/client/recently-viewed?language=en&items=${many.join(',')}`)
    expect(response.status).toBe(200)
    const reads = recorded.filter((statement) => /json_each\(\?2\)/.test(statement.sql))
    expect(reads.map((statement) => /FROM (\w+) i\b/.exec(statement.sql)?.[1])).toEqual(['products', 'events'])
    expect((await Promise.all(reads.map((statement) => fullScans(statement)))).flat()).toEqual([])
  })

  it(`answers at most ${RECENTLY_VIEWED_SHOWN} items: one more is a 400 on items`, async () => {
    const items = (count: number) => Array.from({ length: count }, (_, index) => `product:rv-notebook-${index}`).join(',')
    expect((await read(items(RECENTLY_VIEWED_SHOWN), 'en')).rows).toEqual([])
    await expectBadInput(`recently-viewed?items=${items(RECENTLY_VIEWED_SHOWN + 1)}`, 'items')
  })

  it('a kind it does not know, a malformed or missing list, or a bad language is a 400 naming the field, never a 500', async () => {
    for (const items of ['trainer:rv-notebook', 'products:rv-notebook', 'rv-notebook', 'product:', 'product:a,', ',product:a', 'product:a b', `product:${'a'.repeat(101)}`, '']) {
      await expectBadInput(`recently-viewed?items=${encodeURIComponent(items)}`, 'items')
    }
    await expectBadInput('recently-viewed', 'items')
    await expectBadInput('recently-viewed?items=product:rv-notebook&language=fr', 'language')
    const body = await apiJson<ApiErrorBody>('recently-viewed?items=news:some-news', 400)
    expect(body).toMatchObject({ code: 'invalid_input', fields: { items: ['api.errors.unknown_value'] } })
  })

  it('is a public read the edge cache keeps (issue 43.1)', async () => {
    const url = `/api/client/recently-viewed?language=ky&items=${ITEMS}`
    const first = await getWith({ EDGE_CACHE: 'on' }, url)
    expect(first.headers.get('X-Cache')).toBe('miss')
    const second = await getWith({ EDGE_CACHE: 'on' }, url)
    expect(second.headers.get('X-Cache')).toBe('hit')
    expect(await second.json()).toEqual(await first.json())
  })
})
