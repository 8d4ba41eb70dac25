/**
 * Every address rule of the edge (issue 2 §2; REDIR-01…13, ROUTE-04/07, CURRENCY-04), through the real Worker:
 * the status, the Location, and one hop — the Location itself answers without redirecting again.
 */
import { describe, expect, it } from 'vitest'
import { currencyCookie } from '../../src/model/currency-cookie'
import { isUnknownPaymentType } from '../../worker/edge/payment-type'
import { expectNotFoundPage, get, getWith, isRedirect } from './helpers'

interface RedirectCase {
  from: string
  status: 301 | 302
  to: string
  /** Bindings other than wrangler.toml's (a production SITE_HOST). */
  bindings?: { SITE_HOST: string }
  /**
   * What the Location answers: 200 for pages this slice builds; 'page' for pages of later issues (/news, /events,
   * /shop…), which must answer without a redirect — 200 once built, the 404 page until then.
   */
  lands: 200 | 'page'
}

const legacy: RedirectCase[] = [
  { from: '/novosti', status: 301, to: '/news', lands: 'page' },
  { from: '/novosti/', status: 301, to: '/news', lands: 'page' },
  { from: '/kontakty', status: 301, to: '/contacts', lands: 'page' },
  { from: '/kontakty/', status: 301, to: '/contacts', lands: 'page' },
  { from: '/raspisanie', status: 301, to: '/events', lands: 'page' },
  { from: '/raspisanie/', status: 301, to: '/events', lands: 'page' },
  { from: '/o-tsentre/onlayn-shkola/', status: 301, to: '/online_school', lands: 'page' },
  { from: '/o-tsentre/onlayn-shkola', status: 301, to: '/online_school', lands: 'page' },
  { from: '/rezultaty-uchenikov/', status: 301, to: '/reviews', lands: 'page' },
  { from: '/rezultaty-uchenikov', status: 301, to: '/reviews', lands: 'page' },
  { from: '/o-tsentre/', status: 301, to: '/about-center', lands: 'page' },
  { from: '/o-tsentre', status: 301, to: '/about-center', lands: 'page' },
  { from: '/knigi/', status: 301, to: '/shop?type=BOOK', lands: 'page' },
  { from: '/knigi', status: 301, to: '/shop?type=BOOK', lands: 'page' },
  { from: '/knigi/?utm_source=mail', status: 301, to: '/shop?type=BOOK&utm_source=mail', lands: 'page' },
  { from: '/treningi-i-obuchenie/', status: 301, to: '/events', lands: 'page' },
  { from: '/treningi-i-obuchenie/lichnostnyj-rost/trening-uspekha/', status: 301, to: '/events', lands: 'page' },
  { from: '/katalog/treningi-i-obuchenie/biznes', status: 301, to: '/events', lands: 'page' },
  { from: '/vyezdnye-meropriyatiya', status: 301, to: '/events', lands: 'page' },
  { from: '/vyezdnye-meropriyatiya/issyk-kul-2019/', status: 301, to: '/events', lands: 'page' },
  // Under a language prefix the target keeps it.
  { from: '/en/novosti/', status: 301, to: '/en/news', lands: 'page' },
  { from: '/ky/kontakty', status: 301, to: '/ky/contacts', lands: 'page' },
  { from: '/en/o-tsentre/onlayn-shkola/', status: 301, to: '/en/online_school', lands: 'page' },
  { from: '/ky/knigi/', status: 301, to: '/ky/shop?type=BOOK', lands: 'page' },
  { from: '/en/treningi-i-obuchenie/x/y/', status: 301, to: '/en/events', lands: 'page' },
  { from: '/ky/vyezdnye-meropriyatiya/', status: 301, to: '/ky/events', lands: 'page' },
  // Several rules at once are still one hop.
  { from: '/ru/novosti/', status: 301, to: '/news', lands: 'page' },
  { from: 'http://localhost//rezultaty-uchenikov//', status: 301, to: '/reviews', lands: 'page' },
]

