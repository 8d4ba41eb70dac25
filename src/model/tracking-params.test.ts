import { describe, expect, it } from 'vitest'
import { isTrackingParam, omitTrackingParams, withoutTrackingParams } from './tracking-params'

describe('tracking parameters (issue 43.1)', () => {
  it('knows the adverts\' and mailings\' parameters, and no page\'s own', () => {
    for (const name of ['utm_source', 'utm_campaign', 'fbclid', 'gclid', 'yclid', 'ysclid', '_openstat']) expect(isTrackingParam(name)).toBe(true)
    for (const name of ['page', 'cur', 'q', 'search', 'tag', 'utm']) expect(isTrackingParam(name)).toBe(false)
  })

  it('drops them from a query string and keeps the rest in order; one without them is kept as it was', () => {
    expect(withoutTrackingParams('?page=2&utm_source=mail&fbclid=AbC&tag=x')).toBe('?page=2&tag=x')
    expect(withoutTrackingParams('?yclid=123&utm_medium=cpc')).toBe('')
    expect(withoutTrackingParams('page=2&ysclid=lq1')).toBe('?page=2')
    expect(withoutTrackingParams('?q=a%20b')).toBe('?q=a%20b')
    expect(withoutTrackingParams('')).toBe('')
  })

  it('drops them from a router\'s search, and gives back the same object when it has none', () => {
    expect(omitTrackingParams({ page: 2, utm_source: 'mail', gclid: 'x' })).toEqual({ page: 2 })
    const own = { page: 2, tag: 'leaders' }
    expect(omitTrackingParams(own)).toBe(own)
  })
})
