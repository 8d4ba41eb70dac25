/**
 * Contract of the reference endpoints (issue 3 §2): countries, countries/{id}, countries/{id}/cities, cities/{id},
 * tags, tags/{id} — envelope and fields, paging and orders, language fallback to ru, 404s, and 400 with `fields`
 * for malformed input. Also the money helper (BE-03) and the demo media (BE-05).
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody, ListResponse } from '../../src/model/api'
import { CURRENCIES } from '../../src/model/currencies'
import { TAGGED_KINDS, type CityEntity, type CountryEntity, type TagEntity } from '../../src/model/entities/reference'
import { ROUNDING_STEP_MINOR } from '../../src/model/money'
import type { Context } from 'hono'
import { converterFrom, moneyFor } from '../../worker/api/money'
import type { AppEnv } from '../../worker/env'
import { loadRatesInto } from '../../worker/db/rates'
import { get, apiJson as json, expectBadInput, VISIBLE_SQL } from './helpers'





/** A stored translation, or undefined when the language has none: expectations follow the data. */
async function stored(sql: string, ...bindings: Array<string | number>): Promise<string | undefined> {
  return (await env.DB.prepare(sql).bind(...bindings).first<{ value: string }>())?.value
}

async function storedCount(sql: string, ...bindings: Array<string | number>): Promise<number> {
  return (await env.DB.prepare(sql).bind(...bindings).first<{ count: number }>())?.count ?? -1
}

type BadInput = [query: string, field: string]

const COMMON_BAD_INPUT: BadInput[] = [
  ['language=fr', 'language'],
  ["language=ru'%20OR%20'1'%3D'1", 'language'],
  ['currency=EUR', 'currency'],
  ['currency=USD;DROP%20TABLE%20tags', 'currency'],
]

const PAGING_BAD_INPUT: BadInput[] = [
  ['skip=-1', 'skip'],
  ['skip=abc', 'skip'],
  ['skip=1.5', 'skip'],
  ['limit=-5', 'limit'],
  ['limit=1,2', 'limit'],
]

describe('GET countries (ENTITY-19, I18N-09)', () => {
  it('lists countries with the ISO code as value, in the site order', async () => {
    const count = await storedCount('SELECT COUNT(*) AS count FROM countries')
    const body = await json<ListResponse<CountryEntity>>('countries')
    expect(body.meta).toEqual({ skip: 0, limit: 300, count })
    expect(body.rows.slice(0, 4)).toEqual([
      { value: 'RU', title: 'Россия' },
      { value: 'KG', title: 'Кыргызстан' },
      { value: 'KZ', title: 'Казахстан' },
      { value: 'UZ', title: 'Узбекистан' },
    ])
    for (const row of body.rows) expect(row.value).toMatch(/^[A-Z]{2}$/)
  })

  it('pages with skip and limit', async () => {
    const all = await json<ListResponse<CountryEntity>>('countries')
    const page = await json<ListResponse<CountryEntity>>('countries?skip=2&limit=3')
    expect(page.meta).toEqual({ skip: 2, limit: 3, count: all.meta.count })
    expect(page.rows).toEqual(all.rows.slice(2, 5))
  })

  it('gives names in the requested language and falls back to ru where none is stored (I18N-06)', async () => {
    const en = await json<ListResponse<CountryEntity>>('countries?language=en')
    expect(en.rows[0]).toEqual({ value: 'RU', title: 'Russia' })
    const ky = await json<ListResponse<CountryEntity>>('countries?language=ky')
    for (const row of ky.rows) {
      const expected = (await stored("SELECT title AS value FROM country_translations WHERE country_code = ?1 AND language = 'ky'", row.value)) ??
        (await stored("SELECT title AS value FROM country_translations WHERE country_code = ?1 AND language = 'ru'", row.value))
      expect(row.title).toBe(expected)
    }
    const fallback = ky.rows.find((row) => row.value === 'GE')
    expect(fallback?.title).toBe('Грузия')
  })

  it('limit goes up to 300 so the picker loads every country at once', async () => {
    await json<ListResponse<CountryEntity>>('countries?limit=300')
    await expectBadInput('countries?limit=301', 'limit')
  })

  it.each([...COMMON_BAD_INPUT, ...PAGING_BAD_INPUT])('?%s → 400 with fields.%s', async (query, field) => {
    await expectBadInput(`countries?${query}`, field)
  })
})

