import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './support/fixtures'
import { malformedCases, malformedProblems, rawRequest } from './support/malformed-requests.mjs'

/* Responses only: the desktop project runs these once (@http). */

test('a legacy address is one 301 hop to its page: /novosti/ → /news (REDIR-01, REDIR-10, OQ-16)', { tag: '@http' }, async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/novosti/', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(new URL(response.headers()['location'] ?? '', baseURL).href).toBe(new URL('/news', baseURL).href)
})

test('a trailing slash is one 301 hop that keeps the query (REDIR-10)', { tag: '@http' }, async ({ request, baseURL }) => {
  const response = await request.get('/page/oferta/?utm_source=e2e', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(new URL(response.headers()['location'] ?? '', baseURL).href).toBe(
    new URL('/page/oferta?utm_source=e2e', baseURL).href,
  )
})

test('a page carries the security headers and a script policy by nonce, or by hash from the edge cache', { tag: '@http' }, async ({ request }) => {
  const response = await request.get('/page/oferta')
  expect(response.status()).toBe(200)
  const headers = response.headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  const policy = headers['content-security-policy'] ?? ''
  expect(policy).toContain("frame-ancestors 'self'")
  expect(policy).toContain("object-src 'none'")
  const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? ''
  expect(scriptSrc).not.toContain('unsafe-inline')
  const html = await response.text()
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({ attributes: match[1] ?? '', text: match[2] ?? '' }))
  expect(inlineScripts.length).toBeGreaterThan(0)
  if (['hit', 'miss', 'stale'].includes(headers['x-cache'] ?? '')) {
    // Issue 43.1: a page the edge cache keeps has no nonce; each inline script the browser runs is allowed by its hash.
    expect(scriptSrc).not.toContain('nonce-')
    const runs = inlineScripts.filter(({ attributes }) => !/type="application\/(json|ld\+json)"/.test(attributes))
    for (const { text } of runs) expect(scriptSrc).toContain(`'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`)
    return
  }
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1]
  expect(nonce).toBeTruthy()
  // Every inline script of the page carries this response's nonce.
  for (const { attributes } of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`)
})

test('hashed static files are cached for a year and carry the static-file headers (public/_headers)', { tag: '@http' }, async ({
  request,
}) => {
  const assets = path.resolve(import.meta.dirname, '../../dist/client/assets')
  const file = fs.readdirSync(assets).find((name) => name.endsWith('.js'))
  expect(file, 'a built JavaScript file in dist/client/assets').toBeTruthy()
  const response = await request.get(`/assets/${file}`)
  expect(response.status()).toBe(200)
  const headers = response.headers()
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(headers['content-security-policy']).toContain("default-src 'none'")
})

test('the server answers requests a browser never sends as the Worker does: 405, 301 on this site, no stack trace (issue 23)', { tag: '@http' }, async ({
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  for (const testCase of malformedCases(origin)) {
    const answer = await rawRequest(origin, testCase)
    expect(malformedProblems(testCase, answer), `${testCase.method} ${testCase.path}`).toEqual([])
  }
})

test('/favicon.ico is a real icon, cached a day, with the static-file headers (issue 23)', { tag: '@http' }, async ({ request }) => {
  const response = await request.get('/favicon.ico')
  expect(response.status()).toBe(200)
  const headers = response.headers()
  expect(headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
  expect(headers['cache-control']).toBe('public, max-age=86400')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect([...(await response.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0])
})

test('the _headers file itself is not published', { tag: '@http' }, async ({ request }) => {
  const response = await request.get('/_headers')
  expect(response.status()).toBe(404)
})

/** Where a response sends the visitor, as a path with its query. */
const target = (location: string | undefined, baseURL: string | undefined) => {
  const url = new URL(location ?? '', baseURL)
  return `${url.pathname}${url.search}`
}

test('a query value a list page does not know is a redirect to the address without it, never a 500 (VALID-09, REVIEWS-03/04, EVENTS-05)', { tag: '@http' }, async ({
  request,
  baseURL,
}) => {
  const cases: Array<[string, string]> = [
    ['/reviews?order_by=bogus', '/reviews'],
    ['/reviews?order_by=random', '/reviews'],
    ['/reviews?entity_type=trainer', '/reviews'],
    ['/reviews?entity_type=FOO&order_by=created', '/reviews?order_by=created'],
    ['/en/reviews?entity_id=%3Cscript%3E', '/en/reviews'],
    ['/ky/reviews?page=abc', '/ky/reviews'],
    ['/news?page=abc', '/news'],
    ['/trainers?page=0', '/trainers'],
    ['/events?theme=FOO', '/events'],
    ['/events?date=0000-01', '/events'],
    ['/events?date=9999-12', '/events'],
    ['/en/events?date=1999-12&order_by=-date_from', '/en/events?order_by=-date_from'],
  ]
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(307)
    expect(target(response.headers()['location'], baseURL), from).toBe(to)
    expect((await request.get(to)).status(), to).toBe(200)
  }
  // Values that look like numbers or booleans are the text of the address: a valid filter answers as it is (the
  // router's default read `?search=123` as a number and redirected to `?search=%22123%22`).
  for (const valid of ['/reviews?entity_type=TRAINER&entity_id=1', '/news?search=123', '/en/news?search=true', '/events?page=2&date=2026-11']) {
    const response = await request.get(valid, { maxRedirects: 0 })
    expect([200, 307], valid).toContain(response.status())
    if (response.status() === 307) expect(response.headers()['location'], valid).not.toContain('%22')
  }
  expect((await request.get('/news?search=123', { maxRedirects: 0 })).status()).toBe(200)
})

test('a page past the end of a list, or too far out for the API, is a redirect to the last page, never a 500 (PAGINATION-01, EVENTS-08)', { tag: '@http' }, async ({
  request,
  baseURL,
}) => {
  const count = async (path: string) =>
    ((await (await request.get(`/api/client/${path}`)).json()) as { meta: { count: number } }).meta.count
  const last = (rows: number, limit: number) => Math.max(1, Math.ceil(rows / limit))
  const pageQuery = (page: number) => (page > 1 ? `page=${page}` : '')
  const address = (path: string, query: string) => (query ? `${path}?${query}` : path)
  const huge = '9007199254740991'
  const trainers = last(await count('trainers?limit=1'), 8)
  const news = last(await count('news?limit=1'), 24)
  const reviews = last(await count('reviews?limit=1&moderated=true'), 24)
  const oldest = [pageQuery(reviews), 'order_by=created'].filter(Boolean).sort().join('&')
  const cases: Array<[string, string]> = [
    ['/trainers?page=99', address('/trainers', pageQuery(trainers))],
    [`/trainers?page=${huge}`, address('/trainers', pageQuery(trainers))],
    ['/news?page=99', address('/news', pageQuery(news))],
    [`/en/news?page=${huge}`, address('/en/news', pageQuery(news))],
    ['/ky/reviews?page=99', address('/ky/reviews', pageQuery(reviews))],
    [`/reviews?order_by=created&page=${huge}`, address('/reviews', oldest)],
  ]
  const sorted = (location: string | undefined) => {
    const url = new URL(location ?? '', baseURL)
    url.searchParams.sort()
    return `${url.pathname}${url.search}`
  }
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(307)
    expect(sorted(response.headers()['location']), from).toBe(to)
    expect((await request.get(to, { maxRedirects: 0 })).status(), to).toBe(200)
  }
  // Events: the month's own last page (the month's count depends on today).
  for (const from of ['/events?page=99', `/events?page=${huge}`, '/events/ONLINE?page=99&order_by=-date_from']) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(307)
    const to = target(response.headers()['location'], baseURL)
    expect(to, from).toMatch(from.startsWith('/events/ONLINE') ? /^\/events\/ONLINE\?order_by=-date_from/ : /^\/events(\?page=\d+)?$/)
    expect(Number(new URL(to, baseURL).searchParams.get('page') ?? 1), from).toBeLessThan(99)
    expect((await request.get(to, { maxRedirects: 0 })).status(), to).toBe(200)
  }
})

test('page 2 or later of a list is its own canonical; page 1 and pages without pages have none (PAGINATION-01, SEO-04, OQ-20)', { tag: '@http' }, async ({
  request,
  baseURL,
}) => {
  const canonical = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    const href = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1]
    return href ? target(href, baseURL) : undefined
  }
  expect(await canonical('/trainers?page=2')).toBe('/trainers?page=2')
  expect(await canonical('/en/news?page=2')).toBe('/en/news?page=2')
  expect(await canonical('/ky/reviews?page=2&order_by=created')).toBe('/ky/reviews?page=2')
  expect(await canonical('/trainers')).toBe('/trainers')
  expect(await canonical('/contacts?page=2')).toBe('/contacts')
})
