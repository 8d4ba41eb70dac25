import { describe, expect, it } from 'vitest'
import { addressTags, documentTitle, pageMeta, type MetaTag, type SiteSeo } from './head'
import { LANGUAGES } from '../model/languages'
import { canonicalUrl, languageAlternates, pathParts, siteOrigin } from '../model/site-urls'

const site: SiteSeo = { origin: 'https://trainings.example', siteName: 'Вершина Академия', language: 'ru', languages: LANGUAGES }

function metaContent(meta: MetaTag[], key: string): string | undefined {
  const tag = meta.find((m) => ('name' in m && m.name === key) || ('property' in m && m.property === key))
  return tag && 'content' in tag ? tag.content : undefined
}

describe('site origin and paths (SEO-04)', () => {
  it('uses SITE_URL when configured, otherwise the request origin, never with a trailing slash', () => {
    expect(siteOrigin('https://trainings.example/', 'http://localhost:8787/page/oferta')).toBe('https://trainings.example')
    expect(siteOrigin('', 'http://localhost:8787/page/oferta?x=1')).toBe('http://localhost:8787')
    expect(siteOrigin(undefined, 'https://a.example/')).toBe('https://a.example')
  })

  it('splits a pathname into its language and the language-less path', () => {
    expect(pathParts('/en/page/oferta')).toEqual({ language: 'en', path: '/page/oferta' })
    expect(pathParts('/page/oferta/')).toEqual({ language: 'ru', path: '/page/oferta' })
    expect(pathParts('/ky')).toEqual({ language: 'ky', path: '/' })
    expect(pathParts('/')).toEqual({ language: 'ru', path: '/' })
  })
})

describe('OQ-20: self-referencing canonical and hreflang alternates', () => {
  it('keeps the /en prefix: an English page is its own canonical', () => {
    expect(canonicalUrl(site.origin, 'en', '/page/oferta')).toBe('https://trainings.example/en/page/oferta')
    expect(canonicalUrl(site.origin, 'ru', '/page/oferta')).toBe('https://trainings.example/page/oferta')
    expect(canonicalUrl(site.origin, 'ky', '/')).toBe('https://trainings.example/ky')
    expect(canonicalUrl(site.origin, 'ru', '/')).toBe('https://trainings.example/')
  })

  it('lists ru (no prefix), en, ky and x-default → ru', () => {
    expect(languageAlternates(site.origin, '/page/oferta', LANGUAGES)).toEqual([
      { hreflang: 'ru', href: 'https://trainings.example/page/oferta' },
      { hreflang: 'en', href: 'https://trainings.example/en/page/oferta' },
      { hreflang: 'ky', href: 'https://trainings.example/ky/page/oferta' },
      { hreflang: 'x-default', href: 'https://trainings.example/page/oferta' },
    ])
  })

  it('og:url equals the canonical, which is the page in its own language', () => {
    const { meta, links } = addressTags({ ...site, language: 'en' }, '/page/oferta')
    expect(links[0]).toEqual({ rel: 'canonical', href: 'https://trainings.example/en/page/oferta' })
    expect(metaContent(meta, 'og:url')).toBe('https://trainings.example/en/page/oferta')
    expect(links.filter((link) => link.rel === 'alternate').map((link) => link.hrefLang)).toEqual([
      'ru',
      'en',
      'ky',
      'x-default',
    ])
  })
})

describe('page meta (SEO-01…03, SEO-05)', () => {
  it('formats the title as "{Page title} — {company name}"', () => {
    expect(documentTitle('Публичная оферта', 'Вершина Академия')).toBe('Публичная оферта — Вершина Академия')
    expect(documentTitle('', 'Вершина Академия')).toBe('Вершина Академия')
    expect(documentTitle('Вершина Академия', 'Вершина Академия')).toBe('Вершина Академия')
  })

  it('does not name the company twice when the page title already ends with it', () => {
    expect(documentTitle('Блокнот «Цели года» — Вершина Академия', 'Вершина Академия')).toBe('Блокнот «Цели года» — Вершина Академия')
    expect(documentTitle('Notebook | vershina academy', 'Vershina Academy')).toBe('Notebook | vershina academy')
    expect(documentTitle('Вершина Академия в Бишкеке', 'Вершина Академия')).toBe('Вершина Академия в Бишкеке — Вершина Академия')
  })

  it('is indexable by default and noindex,follow when the page asks', () => {
    expect(metaContent(pageMeta({ title: 'A' }, site), 'robots')).toBe('index,follow')
    expect(metaContent(pageMeta({ title: 'A', noindex: true }, site), 'robots')).toBe('noindex,follow')
  })

  it('has description, keywords, Open Graph and the summary twitter card', () => {
    const meta = pageMeta(
      { title: 'Оплата', description: 'Способы оплаты', keywords: 'оплата, карты', type: 'article', image: '/og.png' },
      site,
    )
    expect(meta[0]).toEqual({ title: 'Оплата — Вершина Академия' })
    expect(metaContent(meta, 'description')).toBe('Способы оплаты')
    expect(metaContent(meta, 'keywords')).toBe('оплата, карты')
    expect(metaContent(meta, 'og:title')).toBe('Оплата — Вершина Академия')
    expect(metaContent(meta, 'og:description')).toBe('Способы оплаты')
    expect(metaContent(meta, 'og:type')).toBe('article')
    expect(metaContent(meta, 'og:site_name')).toBe('Вершина Академия')
    expect(metaContent(meta, 'og:locale')).toBe('ru_RU')
    expect(metaContent(meta, 'og:image')).toBe('https://trainings.example/og.png')
    expect(metaContent(meta, 'twitter:card')).toBe('summary')
  })

  it('leaves out empty description, keywords and image', () => {
    const meta = pageMeta({ title: 'A', description: '  ', keywords: '' }, { ...site, language: 'ky' })
    expect(metaContent(meta, 'description')).toBeUndefined()
    expect(metaContent(meta, 'keywords')).toBeUndefined()
    expect(metaContent(meta, 'og:image')).toBeUndefined()
    expect(metaContent(meta, 'og:locale')).toBe('ky_KG')
  })
})
