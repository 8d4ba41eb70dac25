import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { seo } from '../../worker/seo'
import { HOSTILE_PAGE } from './fixtures'
import { VISIBLE_SQL } from './helpers'

const ORIGIN = 'http://localhost'

/** The <url> blocks of a sitemap, by their <loc>. */
function urlBlocks(xml: string): Map<string, string> {
  const blocks = new Map<string, string>()
  for (const [, block = ''] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(block)?.[1]
    if (loc) blocks.set(loc, block)
  }
  return blocks
}

function alternates(block: string): Record<string, string> {
  return Object.fromEntries(
    [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang = '', href = '']) => [
      lang,
      href,
    ]),
  )
}

/** The three <url> blocks of a language-less path, each checked for its hreflang alternates. */
function expectInAllLanguages(blocks: Map<string, string>, path: string): string[] {
  const ru = `${ORIGIN}${path}`
  const en = `${ORIGIN}/en${path}`
  const ky = `${ORIGIN}/ky${path}`
  return [ru, en, ky].map((loc) => {
    const block = blocks.get(loc)
    expect(block, loc).toBeDefined()
    expect(alternates(block!), loc).toEqual({ ru, en, ky, 'x-default': ru })
    return block!
  })
}

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the API, /_test, payments and the account, and names the sitemap', async () => {
    const response = await exports.default.fetch(`${ORIGIN}/robots.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/)
    const lines = (await response.text()).split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of ['/api/', '/_test', '/payment/', '/account', '/en/account', '/ky/payment/', '/en/_test']) {
      expect(lines, path).toContain(`Disallow: ${path}`)
    }
    expect(lines).not.toContain('Disallow: /')
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })

  it('SEO-04: addresses use SITE_URL when it is configured', async () => {
    const response = await seo.request('/robots.txt', {}, { ...env, SITE_URL: 'https://trainings.example/' })
    expect(await response.text()).toContain('Sitemap: https://trainings.example/sitemap.xml')
  })
})

describe('sitemap.xml', () => {
  it('is XML with the sitemap and xhtml namespaces', async () => {
    const response = await exports.default.fetch(`${ORIGIN}/sitemap.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')
  })

  it('lists the home page and the indexable content pages in all three languages, with hreflang and lastmod', async () => {
    const xml = await (await exports.default.fetch(`${ORIGIN}/sitemap.xml`)).text()
    const blocks = urlBlocks(xml)
    for (const path of ['', '/page/oferta', '/page/pay', '/page/return', '/page/privacy']) {
      const ru = `${ORIGIN}${path || '/'}`
      const en = `${ORIGIN}/en${path}`
      const ky = `${ORIGIN}/ky${path}`
      for (const loc of [ru, en, ky]) {
        const block = blocks.get(loc)
        expect(block, loc).toBeDefined()
        expect(alternates(block!), loc).toEqual({ ru, en, ky, 'x-default': ru })
        expect(block, loc).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
      }
    }
    expect(blocks.get(`${ORIGIN}/page/oferta`)).toContain('<lastmod>2026-01-15</lastmod>')
    expect(blocks.get(`${ORIGIN}/page/privacy`)).toContain('<lastmod>2026-11-28</lastmod>')
    // The home page changes with the newest content (issue 40.8): its date is the newest of every other page's (the
    // privacy policy's revision on the seed, or what another test of this shared database wrote since).
    const dates = [...xml.matchAll(/<lastmod>([\d-]+)<\/lastmod>/g)].map((match) => match[1]!)
    const newest = dates.reduce((latest, date) => (date > latest ? date : latest))
    expect(newest >= '2026-11-28').toBe(true)
    expect(blocks.get(`${ORIGIN}/`)).toContain(`<lastmod>${newest}</lastmod>`)
  })

  it('SEO-03: leaves out pages with seo_noindex (the offer aliases and the fixture page)', async () => {
    const xml = await (await exports.default.fetch(`${ORIGIN}/sitemap.xml`)).text()
    for (const slug of ['offer', 'publicoffert', HOSTILE_PAGE.slug]) expect(xml).not.toContain(`/page/${slug}<`)
    // Home and the four indexable content pages; events, trainers, tags, news and the shop are counted by their own tests.
    const pageLocs = [...urlBlocks(xml).keys()].filter(
      (loc) =>
        !/\/(events\/i|trainers|tags|social-activities|shop)\/|\/(news|events|trainers|reviews|blog|career|employees|about-center|club|franchise|franchisers|online_school|social-activities|shop)(\/|$)/.test(loc),
    )
    expect(pageLocs).toHaveLength(5 * 3)
  })

  it('issue 26: lists the blog, its articles, career and employees in every language', async () => {
    const xml = await (await exports.default.fetch(`${ORIGIN}/sitemap.xml`)).text()
    const locs = [...urlBlocks(xml).keys()]
    for (const path of ['/blog', '/career', '/employees', '/en/blog', '/ky/career']) expect(locs).toContain(`${ORIGIN}${path}`)
    expect(locs.some((loc) => /\/blog\/[a-z0-9-]+$/.test(loc))).toBe(true)
  })

  it('follows the database: a page marked noindex drops out, and back', async () => {
    await env.DB.prepare("UPDATE pages SET seo_noindex = 1 WHERE slug = 'pay'").run()
    try {
      const xml = await (await seo.request('/sitemap.xml', {}, env)).text()
      expect(xml).not.toContain('/page/pay<')
    } finally {
      await env.DB.prepare("UPDATE pages SET seo_noindex = 0 WHERE slug = 'pay'").run()
    }
    expect(await (await seo.request('/sitemap.xml', {}, env)).text()).toContain('/page/pay<')
  })

  it('SEO-04: absolute addresses on SITE_URL when it is configured', async () => {
    const response = await seo.request('/sitemap.xml', {}, { ...env, SITE_URL: 'https://trainings.example' })
    const blocks = urlBlocks(await response.text())
    expect([...blocks.keys()].every((loc) => loc.startsWith('https://trainings.example/'))).toBe(true)
    expect(blocks.has('https://trainings.example/en/page/oferta')).toBe(true)
  })
})