describe('GET countries/{id}', () => {
  it('finds a country by its code in any case, per language', async () => {
    expect(await json<CountryEntity>('countries/KG')).toEqual({ value: 'KG', title: 'Кыргызстан' })
    expect(await json<CountryEntity>('countries/kz?language=en')).toEqual({ value: 'KZ', title: 'Kazakhstan' })
    expect(await json<CountryEntity>('countries/UZ?language=ky')).toEqual({ value: 'UZ', title: 'Өзбекстан' })
    expect(await json<CountryEntity>('countries/DE?language=ky')).toEqual({ value: 'DE', title: 'Германия' })
  })

  it.each(['XX', 'RUS', "RU'--", '%3Cscript%3E'])('answers 404 for an unknown country (%s)', async (id) => {
    expect((await json<ApiErrorBody>(`countries/${id}`, 404)).code).toBe('not_found')
  })

  it.each(COMMON_BAD_INPUT)('?%s → 400 with fields.%s', async (query, field) => {
    await expectBadInput(`countries/KG?${query}`, field)
  })
})

describe('GET countries/{id}/cities (OQ-21)', () => {
  it('lists the cities of a country with their IANA time zone and country', async () => {
    const body = await json<ListResponse<CityEntity>>('countries/KG/cities')
    expect(body.meta).toEqual({ skip: 0, limit: 300, count: 2 })
    expect(body.rows).toEqual([
      { id: 5, slug: 'bishkek', title: 'Бишкек', time_zone: 'Asia/Bishkek', country: { value: 'KG', title: 'Кыргызстан' } },
      { id: 6, slug: 'osh', title: 'Ош', time_zone: 'Asia/Bishkek', country: { value: 'KG', title: 'Кыргызстан' } },
    ])
  })

  it('covers Russia, Kazakhstan and Uzbekistan with valid time zones', async () => {
    for (const code of ['RU', 'KZ', 'UZ']) {
      const body = await json<ListResponse<CityEntity>>(`countries/${code}/cities?language=en`)
      expect(body.rows.length).toBeGreaterThan(1)
      for (const city of body.rows) {
        expect(city.country.value).toBe(code)
        expect(() => new Intl.DateTimeFormat('en', { timeZone: city.time_zone })).not.toThrow()
      }
    }
  })

  it('pages and falls back to ru for cities without a Kyrgyz name', async () => {
    const page = await json<ListResponse<CityEntity>>('countries/RU/cities?skip=2&limit=1&language=ky')
    expect(page.meta).toEqual({ skip: 2, limit: 1, count: 4 })
    expect(page.rows.map((city) => [city.slug, city.title, city.country.title])).toEqual([['yekaterinburg', 'Екатеринбург', 'Россия']])
  })

  it('answers 404 for an unknown country', async () => {
    await json<ApiErrorBody>('countries/ZZ/cities', 404)
  })

  it.each([...COMMON_BAD_INPUT, ...PAGING_BAD_INPUT])('?%s → 400 with fields.%s', async (query, field) => {
    await expectBadInput(`countries/RU/cities?${query}`, field)
  })
})

