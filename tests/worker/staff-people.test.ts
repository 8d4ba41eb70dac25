/**
 * The desk's people (issue 41 "Subscribers", "Personal data" BE-34, "Audit log"): who may open each, field errors,
 * the CSV export, the erasure behind a recent second factor that leaves no trace outside the money records (the CV
 * file in R2 included), and the audit log reading back what other actions wrote.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import type { ListResponse } from '../../src/model/api'
import type { AuditEntry, DeskSubscriber, PersonalDataErased, PersonalDataReport } from '../../src/model/desk-people'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import type { LeadCreated } from '../../src/model/entities/leads'
import type { AuditAction } from '../../src/model/audit-actions'
import { auditStatement } from '../../worker/db/staff-audit'
import { ensureOrderEvents } from './event-orders-fixtures'
import { ensureOrderItems } from './item-orders-fixtures'
import { base64, careerLead, leadRow, PDF } from './lead-fixtures'
import { newPerson, tracesOf, visitor } from './personal-data-fixtures'
import { createStaff, queueReview, staffCookieFor, staffSend } from './staff-fixtures'
import { deskDayOf } from '../../src/model/desk-days'

beforeAll(async () => {
  await ensureOrderEvents()
  await ensureOrderItems()
})

const MINUTE = 60_000

async function signedIn(...roles: Parameters<typeof createStaff>[0]) {
  const { user } = await createStaff(roles)
  return { user, cookie: await staffCookieFor(user.id) }
}

async function fieldsOf(response: Response): Promise<Record<string, string[]>> {
  expect(response.status).toBe(400)
  return ((await response.json()) as { fields: Record<string, string[]> }).fields
}

/** A subscriber row straight in D1 (an address the public form would refuse, for the CSV's escaping). */
async function subscriber(email: string, status: DeskSubscriber['status'] = 'confirmed') {
  await env.DB.prepare(
    `INSERT INTO subscribers (email, language, status, unsubscribe_token_hash, consent_document, created) VALUES (?1, 'ru', ?2, ?3, 'privacy', ?4)`,
  )
    .bind(email, status, crypto.randomUUID(), new Date().toISOString())
    .run()
}

describe('desk people: who may open what (issue 41)', () => {
  it('a manager reaches the subscribers but gets 404 on personal data and the audit log; a moderator gets 404 on all of them', async () => {
    const manager = await signedIn('manager')
    const moderator = await signedIn('moderator')
    const admin = await signedIn('admin')
    const adminOnly = ['/personal-data/find?email=a@example.kg', '/personal-data/export?email=a@example.kg', '/audit']
    for (const path of adminOnly) {
      expect((await staffSend('GET', path, manager.cookie)).status, path).toBe(404)
      expect((await staffSend('GET', path, admin.cookie)).status, path).toBe(200)
    }
    expect((await staffSend('POST', '/personal-data/erase', manager.cookie, { email: 'a@example.kg' })).status).toBe(404)
    for (const path of ['/subscribers', '/subscribers/export']) {
      expect((await staffSend('GET', path, manager.cookie)).status, path).toBe(200)
      expect((await staffSend('GET', path, moderator.cookie)).status, path).toBe(404)
    }
  })

  it('bad filters and people are 400s with field errors, never 500s', async () => {
    const { cookie } = await signedIn('admin')
    expect(await fieldsOf(await staffSend('GET', '/subscribers?status=gone', cookie))).toHaveProperty('status')
    expect(await fieldsOf(await staffSend('GET', '/subscribers?limit=1000', cookie))).toHaveProperty('limit')
    expect(await fieldsOf(await staffSend('GET', '/subscribers/export?status=gone', cookie))).toHaveProperty('status')
    expect(Object.keys(await fieldsOf(await staffSend('GET', '/subscribers/export?language=EN', cookie)))).toEqual(['language'])
    expect(await fieldsOf(await staffSend('GET', '/personal-data/find', cookie))).toEqual({ email: ['forms.errors.required'] })
    expect(await fieldsOf(await staffSend('GET', '/personal-data/find?email=nobody', cookie))).toEqual({ email: ['forms.errors.email_invalid'] })
    expect(await fieldsOf(await staffSend('GET', '/personal-data/export?phone=12', cookie))).toEqual({ phone: ['forms.errors.phone_invalid'] })
    expect(await fieldsOf(await staffSend('POST', '/personal-data/erase', cookie, { email: 'a@example.kg', name: 'x' }))).toBeDefined()
    expect(await fieldsOf(await staffSend('POST', '/personal-data/erase', cookie, {}))).toEqual({ email: ['forms.errors.required'] })
    expect(await fieldsOf(await staffSend('GET', '/audit?from=2026-02-30', cookie))).toEqual({ from: ['forms.errors.invalid'] })
    expect(await fieldsOf(await staffSend('GET', '/audit?to=yesterday', cookie))).toHaveProperty('to')
  })
})

