/**
 * Contract of news and articles (issue 3 §2, API-24, API-25, API-35, ENTITY-06, ENTITY-07, BE-06, BE-07, BE-33):
 * envelope and fields, tags as a comma list, full-text search in Russian and English, related articles by ids,
 * images, language fallback to ru, sanitised bodies, 404s and 400s.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ListResponse } from '../../src/model/api'
import type { ArticleEntity, ArticleListItem, NewsEntity, NewsListItem } from '../../src/model/entities/publications'
import type { ImageEntity } from '../../src/model/entities/reference'
import { ftsQuery } from '../../worker/db/publication-lists'
import { HOSTILE_NEWS, LIST_BAD_INPUT, expectBadInput, json, stored } from './publications-seed'
import { VISIBLE_SQL } from './helpers'


const NEWS_FIELDS = ['uuid', 'slug', 'title', 'short_description', 'date_publication', 'tags', 'seo_title', 'seo_description', 'seo_keywords', 'seo_noindex']
const ARTICLE_FIELDS = [...NEWS_FIELDS, 'image_id', 'images', 'card_type', 'articles_ids']

async function count(sql: string, ...bindings: string[]): Promise<number> {
  return (await env.DB.prepare(sql).bind(...bindings).first<{ count: number }>())?.count ?? 0
}

function descending(dates: string[]): boolean {
  return dates.every((date, index) => index === 0 || dates[index - 1]! >= date)
}

describe('GET news (API-24, ENTITY-06)', () => {
  it('lists news newest first in the list envelope, without bodies, with tag slugs', async () => {
    const body = await json<ListResponse<NewsListItem>>('news')
    const total = await count(`SELECT COUNT(*) AS count FROM news WHERE ${VISIBLE_SQL}`)
    expect(body.meta).toEqual({ skip: 0, limit: 24, count: total })
    expect(body.rows).toHaveLength(24)
    expect(Object.keys(body.rows[0]!).sort()).toEqual([...NEWS_FIELDS].sort())
    expect(descending(body.rows.map((row) => row.date_publication))).toBe(true)
    expect(body.rows.some((row) => row.tags.length > 0)).toBe(true)
    expect(typeof body.rows[0]!.seo_noindex).toBe('boolean')
  })

  it('pages with skip and limit (load more: skip + limit of the previous meta)', async () => {
    const first = await json<ListResponse<NewsListItem>>('news?limit=8&order_by=-date_publication')
    const next = await json<ListResponse<NewsListItem>>('news?skip=8&limit=8')
    expect(next.meta).toEqual({ skip: 8, limit: 8, count: first.meta.count })
    expect(next.rows.map((row) => row.uuid)).not.toContain(first.rows[0]!.uuid)
    expect(first.rows.at(-1)!.date_publication >= next.rows[0]!.date_publication).toBe(true)
  })

  it('filters by tags as a comma list: any of the tags matches (BE-06)', async () => {
    const sales = await json<ListResponse<NewsListItem>>('news?tags=sales&limit=100')
    expect(sales.meta.count).toBe(await count(`SELECT COUNT(*) AS count FROM entity_tags et JOIN tags t ON t.id = et.tag_id WHERE et.entity_kind = 'news' AND t.slug = 'sales'`))
    expect(sales.meta.count).toBeGreaterThan(0)
    for (const row of sales.rows) expect(row.tags).toContain('sales')
    const either = await json<ListResponse<NewsListItem>>('news?tags=sales,family&limit=100')
    expect(either.meta.count).toBeGreaterThan(sales.meta.count)
    for (const row of either.rows) expect(row.tags.some((tag) => tag === 'sales' || tag === 'family')).toBe(true)
    const none = await json<ListResponse<NewsListItem>>('news?tags=no-such-tag')
    expect(none).toEqual({ rows: [], meta: { skip: 0, limit: 24, count: 0 } })
  })

  it('finds Russian words in any of their forms and English words, in title and text (BE-07)', async () => {
    // "тренинг" is a prefix of "тренинги", "тренингов", "тренингах": found in ru titles and texts.
    const russian = await json<ListResponse<NewsListItem>>(`news?search=${encodeURIComponent('тренинг')}&limit=100`)
    expect(russian.meta.count).toBeGreaterThan(0)
    for (const row of russian.rows) {
      const ru = await stored(`SELECT title || ' ' || short_description || ' ' || body AS value FROM news_translations WHERE news_uuid = ?1 AND language = 'ru'`, row.uuid)
      expect(ru?.toLowerCase()).toContain('тренинг')
    }
    // A word of the body only (not in any title), in capitals and with ё written as е.
    const bodyOnly = await json<ListResponse<NewsListItem>>(`news?search=${encodeURIComponent('ВОЗРАЖЕНИЯМИ')}`)
    expect(bodyOnly.meta.count).toBeGreaterThan(0)
    const english = await json<ListResponse<NewsListItem>>('news?search=negotiation&language=en&limit=100')
    expect(english.meta.count).toBeGreaterThan(0)
    for (const row of english.rows) expect(`${row.title} ${row.short_description}`.toLowerCase()).toMatch(/negotiat|sales/)
    const both = await json<ListResponse<NewsListItem>>(`news?search=${encodeURIComponent('Тренинг продаж')}&tags=sales`)
    expect(both.meta.count).toBeGreaterThan(0)
    expect((await json<ListResponse<NewsListItem>>('news?search=zzzqqq')).meta.count).toBe(0)
    expect((await json<ListResponse<NewsListItem>>('news?search=')).meta.count).toBe((await json<ListResponse<NewsListItem>>('news')).meta.count)
    expect((await json<ListResponse<NewsListItem>>('news?search=%2A%2A%2A')).meta.count).toBe(0)
  })

  it('BE-07: finds every form of a word through its stem, in ru and en (тренингах, trainings)', async () => {
    const base = await json<ListResponse<NewsListItem>>(`news?search=${encodeURIComponent('тренинг')}&limit=100`)
    expect(base.meta.count).toBeGreaterThan(0)
    for (const form of ['тренингах', 'тренингами', 'Тренингу']) {
      const found = await json<ListResponse<NewsListItem>>(`news?search=${encodeURIComponent(form)}&limit=100`)
      expect(found.meta.count, form).toBe(base.meta.count)
    }
    const training = await json<ListResponse<NewsListItem>>('news?search=training&language=en&limit=100')
    expect(training.meta.count).toBeGreaterThan(0)
    for (const form of ['trainings', 'trained']) {
      const found = await json<ListResponse<NewsListItem>>(`news?search=${form}&language=en&limit=100`)
      expect(found.meta.count, form).toBe(training.meta.count)
    }
  })

  it('BE-07: a stored text is found by a word form it does not contain, through its stored stems', async () => {
    const row = await env.DB.prepare(
      `SELECT news_uuid AS uuid, search_stems FROM news_translations WHERE language = 'ru' AND search_stems LIKE '%переговор%' LIMIT 1`,
    ).first<{ uuid: string; search_stems: string }>()
    expect(row?.search_stems).toBeTruthy()
    const found = await json<ListResponse<NewsListItem>>(`news?search=${encodeURIComponent('переговорами')}&limit=100`)
    expect(found.rows.map((item) => item.uuid)).toContain(row!.uuid)
  })

  it('lists a search newest first, pages without gaps or repeats, and counts matching items, not rows (BE-07)', async () => {
    const term = encodeURIComponent('тренинг')
    const all = await json<ListResponse<NewsListItem>>(`news?search=${term}&limit=100`)
    // The count is of news items, whatever number of languages matched: the same as a plain SQL count.
    const expected = await env.DB.prepare(
      `SELECT COUNT(DISTINCT uuid) AS count FROM news_search WHERE news_search MATCH ?1 AND uuid IN (SELECT uuid FROM news WHERE ${VISIBLE_SQL})`,
    ).bind(ftsQuery('тренинг')!).first<{ count: number }>()
    expect(all.meta.count).toBe(expected?.count)
    expect(new Set(all.rows.map((row) => row.uuid)).size).toBe(all.rows.length)
    const dates = all.rows.map((row) => row.date_publication)
    expect(dates).toEqual([...dates].sort().reverse())
    const first = await json<ListResponse<NewsListItem>>(`news?search=${term}&limit=3`)
    const second = await json<ListResponse<NewsListItem>>(`news?search=${term}&limit=3&skip=3`)
    expect([...first.rows, ...second.rows].map((row) => row.uuid)).toEqual(all.rows.slice(0, 6).map((row) => row.uuid))
  })

  it('moves a republished news item to its new place in search results (migration 0006 trigger)', async () => {
    const term = encodeURIComponent('тренинг')
    const before = await json<ListResponse<NewsListItem>>(`news?search=${term}&limit=100`)
    const oldest = before.rows.at(-1)!
    await env.DB.prepare("UPDATE news SET date_publication = '2099-01-01T00:00:00Z' WHERE uuid = ?1").bind(oldest.uuid).run()
    try {
      const after = await json<ListResponse<NewsListItem>>(`news?search=${term}&limit=1`)
      expect(after.rows[0]?.uuid).toBe(oldest.uuid)
      expect(after.meta.count).toBe(before.meta.count)
    } finally {
      await env.DB.prepare('UPDATE news SET date_publication = ?2 WHERE uuid = ?1').bind(oldest.uuid, oldest.date_publication).run()
    }
  })

  it('turns any search text into plain prefix terms: FTS5 syntax never reaches MATCH', async () => {
    expect(ftsQuery('тренингах 2026')).toBe('("тренингах"* OR stems : "тренинг") AND "2026"*')
    expect(ftsQuery('"a" OR b* NEAR(c) title:x -- ;')).toBe(
      ['a', 'or', 'b', 'near', 'c', 'titl', 'x']
        .map((stem, index) => `("${['a', 'or', 'b', 'near', 'c', 'title', 'x'][index]}"* OR stems : "${stem}")`)
        .join(' AND '),
    )
    expect(ftsQuery('*** ""')).toBeUndefined()
    for (const search of ['"', 'a OR', 'NEAR(', "'; DROP TABLE news; --", '*', '^title']) {
      await json<ListResponse<NewsListItem>>(`news?search=${encodeURIComponent(search)}`)
    }
  })

  it('gives the requested language and falls back to ru for what is not translated (BE-02)', async () => {
    const [en, ky] = await Promise.all([
      json<ListResponse<NewsListItem>>('news?language=en&limit=100'),
      json<ListResponse<NewsListItem>>('news?language=ky&limit=100'),
    ])
    for (const row of en.rows.slice(0, 5)) {
      expect(row.title).toBe(await stored(`SELECT title AS value FROM news_translations WHERE news_uuid = ?1 AND language = 'en'`, row.uuid))
    }
    let fallbacks = 0
    for (const row of ky.rows) {
      const kyTitle = await stored(`SELECT title AS value FROM news_translations WHERE news_uuid = ?1 AND language = 'ky'`, row.uuid)
      const ruTitle = await stored(`SELECT title AS value FROM news_translations WHERE news_uuid = ?1 AND language = 'ru'`, row.uuid)
      expect(row.title).toBe(kyTitle ?? ruTitle)
      if (kyTitle === undefined) fallbacks++
    }
    expect(fallbacks).toBeGreaterThan(0)
    expect(fallbacks).toBeLessThan(ky.rows.length)
  })

  it.each([
    ...LIST_BAD_INPUT,
    ['tags=Sales', 'tags'],
    ['tags=a,,b', 'tags'],
    ["tags=sales'%20OR%201%3D1", 'tags'],
    [`search=${'a'.repeat(201)}`, 'search'],
    ['limit=101', 'limit'],
  ])('rejects %s with 400 on %s', (query, field) => expectBadInput(`news?${query}`, field))
})

describe('GET news/{id}', () => {
  it('finds a news item by slug and by uuid, with its body and tags', async () => {
    const [first] = (await json<ListResponse<NewsListItem>>('news?limit=1')).rows
    const bySlug = await json<NewsEntity>(`news/${first!.slug}`)
    const byUuid = await json<NewsEntity>(`news/${first!.uuid}`)
    expect(byUuid).toEqual(bySlug)
    expect(Object.keys(bySlug).sort()).toEqual([...NEWS_FIELDS, 'body'].sort())
    expect(bySlug.body).toMatch(/^<p>/)
    expect(bySlug.tags).toEqual(first!.tags)
  })

  it('sanitises the body and falls back to ru for a language without text', async () => {
    const ky = await json<NewsEntity>(`news/${HOSTILE_NEWS.slug}?language=ky`)
    expect(ky.title).toBe(HOSTILE_NEWS.title.ru)
    expect((await json<NewsEntity>(`news/${HOSTILE_NEWS.slug}?language=en`)).title).toBe(HOSTILE_NEWS.title.en)
    expect(ky.body).toContain('<p>Текст</p>')
    expect(ky.body).not.toMatch(/<script|onerror|javascript:/i)
  })

  it('404 for an unknown slug or uuid; 400 for a bad language', async () => {
    await json('news/no-such-news', 404)
    await json('news/00000000-0000-4000-8000-000000000000', 404)
    await expectBadInput(`news/${HOSTILE_NEWS.slug}?language=de`, 'language')
    await expectBadInput(`news/${HOSTILE_NEWS.slug}?currency=BTC`, 'currency')
  })
})

describe('GET articles (API-25, API-35, ENTITY-07)', () => {
  it('lists articles newest first with card type, related ids and image uuids', async () => {
    const body = await json<ListResponse<ArticleListItem>>('articles')
    expect(body.meta).toEqual({ skip: 0, limit: 24, count: await count(`SELECT COUNT(*) AS count FROM articles WHERE ${VISIBLE_SQL}`) })
    expect(Object.keys(body.rows[0]!).sort()).toEqual([...ARTICLE_FIELDS].sort())
    expect(descending(body.rows.map((row) => row.date_publication))).toBe(true)
    const row = body.rows[0]!
    expect(['SMALL', 'MEDIUM', 'LARGE']).toContain(row.card_type)
    expect(row.images).toEqual([row.image_id])
    expect(row.articles_ids.length).toBeGreaterThan(0)
  })

  it('expands images into their renditions with expand=images (ENTITY-18)', async () => {
    const body = await json<ListResponse<ArticleListItem>>('articles?expand=images&limit=2')
    const image = body.rows[0]!.images[0] as ImageEntity
    expect(image.uuid).toBe(body.rows[0]!.image_id)
    for (const size of ['small', 'medium', 'large'] as const) expect(image[size]).toMatch(new RegExp(`/${size}\\.svg$`))
  })

  it('fetches related articles by articles_ids (BLOG-07, BE-33)', async () => {
    const article = (await json<ListResponse<ArticleListItem>>('articles?limit=1')).rows[0]!
    const ids = article.articles_ids
    const related = await json<ListResponse<ArticleListItem>>(`articles?articles_ids=${ids.join(',')}&limit=${ids.length}`)
    expect(related.meta.count).toBe(ids.length)
    expect(related.rows.map((row) => row.uuid).sort()).toEqual([...ids].sort())
    const unknown = await json<ListResponse<ArticleListItem>>('articles?articles_ids=00000000-0000-4000-8000-000000000000')
    expect(unknown.meta.count).toBe(0)
  })

  it('BE-07: finds articles by other forms of a word, in ru and en', async () => {
    const ru = await json<ListResponse<ArticleListItem>>(`articles?search=${encodeURIComponent('переговоры')}&limit=100`)
    const ruForm = await json<ListResponse<ArticleListItem>>(`articles?search=${encodeURIComponent('переговорах')}&limit=100`)
    expect(ru.meta.count).toBeGreaterThan(0)
    expect(ruForm.meta.count).toBe(ru.meta.count)
    const en = await json<ListResponse<ArticleListItem>>('articles?search=negotiation&language=en&limit=100')
    const enForm = await json<ListResponse<ArticleListItem>>('articles?search=negotiations&language=en&limit=100')
    expect(en.meta.count).toBeGreaterThan(0)
    expect(enForm.meta.count).toBe(en.meta.count)
  })

  it('lists a search newest first, pages without gaps or repeats, and counts articles, not rows (BE-07)', async () => {
    const term = encodeURIComponent('переговоры')
    const all = await json<ListResponse<ArticleListItem>>(`articles?search=${term}&limit=100`)
    const expected = await env.DB.prepare(
      'SELECT COUNT(DISTINCT uuid) AS count FROM article_search WHERE article_search MATCH ?1',
    ).bind(ftsQuery('переговоры')!).first<{ count: number }>()
    expect(all.meta.count).toBeGreaterThan(1)
    expect(all.meta.count).toBe(expected?.count)
    const dates = all.rows.map((row) => row.date_publication)
    expect(dates).toEqual([...dates].sort().reverse())
    const first = await json<ListResponse<ArticleListItem>>(`articles?search=${term}&limit=1`)
    const second = await json<ListResponse<ArticleListItem>>(`articles?search=${term}&limit=1&skip=1`)
    expect([...first.rows, ...second.rows].map((row) => row.uuid)).toEqual(all.rows.slice(0, 2).map((row) => row.uuid))
  })

  it('filters by tags (the trainer tag of API-25) and searches in both languages', async () => {
    const trainer = await json<ListResponse<ArticleListItem>>('articles?tags=trainer-aliev&limit=100')
    expect(trainer.meta.count).toBeGreaterThan(0)
    for (const row of trainer.rows) expect(row.tags).toContain('trainer-aliev')
    const russian = await json<ListResponse<ArticleListItem>>(`articles?search=${encodeURIComponent('переговоры')}`)
    const english = await json<ListResponse<ArticleListItem>>('articles?search=negotiation&language=en')
    expect(russian.meta.count).toBeGreaterThan(0)
    expect(english.rows.map((row) => row.uuid).sort()).toEqual(russian.rows.map((row) => row.uuid).sort())
    for (const row of english.rows) expect(row.title.toLowerCase()).toContain('negotiation')
  })

  it('falls back to ru for articles without a Kyrgyz text', async () => {
    const ky = await json<ListResponse<ArticleListItem>>('articles?language=ky&limit=100')
    const missing = ky.rows.filter((row) => /[щъё]|[а-я]{3}/i.test(row.title))
    for (const row of ky.rows) {
      const kyTitle = await stored(`SELECT title AS value FROM article_translations WHERE article_uuid = ?1 AND language = 'ky'`, row.uuid)
      const ruTitle = await stored(`SELECT title AS value FROM article_translations WHERE article_uuid = ?1 AND language = 'ru'`, row.uuid)
      expect(row.title).toBe(kyTitle ?? ruTitle)
    }
    expect(missing.length).toBeGreaterThan(0)
  })

  it.each([
    ...LIST_BAD_INPUT,
    ['expand=trainers', 'expand'],
    ['articles_ids=1,2', 'articles_ids'],
    ["articles_ids=00000000-0000-4000-8000-000000000000'%20OR%201%3D1", 'articles_ids'],
    ['tags=%3Cscript%3E', 'tags'],
  ])('rejects %s with 400 on %s', (query, field) => expectBadInput(`articles?${query}`, field))
})

describe('GET articles/{id}', () => {
  it('finds an article by slug and by uuid with its sanitised body', async () => {
    const first = (await json<ListResponse<ArticleListItem>>('articles?limit=1')).rows[0]!
    const bySlug = await json<ArticleEntity>(`articles/${first.slug}?expand=images`)
    expect(await json<ArticleEntity>(`articles/${first.uuid}?expand=images`)).toEqual(bySlug)
    expect(bySlug.body).toMatch(/^<p>/)
    expect((bySlug.images[0] as ImageEntity).uuid).toBe(first.image_id)
    await json('articles/no-such-article', 404)
    await expectBadInput(`articles/${first.slug}?expand=all`, 'expand')
  })
})