const slashes: RedirectCase[] = [
  { from: '/page/oferta/', status: 301, to: '/page/oferta', lands: 200 },
  { from: '/page/oferta/?a=1&b=two', status: 301, to: '/page/oferta?a=1&b=two', lands: 200 },
  { from: 'http://localhost//page///oferta', status: 301, to: '/page/oferta', lands: 200 },
  { from: '/page//oferta//?x=1', status: 301, to: '/page/oferta?x=1', lands: 200 },
  { from: '/en/', status: 301, to: '/en', lands: 200 },
  { from: '/ky/page/oferta/', status: 301, to: '/ky/page/oferta', lands: 200 },
  { from: '/events/online/', status: 301, to: '/events/ONLINE', lands: 'page' },
  // issue 23: a path that looks like another host is a path of this site.
  { from: 'http://localhost///', status: 301, to: '/', lands: 200 },
  { from: 'http://localhost//evil.example/', status: 301, to: '/evil.example', lands: 'page' },
  { from: 'http://localhost//evil.example//x/', status: 301, to: '/evil.example/x', lands: 'page' },
]

const defaultLanguage: RedirectCase[] = [
  { from: '/ru', status: 301, to: '/', lands: 200 },
  { from: '/ru/', status: 301, to: '/', lands: 200 },
  { from: '/ru/page/oferta', status: 301, to: '/page/oferta', lands: 200 },
  { from: '/ru/page/oferta/?x=1', status: 301, to: '/page/oferta?x=1', lands: 200 },
]

const SITE = { SITE_HOST: 'trainings.example' }

const hosts: RedirectCase[] = [
  // SITE_HOST empty (wrangler.toml): the prefix is stripped from the requested host.
  { from: 'http://www.example.com/page/oferta', status: 301, to: 'https://example.com/page/oferta', lands: 200 },
  { from: 'http://test.example.com/', status: 301, to: 'https://example.com/', lands: 200 },
  { from: 'https://www.example.com/page/oferta/?a=1', status: 301, to: 'https://example.com/page/oferta?a=1', lands: 200 },
  { from: 'http://www.example.com/ru/novosti/', status: 301, to: 'https://example.com/news', lands: 'page' },
  // SITE_HOST set: always the production host, over https.
  { from: 'http://www.trainings.example/page/oferta', bindings: SITE, status: 301, to: 'https://trainings.example/page/oferta', lands: 200 },
  { from: 'https://test.trainings.example/en/', bindings: SITE, status: 301, to: 'https://trainings.example/en', lands: 200 },
  { from: 'http://www.old-name.example/kontakty/?a=b', bindings: SITE, status: 301, to: 'https://trainings.example/contacts?a=b', lands: 'page' },
]

const currency: RedirectCase[] = [
  { from: '/?cur=usd', status: 302, to: '/', lands: 200 },
  { from: '/page/oferta?cur=KgS&x=1', status: 302, to: '/page/oferta?x=1', lands: 200 },
  { from: '/en/page/oferta?x=1&cur=RUB', status: 302, to: '/en/page/oferta?x=1', lands: 200 },
  { from: '/page/oferta?cur=EUR', status: 302, to: '/page/oferta', lands: 200 },
  { from: '/page/oferta?cur=', status: 302, to: '/page/oferta', lands: 200 },
  // With the permanent rules: still one hop, and the redirect is the uncacheable one.
  { from: '/novosti/?cur=kzt', status: 302, to: '/news', lands: 'page' },
  { from: '/ru/page/oferta/?cur=uzs&a=1', status: 302, to: '/page/oferta?a=1', lands: 200 },
  { from: 'http://www.example.com/ru/knigi/?cur=kgs&a=1', status: 302, to: 'https://example.com/shop?type=BOOK&a=1', lands: 'page' },
]