describe('sitemap.xml: the centre\'s own pages (issue 26, OQ-20)', () => {
  it('lists about, club, franchise, franchisers, online school, social activities and each activity in ru, en and ky with hreflang', async () => {
    const blocks = urlBlocks(await (await seo.request('/sitemap.xml', {}, env)).text())
    for (const path of ['/about-center', '/club', '/franchise', '/franchisers', '/online_school', '/social-activities']) expectInAllLanguages(blocks, path)
    const { results } = await env.DB.prepare('SELECT slug, date_completion FROM social_activities').all<{ slug: string; date_completion: string }>()
    expect(results.length).toBeGreaterThan(0)
    for (const activity of results) {
      for (const block of expectInAllLanguages(blocks, `/social-activities/${activity.slug}`)) {
        expect(block).toContain(`<lastmod>${activity.date_completion.slice(0, 10)}</lastmod>`)
      }
    }
  })
})

describe('sitemap.xml: the shop (issue 27, SHOP-01, PRODUCT-01)', () => {
  it('lists /shop and every indexable product page in ru, en and ky with its creation date, never a noindex one', async () => {
    const { results: products } = await env.DB.prepare('SELECT slug, created FROM products WHERE seo_noindex = 0').all<{ slug: string; created: string }>()
    expect(products.length).toBeGreaterThan(0)
    const hidden = products[0]!
    await env.DB.prepare('UPDATE products SET seo_noindex = 1 WHERE slug = ?').bind(hidden.slug).run()
    try {
      const blocks = urlBlocks(await (await seo.request('/sitemap.xml', {}, env)).text())
      expectInAllLanguages(blocks, '/shop')
      for (const product of products.slice(1)) {
        for (const block of expectInAllLanguages(blocks, `/shop/${product.slug}`)) expect(block).toContain(`<lastmod>${product.created.slice(0, 10)}</lastmod>`)
      }
      expect([...blocks.keys()].some((loc) => loc.endsWith(`/shop/${hidden.slug}`))).toBe(false)
    } finally {
      await env.DB.prepare('UPDATE products SET seo_noindex = 0 WHERE slug = ?').bind(hidden.slug).run()
    }
  })
})