describe('GET cities/{id}', () => {
  it('finds a city by slug and by id', async () => {
    const bySlug = await json<CityEntity>('cities/almaty?language=en')
    expect(bySlug).toEqual({ id: 7, slug: 'almaty', title: 'Almaty', time_zone: 'Asia/Almaty', country: { value: 'KZ', title: 'Kazakhstan' } })
    expect(await json<CityEntity>('cities/7?language=en')).toEqual(bySlug)
    expect((await json<CityEntity>('cities/tashkent')).time_zone).toBe('Asia/Tashkent')
  })

  it('gives Kyrgyz names, falling back to ru for the city and its country separately', async () => {
    expect((await json<CityEntity>('cities/bishkek?language=ky')).title).toBe('Бишкек')
    const novosibirsk = await json<CityEntity>('cities/novosibirsk?language=ky')
    expect(novosibirsk.title).toBe('Новосибирск')
    expect(novosibirsk.country.title).toBe('Россия')
  })

  it.each(['nowhere', '9999', '0', '-1', "moscow'%20OR%201=1--"])('answers 404 for an unknown city (%s)', async (id) => {
    expect((await json<ApiErrorBody>(`cities/${id}`, 404)).code).toBe('not_found')
  })

  it.each(COMMON_BAD_INPUT)('?%s → 400 with fields.%s', async (query, field) => {
    await expectBadInput(`cities/moscow?${query}`, field)
  })
})

