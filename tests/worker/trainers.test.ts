/**
 * The contract of GET trainers and trainers/{id} (API-12, API-19, API-23, ENTITY-05, TRAINER-01…14, OQ-11, OQ-18):
 * envelope and fields, created order both ways, tag filter, paging, images expanded on request, language fallback
 * to ru, the special blocks as data, sanitised HTML, 404 for an unknown id, and 400 with `fields` for bad input.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody, ListResponse } from '../../src/model/api'
import type { TrainerEntity, TrainerListItem } from '../../src/model/entities/events'
import type { ImageEntity } from '../../src/model/entities/reference'
import { apiJson as json, expectBadInput, VISIBLE_SQL } from './helpers'




const db = {
  trainers: async () =>
    (await env.DB.prepare(`SELECT id, slug, created FROM trainers WHERE ${VISIBLE_SQL} ORDER BY created, id`).all<{ id: number; slug: string; created: string }>())
      .results,
  text: async (id: number, column: string, language: string) =>
    (
      await env.DB.prepare(`SELECT ${column} AS value FROM trainer_translations WHERE trainer_id = ?1 AND language = ?2`)
        .bind(id, language)
        .first<{ value: string | null }>()
    )?.value,
}

const LIST_FIELDS = ['competence', 'direction', 'full_name', 'id', 'image', 'image_id', 'images', 'slug', 'small_description', 'social_media']
const SPECIAL = 'timur-aliev'


describe('GET trainers (API-23, TRAINER-01)', () => {
  it('answers the list envelope with the list fields of ENTITY-05', async () => {
    const stored = await db.trainers()
    expect(stored.length).toBeGreaterThanOrEqual(12)
    const body = await json<ListResponse<TrainerListItem>>('trainers')
    expect(Object.keys(body).sort()).toEqual(['meta', 'rows'])
    expect(body.meta).toEqual({ skip: 0, limit: 24, count: stored.length })
    for (const row of body.rows) {
      expect(Object.keys(row).sort()).toEqual(LIST_FIELDS)
      expect(row.full_name).not.toBe('')
      expect(typeof row.social_media).toBe('object')
      for (const link of Object.values(row.social_media)) expect(link).toMatch(/^https:\/\//)
    }
  })

  it('orders by created ascending by default and with order_by=created / -created (OQ-18)', async () => {
    const stored = await db.trainers()
    const ascending = await json<ListResponse<TrainerListItem>>('trainers?order_by=created')
    expect(ascending.rows.map((row) => row.slug)).toEqual(stored.map((row) => row.slug))
    expect((await json<ListResponse<TrainerListItem>>('trainers')).rows.map((row) => row.slug)).toEqual(stored.map((row) => row.slug))
    const newest = await json<ListResponse<TrainerListItem>>('trainers?order_by=-created&limit=4')
    expect(newest.rows.map((row) => row.slug)).toEqual([...stored].reverse().slice(0, 4).map((row) => row.slug))
    expect(newest.meta).toEqual({ skip: 0, limit: 4, count: stored.length })
  })

  it('pages with skip and limit', async () => {
    const stored = await db.trainers()
    const page = await json<ListResponse<TrainerListItem>>('trainers?skip=3&limit=4')
    expect(page.rows.map((row) => row.slug)).toEqual(stored.slice(3, 7).map((row) => row.slug))
  })

  it('filters by tags, a comma list (BE-06)', async () => {
    const expected = (
      await env.DB.prepare(
        `SELECT slug FROM trainers WHERE ${VISIBLE_SQL} AND CAST(id AS TEXT) IN (SELECT entity_id FROM entity_tags WHERE entity_kind = 'trainers'
         AND tag_id IN (SELECT id FROM tags WHERE slug IN ('family', 'sales'))) ORDER BY created, id`,
      ).all<{ slug: string }>()
    ).results.map((row) => row.slug)
    expect(expected.length).toBeGreaterThan(1)
    const body = await json<ListResponse<TrainerListItem>>('trainers?tags=family,sales')
    expect(body.rows.map((row) => row.slug)).toEqual(expected)
    expect(body.meta.count).toBe(expected.length)
  })

  it('expands images only with expand=images', async () => {
    const plain = await json<ListResponse<TrainerListItem>>('trainers?limit=2')
    for (const row of plain.rows) for (const image of row.images) expect(typeof image).toBe('string')
    const expanded = await json<ListResponse<TrainerListItem>>('trainers?limit=2&expand=images')
    expanded.rows.forEach((row, index) => {
      expect((row.images as ImageEntity[]).map((image) => image.uuid)).toEqual(plain.rows[index]!.images)
      for (const image of row.images as ImageEntity[]) expect(Object.keys(image).sort()).toEqual(['large', 'medium', 'small', 'uuid'])
    })
  })

  it('answers in the requested language and falls back to ru (BE-02)', async () => {
    const rows = async (language: string) =>
      new Map((await json<ListResponse<TrainerListItem>>(`trainers?language=${language}`)).rows.map((row) => [row.id, row]))
    const [ru, en, ky] = await Promise.all([rows('ru'), rows('en'), rows('ky')])
    const stored = await db.trainers()
    const withKy = stored.find((row) => row.slug === 'aigul-sultanova')!
    expect(en.get(withKy.id)!.full_name).toBe('Aigul Sultanova')
    expect(ky.get(withKy.id)!.full_name).toBe(await db.text(withKy.id, 'full_name', 'ky'))
    expect(ru.size).toBeGreaterThan(0)
    // Every demo trainer has a Kyrgyz text (issue 40.15): one staff wrote only in Russian reads in Russian on /ky.
    await env.DB.batch([
      env.DB.prepare("INSERT OR IGNORE INTO trainers (id, slug, created) VALUES (9401, 'russian-only-trainer', '2020-01-01T00:00:00Z')"),
      env.DB.prepare(
        "INSERT OR IGNORE INTO trainer_translations (trainer_id, language, full_name, direction) VALUES (9401, 'ru', 'Иван Русский', 'Тренер')",
      ),
    ])
    const [russian, kyrgyz] = await Promise.all(['ru', 'ky'].map((language) => json<TrainerEntity>(`trainers/russian-only-trainer?language=${language}`)))
    expect([kyrgyz!.full_name, kyrgyz!.direction]).toEqual([russian!.full_name, russian!.direction])
    expect(kyrgyz!.full_name).toBe('Иван Русский')
  })
})

describe('GET trainers/{id} (API-19, ENTITY-05, OQ-11)', () => {
  it('reads a trainer by slug or id with every field of ENTITY-05 and the special blocks as data', async () => {
    const trainer = await json<TrainerEntity>(`trainers/${SPECIAL}?language=en`)
    expect(await json<TrainerEntity>(`trainers/${trainer.id}?language=en`)).toEqual(trainer)
    expect(trainer).toMatchObject({ slug: SPECIAL, full_name: 'Timur Aliev', blog_tag: 'trainer-aliev' })
    expect(trainer.social_blog).toMatch(/^https:\/\//)
    expect(trainer.businesses.length).toBeGreaterThan(5)
    for (const business of trainer.businesses) {
      expect(business).toMatchObject({ url: expect.stringMatching(/^https:\/\//), title: expect.any(String), description: expect.any(String) })
      expect(business.image?.uuid).toBe(business.image_id)
    }
    expect(trainer.specialization.length).toBeGreaterThan(0)
    expect(trainer.faq_videos).toHaveLength(9)
    for (const video of trainer.faq_videos) expect(video).toEqual({ title: expect.any(String), url: expect.stringMatching(/^https:\/\//) })
    expect(trainer.client_logos.length).toBeGreaterThan(0)
    for (const field of ['competence', 'education', 'cases', 'proud_of', 'description', 'seo_title'] as const) {
      expect(trainer[field], field).not.toBe('')
    }
    expect(trainer.seo_noindex).toBe(false)
  })

  it('a trainer without special data has empty blocks, so pages hide them (OQ-11)', async () => {
    const trainer = await json<TrainerEntity>('trainers/olga-kuznetsova')
    expect(trainer).toMatchObject({ businesses: [], specialization: [], faq_videos: [], client_logos: [], blog_tag: null, social_blog: null })
    expect(trainer.proud_of).toBe('')
  })

  it('falls back to ru per field: the Kyrgyz FAQ videos are the Russian ones', async () => {
    const [ru, ky] = await Promise.all([json<TrainerEntity>(`trainers/${SPECIAL}`), json<TrainerEntity>(`trainers/${SPECIAL}?language=ky`)])
    expect(ky.faq_videos).toEqual(ru.faq_videos)
    expect(ky.specialization).not.toEqual(ru.specialization)
    expect(ky.businesses.map((business) => business.title)).toEqual(ru.businesses.map((business) => business.title))
  })

  it('sanitises competence and the other HTML fields (BE-25)', async () => {
    const [stored] = await db.trainers()
    await env.DB.prepare(
      `UPDATE trainer_translations SET competence = competence || '<script>alert(1)</script>', description = '<p onclick="x()">ok</p>'
       WHERE trainer_id = ?1 AND language = 'ru'`,
    )
      .bind(stored!.id)
      .run()
    const trainer = await json<TrainerEntity>(`trainers/${stored!.slug}`)
    expect(trainer.competence).not.toMatch(/<script/i)
    expect(trainer.description).toBe('<p>ok</p>')
    const list = await json<ListResponse<TrainerListItem>>('trainers')
    expect(list.rows.find((row) => row.id === stored!.id)!.competence).not.toMatch(/<script/i)
  })

  it('answers 404 for an unknown slug or id', async () => {
    expect((await json<ApiErrorBody>('trainers/nobody-at-all', 404)).code).toBe('not_found')
    await json<ApiErrorBody>('trainers/999999', 404)
    await json<ApiErrorBody>('trainers/0', 404)
  })
})

describe('GET trainers: malformed input is a 400 with field errors', () => {
  it.each([
    ['order_by=date_from', 'order_by'],
    ['order_by=-created%20--', 'order_by'],
    ['expand=photos', 'expand'],
    ["tags=a'%20OR%201=1", 'tags'],
    ['tags=,', 'tags'],
    ['skip=-3', 'skip'],
    ['limit=10000', 'limit'],
    ['limit=x', 'limit'],
    ['language=EN', 'language'],
    ['currency=RUR', 'currency'],
  ])('trainers?%s → 400 on %s', async (query, field) => {
    await expectBadInput(`trainers?${query}`, field)
  })

  it('trainers/{id} rejects a bad language', async () => {
    await expectBadInput(`trainers/${SPECIAL}?language=fr`, 'language')
  })
})