describe('sitemap.xml: online courses (COURSES-01, COURSES-07, SEO-03, OQ-20, issue 27)', () => {
  it('lists /online_school/courses dated by its newest course and every indexable course page in ru, en and ky', async () => {
    const { results: courses } = await env.DB.prepare('SELECT slug, created FROM online_courses WHERE seo_noindex = 0 ORDER BY created DESC').all<{
      slug: string
      created: string
    }>()
    expect(courses.length).toBeGreaterThan(0)
    const blocks = urlBlocks(await (await seo.request('/sitemap.xml', {}, env)).text())
    for (const block of expectInAllLanguages(blocks, '/online_school/courses')) {
      expect(block).toContain(`<lastmod>${courses[0]!.created.slice(0, 10)}</lastmod>`)
    }
    for (const course of courses) {
      for (const block of expectInAllLanguages(blocks, `/online_school/courses/${course.slug}`)) {
        expect(block).toContain(`<lastmod>${course.created.slice(0, 10)}</lastmod>`)
      }
    }
  })

  it('SEO-03: a course marked noindex drops out', async () => {
    const course = await env.DB.prepare('SELECT uuid, slug FROM online_courses ORDER BY slug LIMIT 1').first<{ uuid: string; slug: string }>()
    await env.DB.prepare('UPDATE online_courses SET seo_noindex = 1 WHERE uuid = ?').bind(course!.uuid).run()
    try {
      expect(await (await seo.request('/sitemap.xml', {}, env)).text()).not.toContain(`/online_school/courses/${course!.slug}<`)
    } finally {
      await env.DB.prepare('UPDATE online_courses SET seo_noindex = 0 WHERE uuid = ?').bind(course!.uuid).run()
    }
  })
})

describe('sitemap.xml: events, trainers and tags (issue 4 SEO, OQ-20)', () => {
  const xmlNow = async () => (await (await seo.request('/sitemap.xml', {}, env)).text())

  it('lists every indexable event page in ru, en and ky with hreflang and its creation date as lastmod', async () => {
    const { results: events } = await env.DB.prepare("SELECT slug, created FROM events WHERE seo_noindex = 0 AND status = 'published' AND (publish_at IS NULL OR publish_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))").all<{
      slug: string
      created: string
    }>()
    expect(events.length).toBeGreaterThan(0)
    const blocks = urlBlocks(await xmlNow())
    for (const event of events) {
      for (const block of expectInAllLanguages(blocks, `/events/i/${event.slug}`)) {
        expect(block).toContain(`<lastmod>${event.created.slice(0, 10)}</lastmod>`)
      }
    }
  })

  it('lists every indexable trainer page with lastmod, and the tags in use without one', async () => {
    const { results: trainers } = await env.DB.prepare('SELECT slug, created FROM trainers WHERE seo_noindex = 0').all<{
      slug: string
      created: string
    }>()
    const { results: tags } = await env.DB.prepare(`SELECT slug FROM tags WHERE total_count > 0 AND ${VISIBLE_SQL}`).all<{ slug: string }>()
    expect(trainers.length).toBeGreaterThan(0)
    expect(tags.length).toBeGreaterThan(0)
    const blocks = urlBlocks(await xmlNow())
    for (const trainer of trainers) {
      for (const block of expectInAllLanguages(blocks, `/trainers/${trainer.slug}`)) {
        expect(block).toContain(`<lastmod>${trainer.created.slice(0, 10)}</lastmod>`)
      }
    }
    for (const tag of tags) {
      for (const block of expectInAllLanguages(blocks, `/tags/${tag.slug}`)) expect(block).not.toContain('<lastmod>')
    }
  })

  it('SEO-03: an event or trainer marked noindex drops out, and a tag nothing carries is left out', async () => {
    const event = await env.DB.prepare(`SELECT uuid, slug FROM events WHERE ${VISIBLE_SQL} ORDER BY slug LIMIT 1`).first<{ uuid: string; slug: string }>()
    const trainer = await env.DB.prepare('SELECT id, slug FROM trainers ORDER BY slug LIMIT 1').first<{ id: number; slug: string }>()
    await env.DB.batch([
      env.DB.prepare('UPDATE events SET seo_noindex = 1 WHERE uuid = ?').bind(event!.uuid),
      env.DB.prepare('UPDATE trainers SET seo_noindex = 1 WHERE id = ?').bind(trainer!.id),
      env.DB.prepare("INSERT INTO tags (id, slug, created) VALUES (990001, 'test-unused-tag', '2026-01-01T00:00:00Z')"),
    ])
    try {
      const xml = await xmlNow()
      expect(xml).not.toContain(`/events/i/${event!.slug}<`)
      expect(xml).not.toContain(`/trainers/${trainer!.slug}<`)
      expect(xml).not.toContain('/tags/test-unused-tag<')
    } finally {
      await env.DB.batch([
        env.DB.prepare('UPDATE events SET seo_noindex = 0 WHERE uuid = ?').bind(event!.uuid),
        env.DB.prepare('UPDATE trainers SET seo_noindex = 0 WHERE id = ?').bind(trainer!.id),
        env.DB.prepare('DELETE FROM tags WHERE id = 990001'),
      ])
    }
    const xml = await xmlNow()
    expect(xml).toContain(`/events/i/${event!.slug}<`)
    expect(xml).toContain(`/trainers/${trainer!.slug}<`)
  })
})