describe('GET tags (ENTITY-13, API-13, OQ-19)', () => {
  it('lists tags with count_entities for every kind', async () => {
    const count = await storedCount(`SELECT COUNT(*) AS count FROM tags WHERE ${VISIBLE_SQL}`)
    const body = await json<ListResponse<TagEntity>>('tags')
    expect(body.meta).toEqual({ skip: 0, limit: 24, count })
    expect(body.rows).toHaveLength(24)
    for (const tag of body.rows) {
      expect(Object.keys(tag).sort()).toEqual(['count_entities', 'id', 'slug', 'title', 'total_count'])
      expect(Object.keys(tag.count_entities).sort()).toEqual([...TAGGED_KINDS].sort())
      expect(Object.values(tag.count_entities).reduce((a, b) => a + b, 0)).toBe(tag.total_count)
    }
  })

  it('answers the whole list with limit=10000 (API-13) and rejects more', async () => {
    const count = await storedCount(`SELECT COUNT(*) AS count FROM tags WHERE ${VISIBLE_SQL}`)
    const body = await json<ListResponse<TagEntity>>('tags?limit=10000')
    expect(body.meta.limit).toBe(10000)
    expect(body.rows).toHaveLength(count)
    await expectBadInput('tags?limit=10001', 'limit')
  })

  it('counts entities per kind as links are added and removed, and orders by total count then title', async () => {
    const [first, second] = ['public-speaking', 'charity']
    const id = async (slug: string) => (await json<TagEntity>(`tags/${slug}`)).id
    const [a, b] = [await id(first), await id(second)]
    // The demo content links tags too: the test counts what its own links add to the counts it starts from.
    const countsOf = async (slug: string, language = 'ru') => {
      const tag = await json<TagEntity>(`tags/${slug}?language=${language}`)
      return { kinds: tag.count_entities as Record<string, number>, total: tag.total_count }
    }
    const [beforeA, beforeB] = [await countsOf(first), await countsOf(second)]
    const added = (before: Record<string, number>, after: Record<string, number>) =>
      Object.fromEntries(Object.entries(after).map(([kind, count]) => [kind, count - (before[kind] ?? 0)]))
    const links = [
      ['news', 'n-1', a], ['news', 'n-2', a], ['events', 'e-1', a], ['products', 'p-1', a], ['news', 'n-1', b],
      ['online_courses', 'c-1', b], ['trainers', 't-1', b], ['articles', 'a-1', b], ['articles', 'a-2', b],
    ] as const
    await env.DB.batch(links.map(([kind, entity, tag]) =>
      env.DB.prepare('INSERT INTO entity_tags (entity_kind, entity_id, tag_id) VALUES (?1, ?2, ?3)').bind(kind, `test-${entity}`, tag)))
    try {
      const [afterA, afterB] = [await countsOf(first), await countsOf(second, 'en')]
      expect(added(beforeA.kinds, afterA.kinds)).toMatchObject({ news: 2, events: 1, products: 1 })
      expect(added(beforeB.kinds, afterB.kinds)).toMatchObject({ news: 1, online_courses: 1, trainers: 1, articles: 2 })
      expect(afterA.total - beforeA.total).toBe(4)
      expect(afterB.total - beforeB.total).toBe(5)

      const cloud = await json<ListResponse<TagEntity>>('tags?order_by=-count&limit=10000&language=en')
      const totals = cloud.rows.map((tag) => tag.total_count)
      expect(totals).toEqual([...totals].sort((x, y) => y - x))
      for (let i = 1; i < cloud.rows.length; i += 1) {
        const [prev, next] = [cloud.rows[i - 1]!, cloud.rows[i]!]
        if (prev.total_count === next.total_count) expect(prev.title <= next.title).toBe(true)
      }
      const position = (slug: string) => cloud.rows.findIndex((tag) => tag.slug === slug)
      if (afterB.total > afterA.total) expect(position(second)).toBeLessThan(position(first))
      if (afterA.total > afterB.total) expect(position(first)).toBeLessThan(position(second))

      const nonEmpty = await json<ListResponse<TagEntity>>('tags?hide_empty=true&limit=10000')
      expect(nonEmpty.meta.count).toBe(nonEmpty.rows.length)
      expect(nonEmpty.rows.every((tag) => tag.total_count > 0)).toBe(true)
      expect(nonEmpty.rows.map((tag) => tag.slug)).toEqual(expect.arrayContaining([first, second]))
    } finally {
      await env.DB.prepare("DELETE FROM entity_tags WHERE entity_id LIKE 'test-%'").run()
    }
    expect((await countsOf(first)).kinds.news ?? 0).toBe(beforeA.kinds.news ?? 0)
  })

  it('orders by created both ways', async () => {
    const oldest = await json<ListResponse<TagEntity>>('tags?order_by=created&limit=10000')
    const newest = await json<ListResponse<TagEntity>>('tags?order_by=-created&limit=10000')
    expect(newest.rows.map((tag) => tag.id)).toEqual(oldest.rows.map((tag) => tag.id).reverse())
    expect(oldest.rows[0]?.slug).toBe('leadership')
  })

  it('pages with skip and limit', async () => {
    const all = await json<ListResponse<TagEntity>>('tags?order_by=created&limit=10000')
    const page = await json<ListResponse<TagEntity>>('tags?order_by=created&skip=5&limit=3')
    expect(page.meta).toEqual({ skip: 5, limit: 3, count: all.meta.count })
    expect(page.rows).toEqual(all.rows.slice(5, 8))
  })

  it('gives titles per language with fallback to ru', async () => {
    const rows = (await json<ListResponse<TagEntity>>('tags?order_by=created&limit=10000&language=ky')).rows
    let fellBack = 0
    for (const tag of rows) {
      const ky = await stored("SELECT title AS value FROM tag_translations WHERE tag_id = ?1 AND language = 'ky'", tag.id)
      const ru = await stored("SELECT title AS value FROM tag_translations WHERE tag_id = ?1 AND language = 'ru'", tag.id)
      expect(tag.title).toBe(ky ?? ru)
      if (ky === undefined) fellBack += 1
    }
    expect(fellBack).toBeGreaterThan(0)
  })

  it.each([
    ...COMMON_BAD_INPUT,
    ...PAGING_BAD_INPUT,
    ['order_by=title', 'order_by'],
    ['order_by=count;DELETE%20FROM%20tags', 'order_by'],
    ['hide_empty=yes', 'hide_empty'],
  ] as BadInput[])('?%s → 400 with fields.%s', async (query, field) => {
    await expectBadInput(`tags?${query}`, field)
  })
})

