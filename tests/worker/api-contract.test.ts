/**
 * The contract of /api/client for languages, pages, pages/{id} and profile_site/contacts (issue 2 §3, §4):
 * envelopes, paging and order, language fallback to ru, sanitised HTML, 404s, and 400 with `fields` — never a
 * 500 — for malformed input. The typed `currency` query is accepted on every endpoint (CURRENCY-05).
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody, ContactsEntity, LanguageEntity, ListResponse, PageEntity, PageListItem } from '../../src/model/api'
import { CURRENCIES, type Currency } from '../../src/model/currencies'
import { convertMinor } from '../../src/model/money'
import type { PartnerEntity } from '../../src/model/entities/publications'
import { FALLBACK_JSON_KEY, FALLBACK_OFFICE_ID, HOSTILE_PAGE, PAGE_COUNT } from './fixtures'
import { get, apiJson as json, expectBadInput, API } from './helpers'



/** Where each priced list keeps its stored price and base currency (BE-03). */
const STORED_PRICES = {
  events: 'SELECT uuid, price_amount AS price, price_currency AS currency FROM events',
  products: 'SELECT uuid, price, currency FROM products',
} as const

async function storedPrices(list: keyof typeof STORED_PRICES): Promise<Map<string, { price: number; currency: Currency }>> {
  const { results } = await env.DB.prepare(STORED_PRICES[list]).all<{ uuid: string; price: number; currency: Currency }>()
  return new Map(results.map((row) => [row.uuid, row]))
}

/** Every stored rate, by `${base}→${quote}`. */
async function storedRates(): Promise<Map<string, number>> {
  const { results } = await env.DB.prepare('SELECT base, quote, rate_micros FROM exchange_rates').all<{ base: string; quote: string; rate_micros: number }>()
  return new Map(results.map((row) => [`${row.base}→${row.quote}`, row.rate_micros]))
}

function expectListEnvelope(body: ListResponse<unknown>, meta: { skip: number; limit: number; count: number }) {
  expect(Object.keys(body).sort()).toEqual(['meta', 'rows'])
  expect(Array.isArray(body.rows)).toBe(true)
  expect(body.meta).toEqual(meta)
}

/**
 * A translated column as stored, in one language (undefined: no row in that language). The expectations of the
 * fallback tests come from the database, so they hold whatever the demo content translates.
 */
async function stored(sql: string, ...bindings: Array<string | number>): Promise<string | undefined> {
  const row = await env.DB.prepare(sql).bind(...bindings).first<{ value: string }>()
  return row?.value
}

const pageTitle = (uuid: string, language: string) =>
  stored('SELECT title AS value FROM page_translations WHERE page_uuid = ?1 AND language = ?2', uuid, language)
const officeText = (id: number, column: string, language: string) =>
  stored(`SELECT ${column} AS value FROM office_translations WHERE office_id = ?1 AND language = ?2`, id, language)

/** Malformed queries of an endpoint and the field each must be reported under. */
type BadInput = [query: string, field: string]

