import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ListResponse } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { CURRENCIES } from '../../src/model/currencies'
import { EVENT_FORMATS } from '../../src/model/events'
import type { FormEntity } from '../../src/model/entities/publications'
import { LANGUAGES, type Language } from '../../src/model/languages'
import { PAYMENT_PAGE_TYPES } from '../../src/model/payment-page-types'
import { routeTree as deskRouteTree } from '../../src/deskRouteTree.gen'
import { routeTree } from '../../src/routeTree.gen'
import { loadRatesInto } from '../../worker/db/rates'
import { LEGAL_PAGE_SLUGS } from '../../worker/db/seed/pages'
import { referenceStatements } from '../../worker/db/seed/reference-data'
import { API, escapeHtml, getWith, MESSAGES } from './helpers'

/**
 * A fresh deployment (issue 39.11): the migrations and `npm run db:reference`'s data (languages, first rates, forms,
 * the site profile's texts, the legal pages) and no catalogue. Every page answers 200 or 404, never a 500.
 */
const db = (): D1Database => env.REFERENCE_DB

async function putReferenceData(): Promise<void> {
  await db().batch(referenceStatements().map((sql) => db().prepare(sql)))
}

beforeAll(async () => {
  await applyD1Migrations(db(), env.TEST_MIGRATIONS)
  await putReferenceData()
})

function fresh(url: string, init: RequestInit = {}): Promise<Response> {
  return getWith({ DB: db() }, url, init)
}

/** The full paths of every route of the app, from the routers' own trees (the site's, the desk's): `/{-$lang}/events/$format` and so on. */
type TreeRoute = { options?: { path?: string }; children?: Record<string, TreeRoute> | TreeRoute[] }
function routePaths(route: TreeRoute, parent = ''): string[] {
  const path = route.options?.path ? `${parent}/${route.options.path.replace(/^\//, '')}` : parent
  return [path, ...Object.values(route.children ?? {}).flatMap((child) => routePaths(child, path))]
}

/** Values for a route's path parameters: the legal pages exist, every catalogue slug and order code does not. */
const PARAMETER_VALUES: Record<string, (path: string) => string[]> = {
  slug: (path) => (path.includes('/page/') ? [...LEGAL_PAGE_SLUGS, 'no-such-page'] : ['no-such-item']),
  format: () => EVENT_FORMATS.map((format) => format),
  type: () => [...PAYMENT_PAGE_TYPES],
  access_code: () => ['NoSuchOrderCode123456'],
  // The desk's order page (issue 41): a 404 to a visitor whatever the order.
  kind: () => ['events'],
  id: () => ['00000000-0000-4000-8000-000000000000'],
}

function addresses(fullPath: string): string[] {
  let paths = [fullPath.replace('/{-$lang}', '').replace(/\/+$/, '') || '/']
  for (const [name, values] of Object.entries(PARAMETER_VALUES)) {
    paths = paths.flatMap((path) => (path.includes(`$${name}`) ? values(path).map((value) => path.replace(`$${name}`, value)) : [path]))
  }
  expect(paths.join(' '), `a parameter of ${fullPath} has no sample value`).not.toContain('$')
  return paths
}

function inLanguage(path: string, language: Language): string {
  return language === 'ru' ? path : `/${language}${path === '/' ? '' : path}`
}

const PAGES = [...new Set([routeTree, deskRouteTree].flatMap((tree) => routePaths(tree as TreeRoute)).flatMap(addresses))].sort()