describe('GET tags/{id} (TAG-01, API-19)', () => {
  it('finds a tag by slug and by id, per language', async () => {
    const ru = await json<TagEntity>('tags/leadership')
    expect(ru).toMatchObject({ slug: 'leadership', title: 'Лидерство' })
    expect(await json<TagEntity>(`tags/${ru.id}?language=en`)).toMatchObject({ slug: 'leadership', title: 'Leadership' })
    expect((await json<TagEntity>('tags/leadership?language=ky')).title).toBe('Лидерлик')
    expect((await json<TagEntity>('tags/books?language=ky')).title).toBe('Книги')
  })

  it.each(['no-such-tag', '999999', "leadership'%20OR%20'1'='1", '%3Cscript%3E'])('answers 404 for an unknown tag (%s)', async (id) => {
    expect((await json<ApiErrorBody>(`tags/${id}`, 404)).code).toBe('not_found')
  })

  it.each(COMMON_BAD_INPUT)('?%s → 400 with fields.%s', async (query, field) => {
    await expectBadInput(`tags/leadership?${query}`, field)
  })
})

describe('money (BE-03, CURRENCY-06)', () => {
  it('has a rate between every pair of the five currencies', async () => {
    for (const currency of CURRENCIES) {
      const rates = await loadRatesInto(env.DB, currency)
      expect([...rates.keys()].sort()).toEqual(CURRENCIES.filter((other) => other !== currency).sort())
    }
  })

  it('converts stored prices into the requested currency with its rounding, leaving its own prices as they are', async () => {
    const toKgs = converterFrom('KGS', await loadRatesInto(env.DB, 'KGS'))
    const rate = (await loadRatesInto(env.DB, 'KGS')).get('USD')!
    const converted = toKgs.price({ amount: 4_999, currency: 'USD' })
    expect(converted % ROUNDING_STEP_MINOR.KGS).toBe(0)
    expect(Math.abs(converted - (4_999 * rate) / 1_000_000)).toBeLessThanOrEqual(ROUNDING_STEP_MINOR.KGS / 2)
    expect(toKgs.price({ amount: 123_45, currency: 'KGS' })).toBe(123_45)
    expect(toKgs.optionalPrice(null, 'USD')).toBeNull()
    const toUzs = converterFrom('UZS', await loadRatesInto(env.DB, 'UZS'))
    expect(toUzs.price({ amount: 100_000, currency: 'RUB' }) % ROUNDING_STEP_MINOR.UZS).toBe(0)
  })

  it('reads the rates once per request and currency, however many prices are converted', async () => {
    const statements: string[] = []
    // Each request has a database of its own (worker/edge/d1-session.ts), which its in-process API calls share.
    const requestDatabase = () =>
      new Proxy(env.DB, {
        get(target, property) {
          if (property === 'prepare') return (sql: string) => (statements.push(sql), target.prepare(sql))
          const value = Reflect.get(target, property) as unknown
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
        },
      })
    const context = (request: Request, db: D1Database) => ({ req: { raw: request }, env: { DB: db } }) as unknown as Context<AppEnv>
    const page = requestDatabase()
    const request = context(new Request('http://localhost/api/client/products?currency=RUB'), page)
    const first = await moneyFor(request, 'RUB')
    const second = await moneyFor(request, 'RUB')
    expect(first.price({ amount: 1000, currency: 'USD' })).toBe(second.price({ amount: 1000, currency: 'USD' }))
    expect(statements).toHaveLength(1)
    expect((await moneyFor(request, undefined)).currency).toBe('USD')
    expect(statements).toHaveLength(2)
    // another API call of the same page (home: events, then products) reads nothing again
    await moneyFor(context(new Request('http://localhost/api/client/events?currency=RUB'), page), 'RUB')
    expect(statements).toHaveLength(2)
    // the next request reads them anew
    await moneyFor(context(new Request('http://localhost/api/client/events'), requestDatabase()), 'RUB')
    expect(statements).toHaveLength(3)
  })

  it('fails loudly when a rate is missing instead of showing a wrong price', () => {
    expect(() => converterFrom('USD', new Map()).price({ amount: 100, currency: 'RUB' })).toThrow(/exchange rate/)
  })
})

