/**
 * Payments that need a person (issue 41): REFUND_PENDING and NEEDS_STAFF attempts are listed with what the refund
 * call answered; 40 managers marking the same one done at once record one mark, with who and why.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { listPaymentFollowups, markFollowupDone } from '../../worker/db/payment-followups'
import { createUser } from './accounts-fixtures'
import { createOrder, ensureOrderEvents } from './event-orders-fixtures'

beforeAll(ensureOrderEvents)

/** An attempt of a new order in `status`, with the refund record the refund flow writes beside it. */
async function attempt(status: 'REFUND_PENDING' | 'NEEDS_STAFF'): Promise<string> {
  const order = await createOrder()
  const uuid = crypto.randomUUID()
  const now = new Date().toISOString()
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO payments (uuid, order_kind, order_uuid, payment_method, provider, live, amount, currency, status, provider_payment_id,
         return_url, return_fail_url, created, updated) VALUES (?1, 'events', ?2, 'CLICK', 'CLICK', 0, 1000, 'UZS', ?3, ?4, '/r', '/f', ?5, ?5)`,
    ).bind(uuid, order.uuid, status, `click-${uuid}`, now),
    env.DB.prepare(
      `INSERT INTO payment_refunds (payment_uuid, reason, staff_note, created, updated) VALUES (?1, 'order_paid', ?2, ?3, ?3)`,
    ).bind(uuid, status === 'NEEDS_STAFF' ? 'Click has no refund call: return it in the merchant cabinet' : null, now),
  ])
  return uuid
}

describe('payments that need a person (issue 41)', () => {
  it('lists REFUND_PENDING and NEEDS_STAFF attempts with the refund call answer, until marked done', async () => {
    const staff = await createUser()
    const pending = await attempt('REFUND_PENDING')
    const flagged = await attempt('NEEDS_STAFF')
    const open = await listPaymentFollowups(env.DB, { done: false })
    expect(open.find((followup) => followup.payment_uuid === pending)).toMatchObject({ reason: 'refund_pending', provider: 'CLICK', done_at: null })
    expect(open.find((followup) => followup.payment_uuid === flagged)).toMatchObject({
      reason: 'needs_staff',
      staff_note: 'Click has no refund call: return it in the merchant cabinet',
    })
    expect(await markFollowupDone(env.DB, flagged, 'needs_staff', { staffId: staff.id, comment: 'Вернули в кабинете Click', at: new Date().toISOString() })).toBe(true)
    expect((await listPaymentFollowups(env.DB, { done: false })).some((followup) => followup.payment_uuid === flagged)).toBe(false)
    expect((await listPaymentFollowups(env.DB, { done: true })).find((followup) => followup.payment_uuid === flagged)).toMatchObject({
      done_by: staff.id,
      comment: 'Вернули в кабинете Click',
    })
  })

  it('40 managers marking the same payment done at once: one mark, the first one kept', async () => {
    const staff = await createUser()
    const flagged = await attempt('NEEDS_STAFF')
    const at = new Date().toISOString()
    const marks = await Promise.all(
      Array.from({ length: 40 }, (_, index) => markFollowupDone(env.DB, flagged, 'needs_staff', { staffId: staff.id, comment: `mark ${index}`, at })),
    )
    expect(marks.filter(Boolean)).toHaveLength(1)
    const done = (await listPaymentFollowups(env.DB, { done: true })).filter((followup) => followup.payment_uuid === flagged)
    expect(done).toHaveLength(1)
    expect(done[0]!.comment).toBe(`mark ${marks.indexOf(true)}`)
  })

  it('refuses to mark what is not listed: an attempt in another state, or a reversal never reported', async () => {
    const staff = await createUser()
    const pending = await attempt('REFUND_PENDING')
    const mark = { staffId: staff.id, comment: 'x', at: new Date().toISOString() }
    expect(await markFollowupDone(env.DB, pending, 'needs_staff', mark)).toBe(false)
    expect(await markFollowupDone(env.DB, pending, 'reversed_after_paid', mark)).toBe(false)
    expect(await markFollowupDone(env.DB, crypto.randomUUID(), 'refund_pending', mark)).toBe(false)
  })
})
