import { describe, expect, it } from 'vitest'
import { deskExportHref } from './desk-exports'

describe('desk export links (issue 41)', () => {
  it("carry the page's filter and its language", () => {
    expect(deskExportHref('/api/staff/orders.csv', 'kind=events&q=a%20b', 'en')).toBe('/api/staff/orders.csv?kind=events&q=a+b&language=en')
    expect(deskExportHref('/api/staff/subscribers/export', '?status=confirmed', 'ky')).toBe('/api/staff/subscribers/export?status=confirmed&language=ky')
    expect(deskExportHref('/api/staff/leads.csv', '', 'ru')).toBe('/api/staff/leads.csv?language=ru')
  })
})