describe('demo media (BE-05, ENTITY-18)', () => {
  const uuid = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b'

  it.each([
    ['small', 320, 200],
    ['medium', 768, 480],
    ['large', 1440, 900],
  ])('draws %s as a %ix%i SVG, cached as immutable', async (size, width, height) => {
    const response = await get(`/media/demo/${uuid}/${size}.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const svg = await response.text()
    expect(svg).toContain(`width="${width}" height="${height}"`)
    expect(svg).toMatch(/<linearGradient/)
    expect(svg).not.toMatch(/<script|href="http/i)
    expect(await (await get(`/media/demo/${uuid}/${size}.svg`)).text()).toBe(svg)
  })

  it('draws different pictures for different uuids', async () => {
    const one = await (await get(`/media/demo/${uuid}/small.svg`)).text()
    const other = await (await get('/media/demo/00000000-0000-4000-8000-000000000001/small.svg')).text()
    expect(one).not.toBe(other)
  })

  it.each([
    ['portrait', '?kind=portrait&text=Aigul+Sultanova&gender=f', ['>AS</text>', '<ellipse', '<title>Aigul Sultanova</title>']],
    ['cover', '?kind=cover&text=Money+Under+Control&by=Dmitry+Kim', ['MONEY UNDER', 'CONTROL', 'Dmitry Kim']],
    ['logo', '?kind=logo&text=Optima+Bank', ['>OB</text>', 'Optima Bank']],
  ])('draws a %s that shows what it stands for, small and escaped (issue 40.15, BE-05)', async (_kind, query, shown) => {
    const small = await (await get(`/media/demo/${uuid}/small.svg${query}`)).text()
    for (const text of shown) expect(small).toContain(text)
    expect(small).not.toMatch(/<linearGradient id="sky"/)
    expect(small.length).toBeLessThan(4096)
    const large = await (await get(`/media/demo/${uuid}/large.svg${query}`)).text()
    expect(large).toContain('width="1440" height="900"')
    const hostile = await (await get(`/media/demo/${uuid}/small.svg?kind=logo&text=${encodeURIComponent('<script>x</script>')}`)).text()
    expect(hostile).not.toContain('<script>')
  })

  it('draws one face for one person whatever the picture (issue 40.15)', async () => {
    const face = async (id: string) => {
      const svg = await (await get(`/media/demo/${id}/small.svg?kind=portrait&text=Timur+Aliev&gender=m`)).text()
      return svg.replace(/<rect width="1440" height="900" fill="[^"]+"\/>|rotate\([^)]*\)/g, '')
    }
    expect(await face(uuid)).toBe(await face('00000000-0000-4000-8000-000000000001'))
  })

  it.each([
    `${uuid}/small.svg?kind=poster&text=x`,
    `${uuid}/small.svg?kind=portrait&text=Ann`,
    `${uuid}/small.svg?kind=cover&text=Title`,
    `${uuid}/small.svg?kind=logo&text=${'x'.repeat(81)}`,
    `${uuid}/huge.svg`,
    `${uuid}/small.png`,
    `${uuid}/small`,
    'not-a-uuid/small.svg',
    `${uuid.toUpperCase()}/small.svg`,
    `${uuid}/..%2Fsmall.svg`,
  ])('answers 404 for /media/demo/%s', async (path) => {
    const response = await get(`/media/demo/${path}`)
    expect(response.status).toBe(404)
    expect(response.headers.get('Cache-Control')).not.toMatch(/immutable/)
  })
})
