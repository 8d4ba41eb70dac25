/**
 * Contract of partners, social activities, employees and vacancies (issue 3 §2, API-28, API-29, API-36, ENTITY-14,
 * ENTITY-28, CAREER-02, BE-33): envelope and fields, the `type` and `direction` filters, both partner orders,
 * images, language fallback to ru, sanitised HTML, 404s and 400s.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ListResponse } from '../../src/model/api'
import {
  VACANCY_DIRECTIONS,
  type EmployeeEntity,
  type PartnerEntity,
  type SocialActivityEntity,
  type VacancyEntity,
} from '../../src/model/entities/publications'
import type { ImageEntity } from '../../src/model/entities/reference'
import { LIST_BAD_INPUT, expectBadInput, json, stored } from './publications-seed'
import { VISIBLE_SQL } from './helpers'


async function count(sql: string, ...bindings: string[]): Promise<number> {
  return (await env.DB.prepare(sql).bind(...bindings).first<{ count: number }>())?.count ?? 0
}

/** Bad inputs of a list that has no order_by but its default. */
const PAGING_AND_COMMON = LIST_BAD_INPUT.filter(([query]) => !query.startsWith('order_by'))

describe('GET partners (API-28, ENTITY-14)', () => {
  it('lists partners newest first with the fields of ENTITY-14, the phone in its display form and image uuids', async () => {
    const body = await json<ListResponse<PartnerEntity>>('partners')
    expect(body.meta).toEqual({ skip: 0, limit: 24, count: await count(`SELECT COUNT(*) AS count FROM partners WHERE ${VISIBLE_SQL}`) })
    expect(Object.keys(body.rows[0]!).sort()).toEqual(
      ['id', 'image_id', 'images', 'description', 'country', 'city', 'title', 'email', 'phone_number', 'phone_number_display', 'type'].sort(),
    )
    const created = await Promise.all(body.rows.map((row) => stored('SELECT created AS value FROM partners WHERE id = ?1', row.id)))
    expect([...created].sort().reverse()).toEqual(created)
    expect(body.rows[0]!.images).toEqual([body.rows[0]!.image_id])
  })

  it('filters by type=FRANCHISE with images expanded, in both orders, up to limit 1000 (ABOUT-06, CONTACTS-04)', async () => {
    const oldest = await json<ListResponse<PartnerEntity>>('partners?type=FRANCHISE&expand=images&order_by=created&limit=4')
    const newest = await json<ListResponse<PartnerEntity>>('partners?type=FRANCHISE&order_by=-created&limit=1000')
    const franchises = await count(`SELECT COUNT(*) AS count FROM partners WHERE type = 'FRANCHISE' AND ${VISIBLE_SQL}`)
    expect(oldest.meta).toEqual({ skip: 0, limit: 4, count: franchises })
    expect(newest.rows).toHaveLength(franchises)
    expect(newest.rows.every((row) => row.type === 'FRANCHISE')).toBe(true)
    expect(newest.rows.map((row) => row.id).reverse().slice(0, 4)).toEqual(oldest.rows.map((row) => row.id))
    const image = oldest.rows[0]!.images[0] as ImageEntity
    expect(image).toMatchObject({ uuid: oldest.rows[0]!.image_id, small: expect.stringMatching(/small\.svg(\?|$)/) })
    const others = await json<ListResponse<PartnerEntity>>('partners?type=PARTNER')
    expect(others.rows.every((row) => row.type === 'PARTNER')).toBe(true)
    expect(others.meta.count + franchises).toBe(await count(`SELECT COUNT(*) AS count FROM partners WHERE ${VISIBLE_SQL}`))
  })

  it('falls back to ru per partner without Kyrgyz text', async () => {
    const ky = await json<ListResponse<PartnerEntity>>('partners?language=ky&limit=100')
    let fallbacks = 0
    for (const row of ky.rows) {
      const kyTitle = await stored(`SELECT title AS value FROM partner_translations WHERE partner_id = ?1 AND language = 'ky'`, row.id)
      const ruRow = await env.DB.prepare(`SELECT title, city FROM partner_translations WHERE partner_id = ?1 AND language = 'ru'`).bind(row.id).first<{ title: string; city: string }>()
      expect(row.title).toBe(kyTitle ?? ruRow!.title)
      if (kyTitle === undefined) {
        fallbacks++
        expect(row.city).toBe(ruRow!.city)
      }
    }
    expect(fallbacks).toBeGreaterThan(0)
  })

  it('reads one partner by id; 404 for an unknown or non-numeric id', async () => {
    const first = (await json<ListResponse<PartnerEntity>>('partners?limit=1&language=en')).rows[0]!
    expect(await json<PartnerEntity>(`partners/${first.id}?language=en`)).toEqual(first)
    await json('partners/999999', 404)
    await json('partners/abc', 404)
    await json('partners/1%20OR%201=1', 404)
  })

  it.each([...LIST_BAD_INPUT, ['type=franchise', 'type'], ['type=OWNER', 'type'], ['limit=1001', 'limit'], ['expand=image', 'expand']])(
    'rejects %s with 400 on %s',
    (query, field) => expectBadInput(`partners?${query}`, field),
  )
})

