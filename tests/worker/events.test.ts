/**
 * The contract of GET events and events/{id} (API-16, API-19…22, ENTITY-01/02, EVENTS-03/07, BE-03, BE-08, OQ-21):
 * envelope and fields, every filter and both sorts, paging, images expanded on request, language fallback to ru,
 * prices converted into the requested currency, 404 for an unknown id, and 400 with `fields` for bad input.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody, ListResponse } from '../../src/model/api'
import { CURRENCIES, type Currency } from '../../src/model/currencies'
import type { EventEntity, EventListItem } from '../../src/model/entities/events'
import type { ImageEntity } from '../../src/model/entities/reference'
import { EVENT_FORMATS, EVENT_THEMES, EVENT_TYPES } from '../../src/model/events'
import { convertMinor } from '../../src/model/money'
import { apiJson as json, expectBadInput, VISIBLE_SQL } from './helpers'




interface StoredEvent {
  uuid: string
  slug: string
  type: string
  format: string
  theme: string
  date_from: string
  date_to: string | null
  price_amount: number
  price_currency: Currency
}

const db = {
  events: async (where = '1 = 1', ...bindings: unknown[]) =>
    (
      await env.DB.prepare(
        `SELECT uuid, slug, type, format, theme, date_from, date_to, price_amount, price_currency FROM events WHERE (${where}) AND ${VISIBLE_SQL}
         ORDER BY date_from, uuid`,
      )
        .bind(...bindings)
        .all<StoredEvent>()
    ).results,
  title: async (uuid: string, language: string) =>
    (
      await env.DB.prepare('SELECT title FROM event_translations WHERE event_uuid = ?1 AND language = ?2')
        .bind(uuid, language)
        .first<{ title: string }>()
    )?.title,
  rate: async (base: Currency, quote: Currency) =>
    (
      await env.DB.prepare('SELECT rate_micros FROM exchange_rates WHERE base = ?1 AND quote = ?2')
        .bind(base, quote)
        .first<{ rate_micros: number }>()
    )?.rate_micros,
}

/** Every row of a filtered list, page by page (limit 100), in the order the API gives them. */
async function all(query: string): Promise<{ rows: EventListItem[]; count: number }> {
  const rows: EventListItem[] = []
  let count: number
  for (let skip = 0; ; skip += 100) {
    const page = await json<ListResponse<EventListItem>>(`events?${query}&limit=100&skip=${skip}`)
    rows.push(...page.rows)
    count = page.meta.count
    if (page.rows.length < 100) break
  }
  expect(rows.length).toBe(count)
  return { rows, count }
}

const LIST_FIELDS = [
  'uuid', 'slug', 'type', 'format', 'theme', 'title', 'short_description', 'image_id', 'image', 'images', 'date_from',
  'date_to', 'age_restriction', 'city_slug', 'city', 'price', 'currency', 'options', 'trainers', 'seo_title',
  'seo_description', 'seo_keywords', 'seo_noindex',
].sort()


