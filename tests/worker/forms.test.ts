/**
 * Contract of dynamic forms and the franchise profile (issue 3 §2, API-12, API-14, ENTITY-15, ENTITY-17, ENTITY-23,
 * FORM-07, FRANCHISE-05, FRANCHISE-09, OQ-24, OQ-40): forms with their fields, field reads, the fixed lead field
 * ids, submitted leads never readable, and the franchise json_data with every FAQ language filled from ru.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { ApiErrorBody, ListResponse } from '../../src/model/api'
import {
  FORM_SLUGS,
  LEAD_FIELD_IDS,
  type FormEntity,
  type FormFieldEntity,
  type FormSummary,
  type FranchiseProfile,
} from '../../src/model/entities/publications'
import { expectBadInput, json, stored } from './publications-seed'
import { get, VISIBLE_SQL } from './helpers'


const FORM_FIELDS = ['slug', 'title', 'subtitle', 'subtitle_down', 'submit_title', 'thanks_title', 'thanks_description']

describe('GET forms (API-14, ENTITY-23)', () => {
  it('lists every form the site opens, without fields', async () => {
    const body = await json<ListResponse<FormSummary>>('forms')
    expect(body.meta).toEqual({ skip: 0, limit: 24, count: FORM_SLUGS.length })
    expect(body.rows.map((row) => row.slug).sort()).toEqual([...FORM_SLUGS].sort())
    expect(Object.keys(body.rows[0]!).sort()).toEqual([...FORM_FIELDS].sort())
    expect((await json<ListResponse<FormSummary>>('forms?skip=2&limit=2')).rows).toEqual(body.rows.slice(2, 4))
  })

  it.each([
    ['language=xx', 'language'],
    ['currency=GBP', 'currency'],
    ['skip=-3', 'skip'],
    ['limit=100000', 'limit'],
    ['limit=%27%3B--', 'limit'],
  ])('rejects %s with 400 on %s', (query, field) => expectBadInput(`forms?${query}`, field))
})

describe('GET forms/{slug} and forms/{slug}/fields (FORM-07, BE-20)', () => {
  it('gives a form with its fields in order: TEXT, BIG_TEXT and BOOL, required and hidden flags', async () => {
    const form = await json<FormEntity>('forms/trainer_consultation')
    expect(Object.keys(form).sort()).toEqual([...FORM_FIELDS, 'fields'].sort())
    expect(form.fields.map((field) => field.slug)).toEqual(['name', 'phone', 'question', 'trainer'])
    expect(form.fields.map((field) => field.type)).toEqual(['TEXT', 'TEXT', 'BIG_TEXT', 'TEXT'])
    expect(form.fields.find((field) => field.slug === 'trainer')).toMatchObject({ hidden: true, required: false })
    expect(form.fields.find((field) => field.slug === 'phone')).toMatchObject({ hidden: false, required: true })
    expect((await json<FormEntity>('forms/5q_test')).fields.some((field) => field.type === 'BOOL')).toBe(true)
    // issue 45: the program form's messenger field is the TEXT choice of how to be answered
    expect((await json<FormEntity>('forms/get_program')).fields.find((field) => field.slug === 'messenger')).toMatchObject({ type: 'TEXT', required: false })
    const fields = await json<ListResponse<FormFieldEntity>>('forms/trainer_consultation/fields')
    expect(fields).toEqual({ rows: form.fields, meta: { skip: 0, limit: 24, count: 4 } })
    expect(Object.keys(fields.rows[0]!).sort()).toEqual(['uuid', 'slug', 'type', 'title', 'required', 'hidden'].sort())
  })

  it('keeps the fixed field ids of the club, franchise and footer lead forms (ENTITY-17)', async () => {
    for (const slug of ['club', 'franchise', 'footer'] as const) {
      const form = await json<FormEntity>(`forms/${slug}`)
      const ids = Object.fromEntries(form.fields.map((field) => [field.slug, field.uuid]))
      expect(ids).toEqual(LEAD_FIELD_IDS[slug])
    }
  })

  it('has every form the site opens, with its texts and every field title in ru, en and ky (BE-20, FORM-07, LEAD-01, LEAD-04, LEAD-06, LAYOUT-06, CLUB-05, FRANCHISE-03, OQ-09, OQ-10)', async () => {
    for (const slug of FORM_SLUGS) {
      for (const language of ['ru', 'en', 'ky'] as const) {
        const own = await stored(`SELECT title AS value FROM form_translations t JOIN forms f ON f.id = t.form_id WHERE f.slug = ?1 AND t.language = ?2`, slug, language)
        expect(own, `${slug} ${language}`).toBeTruthy()
        const missing = await stored(
          `SELECT count(*) AS value FROM form_fields ff JOIN forms f ON f.id = ff.form_id
           WHERE f.slug = ?1 AND NOT EXISTS (SELECT 1 FROM form_field_translations t WHERE t.field_uuid = ff.uuid AND t.language = ?2)`,
          slug,
          language,
        )
        expect(Number(missing), `${slug} ${language} field titles`).toBe(0)
        expect((await json<FormEntity>(`forms/${slug}?language=${language}`)).title).toBe(own)
      }
    }
    expect((await json<FormEntity>('forms/trainer_consultation')).fields.find((field) => field.slug === 'trainer')).toMatchObject({ hidden: true })
    expect((await json<FormEntity>('forms/career')).fields.find((field) => field.slug === 'vacancy')).toMatchObject({ hidden: true, required: true })
    expect((await json<FormEntity>('forms/club?language=en')).submit_title).toBe('Join')
  })

  it('404 for an unknown form; 400 for bad input', async () => {
    await json('forms/no-such-form', 404)
    await json('forms/no-such-form/fields', 404)
    await expectBadInput('forms/club/fields?limit=-1', 'limit')
    await expectBadInput('forms/club?language=EN', 'language')
  })

  it('never lets anyone read submitted leads: GET forms/{slug}/orders is 404 (OQ-40)', async () => {
    for (const slug of ['club', 'franchise', 'footer', 'no-such-form']) {
      const response = await get(`/api/client/forms/${slug}/orders`)
      expect(response.status).toBe(404)
      const body = (await response.json()) as ApiErrorBody & { rows?: unknown }
      expect(body.code).toBe('not_found')
      expect(body.rows).toBeUndefined()
    }
  })
})

describe('GET fields/{id} (API-14)', () => {
  it('reads one field by uuid in the requested language; 404 for unknown', async () => {
    const en = await json<FormFieldEntity>(`fields/${LEAD_FIELD_IDS.club.phone}?language=en`)
    expect(en).toEqual({ uuid: LEAD_FIELD_IDS.club.phone, slug: 'phone', type: 'TEXT', title: 'Phone', required: true, hidden: false })
    expect((await json<FormFieldEntity>(`fields/${LEAD_FIELD_IDS.club.name}?language=ky`)).title).toBe('Атыңыз')
    await json('fields/00000000-0000-4000-8000-000000000000', 404)
    await expectBadInput(`fields/${LEAD_FIELD_IDS.club.phone}?currency=rub`, 'currency')
  })
})

describe('GET profile_site/franchise (BE-23, FRANCHISE-05, FRANCHISE-09, OQ-24)', () => {
  it('serves json_data with the figures, the number of franchise partners and a six-item FAQ', async () => {
    const body = await json<FranchiseProfile>('profile_site/franchise')
    expect(Object.keys(body)).toEqual(['json_data'])
    expect(Object.keys(body.json_data).sort()).toEqual(['employees_count', 'events_count', 'faq', 'partners', 'video'])
    expect(body.json_data.video?.url).toMatch(/^https:\/\/www\.youtube\.com\//)
    expect(body.json_data.video?.image?.large).toMatch(/^\/media\//)
    expect(body.json_data.employees_count).toBe(Number(await stored(`SELECT value FROM site_profile_data WHERE profile = 'franchise' AND key = 'employees_count'`)))
    expect(body.json_data.events_count).toBeGreaterThan(0)
    const partners = await env.DB.prepare(`SELECT COUNT(*) AS count FROM partners WHERE type = 'FRANCHISE' AND ${VISIBLE_SQL}`).first<{ count: number }>()
    expect(body.json_data.partners).toBe(partners!.count)
    expect(body.json_data.faq).toHaveLength(6)
  })

  it('gives each question and answer in every language, a missing translation taking the ru text', async () => {
    // The demo translates every item: one more, in Russian only, shows the fallback; it goes again at the end.
    const added = (await env.DB.prepare('INSERT INTO franchise_faq (position) VALUES (9999) RETURNING id').first<{ id: number }>())!.id
    await env.DB.prepare(`INSERT INTO franchise_faq_translations (faq_id, language, question, answer) VALUES (?1, 'ru', 'Только по-русски?', 'Да.')`).bind(added).run()
    onTestFinished(() => env.DB.prepare('DELETE FROM franchise_faq WHERE id = ?1').bind(added).run().then(() => undefined))
    const { json_data } = await json<FranchiseProfile>('profile_site/franchise?language=ky')
    const rows = await env.DB.prepare('SELECT f.id, t.language, t.question FROM franchise_faq f JOIN franchise_faq_translations t ON t.faq_id = f.id ORDER BY f.position').all<{ id: number; language: string; question: string }>()
    const ids = [...new Set(rows.results.map((row) => row.id))]
    let fallbacks = 0
    ids.forEach((id, index) => {
      const texts = new Map(rows.results.filter((row) => row.id === id).map((row) => [row.language, row.question]))
      const item = json_data.faq[index]!
      expect(Object.keys(item.question).sort()).toEqual(['en', 'ky', 'ru'])
      for (const language of ['ru', 'en', 'ky']) {
        expect(item.question[language as 'ru']).toBe(texts.get(language) ?? texts.get('ru'))
        if (!texts.has(language)) fallbacks++
      }
      expect(item.answer.ru.length).toBeGreaterThan(0)
    })
    expect(fallbacks).toBeGreaterThan(0)
  })

  it('rejects bad language and currency with 400', async () => {
    await expectBadInput('profile_site/franchise?language=fr', 'language')
    await expectBadInput('profile_site/franchise?currency=EUR', 'currency')
    await expectBadInput("profile_site/franchise?language=ru'--", 'language')
  })
})
