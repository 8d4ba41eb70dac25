import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { seo } from '../../worker/seo'
import { HOSTILE_PAGE } from './fixtures'

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
    // The home page changes with the newest content.
    expect(blocks.get(`${ORIGIN}/`)).toContain('<lastmod>2026-02-01</lastmod>')
  })

  it('SEO-03: leaves out pages with seo_noindex (the offer aliases and the fixture page)', async () => {
    const xml = await (await exports.default.fetch(`${ORIGIN}/sitemap.xml`)).text()
    for (const slug of ['offer', 'publicoffert', HOSTILE_PAGE.slug]) expect(xml).not.toContain(`/page/${slug}<`)
    expect(urlBlocks(xml).size).toBe(5 * 3)
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
