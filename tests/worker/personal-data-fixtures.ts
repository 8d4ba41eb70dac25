/** A person's traces left through the public API, and a search of the whole D1 for them (BE-34, issue 41). */
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { createUser } from './accounts-fixtures'
import { createOrder, postJson } from './event-orders-fixtures'
import { BUYER, COURSE_FAMILY, createItemOrder, PRODUCT_FAMILY, validBody } from './item-orders-fixtures'
import { postLead, PROGRAM_LEAD } from './lead-fixtures'
import { PLAIN_REVIEW } from './review-fixtures'
import { newSender } from './sender-fixtures'

/** A person no other test knows: their address, their phone (typed as a visitor types it, and in E.164). */
export function newPerson() {
  const digits = String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0')
  return { email: `person-${crypto.randomUUID()}@example.kg`, typed: `+996 700 ${digits.slice(0, 3)} ${digits.slice(3)}`, phone: `+996700${digits}` }
}

/** Leaves the person's traces through the public API as a visitor would: orders of every kind, a lead, a review, a subscription. */
export async function visitor(person: ReturnType<typeof newPerson>) {
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
export async function tracesOf(needle: string): Promise<string[]> {
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