const eventsFormat: RedirectCase[] = [
  { from: '/events/bogus', status: 301, to: '/events', lands: 'page' },
  { from: '/events/bogus?order_by=-date_from&x=y', status: 301, to: '/events?order_by=-date_from&x=y', lands: 'page' },
  { from: '/events/webinar/', status: 301, to: '/events', lands: 'page' },
  { from: '/en/events/onlin', status: 301, to: '/en/events', lands: 'page' },
  { from: '/ky/events/1?x=1', status: 301, to: '/ky/events?x=1', lands: 'page' },
  // OQ-12, SEO: a known format has one address, in upper case; other letter cases are a 301 there, the query kept.
  { from: '/events/online', status: 301, to: '/events/ONLINE', lands: 200 },
  { from: '/events/Offline?order_by=-date_from&x=y', status: 301, to: '/events/OFFLINE?order_by=-date_from&x=y', lands: 200 },
  { from: '/events/mIxEd', status: 301, to: '/events/MIXED', lands: 200 },
  { from: '/en/events/Mixed', status: 301, to: '/en/events/MIXED', lands: 200 },
  { from: '/ky/events/online?x=1', status: 301, to: '/ky/events/ONLINE?x=1', lands: 200 },
  { from: '/ru/events/offline/', status: 301, to: '/events/OFFLINE', lands: 200 },
]

async function request(url: string, bindings?: RedirectCase['bindings']): Promise<Response> {
  return bindings ? getWith(bindings, url) : get(url)
}

function absolute(to: string): string {
  return new URL(to, 'http://localhost').href
}

describe.each([
  ['legacy addresses (REDIR-01…08)', legacy],
  ['trailing and repeated slashes (REDIR-10)', slashes],
  ['the default language prefix /ru (REDIR-12)', defaultLanguage],
  ['www. and test. hosts (REDIR-11)', hosts],
  ['?cur= (REDIR-13, CURRENCY-04)', currency],
  ['/events/{format} (REDIR-09)', eventsFormat],
])('%s', (_name, cases) => {
  it.each(cases)('$from → $status $to', async ({ from, status, to, bindings, lands }) => {
    const response = await request(from, bindings)
    expect(response.status).toBe(status)
    expect(response.headers.get('Location')).toBe(absolute(to))

    const landing = await request(response.headers.get('Location')!, bindings)
    expect(isRedirect(landing.status), `${to} redirects again to ${landing.headers.get('Location')}`).toBe(false)
    if (lands === 200) expect(landing.status).toBe(200)
    else expect([200, 404]).toContain(landing.status)
    expect(landing.headers.get('Content-Type')).toMatch(/^text\/html/)
    // Read to the end: a server render left unread keeps streaming in the shared workerd and stalls later renders.
    await landing.arrayBuffer()
  })
})

describe('?cur= sets the currency cookie and is never cached (CURRENCY-04)', () => {
  it.each([
    ['usd', 'USD'],
    ['KgS', 'KGS'],
    ['rub', 'RUB'],
    ['UZS', 'UZS'],
    ['kzt', 'KZT'],
  ])('cur=%s → currency=%s', async (code, expected) => {
    const response = await get(`/page/oferta?cur=${code}`)
    expect(response.status).toBe(302)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const cookie = response.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(new RegExp(`^currency=${expected};`))
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/Max-Age=\d+/)
  })

  it.each(['EUR', 'eur', '', 'usd%27%20OR%201%3D1', 'US'])('an unknown code (cur=%s) is only removed', async (code) => {
    const response = await get(`/page/oferta?cur=${code}&keep=1`)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(absolute('/page/oferta?keep=1'))
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Set-Cookie')).toBeNull()
  })

  it('over https the cookie is Secure, as the browser writes it; over http it is not (issue 23)', async () => {
    const secure = await get('https://localhost/page/oferta?cur=kgs')
    expect(secure.headers.get('Set-Cookie')).toBe(currencyCookie('KGS', true))
    expect(secure.headers.get('Set-Cookie')).toMatch(/; Secure$/)
    const plain = await get('http://localhost/page/oferta?cur=kgs')
    expect(plain.headers.get('Set-Cookie')).toBe(currencyCookie('KGS', false))
  })

  it('the permanent redirects are cacheable, the currency one is not', async () => {
    const permanent = await get('/novosti/')
    expect(permanent.status).toBe(301)
    expect(permanent.headers.get('Cache-Control') ?? '').not.toContain('no-store')
    expect(permanent.headers.get('Set-Cookie')).toBeNull()
  })
})

