import { describe, expect, it } from 'vitest'
import { isPersonalPage, pageCacheControl } from './personal-pages'

describe('pageCacheControl (issue 39.4)', () => {
  it('the profile and payment pages in every language are personal', () => {
    for (const path of ['/account', '/en/account', '/ky/account/x', '/payment/events/abc', '/en/payment/products/abc']) expect(isPersonalPage(path)).toBe(true)
    for (const path of ['/', '/events', '/en/accounts', '/paymentx', '/news/payment']) expect(isPersonalPage(path)).toBe(false)
  })

  it('a personal page, or any page for a signed-in visitor, is never stored; others revalidate', () => {
    expect(pageCacheControl('/payment/events/abc', false)).toBe('private, no-store')
    expect(pageCacheControl('/events', true)).toBe('private, no-store')
    expect(pageCacheControl('/events', false)).toBe('private, no-cache')
  })

  it('the staff desk is never stored, in any language (issue 41)', () => {
    for (const path of ['/admin', '/admin/sign-in', '/en/admin/reviews']) expect(pageCacheControl(path, false)).toBe('private, no-store')
    for (const path of ['/administration', '/news/admin']) expect(pageCacheControl(path, false)).toBe('private, no-cache')
  })
})
