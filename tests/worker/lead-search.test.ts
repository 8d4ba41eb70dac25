/**
 * The lead inbox's full-text search (issue 41 "Leads", BE-20; FTS5 table lead_search, migration 0044): words of any
 * field found from their start, a phone as a manager types it, the other filters beside it, hostile input never a 500,
 * and a lead erased with the person's data (BE-34) gone from the index itself.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { LeadCreated } from '../../src/model/entities/leads'
import { listInboxLeads } from '../../worker/db/lead-inbox'
import { leadSearchMatch } from '../../worker/db/lead-search'
import { erasePersonalData } from '../../worker/db/personal-data'
import { postLead, PROGRAM_LEAD } from './lead-fixtures'
import { newPerson } from './personal-data-fixtures'
import { newSender } from './sender-fixtures'
import { createStaff, staffCookieFor, staffSend } from './staff-fixtures'

const PAGE = { skip: 0, limit: 50 }

/** Letters only, unique to a test: a word the index holds for that test's lead alone. */
const uniqueWord = () => `z${[...crypto.getRandomValues(new Uint8Array(10))].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`

async function newLead(fields: Record<string, unknown>): Promise<string> {
  const response = await postLead('get_program', { ...PROGRAM_LEAD, ...fields }, { 'cf-connecting-ip': newSender() })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as LeadCreated).uuid
}

const uuidsOf = async (q: string, filter = {}) => (await listInboxLeads(env.DB, { ...filter, q }, PAGE)).rows.map((lead) => lead.uuid)

describe('lead inbox search (issue 41 "Leads", BE-20)', () => {
  it('finds a lead by the start of any word of its name, message or e-mail, and by its phone as typed', async () => {
    const word = uniqueWord()
    const person = newPerson()
    const uuid = await newLead({ name: `Бакыт ${word}ов`, phone: person.typed, goal: `Научиться продавать ${word}-оптом` })
    expect(await uuidsOf(word)).toEqual([uuid])
    expect(await uuidsOf(word.slice(0, 6).toUpperCase())).toContain(uuid)
    expect(await uuidsOf(`${word} оптом`)).toEqual([uuid])
    expect(await uuidsOf(`${word} розница`)).toEqual([])
    for (const typed of [person.typed, person.phone, person.phone.slice(4), `0${person.phone.slice(4)}`, person.phone.slice(-6)]) {
      expect(await uuidsOf(typed), typed).toContain(uuid)
    }
    const other = await newLead({ name: 'Асель', goal: `Письмо на ${word}@example.kg` })
    expect(await uuidsOf(`${word}@example.kg`)).toEqual([other])
  })

  it('keeps the other filters beside the words', async () => {
    const word = uniqueWord()
    const first = await newLead({ goal: `первый ${word}` })
    const second = await newLead({ goal: `второй ${word}` })
    await env.DB.prepare(`UPDATE leads SET status = 'done' WHERE uuid = ?1`).bind(first).run()
    expect(await uuidsOf(word)).toEqual([second, first])
    expect(await uuidsOf(word, { status: 'done' })).toEqual([first])
    expect(await uuidsOf(word, { status: 'new', form: 'get_program', assignee: null })).toEqual([second])
    expect(await uuidsOf(word, { to: '2000-01-01' })).toEqual([])
    const page = await listInboxLeads(env.DB, { q: word }, { skip: 1, limit: 1 })
    expect({ rows: page.rows.map((lead) => lead.uuid), count: page.count }).toEqual({ rows: [first], count: 2 })
  })

  it('quotes every word, so FTS5 syntax is text; nothing searchable matches nothing', () => {
    expect(leadSearchMatch('Айгерим "тест" OR NEAR(a b)')).toBe('"айгерим"* "тест"* "or"* "near"* "a"* "b"*')
    expect(leadSearchMatch('+996 (555) 12-34-56')).toBe('"996555123456"*')
    expect(leadSearchMatch('0555 123 456')).toBe('"555123456"*')
    expect(leadSearchMatch('"*" -- :')).toBeUndefined()
  })

  it('a search with quotes, stars, operators or 10 kB is a 200 or a 400 with a field error, never a 500', async () => {
    const { user } = await createStaff(['manager'])
    const cookie = await staffCookieFor(user.id)
    for (const q of ['"', '*', 'AND OR NEAR(', '"unterminated', 'name:x', 'a* OR b^', '(((', 'x'.repeat(10_000), 'слово '.repeat(1_700)]) {
      const response = await staffSend('GET', `/leads?q=${encodeURIComponent(q)}`, cookie)
      const csv = await staffSend('GET', `/leads.csv?q=${encodeURIComponent(q)}`, cookie)
      for (const answer of [response, csv]) {
        expect([200, 400], `${q.slice(0, 20)}: ${answer.status}`).toContain(answer.status)
        if (answer.status === 400) expect(((await answer.json()) as { fields: Record<string, string[]> }).fields.q).toBeDefined()
      }
    }
  })

  it('a lead erased with the person leaves nothing in the search index (secure-delete), not only nothing found', async () => {
    const word = uniqueWord()
    const person = newPerson()
    await newLead({ phone: person.typed, goal: `Стереть ${word}` })
    const holding = () => env.DB.prepare('SELECT count(*) AS count FROM lead_search_data WHERE instr(block, CAST(?1 AS BLOB)) > 0').bind(word.slice(-7)).first<{ count: number }>()
    expect((await holding())!.count).toBeGreaterThan(0)
    expect((await erasePersonalData(env.DB, { phone: person.phone })).leads).toBeGreaterThan(0)
    expect(await uuidsOf(word)).toEqual([])
    expect((await holding())!.count).toBe(0)
  })
})