describe('subscribers (issue 41 "Subscribers")', () => {
  it('lists by state and address, paged on the server; the CSV of the same filter escapes formulas', async () => {
    const { cookie } = await signedIn('manager')
    const tag = crypto.randomUUID().slice(0, 8)
    await subscriber(`=hyperlink-${tag}@example.kg`)
    await subscriber(`plain-${tag}@example.kg`)
    await subscriber(`gone-${tag}@example.kg`, 'unsubscribed')
    const page = (await (await staffSend('GET', `/subscribers?q=${tag}&status=confirmed&limit=1`, cookie)).json()) as ListResponse<DeskSubscriber>
    expect(page.meta).toEqual({ skip: 0, limit: 1, count: 2 })
    expect(page.rows).toHaveLength(1)

    const csv = await staffSend('GET', `/subscribers/export?q=${tag}&status=confirmed`, cookie)
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('Content-Disposition')).toBe(`attachment; filename="subscribers-${deskDayOf(Date.now())}.csv"`)
    expect(csv.headers.get('Cache-Control')).toBe('no-store')
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    expect(lines[0]).toBe('E-mail,Состояние,Язык,Дата подписки (МСК),Подписка подтверждена (МСК),Отписка (МСК)')
    expect(lines.slice(1).map((line) => line.split(',')[0]).sort()).toEqual([`'=hyperlink-${tag}@example.kg`, `plain-${tag}@example.kg`])
  })

  it('exports in the words of the page: the address first as it is, the state and language in words, times in Moscow time (issue 41)', async () => {
    const { cookie } = await signedIn('manager')
    const email = `words-${crypto.randomUUID().slice(0, 8)}@example.kg`
    await subscriber(email, 'unsubscribed')
    await env.DB.prepare(
      "UPDATE subscribers SET created = '2026-01-12T22:30:00.000Z', confirmed_at = '2026-01-12T22:40:00.000Z', unsubscribed_at = '2026-02-01T09:00:00.000Z' WHERE email = ?1",
    )
      .bind(email)
      .run()
    const rows = async (language: string) =>
      (await (await staffSend('GET', `/subscribers/export?q=${email}&language=${language}`, cookie)).text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    // 22:30 UTC is the next day's 01:30 in Moscow.
    expect((await rows('ru'))[1]).toBe(`${email},отписан,Русский,2026-01-13 01:30,2026-01-13 01:40,2026-02-01 12:00`)
    const en = await rows('en')
    expect(en).toEqual(['E-mail,State,Language,Subscribed (MSK),Confirmed (MSK),Unsubscribed (MSK)', `${email},unsubscribed,Russian,2026-01-13 01:30,2026-01-13 01:40,2026-02-01 12:00`])
    expect((await rows('ky'))[0]).toBe('E-mail,Абалы,Тил,Жазылган убакыт (МСК),Ырасталган убакыт (МСК),Жазылуудан чыккан убакыт (МСК)')
  })
})

