/**
 * The contract of reviews and reviews/{id} (API-27, ENTITY-10/11, REVIEWS-03/05/06, OQ-22, BE-10): moderated
 * reviews only whatever the client sends, `client_phone` never in an answer, entity filters, the three orders and
 * their aliases, `random` without duplicates, images expanded on request, 404s, and 400 with `fields`.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody, ListResponse } from '../../src/model/api'
import type { ImageEntity } from '../../src/model/entities/reference'
import { REVIEW_ENTITY_TYPES, type ReviewEntity } from '../../src/model/entities/shop'
import { get, apiJson as json, expectBadInput, API } from './helpers'




/** A moderated review with hostile HTML and one waiting for moderation, both with a known phone. */
const HOSTILE_REVIEW = '00000000-0000-4000-8000-00000000ee01'
const PENDING_REVIEW = '00000000-0000-4000-8000-00000000ee02'
const SECRET_PHONE = '+996 700 123 456'

const FIELDS = [
  'body', 'body_video', 'client_name', 'created', 'entity_id', 'entity_type', 'event_title', 'images', 'media_photo',
  'media_photo_id', 'media_source', 'uuid',
].sort()

async function moderatedUuids(where = '1', ...bindings: string[]): Promise<Set<string>> {
  const { results } = await env.DB.prepare(`SELECT uuid FROM reviews WHERE moderated = 1 AND ${where}`)
    .bind(...bindings)
    .all<{ uuid: string }>()
  return new Set(results.map((row) => row.uuid))
}

/** Every row of a list, page by page (limit 100). */
async function everyRow(query: string): Promise<ReviewEntity[]> {
  const rows: ReviewEntity[] = []
  for (let skip = 0; ; skip += 100) {
    const page = await json<ListResponse<ReviewEntity>>(`reviews?${query}&limit=100&skip=${skip}`)
    rows.push(...page.rows)
    if (page.rows.length < 100) return rows
  }
}

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare(
      `INSERT OR IGNORE INTO reviews (uuid, entity_type, entity_id, client_name, client_phone, body, moderated, created)
       VALUES (?1, 'CLUB', NULL, 'Проверка', ?3, '<p>Ок</p><script>alert(1)</script><a href="javascript:x()">a</a>', 1, '2020-01-01T00:00:00Z'),
              (?2, 'CLUB', NULL, 'Ждёт модерации', ?3, '<p>Не показывать</p>', 0, '2030-01-01T00:00:00Z')`,
    ).bind(HOSTILE_REVIEW, PENDING_REVIEW, SECRET_PHONE),
  ])
})

