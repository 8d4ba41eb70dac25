import { describe, expect, it } from 'vitest'
import { bypassReason, cacheKey, cacheOnFor, isStorableAnswer } from './page-cache-rules'

const request = (path: string, headers: Record<string, string> = {}, method = 'GET') => new Request(`https://site.example${path}`, { method, headers })

describe('edge cache rules (issue 43.1)', () => {
  it('an anonymous GET of a public page or public API read may be answered from the cache, with or without its currency', () => {
    for (const path of ['/', '/en', '/ky/events/i/x', '/page/oferta', '/api/client/events?language=en', '/api/client/pages/oferta', '/api/client/reviews?language=ru',
      '/api/client/recently-viewed?language=en&items=product:igra-lider']) {
      expect(bypassReason(request(path)), path).toBeNull()
    }
    expect(bypassReason(request('/en', { Cookie: 'currency=KGS' }))).toBeNull()
  })

  it('bypass: other methods, sessions and bookmarks, API tokens, ?cur, personal pages and private API paths', () => {
    expect(bypassReason(request('/', {}, 'POST'))).toBe('method')
    expect(bypassReason(request('/', {}, 'HEAD'))).toBe('method')
    expect(bypassReason(request('/', { Authorization: 'Token x' }))).toBe('authorization')
    for (const cookie of ['__Host-session=x', 'currency=RUB; __Host-staff=x', '__Host-d1-bookmark=x', '__Host-device=x', 'isTestUser=1']) {
      expect(bypassReason(request('/', { Cookie: cookie })), cookie).toBe('cookie')
    }
    expect(bypassReason(request('/en/events?cur=KGS'))).toBe('currency-param')
    for (const path of [
      '/account', '/en/account/orders', '/admin', '/ky/admin/content', '/payment/events/abc', '/en/orders/find', '/ticket/abc', '/en/ticket/abc',
      '/subscription/confirm', '/_test', '/api/staff/me', '/api/client/client_users/me', '/api/client/event-orders/abc', '/api/client/location',
      '/api/client/payment-methods', '/api/client/products-orders/abc', '/api/client/events-orders-payments/1', '/api/client/openapi.json',
    ]) {
      expect(bypassReason(request(path)), path).toBe('path')
    }
  })

  it('only a 200 HTML or JSON answer without a cookie or no-store is stored', () => {
    const answer = (status: number, headers: Record<string, string>) => new Response('x', { status, headers })
    expect(isStorableAnswer(answer(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-cache' }))).toBe(true)
    expect(isStorableAnswer(answer(200, { 'Content-Type': 'application/json' }))).toBe(true)
    expect(isStorableAnswer(answer(200, { 'Content-Type': 'text/html', 'Set-Cookie': 'a=1' }))).toBe(false)
    expect(isStorableAnswer(answer(200, { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store' }))).toBe(false)
    expect(isStorableAnswer(answer(404, { 'Content-Type': 'text/html' }))).toBe(false)
    expect(isStorableAnswer(answer(200, { 'Content-Type': 'image/webp' }))).toBe(false)
  })

  it('the key holds the address, the currency and the content version', () => {
    expect(cacheKey('https://site.example/en/events?page=2#top', 'KGS', 7)).toBe(
      'https://site.example/en/events?page=2&edge-cache-currency=KGS&edge-cache-version=7',
    )
  })

  it('EDGE_CACHE: on unless "off"; "opt-in" (the end-to-end server) only for requests with the opt-in cookie', () => {
    expect(cacheOnFor(undefined, undefined)).toBe(true)
    expect(cacheOnFor('on', 'currency=RUB')).toBe(true)
    expect(cacheOnFor('off', 'edge-cache-opt-in=on')).toBe(false)
    expect(cacheOnFor('opt-in', 'currency=RUB')).toBe(false)
    expect(cacheOnFor('opt-in', 'currency=RUB; edge-cache-opt-in=on')).toBe(true)
    expect(cacheOnFor('opt-in', 'edge-cache-opt-in=off')).toBe(false)
  })
})