describe('GET social-activities (API-29, SOCIAL-01)', () => {
  it('lists activities latest completed first, with load more by skip', async () => {
    const total = await count(`SELECT COUNT(*) AS count FROM social_activities WHERE ${VISIBLE_SQL}`)
    const first = await json<ListResponse<SocialActivityEntity>>('social-activities?limit=4')
    expect(first.meta).toEqual({ skip: 0, limit: 4, count: total })
    expect(Object.keys(first.rows[0]!).sort()).toEqual(['uuid', 'slug', 'title', 'short_description', 'date_completion'].sort())
    const rest = await json<ListResponse<SocialActivityEntity>>('social-activities?skip=4&limit=24')
    const dates = [...first.rows, ...rest.rows].map((row) => row.date_completion)
    expect(dates).toHaveLength(total)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('reads one by slug or uuid with ru fallback; 404 for unknown', async () => {
    const rows = (await json<ListResponse<SocialActivityEntity>>('social-activities?language=ky&limit=100')).rows
    for (const row of rows) {
      const ky = await stored(`SELECT title AS value FROM social_activity_translations WHERE activity_uuid = ?1 AND language = 'ky'`, row.uuid)
      const ru = await stored(`SELECT title AS value FROM social_activity_translations WHERE activity_uuid = ?1 AND language = 'ru'`, row.uuid)
      expect(row.title).toBe(ky ?? ru)
    }
    const one = rows[0]!
    expect(await json<SocialActivityEntity>(`social-activities/${one.slug}?language=ky`)).toEqual(one)
    expect(await json<SocialActivityEntity>(`social-activities/${one.uuid}?language=ky`)).toEqual(one)
    await json('social-activities/no-such-activity', 404)
  })

  it.each([...PAGING_AND_COMMON, ['order_by=created', 'order_by'], ['limit=-4', 'limit']])('rejects %s with 400 on %s', (query, field) =>
    expectBadInput(`social-activities?${query}`, field),
  )
})

describe('GET employees (API-36, EMPLOYEES-01, ENTITY-28)', () => {
  it('lists up to 100 employees in staff order; photos optional', async () => {
    const body = await json<ListResponse<EmployeeEntity>>('employees?limit=100&expand=images')
    expect(body.meta).toEqual({ skip: 0, limit: 100, count: await count(`SELECT COUNT(*) AS count FROM employees WHERE ${VISIBLE_SQL}`) })
    expect(Object.keys(body.rows[0]!).sort()).toEqual(['id', 'full_name', 'description', 'image_id', 'images'].sort())
    const positions = await Promise.all(body.rows.map((row) => stored('SELECT position AS value FROM employees WHERE id = ?1', row.id)))
    expect(positions.map(Number)).toEqual([...positions.map(Number)].sort((a, b) => a - b))
    const withPhoto = body.rows.find((row) => row.image_id !== null)!
    expect((withPhoto.images[0] as ImageEntity).uuid).toBe(withPhoto.image_id)
    const withoutPhoto = body.rows.find((row) => row.image_id === null)!
    expect(withoutPhoto.images).toEqual([])
    expect((await json<ListResponse<EmployeeEntity>>('employees')).meta.limit).toBe(100)
  })

  it('reads one employee by id in each language with ru fallback; 404 for unknown', async () => {
    for (const language of ['ru', 'en', 'ky']) {
      const employee = await json<EmployeeEntity>(`employees/4?language=${language}`)
      const own = await stored('SELECT full_name AS value FROM employee_translations WHERE employee_id = 4 AND language = ?1', language)
      const ru = await stored(`SELECT full_name AS value FROM employee_translations WHERE employee_id = 4 AND language = 'ru'`)
      expect(employee.full_name).toBe(own ?? ru)
    }
    await json('employees/100000', 404)
    await json('employees/x', 404)
  })

  it.each([...PAGING_AND_COMMON, ['limit=101', 'limit'], ['order_by=-created', 'order_by']])('rejects %s with 400 on %s', (query, field) =>
    expectBadInput(`employees?${query}`, field),
  )
})

describe('GET vacancy (API-36, CAREER-02…07, ENTITY-28)', () => {
  it('lists vacancies newest first with the salary range in the vacancy currency', async () => {
    const body = await json<ListResponse<VacancyEntity>>('vacancy')
    expect(body.meta).toEqual({ skip: 0, limit: 24, count: await count(`SELECT COUNT(*) AS count FROM vacancies WHERE ${VISIBLE_SQL}`) })
    expect(Object.keys(body.rows[0]!).sort()).toEqual(
      ['uuid', 'title', 'direction', 'salary_from', 'salary_to', 'currency', 'created', 'short_description', 'description', 'file', 'file_name', 'file_size'].sort(),
    )
    const created = body.rows.map((row) => row.created)
    expect([...created].sort().reverse()).toEqual(created)
    for (const row of body.rows) {
      expect(row.salary_from === null || Number.isInteger(row.salary_from)).toBe(true)
      if (row.salary_from !== null && row.salary_to !== null) expect(row.salary_from).toBeLessThanOrEqual(row.salary_to)
    }
    expect(body.rows.some((row) => row.salary_to === null)).toBe(true)
    expect(body.rows.some((row) => row.file?.endsWith('.pdf'))).toBe(true)
  })

  it('filters by each direction (CAREER-02)', async () => {
    let total = 0
    for (const direction of VACANCY_DIRECTIONS) {
      const body = await json<ListResponse<VacancyEntity>>(`vacancy?direction=${direction}`)
      expect(body.rows.every((row) => row.direction === direction)).toBe(true)
      expect(body.meta.count).toBeGreaterThan(0)
      total += body.meta.count
    }
    expect(total).toBe(await count(`SELECT COUNT(*) AS count FROM vacancies WHERE ${VISIBLE_SQL}`))
  })

  it('reads one vacancy by uuid with a sanitised description and ru fallback; 404 for unknown', async () => {
    const rows = (await json<ListResponse<VacancyEntity>>('vacancy?language=ky')).rows
    for (const row of rows) {
      const ky = await stored(`SELECT title AS value FROM vacancy_translations WHERE vacancy_uuid = ?1 AND language = 'ky'`, row.uuid)
      const ru = await stored(`SELECT title AS value FROM vacancy_translations WHERE vacancy_uuid = ?1 AND language = 'ru'`, row.uuid)
      expect(row.title).toBe(ky ?? ru)
    }
    const uuid = rows[0]!.uuid
    await env.DB.prepare(`UPDATE vacancy_translations SET description = description || '<script>alert(1)</script>' WHERE vacancy_uuid = ?1`).bind(uuid).run()
    const one = await json<VacancyEntity>(`vacancy/${uuid}?language=ky`)
    expect(one.description).not.toContain('<script')
    expect(one.description).toMatch(/^<p>/)
    await json('vacancy/00000000-0000-4000-8000-000000000000', 404)
  })

  it.each([...PAGING_AND_COMMON, ['direction=it', 'direction'], ['direction=MARKETING', 'direction'], ["direction=IT'--", 'direction'], ['limit=500', 'limit']])(
    'rejects %s with 400 on %s',
    (query, field) => expectBadInput(`vacancy?${query}`, field),
  )
})
