/**
 * The desk's lead inbox over /api/staff (issue 41 "Leads", BE-20): managers list and search leads, move them through
 * their statuses (40 at once move a lead once), take them, comment; each change writes its audit row; bad input is a 400.
 */
import { describe, expect, it } from 'vitest'
import type { ListResponse } from '../../src/model/api'
import type { LeadCreated } from '../../src/model/entities/leads'
import type { DeskLead, DeskLeadComment } from '../../src/model/lead-inbox'
import { auditOf } from '../../worker/db/staff-audit'
import { postLead, PROGRAM_LEAD } from './lead-fixtures'
import { newSender } from './sender-fixtures'
import { createStaff, staffCookieFor, staffSend } from './staff-fixtures'

async function newLead(goal: string): Promise<string> {
  const response = await postLead('get_program', { ...PROGRAM_LEAD, goal }, { 'cf-connecting-ip': newSender() })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as LeadCreated).uuid
}

async function manager(): Promise<{ id: number; cookie: string }> {
  const { user } = await createStaff(['manager'])
  return { id: user.id, cookie: await staffCookieFor(user.id) }
}

describe('lead inbox over the staff API (issue 41, BE-20)', () => {
  it('a manager finds a lead by a word, takes it, moves it to "in work" and comments; each step is audited', async () => {
    const { id, cookie } = await manager()
    const word = `переговоры-${crypto.randomUUID().slice(0, 6)}`
    const uuid = await newLead(`Хочу курс про ${word}`)

    const list = (await (await staffSend('GET', `/leads?q=${encodeURIComponent(word.toUpperCase())}`, cookie)).json()) as ListResponse<DeskLead>
    expect(list.meta.count).toBe(1)
    expect(list.rows[0]).toMatchObject({ uuid, status: 'new', form_slug: 'get_program', assignee_id: null, cv_url: null })
    expect(list.rows[0]!.fields).toMatchObject({ phone: '+996555123456', goal: `Хочу курс про ${word}` })

    const taken = await staffSend('POST', `/leads/${uuid}/assignee`, cookie, { assignee: 'me' })
    expect(taken.status).toBe(200)
    expect(((await taken.json()) as DeskLead).assignee_id).toBe(id)
    const mine = (await (await staffSend('GET', `/leads?mine=true&q=${encodeURIComponent(word)}`, cookie)).json()) as ListResponse<DeskLead>
    expect(mine.rows.map((lead) => lead.uuid)).toEqual([uuid])

    const moved = await staffSend('POST', `/leads/${uuid}/status`, cookie, { from: 'new', to: 'in_work' })
    expect(moved.status).toBe(200)
    expect(((await moved.json()) as DeskLead).status).toBe('in_work')
    const commented = await staffSend('POST', `/leads/${uuid}/comments`, cookie, { body: '  Перезвонить в пятницу ' })
    expect(commented.status).toBe(201)
    expect(((await commented.json()) as DeskLeadComment).body).toBe('Перезвонить в пятницу')
    const again = (await (await staffSend('GET', `/leads?q=${encodeURIComponent(word)}&status=in_work`, cookie)).json()) as ListResponse<DeskLead>
    expect(again.rows.map((lead) => lead.uuid)).toEqual([uuid])

    const audit = await auditOf((await import('cloudflare:workers')).env.DB, `lead:${uuid}`)
    expect(audit.map((row) => [row.action, row.user_id])).toEqual([
      ['lead.assign', id],
      ['lead.status', id],
      ['lead.comment', id],
    ])
    expect(JSON.parse(audit[1]!.before!)).toEqual({ status: 'new' })
    expect(JSON.parse(audit[1]!.after!)).toEqual({ status: 'in_work' })
  })

  it('40 managers moving the same lead at once: one 200, the rest 409, one audit row', async () => {
    const managers = await Promise.all(Array.from({ length: 4 }, manager))
    const uuid = await newLead('гонка менеджеров')
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => staffSend('POST', `/leads/${uuid}/status`, managers[index % 4]!.cookie, { from: 'new', to: index % 2 ? 'done' : 'spam' })),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(39)
    const audit = await auditOf((await import('cloudflare:workers')).env.DB, `lead:${uuid}`)
    expect(audit.filter((row) => row.action === 'lead.status')).toHaveLength(1)
  })

  it('refuses bad input with field errors, and an unknown lead with 404', async () => {
    const { cookie } = await manager()
    const uuid = await newLead('плохой ввод')
    expect((await staffSend('POST', `/leads/${uuid}/status`, cookie, { from: 'new', to: 'archived' })).status).toBe(400)
    expect((await staffSend('POST', `/leads/${uuid}/status`, cookie, { from: 'new', to: 'new' })).status).toBe(400)
    expect((await staffSend('POST', `/leads/${uuid}/comments`, cookie, { body: '   ' })).status).toBe(400)
    expect((await staffSend('POST', `/leads/${uuid}/comments`, cookie, { body: 'x', extra: 1 })).status).toBe(400)
    expect((await staffSend('GET', '/leads?limit=1000', cookie)).status).toBe(400)
    expect((await staffSend('POST', `/leads/${crypto.randomUUID()}/comments`, cookie, { body: 'x' })).status).toBe(404)
    expect((await staffSend('POST', `/leads/${crypto.randomUUID()}/status`, cookie, { from: 'new', to: 'done' })).status).toBe(404)
  })
})
