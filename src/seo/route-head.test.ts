import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import ru from '../../locales/ru.json'
import { createAppIntl } from '../i18n/intl'
import type { ContactsEntity } from '../model/api'
import type { Language } from '../model/languages'
import type { MetaTag } from './head'
import { languageRows } from '../../tests/fixtures/language-rows'
import { pageHead, rootHead, type HeadContext } from './route-head'

const contacts = { json_data: { company_name: 'Вершина Академия' } } as unknown as ContactsEntity

type Status = 'success' | 'notFound' | 'error'

/** A head() argument as the router gives it: the root match with its loader data, then the page's match. */
function context(options: {
  language?: Language
  pathname?: string
  status?: Status
  shell?: { contacts: ContactsEntity | null; siteUrl: string } | undefined
  contextSiteUrl?: string
  loaderDeps?: unknown
  languages?: readonly Language[]
}): HeadContext {
  const language = options.language ?? 'ru'
  const intl = createAppIntl(language, language === 'en' ? en : ru)
  const languages = languageRows(options.languages)
  const shell = 'shell' in options ? options.shell : { contacts, languages, siteUrl: 'https://trainings.example' }
  return {
    match: { context: { language, languages, intl, siteUrl: options.contextSiteUrl ?? 'http://localhost:5173' } },
    matches: [
      { routeId: '__root__', pathname: '/', status: 'success', loaderData: shell },
      { routeId: '/{-$lang}/page/$slug', pathname: options.pathname ?? '/page/oferta', status: options.status ?? 'success', loaderDeps: options.loaderDeps },
    ],
  }
}

const content = (meta: MetaTag[] | undefined, key: string) =>
  meta?.find((m) => ('name' in m && m.name === key) || ('property' in m && m.property === key))
const title = (meta: MetaTag[] | undefined) => meta?.find((m): m is { title: string } => 'title' in m)?.title

describe('rootHead: the defaults of every page', () => {
  it('PAGINATION-01: page 2 or later of a list is its own canonical; page 1 and pageless pages have no page', () => {
    const canonical = (pathname: string, loaderDeps: unknown, language: Language = 'ru') =>
      rootHead(context({ pathname, loaderDeps, language })).links.find((link) => link.rel === 'canonical')?.href
    expect(canonical('/trainers', { page: 2 })).toBe('https://trainings.example/trainers?page=2')
    expect(canonical('/en/news', { page: 3, tags: 'x' }, 'en')).toBe('https://trainings.example/en/news?page=3')
    expect(canonical('/trainers', { page: 1 })).toBe('https://trainings.example/trainers')
    expect(canonical('/reviews', {})).toBe('https://trainings.example/reviews')
    expect(canonical('/page/oferta', undefined)).toBe('https://trainings.example/page/oferta')
    const head = rootHead(context({ pathname: '/trainers', loaderDeps: { page: 2 } }))
    expect(head.links).toContainEqual({ rel: 'alternate', hrefLang: 'en', href: 'https://trainings.example/en/trainers?page=2' })
    expect(content(head.meta, 'og:url')).toEqual({ property: 'og:url', content: 'https://trainings.example/trainers?page=2' })
  })

  it('SEO-04: the canonical base comes from the root loader data, not from the context (same on server and client)', () => {
    const head = rootHead(context({ contextSiteUrl: 'http://other.example' }))
    expect(head.links).toContainEqual({ rel: 'canonical', href: 'https://trainings.example/page/oferta' })
    expect(content(head.meta, 'og:url')).toEqual({ property: 'og:url', content: 'https://trainings.example/page/oferta' })
  })

  it('OQ-20: /en pages are their own canonical, with hreflang alternates', () => {
    const head = rootHead(context({ language: 'en', pathname: '/en/page/oferta' }))
    expect(head.links).toEqual([
      { rel: 'canonical', href: 'https://trainings.example/en/page/oferta' },
      { rel: 'alternate', hrefLang: 'ru', href: 'https://trainings.example/page/oferta' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://trainings.example/en/page/oferta' },
      { rel: 'alternate', hrefLang: 'ky', href: 'https://trainings.example/ky/page/oferta' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://trainings.example/page/oferta' },
    ])
  })

  it('OQ-01: hreflang names only the routable languages of the router context', () => {
    const head = rootHead(context({ language: 'en', pathname: '/en/page/oferta', languages: ['ru', 'en'] }))
    expect(head.links?.filter((link) => link.rel === 'alternate').map((link) => link.hrefLang)).toEqual(['ru', 'en', 'x-default'])
  })

  it('home: title and description from the messages, indexable', () => {
    const head = rootHead(context({ pathname: '/' }))
    expect(title(head.meta)).toBe(`${ru['seo.home.title']} — Вершина Академия`)
    expect(content(head.meta, 'description')).toEqual({ name: 'description', content: ru['seo.home.description'] })
    expect(content(head.meta, 'robots')).toEqual({ name: 'robots', content: 'index,follow' })
    expect(head.links[0]).toEqual({ rel: 'canonical', href: 'https://trainings.example/' })
  })

  it('falls back to the company name of the messages when contacts failed to load', () => {
    const head = rootHead(context({ language: 'en', pathname: '/en', shell: { contacts: null, siteUrl: 'https://t.example' } }))
    expect(title(head.meta)).toBe(`${en['seo.home.title']} — ${en['seo.site_name']}`)
    expect(head.links[0]).toEqual({ rel: 'canonical', href: 'https://t.example/en' })
  })

  it('SEO-06: the 404 page is noindex and has no canonical', () => {
    const head = rootHead(context({ status: 'notFound', pathname: '/page/nope' }))
    expect(title(head.meta)).toBe(`${ru['errors.not_found.title']} — Вершина Академия`)
    expect(content(head.meta, 'robots')).toEqual({ name: 'robots', content: 'noindex,follow' })
    expect(head.links).toEqual([])
  })

  it('an error page is noindex too', () => {
    const head = rootHead(context({ status: 'error' }))
    expect(title(head.meta)).toBe(`${ru['errors.server.title']} — Вершина Академия`)
    expect(content(head.meta, 'robots')).toEqual({ name: 'robots', content: 'noindex,follow' })
  })
})

describe('pageHead: a page with its own SEO fields', () => {
  it('PAGE-02: title, description and noindex of the page', () => {
    const head = pageHead(context({}), { title: 'Оферта', description: 'Условия', noindex: true }, [{ '@type': 'Thing' }])
    expect(title(head.meta)).toBe('Оферта — Вершина Академия')
    expect(content(head.meta, 'robots')).toEqual({ name: 'robots', content: 'noindex,follow' })
    expect(head.scripts).toEqual([{ type: 'application/ld+json', children: '{"@type":"Thing"}' }])
  })

  it('adds nothing while the page has no data (the error defaults stand)', () => {
    expect(pageHead(context({ status: 'error' }), undefined)).toEqual({})
  })
})
