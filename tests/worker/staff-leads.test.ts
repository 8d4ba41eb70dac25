/**
 * The desk's lead inbox over /api/staff (issue 41 "Leads", BE-20): managers list, filter and search leads a page at a
 * time, move them through their statuses (40 at once move a lead once), assign them, comment; each real change writes
 * one audit row; the CSV export follows the filter and keeps formulas as text; bad input is a 400 with field errors.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ListResponse } from '../../src/model/api'
import type { LeadCreated } from '../../src/model/entities/leads'
import type { DeskLead, DeskLeadComment, LeadAssignees } from '../../src/model/lead-inbox'
import { auditOf } from '../../worker/db/staff-audit'
import { get } from './helpers'
import { postLead, PROGRAM_LEAD } from './lead-fixtures'
import { newSender } from './sender-fixtures'
import { createStaff, STAFF_API, staffCookieFor, staffSend } from './staff-fixtures'
import { deskDayOf } from '../../src/model/desk-days'

async function newLead(goal: string, name = PROGRAM_LEAD.name): Promise<string> {
  const response = await postLead('get_program', { ...PROGRAM_LEAD, name, goal }, { 'cf-connecting-ip': newSender() })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as LeadCreated).uuid
}

async function staffMember(role: 'manager' | 'admin' | 'moderator' | 'qa' = 'manager'): Promise<{ id: number; cookie: string }> {
  const { user } = await createStaff([role])
  return { id: user.id, cookie: await staffCookieFor(user.id) }
}

async function list(cookie: string, query: string): Promise<ListResponse<DeskLead>> {
  const response = await staffSend('GET', `/leads?${query}`, cookie)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as ListResponse<DeskLead>
}

async function expectFieldError(response: Response, field: string): Promise<void> {
  const body = (await response.json()) as { fields?: Record<string, string[]> }
  expect(response.status, JSON.stringify(body)).toBe(400)
  expect(body.fields, JSON.stringify(body)).toHaveProperty(field)
}

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`

describe('lead inbox over the staff API (issue 41, BE-20)', () => {
  it('a manager finds a lead by a word, takes it, moves it to "in work" and comments; each step is audited', async () => {
    const { id, cookie } = await staffMember()
    const word = unique('переговоры')
    const uuid = await newLead(`Хочу курс про ${word}`)

    const found = await list(cookie, `q=${encodeURIComponent(word.toUpperCase())}`)
    expect(found.meta.count).toBe(1)
    expect(found.rows[0]).toMatchObject({ uuid, status: 'new', form_slug: 'get_program', assignee_id: null, cv_url: null })
    // issue 45.5: the channel the visitor chose to be answered in
    expect(found.rows[0]!.fields).toMatchObject({ phone: '+996555123456', goal: `Хочу курс про ${word}`, messenger: 'telegram' })

    const people = (await (await staffSend('GET', '/leads/assignees', cookie)).json()) as LeadAssignees
    expect(people.me).toBe(id)
    expect(people.people.map((person) => person.id)).toContain(id)
    const taken = await staffSend('POST', `/leads/${uuid}/assignee`, cookie, { assignee: id })
    expect(taken.status).toBe(200)
    expect(((await taken.json()) as DeskLead).assignee_id).toBe(id)
    expect((await list(cookie, `assignee=me&q=${encodeURIComponent(word)}`)).rows.map((lead) => lead.uuid)).toEqual([uuid])
    expect((await list(cookie, `assignee=${id}&q=${encodeURIComponent(word)}`)).rows.map((lead) => lead.uuid)).toEqual([uuid])
    expect((await list(cookie, `assignee=none&q=${encodeURIComponent(word)}`)).meta.count).toBe(0)

    const moved = await staffSend('POST', `/leads/${uuid}/status`, cookie, { from: 'new', to: 'in_work' })
    expect(moved.status).toBe(200)
    expect(((await moved.json()) as DeskLead).status).toBe('in_work')
    const commented = await staffSend('POST', `/leads/${uuid}/comments`, cookie, { body: '  Перезвонить в пятницу ' })
    expect(commented.status).toBe(201)
    expect(((await commented.json()) as DeskLeadComment).body).toBe('Перезвонить в пятницу')
    const again = await list(cookie, `q=${encodeURIComponent(word)}&status=in_work`)
    expect(again.rows.map((lead) => lead.uuid)).toEqual([uuid])
    expect(again.rows[0]!.comments.map((note) => note.body)).toEqual(['Перезвонить в пятницу'])

    const audit = await auditOf(env.DB, `lead:${uuid}`)
    expect(audit.map((row) => [row.action, row.user_id])).toEqual([
      ['lead.assign', id],
      ['lead.status', id],
      ['lead.comment', id],
    ])
    expect(JSON.parse(audit[0]!.before!)).toEqual({ assignee_id: null })
    expect(JSON.parse(audit[0]!.after!)).toEqual({ assignee_id: id })
    expect(JSON.parse(audit[1]!.before!)).toEqual({ status: 'new' })
    expect(JSON.parse(audit[1]!.after!)).toEqual({ status: 'in_work' })
  })

  it('filters by form and by the day it came, and pages on the server with the total count', async () => {
    const { cookie } = await staffMember()
    const word = unique('страницы')
    const uuids = [await newLead(`${word} 1`), await newLead(`${word} 2`), await newLead(`${word} 3`)]
    const q = `q=${encodeURIComponent(word)}`
    const first = await list(cookie, `${q}&limit=2`)
    const second = await list(cookie, `${q}&limit=2&skip=2`)
    expect(first.meta.count).toBe(3)
    expect([...first.rows, ...second.rows].map((lead) => lead.uuid).sort()).toEqual([...uuids].sort())
    expect(first.rows).toHaveLength(2)
    const today = deskDayOf(Date.now())
    expect((await list(cookie, `${q}&form=get_program&from=${today}&to=${today}`)).meta.count).toBe(3)
    expect((await list(cookie, `${q}&form=career`)).meta.count).toBe(0)
    expect((await list(cookie, `${q}&to=2020-01-01`)).meta.count).toBe(0)
    expect((await list(cookie, `${q}&from=2999-01-01`)).meta.count).toBe(0)
  })

  it('shows a lead with a CV a signed link to it that works for an hour', async () => {
    const { cookie } = await staffMember()
    const word = unique('резюме')
    const uuid = await newLead(word)
    await env.DB.prepare('UPDATE leads SET cv_key = ?2 WHERE uuid = ?1').bind(uuid, `private/lead-cv/${uuid}`).run()
    const [lead] = (await list(cookie, `q=${word}`)).rows
    expect(lead!.cv_url).toMatch(new RegExp(`/lead-files/${uuid}\\?expires=\\d+&signature=[0-9a-f]{64}$`))
    const expires = Number(new URL(lead!.cv_url!).searchParams.get('expires'))
    expect(expires * 1000 - Date.now()).toBeGreaterThan(59 * 60 * 1000)
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000)
  })

  it('reads one lead by its uuid (its desk page): fields titled in the language asked, the slug where no form names one, its comments (issue 41)', async () => {
    const { cookie } = await staffMember()
    const word = unique('одна')
    const uuid = await newLead(word, `Одна ${word}`)
    await env.DB.prepare("UPDATE leads SET field_values = json_set(field_values, '$.legacy_note', 'старое поле') WHERE uuid = ?1").bind(uuid).run()
    expect((await staffSend('POST', `/leads/${uuid}/comments`, cookie, { body: 'Позвонить утром' })).status).toBe(201)

    const response = await staffSend('GET', `/leads/${uuid}`, cookie)
    const lead = (await response.clone().json()) as DeskLead
    expect(response.status, JSON.stringify(lead)).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(lead).toMatchObject({ uuid, form_slug: 'get_program', status: 'new', language: 'en', fields: { name: `Одна ${word}`, goal: word, legacy_note: 'старое поле' } })
    expect(lead.field_titles).toEqual({ name: 'Ваше имя', phone: 'Телефон', goal: 'Чего вы хотите достичь?', messenger: 'Как вам ответить', legacy_note: 'legacy_note' })
    expect(lead.comments.map((note) => note.body)).toEqual(['Позвонить утром'])

    const inEnglish = (await (await staffSend('GET', `/leads/${uuid}?language=en`, cookie)).json()) as DeskLead
    expect(inEnglish.field_titles).toMatchObject({ name: 'Your name', goal: 'What do you want to achieve?', legacy_note: 'legacy_note' })
    // The inbox's cards and a change's answer title the fields the same way.
    const [listed] = (await list(cookie, `q=${encodeURIComponent(word)}&language=ky`)).rows
    expect(listed!.field_titles).toEqual((await (await staffSend('GET', `/leads/${uuid}?language=ky`, cookie)).json() as DeskLead).field_titles)
    expect(listed!.field_titles.name).not.toBe('name')
    const moved = await staffSend('POST', `/leads/${uuid}/status?language=en`, cookie, { from: 'new', to: 'in_work' })
    expect(((await moved.json()) as DeskLead).field_titles.phone).toBe('Phone')
  })

  it('answers an unknown or malformed lead id with 404, a bad language with 400, never a 500 (issue 41)', async () => {
    const { cookie } = await staffMember()
    for (const id of [crypto.randomUUID(), 'not-a-uuid', '0', 'x'.repeat(600), encodeURIComponent("' OR 1=1 --"), '%E0%A4%A', '..%2F..%2Fleads']) {
      const response = await staffSend('GET', `/leads/${id}`, cookie)
      expect([id, response.status]).toEqual([id, 404])
    }
    await expectFieldError(await staffSend('GET', `/leads/${await newLead('язык')}?language=fr`, cookie), 'language')
  })

  it('40 managers moving the same lead at once: one 200, the rest 409, one audit row, and the lead where the audit says', async () => {
    const managers = await Promise.all(Array.from({ length: 4 }, () => staffMember()))
    const uuid = await newLead('гонка менеджеров')
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => staffSend('POST', `/leads/${uuid}/status`, managers[index % 4]!.cookie, { from: 'new', to: index % 2 ? 'done' : 'spam' })),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(39)
    const winner = (await answers.find((answer) => answer.status === 200)!.json()) as DeskLead
    const audit = (await auditOf(env.DB, `lead:${uuid}`)).filter((row) => row.action === 'lead.status')
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.after!)).toEqual({ status: winner.status })
    const [lead] = (await list(managers[0]!.cookie, 'q=гонка менеджеров&status=' + winner.status)).rows.filter((row) => row.uuid === uuid)
    expect(lead?.status).toBe(winner.status)
  })

  it('40 assignments to the same manager at once: every one answers 200, one audit row (only one was a change)', async () => {
    const { id, cookie } = await staffMember()
    const uuid = await newLead('одно назначение')
    const answers = await Promise.all(Array.from({ length: 40 }, () => staffSend('POST', `/leads/${uuid}/assignee`, cookie, { assignee: id })))
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200))
    expect((await auditOf(env.DB, `lead:${uuid}`)).filter((row) => row.action === 'lead.assign')).toHaveLength(1)
  })

  it('refuses bad input with field errors, and an unknown lead with 404', async () => {
    const { cookie } = await staffMember()
    const moderator = await staffMember('moderator')
    const uuid = await newLead('плохой ввод')
    await expectFieldError(await staffSend('POST', `/leads/${uuid}/status`, cookie, { from: 'new', to: 'archived' }), 'to')
    await expectFieldError(await staffSend('POST', `/leads/${uuid}/status`, cookie, { from: 'new', to: 'new' }), 'to')
    await expectFieldError(await staffSend('POST', `/leads/${uuid}/comments`, cookie, { body: '   ' }), 'body')
    await expectFieldError(await staffSend('POST', `/leads/${uuid}/comments`, cookie, { body: 'x', extra: 1 }), 'extra')
    await expectFieldError(await staffSend('POST', `/leads/${uuid}/assignee`, cookie, { assignee: moderator.id }), 'assignee')
    await expectFieldError(await staffSend('POST', `/leads/${uuid}/assignee`, cookie, { assignee: 'me' }), 'assignee')
    await expectFieldError(await staffSend('GET', '/leads?limit=1000', cookie), 'limit')
    await expectFieldError(await staffSend('GET', '/leads?assignee=someone', cookie), 'assignee')
    await expectFieldError(await staffSend('GET', '/leads?from=yesterday', cookie), 'from')
    await expectFieldError(await staffSend('GET', '/leads.csv?status=archived', cookie), 'status')
    await expectFieldError(await staffSend('GET', '/leads.csv?language=fr', cookie), 'language')
    expect((await staffSend('POST', `/leads/${crypto.randomUUID()}/comments`, cookie, { body: 'x' })).status).toBe(404)
    expect((await staffSend('POST', `/leads/${crypto.randomUUID()}/status`, cookie, { from: 'new', to: 'done' })).status).toBe(404)
    expect((await staffSend('POST', `/leads/${crypto.randomUUID()}/assignee`, cookie, { assignee: null })).status).toBe(404)
    expect(await auditOf(env.DB, `lead:${uuid}`)).toEqual([])
  })

  it('a moderator and QA get 404 from every lead endpoint; a manager and an admin get in', async () => {
    const uuid = await newLead('чужая роль')
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/leads'],
      ['GET', '/leads.csv'],
      ['GET', '/leads/assignees'],
      ['GET', `/leads/${uuid}`],
      ['POST', `/leads/${uuid}/status`, { from: 'new', to: 'done' }],
      ['POST', `/leads/${uuid}/assignee`, { assignee: null }],
      ['POST', `/leads/${uuid}/comments`, { body: 'x' }],
    ]
    for (const role of ['moderator', 'qa'] as const) {
      const { cookie } = await staffMember(role)
      for (const [method, path, body] of calls) expect([role, path, (await staffSend(method, path, cookie, body)).status]).toEqual([role, path, 404])
    }
    expect(await auditOf(env.DB, `lead:${uuid}`)).toEqual([])
    for (const role of ['manager', 'admin'] as const) {
      const { cookie } = await staffMember(role)
      expect((await staffSend('GET', '/leads?limit=1', cookie)).status).toBe(200)
      expect((await staffSend('GET', `/leads/${uuid}`, cookie)).status).toBe(200)
    }
    expect((await staffSend('GET', `/leads/${uuid}`)).status).toBe(404)
  })

  it('exports the filtered leads as CSV: a download, formulas kept as text, every field a column', async () => {
    const { cookie } = await staffMember()
    const word = unique('экспорт')
    const uuid = await newLead(`${word}, "кавычки"`, '=HYPERLINK("http://evil.example","Жми")')
    const other = await newLead(unique('другое'))
    const response = await get(`${STAFF_API}/leads.csv?q=${encodeURIComponent(word)}`, { headers: { Cookie: cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="leads-${deskDayOf(Date.now())}.csv"`)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const csv = await response.text()
    const [header, row, ...rest] = csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(rest).toEqual([''])
    expect(header).toBe(
      'Создана (МСК),Форма,Статус,Ответственный,Город,Страна,Страница,Язык,Резюме,ID заявки,Чего вы хотите достичь?,Как вам ответить,Ваше имя,Телефон',
    )
    expect(row).toContain(uuid)
    expect(row).not.toContain(other)
    expect(row).toContain(`"${word}, ""кавычки"""`)
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Жми"")"`)
    expect(row).not.toMatch(/(^|,)"?=/)
  })

  it('writes the CSV in the words of the page: Moscow time, the form by its title, status, language and channel in words (issue 41, OQ-21)', async () => {
    const { id, cookie } = await staffMember()
    const word = unique('слова')
    const uuid = await newLead(word, `Слова ${word}`)
    await env.DB.prepare("UPDATE leads SET created = '2026-01-12T22:30:00.000Z' WHERE uuid = ?1").bind(uuid).run()
    expect((await staffSend('POST', `/leads/${uuid}/status`, cookie, { from: 'new', to: 'in_work' })).status).toBe(200)
    expect((await staffSend('POST', `/leads/${uuid}/assignee`, cookie, { assignee: id })).status).toBe(200)
    const exported = async (language: string) => {
      const response = await staffSend('GET', `/leads.csv?q=${encodeURIComponent(word)}&language=${language}`, cookie)
      expect(response.status).toBe(200)
      return (await response.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((line) => line.split(','))
    }
    const ru = await exported('ru')
    expect(ru).toHaveLength(2)
    // 22:30 UTC is the next day's 01:30 in Moscow; the form as the inbox names it, not its slug.
    expect(ru[1]!.slice(0, 3)).toEqual(['2026-01-13 01:30', 'Получить программу', 'В работе'])
    expect(ru[1]!.slice(7, 10)).toEqual(['Английский', 'нет', uuid])
    expect(ru[1]!.slice(10)).toEqual([word, 'Telegram', `Слова ${word}`, "'+996555123456"])
    expect(ru[1]).not.toContain('get_program')
    const en = await exported('en')
    expect(en[0]).toEqual([
      'Received (MSK)', 'Form', 'Status', 'Assignee', 'City', 'Country', 'Page', 'Language', 'CV', 'Request ID',
      'What do you want to achieve?', 'How should we answer you', 'Your name', 'Phone',
    ])
    expect(en[1]!.slice(0, 3)).toEqual(['2026-01-13 01:30', 'Get the programme', 'In work'])
    expect(en[1]![7]).toBe('English')
    const ky = await exported('ky')
    expect(ky[0]!.slice(0, 3)).toEqual(['Келген убакыт (МСК)', 'Форма', 'Абалы'])
    expect(ky[1]!.slice(1, 3)).toEqual(['Программаны алуу', 'Иштелүүдө'])
  })

  it('the page /admin/leads reads its filters from the address; the blank fields of its GET form go by a redirect', async () => {
    const { cookie } = await staffMember()
    const word = unique('адрес')
    await newLead(word, `Адрес ${word}`)
    const blank = await get(`/admin/leads?q=${encodeURIComponent(word)}&status=&form=&assignee=&from=&to=`, { headers: { Cookie: cookie } })
    expect(blank.status).toBeGreaterThanOrEqual(300)
    expect(blank.status).toBeLessThan(400)
    const clean = new URL(blank.headers.get('location')!, 'http://localhost')
    expect(clean.pathname).toBe('/admin/leads')
    expect([...clean.searchParams]).toEqual([['q', word]])
    const page = await get(`/admin/leads?q=${encodeURIComponent(word)}`, { headers: { Cookie: cookie } })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(await page.text()).toContain(`Адрес ${word}`)
  })

  it("the page /admin/leads/{uuid} shows the lead's fields by their titles; an unknown or malformed id is the desk's 404 page, not a 500 (issue 41)", async () => {
    const { cookie } = await staffMember()
    const word = unique('страница')
    const uuid = await newLead(word, `Страница ${word}`)
    const page = await get(`/admin/leads/${uuid}`, { headers: { Cookie: cookie } })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    const html = await page.text()
    expect(html).toContain(`Страница ${word}`)
    expect(html).toContain('<dt>Чего вы хотите достичь?</dt>')
    expect(html).toContain('<dd>Английский</dd>')
    expect(html).not.toContain('<dt>goal</dt>')
    expect(await (await get(`/en/admin/leads/${uuid}`, { headers: { Cookie: cookie } })).text()).toContain('<dt>What do you want to achieve?</dt>')
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) expect([id, (await get(`/admin/leads/${id}`, { headers: { Cookie: cookie } })).status]).toEqual([id, 404])
    expect((await get(`/admin/leads/${uuid}`, { headers: { Cookie: (await staffMember('moderator')).cookie } })).status).toBe(404)
  })
})
