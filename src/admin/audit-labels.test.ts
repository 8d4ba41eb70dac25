import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import ky from '../../locales/ky.json'
import ru from '../../locales/ru.json'
import { auditActionName, CONTENT_AUDIT_VERBS, FIXED_AUDIT_ACTIONS } from '../model/audit-actions'
import { auditChanges } from '../model/audit-changes'
import { AUDIT_SUBJECT_KINDS } from '../model/audit-subjects'
import { CONTENT_TYPE_NAMES } from '../model/content-types'
import { createAppIntl, IntlProvider } from '../i18n/intl'
import { parseAuditSubject } from '../model/audit-subjects'
import { AUDIT_FILTER_CHOICES, useAuditLabels, type AuditLabels } from './audit-labels'

const CATALOGUES: Record<string, Record<string, string>> = { ru, en, ky }

describe('the audit log in words (issue 41 "Audit log")', () => {
  it('names every action the worker can record, every filter choice and every kind of subject in ru, en and ky', () => {
    const needed = [
      ...FIXED_AUDIT_ACTIONS.map((action) => `admin.audit.actions.${action}`),
      ...CONTENT_AUDIT_VERBS.map((verb) => `admin.audit.content.${verb}`),
      ...CONTENT_TYPE_NAMES.map((type) => `admin.content.types.${type}`),
      ...AUDIT_FILTER_CHOICES.filter((choice) => !choice.startsWith('content.')).map((choice) => `admin.audit.families.${choice}`),
      'admin.audit.families.content_type',
      ...AUDIT_SUBJECT_KINDS.map((kind) => `admin.audit.subjects.${kind}`),
    ]
    for (const [language, catalogue] of Object.entries(CATALOGUES)) expect(needed.filter((key) => !catalogue[key]), language).toEqual([])
  })

  it("reads a content item's action by its type and verb, and keeps an unknown one's code", () => {
    expect(auditActionName('content.news.publish')).toEqual({ kind: 'content', type: 'news', verb: 'publish' })
    expect(auditActionName('order.paid_offline')).toEqual({ kind: 'fixed', action: 'order.paid_offline' })
    expect(auditActionName('content.news.archive')).toEqual({ kind: 'unknown', action: 'content.news.archive' })
    expect(auditActionName('Open the review queue')).toEqual({ kind: 'unknown', action: 'Open the review queue' })
  })

  it('offers each content type after "all content", and every family once', () => {
    expect(AUDIT_FILTER_CHOICES.slice(0, 1 + CONTENT_TYPE_NAMES.length)).toEqual(['content', ...CONTENT_TYPE_NAMES.map((type) => `content.${type}`)])
    expect(new Set(AUDIT_FILTER_CHOICES).size).toBe(AUDIT_FILTER_CHOICES.length)
  })
})

/** What `read` gives with the labels of a Russian desk. */
function inRussian(read: (labels: AuditLabels) => string): string {
  let text = ''
  function Probe() {
    text = read(useAuditLabels())
    return null
  }
  renderToStaticMarkup(createElement(IntlProvider, { intl: createAppIntl('ru', ru), children: createElement(Probe) }))
  return text
}