describe('GET reviews (API-27, REVIEWS-05)', () => {
  it('answers the list envelope with 24 rows by default and the number of moderated reviews', async () => {
    const moderated = await moderatedUuids()
    const body = await json<ListResponse<ReviewEntity>>('reviews')
    expect(Object.keys(body).sort()).toEqual(['meta', 'rows'])
    expect(body.meta).toEqual({ skip: 0, limit: 24, count: moderated.size })
    expect(body.rows).toHaveLength(24)
    for (const row of body.rows) {
      expect(Object.keys(row).sort()).toEqual(FIELDS)
      expect(REVIEW_ENTITY_TYPES).toContain(row.entity_type)
    }
  })

  it('never shows an unmoderated review or a phone, whatever the client sends', async () => {
    const moderated = await moderatedUuids()
    const unmoderated = await env.DB.prepare('SELECT COUNT(*) AS count FROM reviews WHERE moderated = 0').first<{ count: number }>()
    expect(unmoderated?.count).toBeGreaterThan(1)
    for (const query of ['order_by=-created', 'order_by=created&moderated=true', 'order_by=random', 'entity_type=CLUB']) {
      const response = await get(`${API}/reviews?${query}&limit=100`)
      const text = await response.text()
      expect(text).not.toContain('client_phone')
      expect(text).not.toContain(SECRET_PHONE)
      expect(text).not.toContain(PENDING_REVIEW)
      for (const row of (JSON.parse(text) as ListResponse<ReviewEntity>).rows) expect(moderated.has(row.uuid)).toBe(true)
    }
    const all = await everyRow('order_by=created')
    expect(new Set(all.map((row) => row.uuid))).toEqual(moderated)
  })

  it('answers moderated=true like no flag, and refuses moderated=false with a 400', async () => {
    const plain = await json<ListResponse<ReviewEntity>>('reviews?limit=10')
    const flagged = await json<ListResponse<ReviewEntity>>('reviews?limit=10&moderated=true')
    expect(flagged).toEqual(plain)
    await expectBadInput('reviews?moderated=false', 'moderated')
  })

  it('sorts newest first by default; created and the OQ-22 aliases order as documented', async () => {
    const newest = await everyRow('order_by=-created')
    const created = newest.map((row) => row.created)
    expect(created).toEqual([...created].sort().reverse())
    expect((await everyRow('')).map((row) => row.uuid)).toEqual(newest.map((row) => row.uuid))
    expect((await everyRow('order_by=created_desc')).map((row) => row.uuid)).toEqual(newest.map((row) => row.uuid))
    const oldest = await everyRow('order_by=created')
    expect(oldest.map((row) => row.uuid)).toEqual(newest.map((row) => row.uuid).reverse())
    expect((await everyRow('order_by=created_asc')).map((row) => row.uuid)).toEqual(oldest.map((row) => row.uuid))
  })

  it('pages with skip and limit', async () => {
    const all = await json<ListResponse<ReviewEntity>>('reviews?limit=40')
    const page = await json<ListResponse<ReviewEntity>>('reviews?skip=30&limit=7')
    expect(page.meta).toMatchObject({ skip: 30, limit: 7 })
    expect(page.rows.map((row) => row.uuid)).toEqual(all.rows.slice(30, 37).map((row) => row.uuid))
  })

  it.each(REVIEW_ENTITY_TYPES)('filters by entity_type=%s with its count', async (type) => {
    const expected = await moderatedUuids('entity_type = ?1', type)
    expect(expected.size).toBeGreaterThan(0)
    const body = await json<ListResponse<ReviewEntity>>(`reviews?entity_type=${type}&limit=100`)
    expect(body.meta.count).toBe(expected.size)
    expect(new Set(body.rows.map((row) => row.uuid))).toEqual(expected)
    for (const row of body.rows) expect(row.entity_type).toBe(type)
  })

  it('filters by entity_id, alone and with entity_type (product reviews)', async () => {
    const row = await env.DB.prepare(
      `SELECT entity_id, COUNT(*) AS count FROM reviews WHERE moderated = 1 AND entity_type = 'PRODUCT'
       GROUP BY entity_id ORDER BY count DESC LIMIT 1`,
    ).first<{ entity_id: string; count: number }>()
    const expected = await moderatedUuids('entity_id = ?1', row!.entity_id)
    for (const query of [`entity_id=${row!.entity_id}`, `entity_type=PRODUCT&entity_id=${row!.entity_id}`]) {
      const body = await json<ListResponse<ReviewEntity>>(`reviews?${query}`)
      expect(body.meta.count).toBe(expected.size)
      expect(new Set(body.rows.map((review) => review.uuid))).toEqual(expected)
    }
    const other = await json<ListResponse<ReviewEntity>>(`reviews?entity_type=EVENT&entity_id=${row!.entity_id}`)
    expect(other).toEqual({ rows: [], meta: { skip: 0, limit: 24, count: 0 } })
  })

  it('OQ-51, REVIEWS-03: with entity_type, entity_id may be the slug, uuid or number of the trainer, event or product', async () => {
    const cases = [
      { type: 'TRAINER', sql: 'SELECT CAST(t.id AS TEXT) AS id, t.slug AS slug, t.slug AS other FROM trainers t' },
      { type: 'EVENT', sql: 'SELECT e.uuid AS id, e.slug AS slug, e.uuid AS other FROM events e' },
      { type: 'PRODUCT', sql: 'SELECT p.uuid AS id, p.slug AS slug, p.uuid AS other FROM products p' },
    ]
    for (const { type, sql } of cases) {
      const entity = await env.DB.prepare(
        `${sql} WHERE EXISTS (SELECT 1 FROM reviews r WHERE r.moderated = 1 AND r.entity_type = ?1 AND r.entity_id = id) LIMIT 1`,
      )
        .bind(type)
        .first<{ id: string; slug: string; other: string }>()
      expect(entity, type).not.toBeNull()
      const expected = await moderatedUuids('entity_type = ?1 AND entity_id = ?2', type, entity!.id)
      expect(expected.size).toBeGreaterThan(0)
      for (const id of [entity!.id, entity!.slug, entity!.other]) {
        const body = await json<ListResponse<ReviewEntity>>(`reviews?entity_type=${type}&entity_id=${id}&limit=100`)
        expect(body.meta.count, `${type} ${id}`).toBe(expected.size)
        expect(new Set(body.rows.map((review) => review.uuid))).toEqual(expected)
      }
    }
    // An id that names nothing of the type is an empty list, not an error.
    for (const query of ['entity_type=TRAINER&entity_id=no-such-trainer', 'entity_type=TRAINER&entity_id=999999']) {
      expect(await json<ListResponse<ReviewEntity>>(`reviews?${query}`)).toEqual({ rows: [], meta: { skip: 0, limit: 24, count: 0 } })
    }
  })

  it('gives a random order without duplicates, from a different start on different calls (BE-10, HOME-12)', async () => {
    const moderated = await moderatedUuids()
    const orders = new Set<string>()
    for (let call = 0; call < 6; call += 1) {
      const body = await json<ListResponse<ReviewEntity>>('reviews?order_by=random&limit=24&expand=images')
      expect(body.rows).toHaveLength(24)
      expect(body.meta.count).toBe(moderated.size)
      expect(new Set(body.rows.map((row) => row.uuid)).size).toBe(24)
      for (const row of body.rows) expect(moderated.has(row.uuid)).toBe(true)
      orders.add(body.rows.map((row) => row.uuid).join())
    }
    expect(orders.size).toBeGreaterThan(1)
  })

  it('wraps around the shuffled order, so a random page holds every matching review once', async () => {
    const expected = await moderatedUuids("entity_type = 'TRAINER'")
    for (let call = 0; call < 4; call += 1) {
      const body = await json<ListResponse<ReviewEntity>>('reviews?order_by=random&entity_type=TRAINER&limit=100')
      expect(body.rows).toHaveLength(expected.size)
      expect(new Set(body.rows.map((row) => row.uuid))).toEqual(expected)
    }
  })

  it('lists image uuids, and renditions and the author photo with expand=images (REVIEWS-06)', async () => {
    const plain = await everyRow('order_by=created')
    const expanded = await everyRow('order_by=created&expand=images')
    const withImages = plain.filter((row) => row.images.length > 0)
    const withPhoto = plain.filter((row) => row.media_photo_id !== null)
    expect(withImages.length).toBeGreaterThan(0)
    expect(withPhoto.length).toBeGreaterThan(0)
    for (const [index, row] of plain.entries()) {
      const full = expanded[index]!
      expect(full.uuid).toBe(row.uuid)
      expect(row.media_photo).toBeNull()
      for (const image of row.images) expect(typeof image).toBe('string')
      expect((full.images as ImageEntity[]).map((image) => image.uuid)).toEqual(row.images)
      for (const image of full.images as ImageEntity[]) expect(image.medium).toMatch(/^\/media\/demo\/.+\/medium\.svg$/)
      expect(full.media_photo?.uuid ?? null).toBe(row.media_photo_id)
    }
  })

  it('has reviews with a video link, a media source and an event title in the demo content', async () => {
    const all = await everyRow('order_by=created')
    expect(all.some((row) => row.body_video?.startsWith('https://'))).toBe(true)
    expect(all.filter((row) => row.entity_type === 'MEDIA').every((row) => row.media_source)).toBe(true)
    expect(all.filter((row) => row.entity_type === 'EVENT').every((row) => row.event_title)).toBe(true)
  })

  it('names the reviewed event by its title in the requested language, falling back to ru; the stored title without an event (OQ-01, REVIEWS-06)', async () => {
    const title = async (uuid: string, language: string) =>
      (
        await env.DB.prepare('SELECT title FROM event_translations WHERE event_uuid = ?1 AND language = ?2')
          .bind(uuid, language)
          .first<{ title: string }>()
      )?.title
    for (const language of ['ru', 'en', 'ky']) {
      const rows = (await everyRow(`order_by=created&entity_type=EVENT&language=${language}`)).filter((row) => row.entity_id)
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) {
        const expected = (await title(row.entity_id!, language)) ?? (await title(row.entity_id!, 'ru'))
        expect(row.event_title, `${language}: review ${row.uuid}`).toBe(expected)
      }
      const one = await json<ReviewEntity>(`reviews/${rows[0]!.uuid}?language=${language}`)
      expect(one.event_title).toBe(rows[0]!.event_title)
    }
    // A review of an event that is not in the catalogue keeps the title it was stored with.
    const gone = '00000000-0000-4000-8000-00000000ee03'
    await env.DB.prepare(
      `INSERT OR IGNORE INTO reviews (uuid, entity_type, entity_id, client_name, client_phone, event_title, body, moderated, created)
       VALUES (?1, 'EVENT', NULL, 'Архив', ?2, 'Марафон 2019', '<p>Было здорово</p>', 1, '2019-06-01T00:00:00Z')`,
    )
      .bind(gone, SECRET_PHONE)
      .run()
    expect((await json<ReviewEntity>(`reviews/${gone}?language=en`)).event_title).toBe('Марафон 2019')
  })

  it('sanitises the body (BE-25) and answers the same review text in every language (visitor text is not translated)', async () => {
    const [ru, ky] = await Promise.all(['ru', 'ky'].map((language) => json<ReviewEntity>(`reviews/${HOSTILE_REVIEW}?language=${language}`)))
    expect(ru!.body).toContain('<p>Ок</p>')
    expect(ru!.body).not.toMatch(/<script|javascript:/i)
    expect(ky).toEqual(ru)
  })

  it('reads a review in the language staff translated it to, name and text, and as written elsewhere (issue 40.15)', async () => {
    const translated = '00000000-0000-4000-8000-0000004015aa'
    await env.DB.batch([
      env.DB.prepare(
        `INSERT OR IGNORE INTO reviews (uuid, entity_type, entity_id, client_name, client_phone, body, moderated, created, language)
         VALUES (?1, 'CLUB', NULL, 'Айгерим Токтогулова', ?2, '<p>Клубные встречи — лучшее время недели.</p>', 1, '2020-01-02T00:00:00Z', 'ru')`,
      ).bind(translated, SECRET_PHONE),
      env.DB.prepare(
        `INSERT OR IGNORE INTO review_translations (review_uuid, language, client_name, body)
         VALUES (?1, 'en', 'Aigerim Toktogulova', '<p>Club meetings are the best time of my week.</p><script>x()</script>')`,
      ).bind(translated),
    ])
    const [ru, en, ky] = await Promise.all(['ru', 'en', 'ky'].map((language) => json<ReviewEntity>(`reviews/${translated}?language=${language}`)))
    expect([en!.client_name, en!.body]).toEqual(['Aigerim Toktogulova', '<p>Club meetings are the best time of my week.</p>'])
    expect([ru!.client_name, ru!.body]).toEqual(['Айгерим Токтогулова', '<p>Клубные встречи — лучшее время недели.</p>'])
    expect(ky).toEqual(ru)
    const listed = await json<ListResponse<ReviewEntity>>('reviews?entity_type=CLUB&order_by=created&limit=100&language=en')
    expect(listed.rows.find((row) => row.uuid === translated)?.client_name).toBe('Aigerim Toktogulova')
  })
})

