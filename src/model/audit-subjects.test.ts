import { describe, expect, it } from 'vitest'
import { auditSubjectPage, parseAuditSubject, recordedSubjectName } from './audit-subjects'

describe("an audit row's subject (issue 41 \"Audit log\")", () => {
  it('reads each kind the worker writes', () => {
    expect(parseAuditSubject('news:c59b60c0')).toEqual({ kind: 'content', type: 'news', key: 'c59b60c0' })
    expect(parseAuditSubject('trainers:1')).toEqual({ kind: 'content', type: 'trainers', key: '1' })
    expect(parseAuditSubject('order:products:0a1b')).toEqual({ kind: 'order', orderKind: 'products', uuid: '0a1b' })
    expect(parseAuditSubject('event_order:d001')).toEqual({ kind: 'order', orderKind: 'events', uuid: 'd001' })
    expect(parseAuditSubject('staff:18')).toEqual({ kind: 'staff', id: 18 })
    expect(parseAuditSubject('forms:club')).toEqual({ kind: 'form', key: 'club' })
    expect(parseAuditSubject('exchange-rate:KZT')).toEqual({ kind: 'exchange_rate', key: 'KZT' })
    expect(parseAuditSubject('event_options:9afa')).toEqual({ kind: 'event_option', key: '9afa' })
    expect(parseAuditSubject('site_profile')).toEqual({ kind: 'site_profile', key: '' })
    expect(parseAuditSubject('person:44d5')).toEqual({ kind: 'person', key: '44d5' })
  })

  it('keeps what it cannot read as it was recorded', () => {
    for (const subject of ['staff:me', 'order:tickets:1', 'gadgets:1', 'news:', 'plain']) expect(parseAuditSubject(subject)).toEqual({ kind: 'unknown', text: subject })
  })

  it('links an item or order while it exists, the list holding the rest, and nothing where no desk page shows it', () => {
    expect(auditSubjectPage(parseAuditSubject('news:c59b'), true)).toEqual({ path: '/admin/content/news/c59b' })
    expect(auditSubjectPage(parseAuditSubject('news:c59b'), false)).toBeNull()
    expect(auditSubjectPage(parseAuditSubject('order:events:d001'), true)).toEqual({ path: '/admin/orders/events/d001' })
    expect(auditSubjectPage(parseAuditSubject('order:events:d001'), false)).toBeNull()
    expect(auditSubjectPage(parseAuditSubject('payment:c1'), true)).toEqual({ path: '/admin/payments', search: { done: '1' } })
    expect(auditSubjectPage(parseAuditSubject('image:e0f0'), true)).toEqual({ path: '/admin/media' })
    for (const subject of ['person:44d5', 'review:36fa', 'event_options:9afa', 'plain']) expect(auditSubjectPage(parseAuditSubject(subject), true)).toBeNull()
  })

  it("names a deleted content item by the Russian title its row recorded, and nothing else by a recorded shape", () => {
    const stored = { key: 'c59b', status: 'published', translations: { ru: { title: 'Новость стола' }, en: { title: 'Desk news' } } }
    expect(recordedSubjectName(parseAuditSubject('news:c59b'), stored)).toBe('Новость стола')
    expect(recordedSubjectName(parseAuditSubject('news:c59b'), { translations: { ru: { title: '' } } })).toBeNull()
    expect(recordedSubjectName(parseAuditSubject('news:c59b'), undefined)).toBeNull()
    expect(recordedSubjectName(parseAuditSubject('review:36fa'), stored)).toBeNull()
  })
})