describe('A fresh deployment: migrations and reference data, no demo content (issue 39.11)', () => {
  it('knows the routes of the app (the router tree has them)', () => {
    expect(PAGES).toEqual(expect.arrayContaining(['/', '/events', '/events/ONLINE', '/shop', '/trainers', '/page/oferta', '/news/no-such-item', '/admin/leads']))
  })

  for (const language of LANGUAGES) {
    it(`every page in ${language} answers 200 or 404, never a 500`, async () => {
      const answers: string[] = []
      for (const path of PAGES) {
        const address = inLanguage(path, language)
        const response = await fresh(address)
        const html = await response.text()
        // Without a session the account page sends the visitor to sign in (ACCOUNT-01): the auth code's answer.
        if (path === '/account' && response.status === 302) continue
        if (![200, 404].includes(response.status)) answers.push(`${address} → ${response.status}`)
        else if (html.includes(escapeHtml(MESSAGES[language]['errors.server.title'] ?? '\u0000'))) answers.push(`${address} → error page`)
      }
      expect(answers).toEqual([])
    }, 60_000)
  }

  const EMPTY_LISTS: Record<string, string> = {
    '/events': 'events.empty',
    '/events/ONLINE': 'events.empty',
    '/trainers': 'trainers.empty',
    '/news': 'news.empty',
    '/blog': 'blog.empty',
    '/shop': 'shop.empty',
    '/online_school/courses': 'courses.empty',
    '/social-activities': 'social.empty',
    '/reviews': 'reviews.empty',
    '/franchisers': 'franchisers.empty',
    '/career': 'career.empty',
    '/employees': 'employees.empty',
  }
  for (const language of LANGUAGES) {
    it(`an empty list says so in ${language}`, async () => {
      const missing: string[] = []
      for (const [path, key] of Object.entries(EMPTY_LISTS)) {
        const response = await fresh(inLanguage(path, language))
        const html = await response.text()
        const message = MESSAGES[language][key]
        if (response.status !== 200 || !message || !html.includes(escapeHtml(message))) missing.push(`${path} (${response.status}) lacks ${key}`)
      }
      expect(missing).toEqual([])
    }, 30_000)
  }

  it('sitemap.xml and robots.txt answer 200', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt']) expect((await fresh(path)).status, path).toBe(200)
  })

  it('the footer form loads in every language (FORM-07, LEAD-01)', async () => {
    for (const language of LANGUAGES) {
      const response = await fresh(`${API}/forms/footer?language=${language}`)
      expect(response.status).toBe(200)
      const form = (await response.json()) as FormEntity
      expect(form.fields.map((field) => field.slug)).toEqual(['name', 'phone'])
    }
  })

  it('every API read without a parameter answers 200, and the catalogue lists are empty', async () => {
    const lists = Object.values(ENDPOINTS).filter(
      (endpoint) => endpoint.method === 'GET' && !endpoint.path.includes('{') && endpoint.client && !endpoint.path.startsWith('/client_users') && !endpoint.path.startsWith('/profile_site'),
    )
    // A read whose query is required gets a sample (issue 45: the search's words; ENTITY-29: the items viewed).
    const required: Record<string, string> = { '/search': `?q=${encodeURIComponent('тренинг')}`, '/recently-viewed': '?items=product:igra-lider' }
    const failures: string[] = []
    for (const endpoint of lists) {
      const response = await fresh(`${API}${endpoint.path}${required[endpoint.path] ?? ''}`)
      await response.arrayBuffer()
      if (response.status !== 200) failures.push(`${endpoint.path} → ${response.status}`)
    }
    expect(failures).toEqual([])
    for (const path of ['/events', '/trainers', '/online_courses', '/news', '/articles', '/products', '/reviews', '/tags', '/partners']) {
      const body = (await (await fresh(`${API}${path}`)).json()) as ListResponse<unknown>
      expect(body.rows, path).toEqual([])
      expect(body.meta.count, path).toBe(0)
    }
  })

  it('the site profile endpoints answer with what there is', async () => {
    for (const path of ['contacts', 'franchise', 'about', 'club', 'online_school']) {
      expect((await fresh(`${API}/profile_site/${path}?language=ky`)).status, path).toBe(200)
    }
  })

  it('a price cannot be calculated for an order that does not exist: 404, not 500 (BE-12)', async () => {
    for (const path of ['event-orders-calculate', 'products-orders-calculate', 'online-course-orders-calculate']) {
      const response = await fresh(`${API}/${path}?currency=KGS`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ order: 'NoSuchOrderCode123456' }),
      })
      expect(response.status, path).toBe(404)
    }
  })

  it('every currency converts into every other: the first exchange rates are there (BE-03)', async () => {
    for (const currency of CURRENCIES) {
      const rates = await loadRatesInto(db(), currency)
      expect([...rates.keys()].sort(), currency).toEqual(CURRENCIES.filter((other) => other !== currency).sort())
    }
  })

  it('putting the reference data again adds nothing and keeps what staff changed', async () => {
    const counts = () =>
      Promise.all(['languages', 'exchange_rates', 'forms', 'form_fields', 'pages', 'page_translations', 'site_profile_data'].map((table) => db().prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>('n')))
    const before = await counts()
    await db().prepare(`UPDATE exchange_rates SET rate_micros = 90000000 WHERE base = 'USD' AND quote = 'KGS'`).run()
    await db().prepare(`UPDATE page_translations SET title = 'Оферта (staff)' WHERE language = 'ru' AND page_uuid = (SELECT uuid FROM pages WHERE slug = 'oferta')`).run()
    await putReferenceData()
    expect(await counts()).toEqual(before)
    expect(await db().prepare(`SELECT rate_micros FROM exchange_rates WHERE base = 'USD' AND quote = 'KGS'`).first('rate_micros')).toBe(90000000)
    expect(await db().prepare(`SELECT title FROM page_translations WHERE language = 'ru' AND page_uuid = (SELECT uuid FROM pages WHERE slug = 'oferta')`).first('title')).toBe('Оферта (staff)')
  })
})