describe('personal data (issue 41, BE-34)', () => {
  /** The person's traces, with a vacancy response whose CV is in R2: their CV's key. */
  async function personWithCv() {
    const person = newPerson()
    await visitor(person)
    const lead = await careerLead({ name: 'cv.pdf', type: 'application/pdf', data: base64(PDF) }, {}, { phone: person.typed })
    expect(lead.status, await lead.clone().text()).toBe(201)
    const { uuid } = (await lead.json()) as LeadCreated
    const cvKey = String((await leadRow(uuid))!.cv_key)
    expect(await env.FILES.head(cvKey)).not.toBeNull()
    return { person, cvKey }
  }

  it('finds and exports everything as JSON; erasing needs a second factor passed within minutes (403 before it)', async () => {
    const { user } = await createStaff(['admin'])
    const { person } = await personWithCv()
    const stale = await staffCookieFor(user.id, 'signed_in', Date.now() - 11 * MINUTE)
    const found = (await (await staffSend('GET', `/personal-data/find?email=${encodeURIComponent(person.email.toUpperCase())}`, stale)).json()) as PersonalDataReport
    expect(found.accounts).toHaveLength(1)
    expect(found.orders).toHaveLength(3)
    const exported = await staffSend('GET', `/personal-data/export?phone=${encodeURIComponent(person.typed)}`, stale)
    expect(exported.headers.get('Content-Disposition')).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(exported.headers.get('Cache-Control')).toBe('private, no-store')
    const report = (await exported.json()) as PersonalDataReport
    expect(report.leads).toHaveLength(2)
    expect(report.reviews).toHaveLength(1)

    const refused = await staffSend('POST', '/personal-data/erase', stale, { email: person.email, phone: person.typed })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { code: string }).code).toBe('second_factor_required')
    expect(await tracesOf(person.email)).not.toEqual([])
  })

  it('erasing leaves no trace of the e-mail or phone outside the orders, deletes the CV from R2, and audits counts only', async () => {
    const { user } = await createStaff(['admin'])
    const cookie = await staffCookieFor(user.id)
    const { person, cvKey } = await personWithCv()
    const erasing = await staffSend('POST', '/personal-data/erase', cookie, { email: person.email, phone: person.typed })
    expect(erasing.status, await erasing.clone().text()).toBe(200)
    expect((await erasing.json()) as PersonalDataErased).toMatchObject({ accounts: 1, orders: 3, leads: 2, reviews: 1, subscriptions: 1, files: 1 })
    expect(await env.FILES.head(cvKey)).toBeNull()
    // Every table, the audit log included: only the orders' other columns stay.
    expect(await tracesOf(person.email)).toEqual([])
    expect(await tracesOf(person.phone)).toEqual([])
    expect(await tracesOf(person.typed)).toEqual([])
    const after = (await (await staffSend('GET', `/personal-data/find?email=${encodeURIComponent(person.email)}&phone=${encodeURIComponent(person.phone)}`, cookie)).json()) as PersonalDataReport
    expect(Object.values(after).flat()).toEqual([])

    const audit = (await (await staffSend('GET', `/audit?action=personal_data.erase&staff=${encodeURIComponent(user.email)}`, cookie)).json()) as ListResponse<AuditEntry>
    expect(audit.rows).toHaveLength(1)
    expect(audit.rows[0]).toMatchObject({ staff: user.email, action: 'personal_data.erase', subject: expect.stringMatching(/^person:[0-9a-f]{32}$/) })
    expect(JSON.parse(audit.rows[0]!.before!)).toMatchObject({ accounts: 1, orders: 3, leads: 2, reviews: 1, subscriptions: 1 })
  }, 30_000)
})

