import { describe, expect, it } from 'vitest'
import { auditChanges, readAuditJson } from './audit-changes'

describe('what a staff action changed (issue 41 "Audit log")', () => {
  it("lists only the values an edit changed, where they are, before and after", () => {
    // A news item's update: the row as it was (with its key, status and version) against what the editor saved.
    const before = {
      key: 'c59b',
      status: 'published',
      version: 2,
      values: { slug: 'desk-news', date_publication: '2026-11-30T15:15:00.000Z', seo_noindex: false },
      translations: { ru: { title: 'Новость', body: '<p>Текст</p>' }, en: { title: 'News', body: '' } },
    }
    const after = {
      values: { slug: 'desk-news', date_publication: '2026-11-30T15:15:00.000Z', seo_noindex: true },
      translations: { ru: { title: 'Новость (исправлено)', body: '<p>Текст</p>' }, en: { title: 'News', body: '' } },
      relations: { tags: ['business', 'leadership'] },
    }
    expect(auditChanges(before, after)).toEqual([
      { path: ['values', 'seo_noindex'], before: false, after: true },
      { path: ['translations', 'ru', 'title'], before: 'Новость', after: 'Новость (исправлено)' },
      { path: ['relations', 'tags'], before: undefined, after: ['business', 'leadership'] },
    ])
  })

  it("leaves out a record's bookkeeping: its key, kind and version, and a sign-in's stage", () => {
    const stored = { key: 'c59b', type: 'news', status: 'published', version: 3, values: { type: 'LIVE' }, translations: { ru: { title: 'Новость' } } }
    expect(auditChanges(stored, undefined)).toEqual([
      { path: ['status'], before: 'published', after: undefined },
      { path: ['values', 'type'], before: 'LIVE', after: undefined },
      { path: ['translations', 'ru', 'title'], before: 'Новость', after: undefined },
    ])
    expect(auditChanges(undefined, { stage: 'signed_in' })).toEqual([])
  })

  it('compares lists whole, and a value that became null', () => {
    expect(auditChanges({ roles: ['manager'], override: 600 }, { roles: ['manager', 'admin'], override: null })).toEqual([
      { path: ['roles'], before: ['manager'], after: ['manager', 'admin'] },
      { path: ['override'], before: 600, after: null },
    ])
    expect(auditChanges({ roles: ['manager'] }, { roles: ['manager'] })).toEqual([])
  })

  it('a new row lists what it was given, a removed one what it held, empty values left out', () => {
    expect(auditChanges(undefined, { name: 'Ноутбук', titles: { ru: 'Печатная', en: '' }, old_price: null })).toEqual([
      { path: ['name'], before: undefined, after: 'Ноутбук' },
      { path: ['titles', 'ru'], before: undefined, after: 'Печатная' },
    ])
    expect(auditChanges({ passkey: 'By4r', name: 'Ноутбук' }, undefined)).toEqual([
      { path: ['passkey'], before: 'By4r', after: undefined },
      { path: ['name'], before: 'Ноутбук', after: undefined },
    ])
  })

  it("an older row's bare before is the before of the after's one value", () => {
    expect(auditChanges('ru', { language: 'en' })).toEqual([{ path: ['language'], before: 'ru', after: 'en' }])
    expect(auditChanges('en', { language: 'en' })).toEqual([])
  })

  it('reads the JSON text of a row, and nothing from none or from text that is not JSON', () => {
    expect(readAuditJson('{"is_paid":0}')).toEqual({ is_paid: 0 })
    expect(readAuditJson(null)).toBeUndefined()
    expect(readAuditJson('{not json')).toBeUndefined()
  })
})
