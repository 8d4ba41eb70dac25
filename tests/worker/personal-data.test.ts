/**
 * The desk's personal-data tools (BE-34, issue 41 "Personal data"): everything stored about one e-mail or phone is
 * found, and erasing it leaves no trace of the person anywhere in D1 but the money records, which keep the order.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { ERASED_NAME, erasePersonalData, findPersonalData, isEmptyReport } from '../../worker/db/personal-data'
import { createUser } from './accounts-fixtures'
import { createOrder, ensureOrderEvents, postJson } from './event-orders-fixtures'
import { BUYER, COURSE_FAMILY, createItemOrder, ensureOrderItems, PRODUCT_FAMILY, validBody } from './item-orders-fixtures'
import { postLead, PROGRAM_LEAD } from './lead-fixtures'
import { PLAIN_REVIEW } from './review-fixtures'
import { newSender } from './sender-fixtures'

beforeAll(async () => {
  await ensureOrderEvents()
  await ensureOrderItems()
})

/** A person no other test knows: their address, their phone (typed as a visitor types it, and in E.164). */
function newPerson() {
  const digits = String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0')
  return { email: `person-${crypto.randomUUID()}@example.kg`, typed: `+996 700 ${digits.slice(0, 3)} ${digits.slice(3)}`, phone: `+996700${digits}` }
}

/** Leaves the person's traces through the public API as a visitor would: orders of every kind, a lead, a review, a subscription. */
async function visitor(person: ReturnType<typeof newPerson>) {
  const sender = { 'cf-connecting-ip': newSender() }
  const user = await createUser({ email: person.email })
  await env.DB.prepare('UPDATE client_users SET phone = ?1 WHERE id = ?2').bind(person.phone, user.id).run()
  const eventOrder = await createOrder({ client_email: person.email, client_phone: person.typed })
  const buyer = { ...BUYER, client_email: person.email, client_phone: person.typed }
  const productOrder = await createItemOrder(PRODUCT_FAMILY, { ...validBody(PRODUCT_FAMILY), ...buyer })
  const courseOrder = await createItemOrder(COURSE_FAMILY, { ...validBody(COURSE_FAMILY), ...buyer })
  const lead = await postLead('get_program', { ...PROGRAM_LEAD, phone: person.typed }, sender)
  expect(lead.status, await lead.clone().text()).toBe(201)
  const review = await postJson('reviews?language=ru', { ...PLAIN_REVIEW, client_phone: person.typed }, sender)
  expect(review.status, await review.clone().text()).toBe(201)
  const subscription = await postJson('subscriptions?language=ru', { email: person.email }, sender)
  expect(subscription.status, await subscription.clone().text()).toBeLessThan(300)
  return { user, orders: [eventOrder, productOrder, courseOrder] }
}

/** Every text cell of every table of D1 that holds `needle` (the whole database, not a list of known tables). */
async function tracesOf(needle: string): Promise<string[]> {
  const tables = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'`,
  ).all<{ name: string }>()
  const traces: string[] = []
  for (const { name } of tables.results) {
    const columns = (await env.DB.prepare(`SELECT name FROM pragma_table_info(?1)`).bind(name).all<{ name: string }>()).results
    const holds = (column: string) => `instr(lower(CAST("${column}" AS TEXT)), lower(?1)) > 0`
    const hits = await env.DB.prepare(`SELECT ${columns.map((column) => `max(${holds(column.name)})`).join(', ')} FROM "${name}"`)
      .bind(needle)
      .raw<number[]>()
    columns.forEach((column, index) => {
      if (hits[0]?.[index]) traces.push(`${name}.${column.name}`)
    })
  }
  return traces
}

describe('personal data of one person (BE-34, issue 41)', () => {
  it('finds the account, the orders of every kind, the lead, the review, the subscription and the mails, by e-mail and by phone', async () => {
    const person = newPerson()
    const { user } = await visitor(person)
    const byEmail = await findPersonalData(env.DB, { email: person.email.toUpperCase() })
    expect(byEmail.accounts.map((account) => account.id)).toEqual([user.id])
    expect(byEmail.accounts[0]).not.toHaveProperty('password_hash')
    expect(byEmail.orders.map((order) => order.kind).sort()).toEqual(['course', 'event', 'product'])
    expect(byEmail.subscriptions).toHaveLength(1)
    // The subscription's confirmation, and the managers' mails about the orders once they are paid.
    expect(byEmail.mails.length).toBeGreaterThanOrEqual(1)

    const byPhone = await findPersonalData(env.DB, { phone: person.phone })
    expect(byPhone.leads).toHaveLength(1)
    expect(byPhone.leads[0]!.field_values).toMatchObject({ phone: person.phone })
    expect(byPhone.reviews).toHaveLength(1)
    expect(byPhone.orders).toHaveLength(3)
    // The managers' mail about the lead is found through the lead.
    expect(byPhone.mails.some((mail) => mail.kind === 'lead')).toBe(true)
  })

  it('erasing leaves no trace of the e-mail or phone outside the orders, which keep number, item and amounts without the person', async () => {
    const person = newPerson()
    const { orders } = await visitor(person)
    const before = await findPersonalData(env.DB, person)
    expect(await tracesOf(person.email)).not.toEqual([])

    const erased = await erasePersonalData(env.DB, person)
    expect(erased).toMatchObject({ accounts: 1, orders: 3, leads: 1, reviews: 1, subscriptions: 1 })
    expect(erased.mails).toBe(before.mails.length)
    expect(await tracesOf(person.email)).toEqual([])
    expect(await tracesOf(person.phone)).toEqual([])
    expect(isEmptyReport(await findPersonalData(env.DB, person))).toBe(true)

    const kept = await env.DB.prepare(`SELECT number, price_amount, client_name, client_phone, client_email, city FROM event_orders WHERE uuid = ?1`)
      .bind(orders[0]!.uuid)
      .first()
    expect(kept).toMatchObject({ client_name: ERASED_NAME, client_phone: '', client_email: '', city: null })
    expect(kept!.number).toEqual(expect.any(Number))
    expect(kept!.price_amount).toEqual(expect.any(Number))
  }, 30_000)

  it('touches nobody else: another person with another address and phone keeps everything', async () => {
    const [erasedPerson, other] = [newPerson(), newPerson()]
    await visitor(erasedPerson)
    await visitor(other)
    // What the person has, but not whether a mail has left meanwhile (the outbox delivers in the background).
    const stored = async () => {
      const report = await findPersonalData(env.DB, other)
      return { ...report, mails: report.mails.map(({ status: _status, sent_at: _sent, ...mail }) => mail) }
    }
    const before = await stored()
    await erasePersonalData(env.DB, erasedPerson)
    expect(await stored()).toEqual(before)
  })
})
