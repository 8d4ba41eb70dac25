import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import { createRandom } from '../../worker/db/seed/random'
import { seedPublications } from '../../worker/db/seed/publications'
import { insert } from '../../worker/db/seed/sql'
import { get } from './helpers'
import { ensureReferenceSeed } from './query-plans/reference-seed'

/** A news item whose stored HTML is hostile, in ru and en only (no ky: the ru fallback shows). */
export const HOSTILE_NEWS = {
  uuid: '00000000-0000-4000-8000-00000000b001',
  slug: 'test-hostile-news',
  title: { ru: 'Проверка очистки новостей', en: 'News sanitising check' },
  body: '<p>Текст</p><script>alert(1)</script><img src="/x.png" onerror="alert(2)"><a href="javascript:alert(3)">ссылка</a>',
} as const

/**
 * The reference and publication demo content (the same `npm run db:seed` makes) plus the fixtures above, once per
 * database. tests/worker/fixtures.ts does not seed these families yet; when it does, this finds the rows present.
 */
export async function ensurePublicationsSeed(db: D1Database = env.DB): Promise<void> {
  await ensureReferenceSeed(db)
  const seeded = await db.prepare('SELECT COUNT(*) AS count FROM forms').first<{ count: number }>()
  if ((seeded?.count ?? 0) === 0) {
    await db.batch(seedPublications(createRandom(3), { scale: 1 }).map((sql) => db.prepare(sql)))
  }
  const hostile = await db.prepare('SELECT 1 AS found FROM news WHERE uuid = ?1').bind(HOSTILE_NEWS.uuid).first()
  if (hostile) return
  const statements = [
    ...insert('news', [
      { uuid: HOSTILE_NEWS.uuid, slug: HOSTILE_NEWS.slug, date_publication: '2020-01-01T00:00:00.000Z', seo_noindex: 0, created: '2020-01-01T00:00:00.000Z' },
    ]),
    ...insert(
      'news_translations',
      (['ru', 'en'] as const).map((language) => ({
        news_uuid: HOSTILE_NEWS.uuid,
        language,
        title: HOSTILE_NEWS.title[language],
        short_description: '',
        body: HOSTILE_NEWS.body,
        seo_title: '',
        seo_description: '',
        seo_keywords: '',
      })),
    ),
  ]
  await db.batch(statements.map((sql) => db.prepare(sql)))
}

export const API = '/api/client'

export async function json<T>(path: string, expectedStatus = 200): Promise<T> {
  const response = await get(`${API}/${path}`)
  expect(response.status, `${path} answered ${response.status}`).toBe(expectedStatus)
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  return (await response.json()) as T
}

/** A 400 with message keys under `field`, never a 500 (DESIGN "The API"). */
export async function expectBadInput(path: string, field: string): Promise<void> {
  const body = await json<ApiErrorBody>(path, 400)
  expect(body.code).toBe('invalid_input')
  expect(body.fields, JSON.stringify(body)).toHaveProperty(field)
  expect(body.fields?.[field]?.length).toBeGreaterThan(0)
  for (const key of body.fields?.[field] ?? []) expect(key).toMatch(/^(api|forms)\.errors\.[a-z_]+$/)
}

/** Malformed inputs every list of this family answers with 400: [query, field]. */
export const LIST_BAD_INPUT: Array<[string, string]> = [
  ['language=fr', 'language'],
  ["language=ru'%20OR%20'1'%3D'1", 'language'],
  ['currency=EUR', 'currency'],
  ['skip=-1', 'skip'],
  ['skip=abc', 'skip'],
  ['limit=1000000', 'limit'],
  ['limit=1.5', 'limit'],
  ['order_by=title', 'order_by'],
  ['order_by=created%3BDROP%20TABLE%20news', 'order_by'],
]

/** A translated column as stored in one language; undefined when there is no row in it. */
export async function stored(sql: string, ...bindings: Array<string | number>): Promise<string | undefined> {
  return (await env.DB.prepare(sql).bind(...bindings).first<{ value: string }>())?.value
}