describe('addresses that are not redirected', () => {
  it.each([
    '/',
    '/en',
    '/ky',
    '/page/oferta',
    '/page/oferta?a=1&b=2',
    '/en/page/oferta',
    '/ky/page/oferta',
    // Local hosts keep their address whatever SITE_HOST is (OQ-17).
    'http://localhost:8791/page/oferta',
    'http://127.0.0.1/page/oferta',
    'http://127.0.0.1:8791/',
  ])('%s → 200', async (url) => {
    const response = await get(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('Location')).toBeNull()
  })

  it.each(['http://localhost/page/oferta', 'http://127.0.0.1/', 'https://trainings.example/page/oferta'])(
    '%s with SITE_HOST set → 200',
    async (url) => {
      const response = await getWith(SITE, url)
      expect(response.status).toBe(200)
      expect(response.headers.get('Location')).toBeNull()
    },
  )

  it.each(['/events/ONLINE', '/events/OFFLINE', '/events/MIXED', '/en/events/MIXED', '/ky/events/ONLINE?x=1'])(
    'a known event format in upper case (%s) is its page (OQ-12)',
    async (url) => {
      const response = await get(url)
      expect(isRedirect(response.status)).toBe(false)
      expect(response.status).toBe(200)
    },
  )

  it.each(['/russia', '/rules', '/ruble/x'])('%s is not the /ru prefix', async (url) => {
    const response = await get(url)
    expect(isRedirect(response.status)).toBe(false)
  })

  it('a POST is never redirected: a page takes no POST (405)', async () => {
    const response = await get('/page/oferta/?cur=usd', { method: 'POST' })
    expect(isRedirect(response.status)).toBe(false)
    expect(response.status).toBe(405)
  })
})

describe('a path that looks like another host stays on this site (issue 23)', () => {
  it('the page it lands on links only this site: no address of the page names the other host', async () => {
    const landing = await get((await get('http://localhost//evil.example//x/')).headers.get('Location')!)
    const html = await landing.text()
    const hosts = [...html.matchAll(/(?:href|content|src)="(?:https?:)?\/\/([^/"]+)/g)].map((match) => match[1])
    expect(hosts.length).toBeGreaterThan(0)
    expect(hosts.filter((host) => host !== 'localhost' && /evil/.test(host!))).toEqual([])
    expect(html).not.toContain('//evil.example')
  })
})

describe('methods the Worker does not serve → 405 with Allow, never a 500 (issue 23)', () => {
  it.each([
    ['/', 'TRACE', 'GET, HEAD'],
    ['/page/oferta', 'PUT', 'GET, HEAD'],
    ['/api/client/events', 'TRACE', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
  ])('%s %s', async (path, method, allow) => {
    const response = await get(path, { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe(allow)
    expect(await response.text()).toBe('Method Not Allowed')
  })
})

describe('/payment/{type}/… (ROUTE-07)', () => {
  it.each(['/payment/foo/1', '/payment/tickets', '/payment/event/1', '/payment/EVENTS/1', '/payment/products%2F/1'])(
    '%s → the 404 page',
    async (url) => {
      await expectNotFoundPage(await get(url), 'ru')
    },
  )

  it('keeps the page language', async () => {
    await expectNotFoundPage(await get('/en/payment/donations/5'), 'en')
    await expectNotFoundPage(await get('/ky/payment/x'), 'ky')
  })

  it('renders the 404 page at the address itself: its language links point at the same address (I18N-03)', async () => {
    const html = await (await get('/en/payment/donations/5')).text()
    expect(html).toContain('href="/payment/donations/5"')
    expect(html).toContain('href="/ky/payment/donations/5"')
    expect(html).not.toContain('__not_found__')
  })

  it.each([
    ['/payment/events/1', false],
    ['/payment/products/abc', false],
    ['/payment/online_courses/9', false],
    ['/en/payment/events/1', false],
    ['/payment/foo/1', true],
    ['/payment/online-courses/1', true],
    ['/ky/payment/tickets', true],
    ['/paymentx/foo', false],
  ] as const)('isUnknownPaymentType(%s) = %s', (path, rejected) => {
    expect(isUnknownPaymentType(path)).toBe(rejected)
  })
})