const COMMON_BAD_INPUT: BadInput[] = [
  ['language=fr', 'language'],
  ['language=RU', 'language'],
  ['language=', 'language'],
  ["language=ru'%20OR%20'1'%3D'1", 'language'],
  ['language=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'language'],
  ['language=ru%00', 'language'],
  ['currency=EUR', 'currency'],
  ['currency=usd', 'currency'],
  ['currency=1', 'currency'],
  ['currency=USD;DROP%20TABLE%20pages', 'currency'],
]

const PAGING_BAD_INPUT: BadInput[] = [
  ['skip=-1', 'skip'],
  ['skip=abc', 'skip'],
  ['skip=1.5', 'skip'],
  ['skip=1e309', 'skip'],
  ['skip=99999999999', 'skip'],
  ['limit=1000000', 'limit'],
  ['limit=101', 'limit'],
  ['limit=-5', 'limit'],
  // An empty page is never what a caller meant: at least one row is asked for.
  ['limit=0', 'limit'],
  ['limit=%20', 'limit'],
  ['limit=ten', 'limit'],
  ['limit=5abc', 'limit'],
  ['limit=1,2', 'limit'],
]


describe('GET languages', () => {
  it('lists the routable languages in the list envelope', async () => {
    const body = await json<ListResponse<LanguageEntity>>('languages')
    expectListEnvelope(body, { skip: 0, limit: 100, count: 3 })
    expect(body.rows.map((row) => row.language_code)).toEqual(['ru', 'en', 'ky'])
    expect(body.rows[0]).toEqual({
      id: 1,
      language_code: 'ru',
      name: 'Russian',
      name_in_native_language: 'Русский',
      icon: '/flags/ru.svg',
    })
  })

  it('pages with skip and limit', async () => {
    const body = await json<ListResponse<LanguageEntity>>('languages?skip=1&limit=1')
    expectListEnvelope(body, { skip: 1, limit: 1, count: 3 })
    expect(body.rows.map((row) => row.language_code)).toEqual(['en'])
  })

  it.each([...COMMON_BAD_INPUT, ...PAGING_BAD_INPUT])('?%s → 400 with fields.%s', async (query, field) => {
    await expectBadInput(`languages?${query}`, field)
  })
})

describe('GET pages', () => {
  it('lists pages in the list envelope, newest first, without bodies', async () => {
    const body = await json<ListResponse<PageListItem>>('pages')
    expectListEnvelope(body, { skip: 0, limit: 24, count: PAGE_COUNT })
    expect(body.rows).toHaveLength(PAGE_COUNT)
    expect(body.rows.at(-1)?.slug).toBe(HOSTILE_PAGE.slug)
    for (const row of body.rows) {
      expect(row).not.toHaveProperty('body')
      expect(Object.keys(row).sort()).toEqual(
        ['date_publication', 'seo_description', 'seo_keywords', 'seo_noindex', 'seo_title', 'slug', 'title', 'uuid'].sort(),
      )
      expect(typeof row.seo_noindex).toBe('boolean')
    }
  })

  it('orders by created both ways', async () => {
    const newest = await json<ListResponse<PageListItem>>('pages?order_by=-created')
    const oldest = await json<ListResponse<PageListItem>>('pages?order_by=created')
    expect(oldest.rows.map((row) => row.uuid)).toEqual(newest.rows.map((row) => row.uuid).reverse())
    expect(oldest.rows[0]?.slug).toBe(HOSTILE_PAGE.slug)
  })

  it('pages with skip and limit, the count staying the total', async () => {
    const all = await json<ListResponse<PageListItem>>('pages?order_by=created')
    const page = await json<ListResponse<PageListItem>>('pages?order_by=created&skip=2&limit=3')
    expectListEnvelope(page, { skip: 2, limit: 3, count: PAGE_COUNT })
    expect(page.rows.map((row) => row.slug)).toEqual(all.rows.slice(2, 5).map((row) => row.slug))
    const beyond = await json<ListResponse<PageListItem>>('pages?skip=500')
    expectListEnvelope(beyond, { skip: 500, limit: 24, count: PAGE_COUNT })
    expect(beyond.rows).toEqual([])
  })

  it.each(['ru', 'en', 'ky'])('gives every title in %s, or in ru where it has none', async (language) => {
    const body = await json<ListResponse<PageListItem>>(`pages?language=${language}&limit=100`)
    expect(body.rows).toHaveLength(PAGE_COUNT)
    for (const row of body.rows) {
      const expected = (await pageTitle(row.uuid, language)) ?? (await pageTitle(row.uuid, 'ru'))
      expect(row.title, row.slug).toBe(expected)
      expect(row.title).not.toBe('')
    }
    // The fixture has no ky text: its Russian title.
    const hostile = body.rows.find((row) => row.uuid === HOSTILE_PAGE.uuid)
    expect(hostile?.title).toBe(language === 'en' ? HOSTILE_PAGE.titles.en : HOSTILE_PAGE.titles.ru)
  })

  it.each<BadInput>([
    ...COMMON_BAD_INPUT,
    ...PAGING_BAD_INPUT,
    ['order_by=bogus', 'order_by'],
    ['order_by=created;DROP%20TABLE%20pages', 'order_by'],
    ['order_by=CREATED', 'order_by'],
    ['order_by=title', 'order_by'],
    ['expand=everything', 'expand'],
  ])('?%s → 400 with fields.%s', async (query, field) => {
    await expectBadInput(`pages?${query}`, field)
  })

  it('reports every bad field at once', async () => {
    const body = await json<ApiErrorBody>('pages?skip=-1&limit=1000&order_by=x&language=fr&currency=EUR', 400)
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['currency', 'language', 'limit', 'order_by', 'skip'])
  })
})

