/**
 * The error pages (ERR-01, ERR-02) and the security headers of every kind of response (issue 2 §2, §8):
 * 404 and 500 pages in the page's language, JSON errors of the API, CSP with a per-response nonce on every inline
 * script, and HSTS only on the production host.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { env } from 'cloudflare:workers'
import type { ApiErrorBody } from '../../src/model/api'
import { app } from '../../worker/index'
import type { Language } from '../../src/model/languages'
import {
  cspDirectives,
  cspNonce,
  dbFailingOn,
  escapeHtml,
  expectNotFoundPage,
  FAILING_DB,
  get,
  getWith,
  MESSAGES,
  scriptTags,
} from './helpers'
import { staffCookieOf } from './staff-fixtures'

const PRODUCTION = { SITE_HOST: 'trainings.example' }

/** The failures the tests cause on purpose are logged by the Worker; keep them out of the test output. */
function quietConsoleErrors(): { errors: () => string } {
  let spy: MockInstance<typeof console.error> | undefined
  beforeEach(() => {
    spy = vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => spy?.mockRestore())
  return { errors: () => (spy?.mock.calls ?? []).map((call) => call.map(String).join(' ')).join('\n') }
}

describe('unknown addresses → the 404 page in the page language (ERR-02)', () => {
  it.each<[string, Language]>([
    ['/no-such-page', 'ru'],
    ['/page/no-such-slug', 'ru'],
    ['/en/no-such-page', 'en'],
    ['/en/page/no-such-slug', 'en'],
    ['/ky/no-such-page', 'ky'],
    ['/ky/page/no-such-slug', 'ky'],
    // An unknown language prefix is an unknown page of the default language (ROUTE-04/05).
    ['/fr/page/oferta', 'ru'],
    ['/de', 'ru'],
    ['/RU/page/oferta', 'ru'],
    ['/en/en/page/oferta', 'en'],
    ['/page/oferta/extra', 'ru'],
  ])('%s', async (url, language) => {
    await expectNotFoundPage(await get(url), language)
  })

  it('says "This page could not be found" in English', async () => {
    const html = await (await get('/en/no-such-page')).text()
    expect(html).toContain('This page could not be found')
  })

  it('the 404 of HEAD has the status and no body', async () => {
    const response = await get('/no-such-page', { method: 'HEAD' })
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('')
  })
})

describe('server failures → the 500 page (ERR-01)', () => {
  const logged = quietConsoleErrors()

  it.each<[string, Language]>([
    ['/page/oferta', 'ru'],
    ['/en/page/oferta', 'en'],
    ['/ky/page/oferta', 'ky'],
  ])('%s with a database that throws', async (url, language) => {
    const response = await getWith({ DB: FAILING_DB }, url)
    expect(response.status).toBe(500)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain(`<html lang="${language}"`)
    expect(html).toContain(escapeHtml(MESSAGES[language]['errors.server.title']!))
    // The failure is logged on the server, not shown to the visitor.
    expect(logged.errors()).toContain('D1 is unreachable')
    expect(html).not.toContain('D1 is unreachable')
  })

  it.each<[string, Language]>([
    ['/page/oferta', 'ru'],
    ['/en/page/oferta', 'en'],
  ])('%s whose page loader gets a 500 from the API (the shell still loads)', async (url, language) => {
    const response = await getWith({ DB: dbFailingOn('pages') }, url)
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain(`<html lang="${language}"`)
    expect(html).toContain(escapeHtml(MESSAGES[language]['errors.server.title']!))
  })

  it('the page is not cached', async () => {
    const response = await getWith({ DB: FAILING_DB }, '/page/oferta')
    expect(response.headers.get('Cache-Control') ?? '').toMatch(/no-cache|no-store|private/)
  })
})

describe('the app without an ExecutionContext', () => {
  it('renders a page for app.request(url, init, env), as unit tests call Hono apps', async () => {
    const response = await app.request('http://localhost/page/oferta', {}, env)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Security-Policy')).toContain("'nonce-")
  })
})

describe('API failures → JSON errors', () => {
  const logged = quietConsoleErrors()

  it.each(['languages', 'pages', 'pages/oferta', 'profile_site/contacts'])(
    '%s with a database that throws → 500 {code: internal}',
    async (path) => {
      const response = await getWith({ DB: FAILING_DB }, `/api/client/${path}`)
      expect(response.status).toBe(500)
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
      const body = (await response.json()) as ApiErrorBody
      expect(body.code).toBe('internal')
      // Nothing of the failure leaks to the visitor.
      expect(JSON.stringify(body)).not.toMatch(/D1|test double|stack/i)
      expect(logged.errors()).toMatch(/API failure GET \/api\/client\/\S+ .*D1 is unreachable/)
    },
  )

  it('an unknown endpoint → JSON 404', async () => {
    const response = await get('/api/client/xyz')
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(((await response.json()) as ApiErrorBody).code).toBe('not_found')
  })
})

/** One response of every kind the Worker makes. */
const KINDS: Array<[kind: string, send: () => Promise<Response>, status: number]> = [
  ['page', () => get('/page/oferta'), 200],
  ['home page in English', () => get('/en'), 200],
  ['API', () => get('/api/client/languages'), 200],
  ['API 400', () => get('/api/client/pages?limit=-1'), 400],
  ['API 404', () => get('/api/client/xyz'), 404],
  ['API 500', () => getWith({ DB: FAILING_DB }, '/api/client/pages'), 500],
  ['301', () => get('/novosti/'), 301],
  ['302', () => get('/?cur=usd'), 302],
  ['404 page', () => get('/no-such-page'), 404],
  ['500 page', () => getWith({ DB: FAILING_DB }, '/page/oferta'), 500],
  ['500 page of a failed loader', () => getWith({ DB: dbFailingOn('pages') }, '/page/oferta'), 500],
  ['405', () => get('/', { method: 'TRACE' }), 405],
]

describe('security headers on every response (SEC-*, issue 23)', () => {
  quietConsoleErrors()

  it.each(KINDS)('%s', async (_kind, send, status) => {
    const response = await send()
    expect(response.status).toBe(status)
    const csp = cspDirectives(response)
    const scriptSrc = csp.get('script-src') ?? []
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    // Only the desk compiles WebAssembly (the door's QR decoder, issue 44).
    expect(scriptSrc).not.toContain("'wasm-unsafe-eval'")
    expect(scriptSrc.some((source) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(source))).toBe(true)
    expect(csp.get('frame-ancestors')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(response.headers.get('Permissions-Policy')).toContain(`${feature}=()`)
    }
    // localhost is never the production host.
    expect(response.headers.get('Strict-Transport-Security')).toBeNull()
  })

  it.each([
    ['ru page', '/page/oferta'],
    ['en home page', '/en'],
    ['ky page', '/ky/page/oferta'],
    ['404 page', '/en/no-such-page'],
  ])('the nonce of the %s matches every inline script', async (_kind, url) => {
    const response = await get(url)
    const nonce = cspNonce(response)
    expect(nonce).toBeDefined()
    const scripts = scriptTags(await response.text())
    expect(scripts.filter((script) => script.inline).length).toBeGreaterThan(0)
    for (const script of scripts) {
      if (script.inline) expect(script.nonce, script.tag).toBe(nonce)
      else if (script.nonce !== undefined) expect(script.nonce, script.tag).toBe(nonce)
    }
  })

  it.each([
    ['page', () => get('/page/oferta')],
    ['404 page', () => get('/en/no-such-page')],
    ['500 page', () => getWith({ DB: FAILING_DB }, '/page/oferta')],
    ['sandbox checkout page', () => get('/api/client/sandbox-checkout/no-such-invoice')],
  ])('the %s links the site icons, /favicon.ico first (issue 23)', async (_kind, send) => {
    const html = await (await send()).text()
    expect(html).toMatch(/<link[^>]*rel="icon"[^>]*href="\/favicon\.ico"/)
    expect(html).toMatch(/<link[^>]*rel="icon"[^>]*href="\/favicon\.svg"/)
  })

  it.each([
    ['door page', '/admin/check-in'],
    ['home page', '/admin'],
    ['door page in English', '/en/admin/check-in'],
  ])("the desk's %s may compile WebAssembly and use the camera (the door's QR scanner, issue 44), and nothing else changes", async (_kind, url) => {
    const response = await get(url, { headers: { Cookie: await staffCookieOf(['door']) } })
    expect(response.status).toBe(200)
    const csp = cspDirectives(response)
    const scriptSrc = csp.get('script-src') ?? []
    expect(scriptSrc).toContain("'wasm-unsafe-eval'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc.filter((source) => source !== "'wasm-unsafe-eval'")).toEqual(["'self'", `'nonce-${cspNonce(response)}'`])
    const visitors = cspDirectives(await get('/page/oferta'))
    for (const [directive, sources] of visitors) if (directive !== 'script-src') expect(csp.get(directive), directive).toEqual(sources)
    // The door's scanner may use the camera; nothing else the visitors' pages deny is allowed.
    const features = response.headers.get('Permissions-Policy')!
    expect(features).toContain('camera=(self)')
    for (const feature of ['microphone', 'geolocation', 'payment', 'usb']) expect(features).toContain(`${feature}=()`)
  })

  it('each response has its own nonce', async () => {
    const nonces = new Set<string | undefined>()
    for (let i = 0; i < 5; i++) nonces.add(cspNonce(await get('/page/oferta')))
    expect(nonces.size).toBe(5)
  })

  it('no inline event handlers or javascript: URLs on the page', async () => {
    const html = await (await get('/page/oferta')).text()
    expect(html).not.toMatch(/\son[a-z]+="/i)
    expect(html).not.toMatch(/href="javascript:/i)
  })
})

describe('HSTS only on the production host over https', () => {
  quietConsoleErrors()

  it.each([
    ['page', 'https://trainings.example/page/oferta', 200],
    ['API', 'https://trainings.example/api/client/languages', 200],
    ['404 page', 'https://trainings.example/no-such-page', 404],
    ['API 404', 'https://trainings.example/api/client/xyz', 404],
    ['301', 'https://trainings.example/novosti/', 301],
    ['302', 'https://trainings.example/?cur=kgs', 302],
  ])('%s on https://SITE_HOST', async (_kind, url, status) => {
    const response = await getWith(PRODUCTION, url)
    expect(response.status).toBe(status)
    expect(response.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}; includeSubDomains/)
  })

  it('a 500 page on the production host', async () => {
    const response = await getWith({ ...PRODUCTION, DB: FAILING_DB }, 'https://trainings.example/page/oferta')
    expect(response.status).toBe(500)
    expect(response.headers.get('Strict-Transport-Security')).toMatch(/^max-age=/)
  })

  it.each([
    ['localhost', 'http://localhost/page/oferta', PRODUCTION],
    ['localhost with a port', 'http://localhost:8791/page/oferta', PRODUCTION],
    ['127.0.0.1', 'http://127.0.0.1/', PRODUCTION],
    ['https on localhost', 'https://localhost/page/oferta', PRODUCTION],
    ['http on the production host', 'http://trainings.example/page/oferta', PRODUCTION],
    ['another host', 'https://elsewhere.example/page/oferta', PRODUCTION],
    ['the www. redirect', 'https://www.trainings.example/page/oferta', PRODUCTION],
    ['no SITE_HOST configured', 'https://trainings.example/page/oferta', { SITE_HOST: '' }],
  ])('not on %s', async (_kind, url, bindings) => {
    const response = await getWith(bindings, url)
    expect(response.headers.get('Strict-Transport-Security')).toBeNull()
  })
})
