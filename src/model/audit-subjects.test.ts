import { describe, expect, it } from 'vitest'
import { auditSubjectPage, imageSubjectName, joinedSubjectName, parseAuditSubject, recordedSubjectName } from './audit-subjects'

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
    expect(auditSubjectPage(parseAuditSubject('forms:club'), true)).toEqual({ path: '/admin/forms/club' })
    expect(auditSubjectPage(parseAuditSubject('forms:club'), false)).toEqual({ path: '/admin/forms' })
    expect(auditSubjectPage(parseAuditSubject('lead:7c1e'), true)).toEqual({ path: '/admin/leads/7c1e' })
    expect(auditSubjectPage(parseAuditSubject('lead:7c1e'), false)).toEqual({ path: '/admin/leads' })
  })

  it("links a payment's order and an option's or prop's item (the subject's parent) while they exist", () => {
    expect(auditSubjectPage(parseAuditSubject('payment:c1'), true, 'order:events:d001')).toEqual({ path: '/admin/orders/events/d001' })
    expect(auditSubjectPage(parseAuditSubject('event_options:9afa'), true, 'events:e1')).toEqual({ path: '/admin/content/events/e1' })
    expect(auditSubjectPage(parseAuditSubject('product_props:7b'), true, 'products:p1')).toEqual({ path: '/admin/content/products/p1' })
    expect(auditSubjectPage(parseAuditSubject('event_options:9afa'), false, 'events:e1')).toBeNull()
    expect(auditSubjectPage(parseAuditSubject('payment:c1'), true, 'plain')).toEqual({ path: '/admin/payments', search: { done: '1' } })
  })

  it("names a deleted content item by the Russian title its row recorded, and nothing else by a recorded shape", () => {
    const stored = { key: 'c59b', status: 'published', translations: { ru: { title: 'Новость стола' }, en: { title: 'Desk news' } } }
    expect(recordedSubjectName(parseAuditSubject('news:c59b'), stored)).toBe('Новость стола')
    expect(recordedSubjectName(parseAuditSubject('news:c59b'), { translations: { ru: { title: '' } } })).toBeNull()
    expect(recordedSubjectName(parseAuditSubject('news:c59b'), undefined)).toBeNull()
    expect(recordedSubjectName(parseAuditSubject('review:36fa'), stored)).toBeNull()
  })

  it('names a deleted option, prop, file or image by what its row recorded, as the media page and the editors name them', () => {
    expect(recordedSubjectName(parseAuditSubject('event_options:9afa'), { titles: { ru: 'Стандарт', en: 'Standard' } })).toBe('Стандарт')
    expect(recordedSubjectName(parseAuditSubject('product_props:7b'), { titles: { ru: ' ' } })).toBeNull()
    expect(recordedSubjectName(parseAuditSubject('file:f1'), { name: 'Реквизиты.pdf' })).toBe('Реквизиты.pdf')
    expect(recordedSubjectName(parseAuditSubject('image:e0f0'), { alt: { ru: 'Зал' }, width: 1200, height: 800 })).toBe('Зал · 1200×800')
    expect(recordedSubjectName(parseAuditSubject('image:e0f0'), { alt: {}, width: 1200, height: 800 })).toBe('1200×800')
    expect(recordedSubjectName(parseAuditSubject('person:44d5'), { name: 'Айгуль' })).toBeNull()
  })

  it('joins the parts of a name, leaving out the empty ones', () => {
    expect(joinedSubjectName('Мастер жизни', 'Стандарт')).toBe('Мастер жизни — Стандарт')
    expect(joinedSubjectName('Консультация', '', null, 3)).toBe('Консультация')
    expect(joinedSubjectName(' ', undefined)).toBeNull()
    expect(imageSubjectName(null, null, null)).toBeNull()
  })
})