describe('GET pages/{id}', () => {
  it('finds a page by slug and by uuid, with its body', async () => {
    const bySlug = await json<PageEntity>('pages/oferta')
    expect(bySlug.slug).toBe('oferta')
    expect(bySlug.title).toBe('Публичная оферта')
    expect(bySlug.body).toContain('<h2>')
    const byUuid = await json<PageEntity>(`pages/${bySlug.uuid}`)
    expect(byUuid).toEqual(bySlug)
  })

  it('gives the requested language and falls back to ru', async () => {
    const oferta = await json<PageEntity>('pages/oferta')
    for (const language of ['en', 'ky']) {
      const expected = (await pageTitle(oferta.uuid, language)) ?? (await pageTitle(oferta.uuid, 'ru'))
      expect((await json<PageEntity>(`pages/oferta?language=${language}`)).title).toBe(expected)
    }
    const english = await json<PageEntity>(`pages/${HOSTILE_PAGE.uuid}?language=en`)
    expect(english.title).toBe(HOSTILE_PAGE.titles.en)
    expect(english.body).toContain('<p>Text</p>')
    const fallback = await json<PageEntity>(`pages/${HOSTILE_PAGE.uuid}?language=ky`)
    expect(fallback.title).toBe(HOSTILE_PAGE.titles.ru)
    expect(fallback.body).toContain('<p>Текст</p>')
  })

  it.each(['ru', 'en', 'ky'])('strips scripts, event handlers and javascript: links from the stored HTML (%s)', async (language) => {
    const page = await json<PageEntity>(`pages/${HOSTILE_PAGE.slug}?language=${language}`)
    expect(page.body).toMatch(/<p>(Текст|Text)<\/p>/)
    expect(page.body).toContain('<img src="/x.png">')
    expect(page.body).not.toMatch(/<script/i)
    expect(page.body).not.toMatch(/alert/)
    expect(page.body).not.toMatch(/onerror/i)
    expect(page.body).not.toMatch(/javascript:/i)
  })

  it.each(['no-such-page', HOSTILE_PAGE.uuid.replace('aa', 'ab'), "oferta'%20OR%20'1'%3D'1", 'oferta%22--', 'x'.repeat(2000)])(
    'answers 404 for an unknown slug or uuid (%s)',
    async (id) => {
      const body = await json<ApiErrorBody>(`pages/${id}`, 404)
      expect(body.code).toBe('not_found')
    },
  )

  it.each(COMMON_BAD_INPUT)('?%s → 400 with fields.%s', async (query, field) => {
    await expectBadInput(`pages/oferta?${query}`, field)
  })
})

