/**
 * POST forms/{slug}/orders (issue 25; BE-20, BE-21, BE-27, BE-34, FORM-06, LEAD-01…07, OQ-06, OQ-09, OQ-10, OQ-23,
 * OQ-40, OQ-52): the definition's rules enforced on the server, each rejection a 400 with field errors, the honeypot,
 * the per-sender limit under 40 requests in flight, and the lead committed with its managers' mail in one batch.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { LeadCreated } from '../../src/model/entities/leads'
import { RATE_LIMITS } from '../../worker/lib/sender-limits'
import { getWith, get, preparingWith, statusOf } from './helpers'
import { leadRow, newSender, outboxOf, postLead, PROGRAM_LEAD } from './lead-fixtures'

async function expectFieldError(response: Response, field: string, key: string): Promise<void> {
  expect(response.status, await response.clone().text()).toBe(400)
  const body = (await response.json()) as ApiErrorBody
  expect(body.code).toBe('invalid_input')
  expect(body.fields?.[field]).toEqual([key])
}

async function leadCount(): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS count FROM leads').first<{ count: number }>())!.count
}

async function anyTrainerSlug(): Promise<string> {
  return (await env.DB.prepare('SELECT slug FROM trainers ORDER BY id LIMIT 1').first<{ slug: string }>())!.slug
}

describe('POST forms/{slug}/orders stores the lead and its managers mail (BE-20, BE-34, OQ-52)', () => {
  it('201 {uuid}: field values by slug (phone in E.164), language, user agent, referer, edge city and country, the agreement and its time', async () => {
    const response = await postLead('get_program', PROGRAM_LEAD, {
      'User-Agent': 'LeadTest/1.0',
      Referer: 'http://localhost/en/about-center',
    })
    expect(response.status, await response.clone().text()).toBe(201)
    const created = (await response.json()) as LeadCreated
    expect(Object.keys(created)).toEqual(['uuid'])
    const { uuid } = created
    const row = (await leadRow(uuid))!
    expect(JSON.parse(row.field_values as string)).toEqual({ name: 'Айгерим Тест', phone: '+996555123456', goal: 'Научиться продавать', messenger: 'telegram' })
    expect(row).toMatchObject({ form_slug: 'get_program', language: 'en', user_agent: 'LeadTest/1.0', referer: 'http://localhost/en/about-center' })
    expect(row.consent_at).toBe(row.created)
    expect(String(row.consent_document)).toMatch(/^privacy/)
    const [mail, ...more] = await outboxOf(uuid)
    expect(more).toEqual([])
    expect(mail).toMatchObject({ kind: 'lead', channel: 'managers', language: 'ru' })
    // Named as the desk's inbox names the form; the heading the visitor saw is quoted in the text.
    expect(mail!.subject).toBe('Новая заявка: Получить программу')
    expect(mail!.text_body).toContain('через форму «Подобрать программу»')
    expect(mail!.text_body).toContain('+996555123456')
    expect(mail!.html_body).toContain('Айгерим Тест')
    // issue 45.5: the managers read how the visitor wants to be answered
    expect(mail!.text_body).toContain('Как вам ответить: Telegram')
    // The managers open the lead's own page in the desk from the mail.
    expect(mail!.text_body).toContain(`Открыть заявку: http://localhost/admin/leads/${uuid}`)
    expect(mail!.html_body).toContain(`<a href="http://localhost/admin/leads/${uuid}">Открыть заявку</a>`)
    // The agreement's time as the desk shows times: Moscow time (UTC+3 all year) to the minute, labelled МСК.
    const moscow = new Date(Date.parse(String(row.created)) + 3 * 3_600_000).toISOString()
    const [, year, month, day, time] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(moscow)!
    expect(mail!.text_body).toContain(`Согласие на обработку данных: ${day}.${month}.${year}, ${time} МСК`)
    expect(mail!.text_body).not.toContain(String(row.created))
  })

  it('takes city and country from the request geolocation of the edge, not from the body (OQ-52)', async () => {
    const response = await get('/api/client/forms/footer/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Geo', phone: '+996555123456', agreement: true }),
      cf: { city: 'Bishkek', country: 'KG' },
    } as RequestInit)
    expect(response.status).toBe(201)
    const row = (await leadRow(((await response.json()) as LeadCreated).uuid))!
    expect(row).toMatchObject({ city: 'Bishkek', country: 'KG' })
    await expectFieldError(await postLead('footer', { name: 'Geo', phone: '+996555123456', agreement: true, city: 'Paris' }), 'city', 'api.errors.unknown_field')
  })

  it('escapes what the visitor typed in the HTML mail', async () => {
    const response = await postLead('get_program', { ...PROGRAM_LEAD, goal: '<script>alert(1)</script>' })
    const [mail] = await outboxOf(((await response.json()) as LeadCreated).uuid)
    expect(mail!.html_body).not.toContain('<script>')
    expect(mail!.html_body).toContain('&lt;script&gt;')
  })

  it('issue 39.9: line breaks in one-line fields cannot forge a line of the plain-text mail, and free text is an indented quote', async () => {
    const forged = 'Телефон: +7 999 000-00-00'
    const response = await postLead('get_program', {
      ...PROGRAM_LEAD,
      name: `Айгерим\n${forged}\r\nВаше имя: X\u2028${forged}`,
      goal: `Научиться продавать\r\n${forged}\u2029Город: Москва`,
    })
    expect(response.status, await response.clone().text()).toBe(201)
    const [mail] = await outboxOf(((await response.json()) as LeadCreated).uuid)
    const lines = mail!.text_body.split('\n')
    expect(lines.filter((line) => line.startsWith('Телефон:'))).toEqual(['Телефон: +996555123456'])
    expect(lines.filter((line) => line.startsWith('Ваше имя:'))).toEqual([`Ваше имя: Айгерим ${forged} Ваше имя: X ${forged}`])
    expect(lines.filter((line) => line.startsWith('Город:'))).toHaveLength(1)
    const goal = lines.indexOf('Чего вы хотите достичь?:')
    expect(lines.slice(goal + 1, goal + 4)).toEqual(['    > Научиться продавать', `    > ${forged}`, '    > Город: Москва'])
    expect(mail!.text_body).not.toMatch(/[\r\u2028\u2029]/)
  })

  it('accepts a trainer consultation naming an existing trainer and a career response naming an existing vacancy (OQ-09, OQ-10)', async () => {
    const trainer = await anyTrainerSlug()
    const consultation = await postLead('trainer_consultation', { name: 'Тест', phone: '+996555123456', trainer, agreement: true })
    expect(consultation.status, await consultation.clone().text()).toBe(201)
    const vacancy = (await env.DB.prepare("SELECT title FROM vacancy_translations WHERE language = 'en' LIMIT 1").first<{ title: string }>())!.title
    const career = await postLead('career', { name: 'Test', phone: '+996555123456', vacancy, agreement: true })
    expect(career.status, await career.clone().text()).toBe(201)
    const row = (await leadRow(((await career.json()) as LeadCreated).uuid))!
    expect(JSON.parse(row.field_values as string).vacancy).toBe(vacancy)
  })
})

describe('POST forms/{slug}/orders rejects (BE-20, FORM-06, LEAD-02, LEAD-04, VALID-01…04, OQ-06, OQ-34)', () => {
  it('a missing required field: forms.errors.required', async () => {
    const { name: _name, ...withoutName } = PROGRAM_LEAD
    await expectFieldError(await postLead('get_program', withoutName), 'name', 'forms.errors.required')
    await expectFieldError(await postLead('club', { name: '   ', phone: '+996555123456', agreement: true }), 'name', 'forms.errors.required')
    await expectFieldError(await postLead('career', { name: 'Test', phone: '+996555123456', agreement: true }), 'vacancy', 'forms.errors.required')
  })

  it('an unknown field, and a hidden field the form does not declare: api.errors.unknown_field', async () => {
    await expectFieldError(await postLead('get_program', { ...PROGRAM_LEAD, price: '0' }), 'price', 'api.errors.unknown_field')
    await expectFieldError(await postLead('club', { name: 'A', phone: '+996555123456', trainer: await anyTrainerSlug(), agreement: true }), 'trainer', 'api.errors.unknown_field')
  })

  it('hidden field tampering: a trainer or a vacancy that does not exist is api.errors.unknown_value', async () => {
    await expectFieldError(await postLead('trainer_consultation', { name: 'A', phone: '+996555123456', trainer: 'no-such-trainer', agreement: true }), 'trainer', 'api.errors.unknown_value')
    await expectFieldError(await postLead('career', { name: 'A', phone: '+996555123456', vacancy: 'Chief of Everything', agreement: true }), 'vacancy', 'api.errors.unknown_value')
  })

  it('a bad phone: forms.errors.phone_invalid (libphonenumber-js)', async () => {
    await expectFieldError(await postLead('franchise', { name: 'A', phone: '12345', agreement: true }), 'phone', 'forms.errors.phone_invalid')
  })

  it('too long values: forms.errors.too_long (name 100, phone 20, free text 2000)', async () => {
    await expectFieldError(await postLead('club', { name: 'Я'.repeat(101), phone: '+996555123456', agreement: true }), 'name', 'forms.errors.too_long')
    expect((await postLead('club', { name: 'Я'.repeat(100), phone: '+996555123456', agreement: true })).status).toBe(201)
    await expectFieldError(await postLead('get_program', { ...PROGRAM_LEAD, goal: 'a'.repeat(2001) }), 'goal', 'forms.errors.too_long')
    await expectFieldError(await postLead('club', { name: 'A', phone: `+996555123456${' 1'.repeat(10)}`, agreement: true }), 'phone', 'forms.errors.too_long')
  })

  it('the agreement unchecked or missing, and values of the wrong kind', async () => {
    await expectFieldError(await postLead('club', { name: 'A', phone: '+996555123456', agreement: false }), 'agreement', 'forms.errors.agreement_required')
    await expectFieldError(await postLead('club', { name: 'A', phone: '+996555123456' }), 'agreement', 'forms.errors.required')
    await expectFieldError(await postLead('get_program', { ...PROGRAM_LEAD, messenger: true }), 'messenger', 'api.errors.invalid_type')
    // issue 45.5: the answer channel is a phone call, Telegram or WhatsApp, nothing else
    await expectFieldError(await postLead('get_program', { ...PROGRAM_LEAD, messenger: 'viber' }), 'messenger', 'forms.errors.invalid')
    await expectFieldError(await postLead('club', { name: true, phone: '+996555123456', agreement: true }), 'name', 'api.errors.invalid_type')
    const numeric = await postLead('club', { name: 'A', phone: 5, agreement: true })
    expect(numeric.status).toBe(400)
    expect(Object.keys(((await numeric.json()) as ApiErrorBody).fields ?? {})).toEqual(['phone'])
  })

  it('an unknown form is 404; a body that is not JSON is 400; nothing is stored for any rejection', async () => {
    const before = await leadCount()
    expect((await postLead('no-such-form', PROGRAM_LEAD)).status).toBe(404)
    expect((await postLead('club', '{"name":')).status).toBe(400)
    expect((await postLead('club', '[]')).status).toBe(400)
    expect(await leadCount()).toBe(before)
  })

  it('a filled honeypot: the answer of a lead (201 with a uuid), but nothing is stored or sent', async () => {
    const before = await leadCount()
    const response = await postLead('club', { name: 'Bot', phone: '+996555123456', agreement: true, website: 'http://spam.example' })
    expect(response.status).toBe(201)
    const { uuid } = (await response.json()) as LeadCreated
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(await leadRow(uuid)).toBeNull()
    expect(await outboxOf(uuid)).toEqual([])
    expect(await leadCount()).toBe(before)
    expect((await postLead('club', { name: 'Person', phone: '+996555123456', agreement: true, website: '' })).status).toBe(201)
  })

  it('GET forms/{slug}/orders is never public (OQ-40)', async () => {
    for (const slug of ['club', 'get_program', 'career']) expect(await statusOf(`/api/client/forms/${slug}/orders`)).toBe(404)
  })
})

describe('per-sender limit under 40 requests in flight (BE-27)', () => {
  it(`accepts exactly ${RATE_LIMITS.leads.count} leads from one sender, the rest 429 with Retry-After; another sender still sends`, async () => {
    const sender = newSender()
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => postLead('club', { name: 'Flood', phone: '+996555123456', agreement: true }, { 'cf-connecting-ip': sender })),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(RATE_LIMITS.leads.count)
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - RATE_LIMITS.leads.count)
    const refused = answers.find((answer) => answer.status === 429)!
    expect(((await refused.json()) as ApiErrorBody).code).toBe('rate_limited')
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    const accepted = await Promise.all(answers.filter((answer) => answer.status === 201).map(async (answer) => ((await answer.json()) as LeadCreated).uuid))
    const stored = await env.DB.prepare('SELECT count(DISTINCT client_ip_hash) AS senders, count(*) AS count FROM leads WHERE uuid IN (SELECT value FROM json_each(?1))')
      .bind(JSON.stringify(accepted))
      .first<{ senders: number; count: number }>()
    expect(stored).toEqual({ senders: 1, count: RATE_LIMITS.leads.count })
    expect((await postLead('club', { name: 'Other', phone: '+996555123456', agreement: true }, { 'cf-connecting-ip': newSender() })).status).toBe(201)
  })
})

describe('the lead and its outbox message are committed together (BE-20)', () => {
  it('when the outbox insert fails, the lead is not stored either, and the answer is a 500', async () => {
    const failingOutbox = preparingWith(env.DB, (sql, prepare) => prepare(sql.replace('INSERT INTO outbox', 'INSERT INTO outbox_that_is_missing')))
    const before = await leadCount()
    const response = await getWith({ DB: failingOutbox }, '/api/client/forms/club/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Atomic', phone: '+996555123456', agreement: true }),
    })
    expect(response.status).toBe(500)
    expect(await leadCount()).toBe(before)
  })
})