describe('GET reviews/{id} (ENTITY-10)', () => {
  it('reads a moderated review with every field and no phone', async () => {
    const listed = (await json<ListResponse<ReviewEntity>>('reviews?limit=1&expand=images')).rows[0]!
    const response = await get(`${API}/reviews/${listed.uuid}?expand=images`)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).not.toContain('client_phone')
    expect(JSON.parse(text)).toEqual(listed)
  })

  it.each([PENDING_REVIEW, '00000000-0000-4000-8000-000000000000', 'no-such-review'])('answers 404 for %s', async (id) => {
    expect((await json<ApiErrorBody>(`reviews/${id}`, 404)).code).toBe('not_found')
  })
})

describe('malformed input is a 400 with field errors, never a 500 (API-02, OQ-22)', () => {
  const cases: Array<[path: string, field: string]> = [
    ['reviews?entity_type=USER', 'entity_type'],
    ['reviews?entity_type=club', 'entity_type'],
    ['reviews?order_by=rating', 'order_by'],
    ['reviews?order_by=-random', 'order_by'],
    ['reviews?order_by=created%20DESC;--', 'order_by'],
    ['reviews?entity_id=%27%20OR%201%3D1--', 'entity_id'],
    ['reviews?entity_id=', 'entity_id'],
    [`reviews?entity_id=${'a'.repeat(101)}`, 'entity_id'],
    ['reviews?moderated=maybe', 'moderated'],
    ['reviews?expand=video', 'expand'],
    ['reviews?skip=-1', 'skip'],
    ['reviews?skip=1.5', 'skip'],
    ['reviews?limit=101', 'limit'],
    ['reviews?limit=99999999', 'limit'],
    ['reviews?limit=abc', 'limit'],
    ['reviews?language=fr', 'language'],
    ['reviews?currency=EUR', 'currency'],
    [`reviews/${HOSTILE_REVIEW}?language=de`, 'language'],
    [`reviews/${HOSTILE_REVIEW}?currency=usd`, 'currency'],
    [`reviews/${HOSTILE_REVIEW}?expand=all`, 'expand'],
    [`reviews/${HOSTILE_REVIEW}?language=%3Cscript%3E`, 'language'],
    [`reviews/${HOSTILE_REVIEW}?currency=USD%27--`, 'currency'],
  ]
  it.each(cases)('%s → 400 on %s', async (path, field) => {
    await expectBadInput(path, field)
  })
})
