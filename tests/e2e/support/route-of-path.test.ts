import { describe, expect, it } from 'vitest'
import { accessibilityCheckKey, appRouteOfPath, isTranslationPath } from './route-of-path'

describe('the route a path renders, for one axe check per route, language and width (issue 24)', () => {
  it('makes two items of one list one route, in each language', () => {
    expect(appRouteOfPath('/shop/book-a')).toBe(appRouteOfPath('/shop/book-b'))
    expect(appRouteOfPath('/shop/book-a')).toBe('ru /shop/$slug')
    expect(appRouteOfPath('/en/shop/book-a')).toBe('en /shop/$slug')
    expect(appRouteOfPath('/ky/events/i/x')).toBe('ky /events/i/$slug')
    // The desk's routes are a tree of their own (issue 41).
    expect(appRouteOfPath('/en/admin/orders/events/x')).toBe('en /admin/orders/$kind/$id')
  })

  it('keeps static routes apart from the routes with a parameter next to them', () => {
    expect(appRouteOfPath('/events')).toBe('ru /events')
    expect(appRouteOfPath('/events/ONLINE')).toBe('ru /events/$format')
    expect(appRouteOfPath('/online_school/courses')).toBe('ru /online_school/courses')
    expect(appRouteOfPath('/')).toBe('ru /')
    expect(appRouteOfPath('/en')).toBe('en /')
  })

  it('keeps the order kind of a payment page, not its access code', () => {
    expect(appRouteOfPath('/payment/events/AAA')).toBe(appRouteOfPath('/payment/events/BBB'))
    expect(appRouteOfPath('/payment/events/AAA')).not.toBe(appRouteOfPath('/payment/products/AAA'))
  })

  it('leaves a path no route renders as it is', () => {
    expect(appRouteOfPath('/no/such/page/here/at/all')).toBe('/no/such/page/here/at/all')
  })

  it('checks a route once per width in Russian, once in English and in Kyrgyz (issue 43)', () => {
    const key = (project: string, url: string) => accessibilityCheckKey(project, `http://127.0.0.1:8799${url}`)
    expect(key('desktop', '/shop/a')).not.toBe(key('phone', '/shop/a'))
    expect(key('desktop', '/shop/a')).toBe(key('desktop', '/shop/b'))
    expect(key('desktop', '/en/shop/a')).toBe(key('phone', '/en/shop/b'))
    expect(key('desktop', '/ky/shop/a')).toBe(key('phone', '/ky/shop/a'))
    expect(key('phone', '/ky/shop/a')).not.toBe(key('phone', '/en/shop/a'))
    // A dialog is a check of its own.
    expect(accessibilityCheckKey('phone', 'http://127.0.0.1:8799/en/', 'dialog: Sign in')).not.toBe(key('phone', '/en/'))
  })

  it('runs the language-dependent axe rules alone in English and Kyrgyz, every rule elsewhere (issue 43)', () => {
    expect([isTranslationPath('/en/shop/a'), isTranslationPath('/ky/'), isTranslationPath('/en')]).toEqual([true, true, true])
    expect([isTranslationPath('/shop/a'), isTranslationPath('/'), isTranslationPath('/en/no/such/page/here/at/all')]).toEqual([false, false, false])
  })
})
