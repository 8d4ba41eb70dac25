/**
 * The desk's personal-data tools (BE-34, issue 41 "Personal data"): everything stored about one e-mail or phone is
 * found, and erasing it leaves no trace of the person anywhere in D1 but the money records, which keep the order.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { ERASED_NAME, erasePersonalData, findPersonalData, isEmptyReport } from '../../worker/db/personal-data'
import { ensureOrderEvents } from './event-orders-fixtures'
import { ensureOrderItems } from './item-orders-fixtures'
import { newPerson, tracesOf, visitor } from './personal-data-fixtures'

beforeAll(async () => {
  await ensureOrderEvents()
  await ensureOrderItems()
})

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