describe('sitemap.xml: the list pages (SEO-01, OQ-12, OQ-20)', () => {
  const xmlNow = async () => (await (await seo.request('/sitemap.xml', {}, env)).text())

  it('lists /events, /events/{ONLINE,OFFLINE,MIXED}, /trainers and /reviews in ru, en and ky with hreflang', async () => {
    const blocks = urlBlocks(await xmlNow())
    for (const path of ['/events', '/events/ONLINE', '/events/OFFLINE', '/events/MIXED', '/trainers', '/reviews']) {
      expectInAllLanguages(blocks, path)
    }
    // One address a format (OQ-12): no other letter case.
    expect([...blocks.keys()].filter((loc) => /\/events\/(online|offline|mixed)$/i.test(loc))).toHaveLength(3 * 3)
  })

  it('dates /events and /trainers by their newest item', async () => {
    const newest = async (table: string) =>
      (await env.DB.prepare(`SELECT max(created) AS created FROM ${table} WHERE seo_noindex = 0`).first<{ created: string }>())!.created
    const blocks = urlBlocks(await xmlNow())
    for (const block of expectInAllLanguages(blocks, '/events')) expect(block).toContain(`<lastmod>${(await newest('events')).slice(0, 10)}</lastmod>`)
    for (const block of expectInAllLanguages(blocks, '/trainers')) expect(block).toContain(`<lastmod>${(await newest('trainers')).slice(0, 10)}</lastmod>`)
  })
})

describe('sitemap.xml: news (SEO-01, SEO-03, OQ-20)', () => {
  const xmlNow = async () => (await (await seo.request('/sitemap.xml', {}, env)).text())

  it('lists every published news item in ru, en and ky with hreflang and its date, and /news dated by the newest', async () => {
    const { results: news } = await env.DB.prepare(
      "SELECT slug, date_publication, created FROM news WHERE seo_noindex = 0 AND status = 'published' AND (publish_at IS NULL OR publish_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) ORDER BY date_publication DESC",
    ).all<{ slug: string; date_publication: string; created: string }>()
    expect(news.length).toBeGreaterThan(1)
    const blocks = urlBlocks(await xmlNow())
    for (const item of news) {
      const lastmod = [item.date_publication, item.created].sort().at(-1)!.slice(0, 10)
      for (const block of expectInAllLanguages(blocks, `/news/${item.slug}`)) expect(block).toContain(`<lastmod>${lastmod}</lastmod>`)
    }
    const newest = news[0]!.date_publication.slice(0, 10)
    for (const block of expectInAllLanguages(blocks, '/news')) expect(block).toContain(`<lastmod>${newest}</lastmod>`)
    // The home page shows the newest news, so it is dated by it at the latest.
    expect(blocks.get(`${ORIGIN}/`)!.match(/<lastmod>([^<]+)<\/lastmod>/)![1]! >= newest).toBe(true)
  })

  it('SEO-03: a news item marked noindex, or not yet published, is left out (and the list is not dated by it)', async () => {
    const item = await env.DB.prepare(`SELECT uuid, slug FROM news WHERE seo_noindex = 0 AND ${VISIBLE_SQL} ORDER BY slug LIMIT 1`).first<{ uuid: string; slug: string }>()
    const future = { uuid: '00000000-0000-4000-8000-00000000b0f1', slug: 'test-future-news', date: '2999-01-01T00:00:00.000Z' }
    await env.DB.batch([
      env.DB.prepare('UPDATE news SET seo_noindex = 1 WHERE uuid = ?').bind(item!.uuid),
      env.DB.prepare('INSERT INTO news (uuid, slug, date_publication, seo_noindex, created) VALUES (?1, ?2, ?3, 0, ?3)').bind(
        future.uuid,
        future.slug,
        future.date,
      ),
    ])
    try {
      const xml = await xmlNow()
      expect(xml).not.toContain(`/news/${item!.slug}<`)
      expect(xml).not.toContain(`/news/${future.slug}<`)
      expect(xml).not.toContain('<lastmod>2999-01-01</lastmod>')
      expect(xml).toContain(`<loc>${ORIGIN}/ky/news</loc>`)
    } finally {
      await env.DB.batch([
        env.DB.prepare('UPDATE news SET seo_noindex = 0 WHERE uuid = ?').bind(item!.uuid),
        env.DB.prepare('DELETE FROM news WHERE uuid = ?').bind(future.uuid),
      ])
    }
    expect(await xmlNow()).toContain(`/news/${item!.slug}<`)
  })
})