describe('GET events (API-21, ENTITY-01)', () => {
  it('answers the list envelope with 24 rows by default and every ENTITY-01 list field', async () => {
    const body = await json<ListResponse<EventListItem>>('events')
    const stored = await db.events()
    expect(Object.keys(body).sort()).toEqual(['meta', 'rows'])
    expect(body.meta).toEqual({ skip: 0, limit: 24, count: stored.length })
    expect(body.rows).toHaveLength(24)
    for (const row of body.rows) {
      expect(Object.keys(row).sort()).toEqual(LIST_FIELDS)
      // The order tests' own events (tests/worker/event-orders-fixtures.ts) share the database and have no trainers.
      if (row.slug.startsWith('test-order-')) continue
      expect(EVENT_TYPES).toContain(row.type)
      expect(EVENT_FORMATS).toContain(row.format)
      expect(EVENT_THEMES).toContain(row.theme)
      expect(Number.isInteger(row.price)).toBe(true)
      expect(row.currency).toBe('USD')
      expect(row.options.length).toBeGreaterThan(0)
      expect(row.trainers.length).toBeGreaterThan(0)
      for (const trainer of row.trainers) expect(Object.keys(trainer).sort()).toEqual(['direction', 'full_name', 'id', 'image', 'image_id', 'slug'])
      if (row.format === 'ONLINE') expect(row.city).toBeNull()
      else {
        expect(row.city).toMatchObject({ slug: row.city_slug, title: expect.any(String), country: { title: expect.any(String) } })
        expect(row.city?.time_zone).toMatch(/^[A-Z][a-z]+\/[A-Za-z_]+$/)
      }
    }
  })

  it('sorts by date_from by default and with order_by=date_from / -date_from (CONST-09, EVENTS-03)', async () => {
    const stored = await db.events()
    const ascending = await json<ListResponse<EventListItem>>('events?limit=100')
    expect(ascending.rows.map((row) => row.uuid)).toEqual(stored.map((row) => row.uuid))
    const explicit = await json<ListResponse<EventListItem>>('events?limit=100&order_by=date_from')
    expect(explicit.rows.map((row) => row.uuid)).toEqual(stored.map((row) => row.uuid))
    const descending = await json<ListResponse<EventListItem>>('events?limit=100&order_by=-date_from')
    const dates = descending.rows.map((row) => row.date_from)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('pages with skip and limit (API-02)', async () => {
    const everything = await json<ListResponse<EventListItem>>('events?limit=100')
    const page = await json<ListResponse<EventListItem>>('events?skip=5&limit=7')
    expect(page.meta).toEqual({ skip: 5, limit: 7, count: everything.meta.count })
    expect(page.rows.map((row) => row.uuid)).toEqual(everything.rows.slice(5, 12).map((row) => row.uuid))
    const beyond = await json<ListResponse<EventListItem>>('events?skip=100000')
    expect(beyond.rows).toEqual([])
  })

  it('event_mode=future keeps events whose end — date_to, or date_from without one — is after now (BE-08, API-20)', async () => {
    const now = new Date().toISOString()
    const expected = await db.events('COALESCE(date_to, date_from) > ?1', now)
    const { rows, count } = await all('event_mode=future')
    expect(count).toBe(expected.length)
    expect(rows.map((row) => row.uuid).sort()).toEqual(expected.map((row) => row.uuid).sort())
    // Long programmes that started in the past but have not ended yet are still on sale (EVENT-10).
    expect(rows.some((row) => row.date_from < now && row.date_to !== null && row.date_to > now)).toBe(true)
    // Events without date_to are judged by their start.
    expect(rows.filter((row) => row.date_to === null).every((row) => row.date_from > now)).toBe(true)
    expect(count).toBeLessThan((await db.events()).length)
  })

  it('date_from_after/date_from_before select a month given with a time-zone offset (EVENTS-07, OQ-21)', async () => {
    const month = new Date()
    const y = month.getUTCFullYear()
    const m = String(month.getUTCMonth() + 1).padStart(2, '0')
    const last = new Date(Date.UTC(y, month.getUTCMonth() + 1, 0)).getUTCDate()
    const after = `${y}-${m}-01T00:00:00+03:00`
    const before = `${y}-${m}-${last}T23:59:59+03:00`
    const expected = await db.events('date_from >= ?1 AND date_from <= ?2', new Date(after).toISOString(), new Date(before).toISOString())
    expect(expected.length).toBeGreaterThan(0)
    const { rows } = await all(`date_from_after=${encodeURIComponent(after)}&date_from_before=${encodeURIComponent(before)}`)
    expect(rows.map((row) => row.uuid).sort()).toEqual(expected.map((row) => row.uuid).sort())
    // Together with the future mode, as the current month asks (OQ-48).
    const now = new Date().toISOString()
    const future = await all(`date_from_after=${encodeURIComponent(after)}&date_from_before=${encodeURIComponent(before)}&event_mode=future`)
    expect(future.rows.every((row) => (row.date_to ?? row.date_from) > now && row.date_from >= new Date(after).toISOString())).toBe(true)
  })

  it.each([
    ['format', 'OFFLINE'],
    ['format', 'ONLINE'],
    ['theme', 'PSYCHOLOGY'],
    ['theme', 'FIELD_EVENT'],
    ['type', 'MASTER_CLASS'],
    ['type', 'YEAR'],
  ] as const)('filters by %s=%s with its own value (OQ-02, EVENTS-12)', async (field, value) => {
    const expected = await db.events(`${field} = ?1`, value)
    expect(expected.length).toBeGreaterThan(0)
    const { rows } = await all(`${field}=${value}`)
    expect(rows.map((row) => row.uuid).sort()).toEqual(expected.map((row) => row.uuid).sort())
    expect(rows.every((row) => row[field] === value)).toBe(true)
  })

  it('the demo events cover every type, format and theme', async () => {
    const stored = await db.events()
    expect(new Set(stored.map((row) => row.type))).toEqual(new Set(EVENT_TYPES))
    expect(new Set(stored.map((row) => row.format))).toEqual(new Set(EVENT_FORMATS))
    expect(new Set(stored.map((row) => row.theme))).toEqual(new Set(EVENT_THEMES))
  })

  it('trainers_slug lists a trainer’s events (API-22, TRAINER-07)', async () => {
    const expected = await db.events(
      'uuid IN (SELECT event_uuid FROM event_trainers WHERE trainer_id = (SELECT id FROM trainers WHERE slug = ?1))',
      'timur-aliev',
    )
    expect(expected.length).toBeGreaterThan(1)
    const { rows } = await all('trainers_slug=timur-aliev&order_by=date_from')
    expect(rows.map((row) => row.uuid)).toEqual(expected.map((row) => row.uuid))
    expect(rows.every((row) => row.trainers.some((trainer) => trainer.slug === 'timur-aliev'))).toBe(true)
    expect((await json<ListResponse<EventListItem>>('events?trainers_slug=nobody-at-all')).meta.count).toBe(0)
  })

  it('tags takes a comma list and keeps events with any of the tags (BE-06)', async () => {
    const expected = await db.events(
      `uuid IN (SELECT entity_id FROM entity_tags WHERE entity_kind = 'events'
        AND tag_id IN (SELECT id FROM tags WHERE slug IN ('health', 'investments')))`,
    )
    const health = await db.events(
      `uuid IN (SELECT entity_id FROM entity_tags WHERE entity_kind = 'events' AND tag_id = (SELECT id FROM tags WHERE slug = 'health'))`,
    )
    expect(health.length).toBeGreaterThan(0)
    expect(expected.length).toBeGreaterThan(health.length)
    expect((await all('tags=health,investments')).rows.map((row) => row.uuid).sort()).toEqual(expected.map((row) => row.uuid).sort())
    expect((await all('tags=health')).count).toBe(health.length)
  })

  it('expands images only with expand=images (ENTITY-18)', async () => {
    const plain = await json<ListResponse<EventListItem>>('events?limit=3')
    for (const row of plain.rows) {
      expect(row.images.length).toBeGreaterThan(0)
      for (const image of row.images) expect(typeof image).toBe('string')
      expect(row.image).toMatchObject({ uuid: row.image_id, small: expect.stringMatching(/small/) })
    }
    const expanded = await json<ListResponse<EventListItem>>('events?limit=3&expand=images')
    expanded.rows.forEach((row, index) => {
      const images = row.images as ImageEntity[]
      expect(images.map((image) => image.uuid)).toEqual(plain.rows[index]!.images)
      for (const image of images) expect(Object.keys(image).sort()).toEqual(['large', 'medium', 'small', 'uuid'])
    })
  })

  it('converts prices into the requested currency with the rates table (BE-03, CURRENCY-06)', async () => {
    const stored = (await db.events()).find((row) => row.price_currency === 'RUB')!
    const options = (
      await env.DB.prepare('SELECT uuid, price_amount, old_price_amount FROM event_options WHERE event_uuid = ?1 ORDER BY position')
        .bind(stored.uuid)
        .all<{ uuid: string; price_amount: number; old_price_amount: number | null }>()
    ).results
    for (const currency of CURRENCIES) {
      const rate = currency === 'RUB' ? undefined : await db.rate('RUB', currency)
      const event = await json<EventEntity>(`events/${stored.slug}?currency=${currency}`)
      expect(event.currency).toBe(currency)
      expect(event.price).toBe(convertMinor(stored.price_amount, 'RUB', currency, rate))
      expect(event.options.map((option) => option.price)).toEqual(
        options.map((option) => convertMinor(option.price_amount, 'RUB', currency, rate)),
      )
      expect(event.options.map((option) => option.old_price)).toEqual(
        options.map((option) => (option.old_price_amount === null ? null : convertMinor(option.old_price_amount, 'RUB', currency, rate))),
      )
    }
    const rub = await json<EventEntity>(`events/${stored.slug}?currency=RUB`)
    expect(rub.price).toBe(stored.price_amount)
    const list = await json<ListResponse<EventListItem>>(`events?currency=KGS&limit=100`)
    expect(list.rows.every((row) => row.currency === 'KGS' && row.options.every((option) => Number.isInteger(option.price)))).toBe(true)
  })

  it('answers in the requested language and falls back to ru per field (BE-02, I18N-06)', async () => {
    const stored = await db.events()
    const withKy = stored.find((row) => row.slug.startsWith('family-harmony'))!
    const withoutKy = stored.find((row) => row.slug.startsWith('negotiations'))!
    expect(await db.title(withoutKy.uuid, 'ky')).toBeUndefined()
    const page = async (language: string) =>
      new Map((await all(`language=${language}`)).rows.map((row) => [row.uuid, row]))
    const [ru, en, ky] = await Promise.all([page('ru'), page('en'), page('ky')])
    expect(ru.get(withKy.uuid)!.title).toBe(await db.title(withKy.uuid, 'ru'))
    expect(en.get(withKy.uuid)!.title).toBe(await db.title(withKy.uuid, 'en'))
    expect(ky.get(withKy.uuid)!.title).toBe(await db.title(withKy.uuid, 'ky'))
    expect(ky.get(withoutKy.uuid)!.title).toBe(await db.title(withoutKy.uuid, 'ru'))
    expect(en.get(withoutKy.uuid)!.title).not.toBe(ru.get(withoutKy.uuid)!.title)
    // City and country names follow the language too (EVENT-01).
    const offline = [...en.values()].find((row) => row.city?.slug === 'moscow')!
    expect(offline.city).toMatchObject({ title: 'Moscow', country: { value: 'RU', title: 'Russia' } })
    expect(ru.get(offline.uuid)!.city).toMatchObject({ title: 'Москва', country: { title: 'Россия' } })
  })
})

describe('GET events/{id} (API-19, EVENT-01)', () => {
  it('reads one event by slug or uuid with the long texts and expanded images', async () => {
    const [stored] = await db.events("format = 'OFFLINE'")
    const bySlug = await json<EventEntity>(`events/${stored!.slug}?language=en`)
    const byUuid = await json<EventEntity>(`events/${stored!.uuid}?language=en`)
    expect(byUuid).toEqual(bySlug)
    expect(bySlug).toMatchObject({ uuid: stored!.uuid, slug: stored!.slug, date_from: stored!.date_from, date_to: stored!.date_to })
    expect(Object.keys(bySlug).sort()).toEqual([...LIST_FIELDS, 'description', 'description_second', 'for_who', 'address'].sort())
    expect(bySlug.description).toContain('<h3>')
    expect((bySlug.images as ImageEntity[])[0]).toMatchObject({ small: expect.any(String), large: expect.any(String) })
  })

  it('has the venue address in the requested language, falling back to ru; none for an online event (OQ-04)', async () => {
    const [inBishkek] = await db.events("city_id = (SELECT id FROM cities WHERE slug = 'bishkek') AND format = 'OFFLINE'")
    const [inAlmaty] = await db.events("city_id = (SELECT id FROM cities WHERE slug = 'almaty') AND format = 'OFFLINE'")
    const [online] = await db.events("format = 'ONLINE'")
    const address = async (slug: string, language: string) => (await json<EventEntity>(`events/${slug}?language=${language}`)).address
    expect(await address(inBishkek!.slug, 'ru')).toBe('Зал «Вершина Академии», ул. Киевская, 95, БЦ «Орион», 4 этаж')
    expect(await address(inBishkek!.slug, 'en')).toBe('Vershina Academy hall, 95 Kievskaya St., Orion business centre, 4th floor')
    expect(await address(inBishkek!.slug, 'ky')).toBe('«Вершина Академиясынын» залы, Киев көчөсү, 95, «Орион» ББ, 4-кабат')
    // No Kyrgyz address stored: the Russian one (I18N-06).
    expect(await address(inAlmaty!.slug, 'ky')).toBe(await address(inAlmaty!.slug, 'ru'))
    expect(await address(online!.slug, 'en')).toBe('')
    // The list leaves it out, with the other long texts.
    expect(Object.keys((await all('language=en')).rows[0]!)).not.toContain('address')
  })

  it('sanitises the HTML it serves (BE-25)', async () => {
    const [stored] = await db.events()
    await env.DB.prepare(
      `UPDATE event_translations SET description = description || '<script>alert(1)</script><img src=x onerror="alert(2)">'
       WHERE event_uuid = ?1 AND language = 'ru'`,
    )
      .bind(stored!.uuid)
      .run()
    const event = await json<EventEntity>(`events/${stored!.slug}`)
    expect(event.description).not.toMatch(/<script|onerror/i)
  })

  it('answers 404 for an unknown slug or uuid', async () => {
    expect((await json<ApiErrorBody>('events/no-such-event', 404)).code).toBe('not_found')
    await json<ApiErrorBody>('events/00000000-0000-4000-8000-000000000000', 404)
  })
})

describe('GET events: malformed input is a 400 with field errors, never a 500', () => {
  it.each([
    ['format=online', 'format'],
    ['format=HYBRID', 'format'],
    ['theme=COOKING', 'theme'],
    ['theme=1', 'theme'],
    ['type=WEBINAR', 'type'],
    ['order_by=created', 'order_by'],
    ['order_by=date_from;DROP%20TABLE%20events', 'order_by'],
    ['event_mode=past', 'event_mode'],
    ['date_from_after=yesterday', 'date_from_after'],
    ['date_from_after=2026-13-01T00:00:00Z', 'date_from_after'],
    ['date_from_before=1700000000', 'date_from_before'],
    ["trainers_slug=x'%20OR%20'1'%3D'1", 'trainers_slug'],
    ['trainers_slug=', 'trainers_slug'],
    ['tags=health,,sales', 'tags'],
    ['tags=%3Cscript%3E', 'tags'],
    ['expand=everything', 'expand'],
    ['skip=-1', 'skip'],
    ['skip=abc', 'skip'],
    ['limit=1000000', 'limit'],
    ['limit=0.5', 'limit'],
    ['language=fr', 'language'],
    ['currency=EUR', 'currency'],
  ])('events?%s → 400 on %s', async (query, field) => {
    await expectBadInput(`events?${query}`, field)
  })

  it.each([
    ['language=de', 'language'],
    ['currency=usd', 'currency'],
  ])('events/{id}?%s → 400 on %s', async (query, field) => {
    const [stored] = await db.events()
    await expectBadInput(`events/${stored!.slug}?${query}`, field)
  })
})
