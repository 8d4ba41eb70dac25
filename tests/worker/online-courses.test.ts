/**
 * The contract of GET online_courses and online_courses/{id} (API-18, API-19, API-36, ENTITY-27, COURSES-02/03/08,
 * BE-03, BE-30): envelope and fields, theme and type filters, created order both ways, paging, images expanded on
 * request, language fallback to ru, option prices in the requested currency, 404, and 400 with `fields`.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody, ListResponse } from '../../src/model/api'
import type { Currency } from '../../src/model/currencies'
import type { OnlineCourseEntity, OnlineCourseListItem } from '../../src/model/entities/events'
import type { ImageEntity } from '../../src/model/entities/reference'
import { EVENT_THEMES, EVENT_TYPES } from '../../src/model/events'
import { convertMinor } from '../../src/model/money'
import { apiJson as json, expectBadInput } from './helpers'




interface StoredCourse {
  uuid: string
  slug: string
  theme: string
  type: string
  price_currency: Currency
}

const db = {
  courses: async (where = '1 = 1', ...bindings: unknown[]) =>
    (
      await env.DB.prepare(`SELECT uuid, slug, theme, type, price_currency FROM online_courses WHERE ${where} ORDER BY created DESC, uuid DESC`)
        .bind(...bindings)
        .all<StoredCourse>()
    ).results,
  title: async (uuid: string, language: string) =>
    (
      await env.DB.prepare('SELECT title FROM online_course_translations WHERE course_uuid = ?1 AND language = ?2')
        .bind(uuid, language)
        .first<{ title: string }>()
    )?.title,
}

const LIST_FIELDS = [
  'uuid', 'slug', 'title', 'short_description', 'theme', 'type', 'image_id', 'image', 'images', 'options', 'price', 'currency',
  'trainers', 'age_restriction', 'lessons_count', 'seo_title', 'seo_description', 'seo_keywords', 'seo_noindex',
].sort()


describe('GET online_courses (API-36, COURSES-03)', () => {
  it('answers 24 per page, newest first, with the fields of ENTITY-27', async () => {
    const stored = await db.courses()
    expect(stored.length).toBeGreaterThanOrEqual(12)
    const body = await json<ListResponse<OnlineCourseListItem>>('online_courses')
    expect(Object.keys(body).sort()).toEqual(['meta', 'rows'])
    expect(body.meta).toEqual({ skip: 0, limit: 24, count: stored.length })
    expect(body.rows.map((row) => row.uuid)).toEqual(stored.slice(0, 24).map((row) => row.uuid))
    for (const row of body.rows) {
      expect(Object.keys(row).sort()).toEqual(LIST_FIELDS)
      expect(EVENT_THEMES).toContain(row.theme)
      expect(EVENT_TYPES).toContain(row.type)
      expect(row.options.length).toBeGreaterThan(0)
      expect(row.price).toBe(Math.min(...row.options.map((option) => option.price)))
      expect(row.trainers.length).toBeGreaterThan(0)
      for (const trainer of row.trainers) expect(Object.keys(trainer).sort()).toEqual(['full_name', 'slug'])
      expect(row.lessons_count).toBeGreaterThan(0)
    }
  })

  it('orders by -created (default) or created (CONST-09)', async () => {
    const stored = await db.courses()
    const newest = await json<ListResponse<OnlineCourseListItem>>('online_courses?order_by=-created&limit=100')
    expect(newest.rows.map((row) => row.uuid)).toEqual(stored.map((row) => row.uuid))
    const oldest = await json<ListResponse<OnlineCourseListItem>>('online_courses?order_by=created&limit=100')
    expect(oldest.rows.map((row) => row.uuid)).toEqual([...stored].reverse().map((row) => row.uuid))
    const page = await json<ListResponse<OnlineCourseListItem>>('online_courses?skip=2&limit=3')
    expect(page.rows.map((row) => row.uuid)).toEqual(stored.slice(2, 5).map((row) => row.uuid))
  })

  it.each([
    ['theme=FINANCE', 'theme = ?1', ['FINANCE']],
    ['type=ONLINE_COURSE', 'type = ?1', ['ONLINE_COURSE']],
    ['theme=BUSINESS&type=ONLINE_COURSE', 'theme = ?1 AND type = ?2', ['BUSINESS', 'ONLINE_COURSE']],
    ['theme=FORUM', 'theme = ?1', ['FORUM']],
  ] as const)('filters with %s (COURSES-02, OQ-02)', async (query, where, bindings) => {
    const expected = await db.courses(where, ...bindings)
    const body = await json<ListResponse<OnlineCourseListItem>>(`online_courses?${query}&limit=100`)
    expect(body.rows.map((row) => row.uuid)).toEqual(expected.map((row) => row.uuid))
    expect(body.meta.count).toBe(expected.length)
  })

  it('expands images only with expand=images', async () => {
    const plain = await json<ListResponse<OnlineCourseListItem>>('online_courses?limit=2')
    for (const row of plain.rows) for (const image of row.images) expect(typeof image).toBe('string')
    const expanded = await json<ListResponse<OnlineCourseListItem>>('online_courses?limit=2&expand=images')
    expanded.rows.forEach((row, index) => {
      expect((row.images as ImageEntity[]).map((image) => image.uuid)).toEqual(plain.rows[index]!.images)
    })
  })

  it('converts option prices into the requested currency (BE-03)', async () => {
    const [stored] = await db.courses()
    const options = (
      await env.DB.prepare('SELECT price_amount, old_price_amount FROM online_course_options WHERE course_uuid = ?1 ORDER BY position')
        .bind(stored!.uuid)
        .all<{ price_amount: number; old_price_amount: number | null }>()
    ).results
    for (const currency of ['USD', 'RUB', 'KZT', 'UZS'] as const) {
      const rate =
        currency === stored!.price_currency
          ? undefined
          : (
              await env.DB.prepare('SELECT rate_micros FROM exchange_rates WHERE base = ?1 AND quote = ?2')
                .bind(stored!.price_currency, currency)
                .first<{ rate_micros: number }>()
            )?.rate_micros
      const course = await json<OnlineCourseEntity>(`online_courses/${stored!.slug}?currency=${currency}`)
      expect(course.currency).toBe(currency)
      expect(course.options.map((option) => [option.price, option.old_price])).toEqual(
        options.map((option) => [
          convertMinor(option.price_amount, stored!.price_currency, currency, rate),
          option.old_price_amount === null ? null : convertMinor(option.old_price_amount, stored!.price_currency, currency, rate),
        ]),
      )
    }
  })

  it('answers in the requested language and falls back to ru (BE-02)', async () => {
    const stored = await db.courses()
    const withKy = stored.find((row) => row.slug === 'online-sales-basics')!
    const withoutKy = stored.find((row) => row.slug === 'online-investing')!
    const rows = async (language: string) =>
      new Map((await json<ListResponse<OnlineCourseListItem>>(`online_courses?language=${language}&limit=100`)).rows.map((row) => [row.uuid, row]))
    const [ru, en, ky] = await Promise.all([rows('ru'), rows('en'), rows('ky')])
    expect(en.get(withKy.uuid)!.title).toBe(await db.title(withKy.uuid, 'en'))
    expect(ky.get(withKy.uuid)!.title).toBe(await db.title(withKy.uuid, 'ky'))
    expect(await db.title(withoutKy.uuid, 'ky')).toBeUndefined()
    expect(ky.get(withoutKy.uuid)!.title).toBe(ru.get(withoutKy.uuid)!.title)
    expect(ky.get(withKy.uuid)!.options[0]!.title).toBe('Өз алдынча')
  })
})

describe('GET online_courses/{id} (API-19, COURSES-07…09)', () => {
  it('reads one course by slug or uuid with its long texts', async () => {
    const [stored] = await db.courses()
    const bySlug = await json<OnlineCourseEntity>(`online_courses/${stored!.slug}`)
    expect(await json<OnlineCourseEntity>(`online_courses/${stored!.uuid}`)).toEqual(bySlug)
    expect(Object.keys(bySlug).sort()).toEqual([...LIST_FIELDS, 'description', 'description_second', 'for_who'].sort())
    expect(bySlug.description).toContain('<p>')
    expect((bySlug.images as ImageEntity[])[0]).toMatchObject({ uuid: expect.any(String), medium: expect.any(String) })
  })

  it('answers 404 for an unknown slug', async () => {
    expect((await json<ApiErrorBody>('online_courses/no-such-course', 404)).code).toBe('not_found')
  })
})

describe('GET online_courses: malformed input is a 400 with field errors', () => {
  it.each([
    ['theme=business', 'theme'],
    ['theme=ART', 'theme'],
    ['type=PODCAST', 'type'],
    ['order_by=date_from', 'order_by'],
    ["order_by=created'--", 'order_by'],
    ['expand=1', 'expand'],
    ['skip=-24', 'skip'],
    ['limit=500', 'limit'],
    ['limit=1e3', 'limit'],
    ['currency=GBP', 'currency'],
    ['language=kk', 'language'],
  ])('online_courses?%s → 400 on %s', async (query, field) => {
    await expectBadInput(`online_courses?${query}`, field)
  })

  it('online_courses/{id} rejects a bad currency', async () => {
    const [stored] = await db.courses()
    await expectBadInput(`online_courses/${stored!.slug}?currency=BTC`, 'currency')
  })
})
