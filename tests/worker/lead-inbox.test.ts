/**
 * The desk's lead inbox in D1 (issue 41 "Leads", BE-20): filters, statuses changed once under 40 staff at once,
 * assignees, comments, and list queries that use an index.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { LeadCreated } from '../../src/model/entities/leads'
import { addLeadComment, assignLead, changeLeadStatus, listInboxLeads, readInboxLead } from '../../worker/db/lead-inbox'
import { createUser } from './accounts-fixtures'
import { postLead, PROGRAM_LEAD } from './lead-fixtures'
import { newSender } from './sender-fixtures'
import { deskDayOf } from '../../src/model/desk-days'

async function newLead(goal: string, form = 'get_program'): Promise<string> {
  const response = await postLead(form, { ...PROGRAM_LEAD, goal }, { 'cf-connecting-ip': newSender() })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as LeadCreated).uuid
}

const PAGE = { skip: 0, limit: 50 }

describe('lead inbox (issue 41, BE-20)', () => {
  it('a new lead is "new"; the list finds it by words of its fields, status and form, newest first', async () => {
    const word = `переговоры-${crypto.randomUUID().slice(0, 8)}`
    const older = await newLead(`Хочу про ${word}`)
    const newer = await newLead(`Ещё про ${word.toUpperCase()}`)
    const found = await listInboxLeads(env.DB, { q: word }, PAGE)
    expect(found.rows.map((lead) => lead.uuid)).toEqual([newer, older])
    expect(found.count).toBe(2)
    expect(found.rows[0]).toMatchObject({ status: 'new', assignee_id: null, form_slug: 'get_program', has_cv: false })
    expect(found.rows[0]!.field_values.goal).toBe(`Ещё про ${word.toUpperCase()}`)
    expect((await listInboxLeads(env.DB, { q: word, status: 'done' }, PAGE)).count).toBe(0)
    expect((await listInboxLeads(env.DB, { q: word, form: 'footer' }, PAGE)).count).toBe(0)
    expect((await listInboxLeads(env.DB, { q: word, form: 'get_program', status: 'new', assignee: null }, PAGE)).count).toBe(2)
    const today = deskDayOf(Date.now())
    expect((await listInboxLeads(env.DB, { q: word, from: today, to: today }, PAGE)).count).toBe(2)
    expect((await listInboxLeads(env.DB, { q: word, to: '2000-01-01' }, PAGE)).count).toBe(0)
  })

  it('40 staff moving the same lead from "new" at once: one move happens, the others see it was changed', async () => {
    const uuid = await newLead('гонка')
    const at = new Date().toISOString()
    const moves = await Promise.all(Array.from({ length: 40 }, (_, index) => changeLeadStatus(env.DB, uuid, { from: 'new', to: index % 2 ? 'in_work' : 'spam', at })))
    const done = moves.filter((move) => move !== null)
    expect(done).toHaveLength(1)
    expect(done[0]!.before.status).toBe('new')
    expect((await readInboxLead(env.DB, uuid))!.lead.status).toBe(done[0]!.after.status)
    // Undo: back to what it was, from what it is now.
    expect(await changeLeadStatus(env.DB, uuid, { from: done[0]!.after.status, to: 'new', at })).not.toBeNull()
  })

  it('assigns to a staff member, filters by them, and keeps comments in order', async () => {
    const manager = await createUser()
    const uuid = await newLead('назначить')
    expect(await assignLead(env.DB, uuid, manager.id)).toEqual({ before: null })
    expect((await listInboxLeads(env.DB, { assignee: manager.id }, PAGE)).rows.map((lead) => lead.uuid)).toEqual([uuid])
    await addLeadComment(env.DB, uuid, { author_id: manager.id, body: 'Позвонила, перезвонить в пятницу', created: '2026-11-28T10:00:00.000Z' })
    await addLeadComment(env.DB, uuid, { author_id: manager.id, body: 'Записан на тренинг', created: '2026-11-28T11:00:00.000Z' })
    expect((await readInboxLead(env.DB, uuid))!.comments.map((comment) => comment.body)).toEqual(['Позвонила, перезвонить в пятницу', 'Записан на тренинг'])
    expect(await addLeadComment(env.DB, crypto.randomUUID(), { author_id: manager.id, body: 'x', created: '2026-11-28T11:00:00.000Z' })).toBeNull()
    expect(await assignLead(env.DB, crypto.randomUUID(), manager.id)).toBeUndefined()
  })

  it('every filter of the list reads through an index, not a scan of the leads', async () => {
    const filters = [
      'ORDER BY created DESC',
      "WHERE status = 'new' ORDER BY created DESC",
      "WHERE form_slug = 'footer' ORDER BY created DESC",
      'WHERE assignee_id = 1 ORDER BY created DESC',
      "WHERE created >= '2026-01-01' ORDER BY created DESC",
    ]
    for (const filter of filters) {
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN SELECT uuid FROM leads ${filter} LIMIT 50`).all<{ detail: string }>()
      const details = plan.results.map((row) => row.detail).join('; ')
      expect(details, filter).not.toMatch(/SCAN leads(?! USING)/)
      expect(details, filter).not.toContain('TEMP B-TREE')
    }
  })
})