describe('GET profile_site/contacts', () => {
  it('issue 23: writes every phone in the international format of its country, E.164 to call', async () => {
    const body = await json<ContactsEntity>('profile_site/contacts')
    const tashkent = body.offices.find((office) => office.phone === '+998712005060')
    expect(tashkent?.phone_display).toBe('+998 71 200 50 60')
    expect(body.phones.find((phone) => phone.phone === '+77273500600')?.display).toBe('+7 727 350 0600')
    const partners = await json<{ rows: PartnerEntity[] }>('partners?type=FRANCHISE&limit=1000')
    const osh = partners.rows.find((partner) => partner.phone_number === '+996322200300')
    expect(osh?.phone_number_display).toBe('+996 3222 00300')
  })

  it('gives offices, socials, phones by region, messengers, e-mail and json_data', async () => {
    const body = await json<ContactsEntity>('profile_site/contacts')
    expect(Object.keys(body).sort()).toEqual(['email', 'json_data', 'messengers', 'offices', 'phones', 'socials'])
    expect(body.offices.length).toBeGreaterThan(0)
    for (const office of body.offices) {
      expect(Object.keys(office).sort()).toEqual(
        ['address', 'city_id', 'city_name', 'coords', 'id', 'legal_details', 'phone', 'phone_display', 'schedule'].sort(),
      )
      expect(office.city_name).not.toBe('')
    }
    // OQ-04: an office names its city, so that an event page shows the phone of the office in the event's city.
    const bishkek = await env.DB.prepare("SELECT id FROM cities WHERE slug = 'bishkek'").first<{ id: number }>()
    expect(body.offices.find((office) => office.city_name === 'Бишкек')?.city_id).toBe(bishkek!.id)
    expect(body.phones.length).toBeGreaterThan(0)
    for (const phone of body.phones) {
      expect(['KG', 'KZ', 'ABROAD']).toContain(phone.region)
      expect(phone.phone).toMatch(/^\+\d{8,15}$/)
    }
    for (const social of body.socials) expect(social.url).toMatch(/^https:\/\//)
    for (const messenger of body.messengers) expect(['whatsapp', 'telegram']).toContain(messenger.messenger)
    expect(body.email).toMatch(/^[^@\s]+@[^@\s]+$/)
    expect(typeof body.json_data).toBe('object')
  })

  it.each(['ru', 'en', 'ky'])('gives office texts in %s, or in ru where an office has none', async (language) => {
    const body = await json<ContactsEntity>(`profile_site/contacts?language=${language}`)
    for (const office of body.offices) {
      for (const column of ['city_name', 'schedule', 'address'] as const) {
        const expected = (await officeText(office.id, column, language)) ?? (await officeText(office.id, column, 'ru'))
        expect(office[column], `office ${office.id} ${column}`).toBe(expected)
      }
    }
    const fallback = body.offices.find((office) => office.id === FALLBACK_OFFICE_ID)
    if (language === 'ky') expect(fallback?.city_name).toBe(await officeText(FALLBACK_OFFICE_ID, 'city_name', 'ru'))
  })

  it('resolves json_data per language, each key falling back to ru', async () => {
    const ru = await json<ContactsEntity>('profile_site/contacts?language=ru')
    const en = await json<ContactsEntity>('profile_site/contacts?language=en')
    const ky = await json<ContactsEntity>('profile_site/contacts?language=ky')
    expect(ru.json_data[FALLBACK_JSON_KEY]).toBe('Только по-русски')
    expect(en.json_data[FALLBACK_JSON_KEY]).toBe('English too')
    expect(ky.json_data[FALLBACK_JSON_KEY]).toBe('Только по-русски')
    // Every key of ru is there in each language, in that language when it has a value.
    for (const body of [en, ky]) expect(Object.keys(body.json_data).sort()).toEqual(Object.keys(ru.json_data).sort())
    const { results } = await env.DB.prepare(
      "SELECT key, value FROM site_profile_data WHERE profile = 'contacts' AND language = 'ky'",
    ).all<{ key: string; value: string }>()
    for (const { key, value } of results) expect(ky.json_data[key]).toBe(value)
  })

  it('sanitises the legal details and keeps only map iframes of known providers', async () => {
    const body = await json<ContactsEntity>('profile_site/contacts')
    for (const office of body.offices) {
      expect(office.legal_details).not.toMatch(/<script|onclick|alert/i)
      expect(office.coords).toMatch(/^(<iframe src="https:\/\/yandex\.ru\/map-widget\/[^"]*"[^>]*><\/iframe>)?$/)
    }
    const office = body.offices.find((candidate) => candidate.id === FALLBACK_OFFICE_ID)
    expect(office?.legal_details).toContain('<b>ok</b>')
  })

  it.each(COMMON_BAD_INPUT)('?%s → 400 with fields.%s', async (query, field) => {
    await expectBadInput(`profile_site/contacts?${query}`, field)
  })
})

describe('the currency query (CURRENCY-05, BE-03)', () => {
  it.each(Object.keys(STORED_PRICES) as (keyof typeof STORED_PRICES)[])(
    '%s: every row priced in the asked currency, converted from its base price at the stored rate',
    async (list) => {
      const [stored, rates] = await Promise.all([storedPrices(list), storedRates()])
      for (const currency of CURRENCIES) {
        const { rows } = await json<ListResponse<{ uuid: string; price: number; currency: Currency }>>(`${list}?limit=100&currency=${currency}`)
        expect(rows.length, currency).toBeGreaterThan(0)
        for (const row of rows) {
          const base = stored.get(row.uuid)!
          expect(row.currency, `${list} ${row.uuid}`).toBe(currency)
          expect(row.price, `${list} ${row.uuid} in ${currency}`).toBe(
            convertMinor(base.price, base.currency, currency, rates.get(`${base.currency}→${currency}`)),
          )
        }
      }
    },
  )

  it('a price in another currency than its base differs from the base amount (the rates convert)', async () => {
    const [event] = (await json<ListResponse<{ uuid: string; price: number }>>('events?limit=1&currency=KGS')).rows
    const base = (await storedPrices('events')).get(event!.uuid)!
    expect(base.currency).not.toBe('KGS')
    expect(event!.price).not.toBe(base.price)
  })
})

describe('unknown endpoints and methods', () => {
  it.each(['xyz', 'languages/1/x', 'profile_site', 'profile_site/other', 'pages/oferta/extra'])(
    '/api/client/%s → JSON 404',
    async (path) => {
      const body = await json<ApiErrorBody>(path, 404)
      expect(body.code).toBe('not_found')
    },
  )

  it('/api/client itself → JSON 404', async () => {
    const response = await get('/api/client')
    expect(response.status).toBe(404)
    expect(((await response.json()) as ApiErrorBody).code).toBe('not_found')
  })

  it('a POST to a read-only endpoint is not a 500', async () => {
    const response = await get(`${API}/languages`, { method: 'POST', body: '{}' })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })
})