describe('the words of one audit row (issue 41 "Audit log")', () => {
  it('names actions, subjects and filter choices', () => {
    expect(inRussian((labels) => labels.action('content.news.publish'))).toBe('Новости: материал опубликован')
    expect(inRussian((labels) => labels.action('order.paid_offline'))).toBe(ru['admin.audit.actions.order.paid_offline'])
    expect(inRussian((labels) => labels.action('legacy.thing'))).toBe('Действие «legacy.thing»')
    expect(inRussian((labels) => labels.subject(parseAuditSubject('order:events:d001')))).toBe('Заказ')
    expect(inRussian((labels) => labels.subject(parseAuditSubject('vacancies:d760')))).toBe(ru['admin.content.types.vacancies'])
    expect(inRussian((labels) => labels.choice('content.events'))).toBe(`Материалы: ${ru['admin.content.types.events']}`)
  })

  it("names a subject with its name, and a payment's provider as the desk names providers", () => {
    expect(inRussian((labels) => labels.what(parseAuditSubject('payment:c1'), '№ 17', 'CLICK'))).toBe(`${ru['admin.audit.subjects.payment']}: № 17 · Click`)
    expect(inRussian((labels) => labels.what(parseAuditSubject('payment:c1'), '№ 17', 'OFFLINE'))).toBe(`${ru['admin.audit.subjects.payment']}: № 17 · ${ru['admin.providers.OFFLINE']}`)
    expect(inRussian((labels) => labels.what(parseAuditSubject('lead:0a1b'), 'Консультация — Айгуль', null))).toBe(`${ru['admin.audit.subjects.lead']}: Консультация — Айгуль`)
    expect(inRussian((labels) => labels.what(parseAuditSubject('image:e0f0'), null, null))).toBe(ru['admin.audit.subjects.image'])
    expect(inRussian((labels) => labels.what(parseAuditSubject('person:44d5'), null, null))).toBe(ru['admin.audit.subjects.person'])
  })

  it("names a value's place: its field, its language, a list item's number", () => {
    expect(inRussian((labels) => labels.place(['translations', 'ru', 'title']))).toBe(`${ru['admin.content.fields.title']} (RU)`)
    expect(inRussian((labels) => labels.place(['titles', 'ky']))).toBe(`${ru['admin.audit.fields.titles']} (KY)`)
    expect(inRussian((labels) => labels.place(['phones', '1', 'phone']))).toBe(`${ru['admin.audit.fields.phones']} › № 2 › Phone`)
  })

  it('writes values as staff read them: codes the desk names in words, moments in Moscow time, rich text as its words', () => {
    expect(inRussian((labels) => labels.value('draft', ['status']))).toBe(ru['admin.content.states.draft'])
    expect(inRussian((labels) => labels.value('in_work', ['status']))).toBe(ru['admin.leads.status.in_work'])
    expect(inRussian((labels) => labels.value(['moderator', 'editor'], ['roles']))).toBe(`${ru['admin.roles.moderator']}, ${ru['admin.roles.editor']}`)
    expect(inRussian((labels) => labels.value('2026-11-30T15:56:00.000Z', ['values', 'date_publication']))).toBe('30.11.26 18:56 МСК')
    expect(inRussian((labels) => labels.value('<p>Первый <b>текст</b></p>', ['translations', 'ru', 'body']))).toBe('Первый текст')
    expect(inRussian((labels) => labels.value(true, ['is_paid']))).toBe('да')
    expect(inRussian((labels) => labels.value(null, ['override']))).toBe('—')
    expect(inRussian((labels) => labels.value('x'.repeat(300), ['comment']))).toHaveLength(120)
  })

  it('reads a stored 0/1 as no/yes, a staff id by its name, and who acted from the command line (desk QA)', () => {
    expect(inRussian((labels) => labels.value(0, ['is_paid']))).toBe('нет')
    expect(inRussian((labels) => labels.value(1, ['moderated']))).toBe('да')
    expect(inRussian((labels) => labels.value(2, ['seats']))).toBe('2')
    expect(inRussian((labels) => labels.value(2, ['assignee_id'], { 2: 'Айгуль Менеджер' }))).toBe('Айгуль Менеджер')
    expect(inRussian((labels) => labels.value(7, ['assignee_id'], {}))).toBe('сотрудник № 7 (учётная запись удалена)')
    expect(inRussian((labels) => labels.place(['assignee_id']))).toBe('Ответственный')
    expect(inRussian((labels) => labels.actor(null, 0))).toBe(ru['admin.audit.command_line'])
    expect(inRussian((labels) => labels.actor('manager@vershina.example', 2))).toBe('manager@vershina.example')
  })

  it("names an image's record by its sizes and pixels, and a key no catalogue names yet humanised (desk QA)", () => {
    const before = {
      uuid: 'a588',
      original: '/media/images/a588/original.png',
      small: '/media/images/a588/v1/small.webp',
      medium: '/media/images/a588/v1/medium.webp',
      large: '/media/images/a588/v1/large.webp',
      width: 390,
      height: 844,
      content_type: 'image/png',
    }
    const changes = auditChanges(before, undefined)
    expect(changes.map((change) => change.path.join('.'))).toEqual(['renditions', 'pixels', 'content_type'])
    const shown = inRussian((labels) => changes.map((change) => `${labels.place(change.path)}: ${labels.value(change.before, change.path)}`).join('; '))
    expect(shown).toBe('Размеры изображения: исходное, маленькое, среднее, большое; Размер в пикселях: 390 × 844; Формат файла: image/png')
    expect(shown).not.toContain('/media/')
    expect(inRussian((labels) => labels.place(['some_new_key']))).toBe('Some new key')
    // Another row's id is bookkeeping: the technical details keep it.
    expect(auditChanges({ is_paid: 0 }, { is_paid: true, payment_uuid: '9d247a44-3ba0-4ffa-96fb-5608d4f5baad' })).toEqual([{ path: ['is_paid'], before: 0, after: true }])
  })
})