describe('audit log (issue 41 "Audit log")', () => {
  it('reads back, newest first, what a moderator did, filtered by staff member, action family and day', async () => {
    const moderator = await signedIn('moderator')
    const admin = await signedIn('admin')
    const first = await queueReview('First review to approve')
    const second = await queueReview('Second review to reject')
    expect((await staffSend('POST', `/reviews/${first}/approve`, moderator.cookie)).status).toBe(200)
    expect((await staffSend('POST', `/reviews/${second}/reject`, moderator.cookie, { reason: 'Spam' })).status).toBe(200)
    const today = deskDayOf(Date.now())
    const query = `staff=${encodeURIComponent(moderator.user.email.toUpperCase())}&action=review&from=${today}&to=${today}`
    const log = (await (await staffSend('GET', `/audit?${query}`, admin.cookie)).json()) as ListResponse<AuditEntry>
    expect(log.meta.count).toBe(2)
    expect(log.rows.map((row) => [row.action, row.subject])).toEqual([
      ['review.reject', `review:${second}`],
      ['review.approve', `review:${first}`],
    ])
    expect(log.rows[1]).toMatchObject({ staff: moderator.user.email, staff_id: moderator.user.id, before: '{"moderated":0}', after: '{"moderated":1}' })
    const yesterday = deskDayOf(Date.now() - 24 * 60 * MINUTE)
    expect(((await (await staffSend('GET', `/audit?staff=${encodeURIComponent(moderator.user.email)}&to=${yesterday}`, admin.cookie)).json()) as ListResponse<AuditEntry>).meta.count).toBe(0)
  })

  it("names each row's subject as it is now: a content item's title, an order's number, a staff member's e-mail, a review's author and first words, and what is gone", async () => {
    const { cookie: admin } = await signedIn('admin')
    const actor = await createStaff(['manager'])
    const news = await env.DB.prepare("SELECT n.uuid, t.title FROM news n JOIN news_translations t ON t.news_uuid = n.uuid AND t.language = 'ru' LIMIT 1").first<{ uuid: string; title: string }>()
    const order = await env.DB.prepare('SELECT uuid, number FROM event_orders LIMIT 1').first<{ uuid: string; number: number }>()
    const gone = crypto.randomUUID()
    const words = 'Курс по переговорам дал мне больше, чем два года проб и ошибок: теперь я готовлюсь к каждой встрече'
    const review = await queueReview(words)
    const author = (await env.DB.prepare('SELECT client_name FROM reviews WHERE uuid = ?1').bind(review).first<{ client_name: string }>())!.client_name
    const at = Date.now()
    const rows: [AuditAction, string][] = [
      ['content.news.update', `news:${news!.uuid}`],
      ['order.paid_offline', `order:events:${order!.uuid}`],
      ['staff.roles_changed', `staff:${actor.user.id}`],
      ['content.news.delete', `news:${gone}`],
      ['review.approve', `review:${review}`],
      ['review.reject', `review:${gone}`],
    ]
    await env.DB.batch(rows.map(([action, subject], index) => auditStatement(env.DB, { userId: actor.user.id, action, subject }, at - index)))
    const log = (await (await staffSend('GET', `/audit?staff=${encodeURIComponent(actor.user.email)}`, admin)).json()) as ListResponse<AuditEntry>
    expect(log.rows.map((row) => [row.subject, row.subject_name, row.subject_exists])).toEqual([
      [`news:${news!.uuid}`, news!.title, true],
      [`order:events:${order!.uuid}`, `№ ${order!.number}`, true],
      [`staff:${actor.user.id}`, actor.user.email, true],
      [`news:${gone}`, null, false],
      // Its text without its markup, cut at 60 characters.
      [`review:${review}`, `${author}: «${words.slice(0, 60)}…»`, true],
      [`review:${gone}`, null, false],
    ])
  })

  it('names the staff members a row holds by id (a lead\'s assignee) in words: their name, else their e-mail; a gone account is left unnamed (desk QA)', async () => {
    const { cookie: admin } = await signedIn('admin')
    const actor = await createStaff(['manager'])
    const named = await createStaff(['manager'])
    const unnamed = await createStaff(['manager'])
    await env.DB.prepare("UPDATE client_users SET first_name = 'Айгуль', last_name = 'Менеджерова' WHERE id = ?1").bind(named.user.id).run()
    await env.DB.prepare("UPDATE client_users SET first_name = '', last_name = '' WHERE id = ?1").bind(unnamed.user.id).run()
    const gone = 987_654_321
    const lead = `lead:${crypto.randomUUID()}`
    const at = Date.now()
    await env.DB.batch([
      auditStatement(env.DB, { userId: actor.user.id, action: 'lead.assign', subject: lead, before: { assignee_id: named.user.id }, after: { assignee_id: unnamed.user.id } }, at),
      auditStatement(env.DB, { userId: actor.user.id, action: 'lead.assign', subject: lead, before: { assignee_id: gone }, after: { assignee_id: null } }, at - 1),
      auditStatement(env.DB, { userId: actor.user.id, action: 'lead.comment', subject: lead, after: { body: 'Перезвонить' } }, at - 2),
    ])
    const log = (await (await staffSend('GET', `/audit?staff=${encodeURIComponent(actor.user.email)}`, admin)).json()) as ListResponse<AuditEntry>
    expect(log.rows.map((row) => row.staff_names)).toEqual([{ [named.user.id]: 'Айгуль Менеджерова', [unnamed.user.id]: unnamed.user.email }, {}, {}])
  })

  it('names a lead, a payment, an option, a prop, an image, a file and a form as staff know them, with the page showing each, and reads the gone ones as deleted', async () => {
    const { cookie: admin } = await signedIn('admin')
    const actor = await createStaff(['manager'])
    const now = new Date().toISOString()
    const formTitle = async (slug: string) =>
      (await env.DB.prepare("SELECT t.title FROM forms f JOIN form_translations t ON t.form_id = f.id AND t.language = 'ru' WHERE f.slug = ?1").bind(slug).first<{ title: string }>())!.title
    const lead = async (form: string, fields: Record<string, unknown>) => {
      const uuid = crypto.randomUUID()
      await env.DB.prepare(
        `INSERT INTO leads (uuid, form_slug, field_values, language, consent_at, consent_document, created) VALUES (?1, ?2, ?3, 'ru', ?4, 'privacy', ?4)`,
      )
        .bind(uuid, form, JSON.stringify(fields), now)
        .run()
      return uuid
    }
    // A sender's name is text: markup in it comes back as typed, for the page to show as text.
    const named = await lead('trainer_consultation', { name: 'Айгуль <b>Б.</b>', phone: '+996555123456' })
    const nameless = await lead('footer', { phone: '+996555123457' })
    const order = (await env.DB.prepare('SELECT uuid, number FROM event_orders LIMIT 1').first<{ uuid: string; number: number }>())!
    const payment = crypto.randomUUID()
    await env.DB.prepare(
      `INSERT INTO payments (uuid, order_kind, order_uuid, payment_method, provider, live, amount, currency, status, return_url, return_fail_url, created, updated)
       VALUES (?1, 'events', ?2, 'CLICK', 'CLICK', 0, 1000, 'KGS', 'CANCELED', '/r', '/f', ?3, ?3)`,
    )
      .bind(payment, order.uuid, now)
      .run()
    const option = (await env.DB.prepare(
      `SELECT o.uuid, o.event_uuid AS item_uuid, ot.title, et.title AS item FROM event_options o
       JOIN event_option_translations ot ON ot.option_uuid = o.uuid AND ot.language = 'ru' JOIN event_translations et ON et.event_uuid = o.event_uuid AND et.language = 'ru' LIMIT 1`,
    ).first<{ uuid: string; item_uuid: string; title: string; item: string }>())!
    const bookOption = (await env.DB.prepare(
      `SELECT o.uuid, o.product_uuid AS item_uuid, ot.title, pt.title AS item FROM product_options o
       JOIN product_option_translations ot ON ot.option_uuid = o.uuid AND ot.language = 'ru' JOIN product_translations pt ON pt.product_uuid = o.product_uuid AND pt.language = 'ru' LIMIT 1`,
    ).first<{ uuid: string; item_uuid: string; title: string; item: string }>())!
    const prop = crypto.randomUUID()
    await env.DB.batch([
      env.DB.prepare('INSERT INTO product_props (uuid, product_uuid) VALUES (?1, ?2)').bind(prop, bookOption.item_uuid),
      env.DB.prepare("INSERT INTO product_prop_translations (prop_uuid, language, title, value) VALUES (?1, 'ru', 'Переплёт', 'Твёрдый')").bind(prop),
    ])
    const image = crypto.randomUUID()
    await env.DB.batch([
      env.DB.prepare('INSERT INTO images (uuid, original, width, height, uploaded_at) VALUES (?1, ?2, 1200, 800, ?3)').bind(image, `/media/images/${image}/original.jpg`, now),
      env.DB.prepare("INSERT INTO image_alts (image_uuid, language, alt) VALUES (?1, 'ru', 'Зал тренинга')").bind(image),
    ])
    const file = crypto.randomUUID()
    await env.DB.prepare(
      "INSERT INTO uploaded_files (uuid, url, name, content_type, bytes, purpose, uploaded_at) VALUES (?1, ?2, 'Реквизиты центра.pdf', 'application/pdf', 10, 'about', ?3)",
    )
      .bind(file, `/media/files/${file}.pdf`, now)
      .run()
    // The Worker tests share one D1: these rows leave whether the assertions below hold or not.
    onTestFinished(async () => {
      await env.DB.batch([
        env.DB.prepare('DELETE FROM leads WHERE uuid IN (?1, ?2)').bind(named, nameless),
        env.DB.prepare('DELETE FROM payments WHERE uuid = ?1').bind(payment),
        env.DB.prepare('DELETE FROM product_props WHERE uuid = ?1').bind(prop),
        env.DB.prepare('DELETE FROM images WHERE uuid = ?1').bind(image),
        env.DB.prepare('DELETE FROM uploaded_files WHERE uuid = ?1').bind(file),
      ])
    })
    const gone = crypto.randomUUID()
    const subjects = [
      `lead:${named}`,
      `lead:${nameless}`,
      `payment:${payment}`,
      `event_options:${option.uuid}`,
      `product_options:${bookOption.uuid}`,
      `product_props:${prop}`,
      `image:${image}`,
      `file:${file}`,
      'forms:trainer_consultation',
      `lead:${gone}`,
      `payment:${gone}`,
      `event_options:${gone}`,
      `image:${gone}`,
      `person:${'ab'.repeat(16)}`,
    ]
    const at = Date.now()
    await env.DB.batch(subjects.map((subject, index) => auditStatement(env.DB, { userId: actor.user.id, action: 'lead.comment', subject }, at - index)))
    const log = (await (await staffSend('GET', `/audit?staff=${encodeURIComponent(actor.user.email)}`, admin)).json()) as ListResponse<AuditEntry>
    expect(log.rows.map((row) => [row.subject, row.subject_name, row.subject_exists, row.subject_parent, row.subject_provider])).toEqual([
      // A lead's form as the inbox names it.
      [`lead:${named}`, 'Консультация тренера — Айгуль <b>Б.</b>', true, null, null],
      [`lead:${nameless}`, 'Форма внизу сайта', true, null, null],
      [`payment:${payment}`, `№ ${order.number}`, true, `order:events:${order.uuid}`, 'CLICK'],
      [`event_options:${option.uuid}`, `${option.item} — ${option.title}`, true, `events:${option.item_uuid}`, null],
      [`product_options:${bookOption.uuid}`, `${bookOption.item} — ${bookOption.title}`, true, `products:${bookOption.item_uuid}`, null],
      [`product_props:${prop}`, 'Переплёт', true, `products:${bookOption.item_uuid}`, null],
      [`image:${image}`, 'Зал тренинга · 1200×800', true, null, null],
      [`file:${file}`, 'Реквизиты центра.pdf', true, null, null],
      ['forms:trainer_consultation', await formTitle('trainer_consultation'), true, null, null],
      [`lead:${gone}`, null, false, null, null],
      [`payment:${gone}`, null, false, null, null],
      [`event_options:${gone}`, null, false, null, null],
      [`image:${gone}`, null, false, null, null],
      // Known by a hash only: never named.
      [`person:${'ab'.repeat(16)}`, null, true, null, null],
    ])
  })

  it('no endpoint changes the log: the contract only reads it', () => {
    const audit = Object.values(STAFF_ENDPOINTS).filter((endpoint) => endpoint.path.startsWith('/audit'))
    expect(audit.map((endpoint) => endpoint.method)).toEqual(['GET'])
  })

  it('every filter of the log and the list reads an index', async () => {
    const filters = ['', 'WHERE user_id = 1', "WHERE action >= 'review' AND action < 'review\uDBFF\uDFFF'", 'WHERE at >= 0 AND at < 1']
    for (const where of filters) {
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN SELECT id FROM staff_audit ${where} ORDER BY at DESC, id DESC LIMIT 50`).all<{ detail: string }>()
      const details = plan.results.map((row) => row.detail)
      expect(details.filter((detail) => detail.startsWith('SCAN staff_audit') && !detail.includes(' USING ')), details.join('; ')).toEqual([])
    }
  })
})
