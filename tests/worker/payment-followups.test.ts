/**
 * Payments that need a person (issue 41): REFUND_PENDING and NEEDS_STAFF attempts are listed with what the refund
 * call answered; 40 managers marking the same one done at once record one mark, with who and why.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ListResponse } from '../../src/model/api'
import { listPaymentFollowups, markFollowupDone } from '../../worker/db/payment-followups'
import { createUser } from './accounts-fixtures'
import { createOrder, ensureOrderEvents } from './event-orders-fixtures'
import { createStaff, staffCookieFor, staffSend } from './staff-fixtures'

beforeAll(ensureOrderEvents)

/** An attempt of a new order in `status`, with the refund record the refund flow writes beside it. */
async function attempt(status: 'REFUND_PENDING' | 'NEEDS_STAFF', now = new Date().toISOString()): Promise<string> {
  const order = await createOrder()
  const uuid = crypto.randomUUID()
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
    const open = (await listPaymentFollowups(env.DB, { done: false })).rows
    expect(open.find((followup) => followup.payment_uuid === pending)).toMatchObject({ reason: 'refund_pending', provider: 'CLICK', done_at: null })
    expect(open.find((followup) => followup.payment_uuid === flagged)).toMatchObject({
      reason: 'needs_staff',
      staff_note: 'Click has no refund call: return it in the merchant cabinet',
    })
    expect(await markFollowupDone(env.DB, flagged, 'needs_staff', { staffId: staff.id, comment: 'Вернули в кабинете Click', at: new Date().toISOString() })).toBe(true)
    expect((await listPaymentFollowups(env.DB, { done: false })).rows.some((followup) => followup.payment_uuid === flagged)).toBe(false)
    expect((await listPaymentFollowups(env.DB, { done: true })).rows.find((followup) => followup.payment_uuid === flagged)).toMatchObject({
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
    const done = (await listPaymentFollowups(env.DB, { done: true })).rows.filter((followup) => followup.payment_uuid === flagged)
    expect(done).toHaveLength(1)
    expect(done[0]!.comment).toBe(`mark ${marks.indexOf(true)}`)
  })

  it('pages on the server, newest first, each page with the count of the whole list', async () => {
    // Reported in the far future: the newest of the list, whatever other tests add.
    const year = 2100 + Math.floor(Math.random() * 7000)
    const newest = [
      await attempt('NEEDS_STAFF', `${year}-01-03T00:00:00.000Z`),
      await attempt('REFUND_PENDING', `${year}-01-02T00:00:00.000Z`),
      await attempt('NEEDS_STAFF', `${year}-01-01T00:00:00.000Z`),
    ]
    const first = await listPaymentFollowups(env.DB, { done: false }, { skip: 0, limit: 2 })
    const second = await listPaymentFollowups(env.DB, { done: false }, { skip: 2, limit: 2 })
    expect(first.rows.map((followup) => followup.payment_uuid)).toEqual(newest.slice(0, 2))
    expect(second.rows[0]!.payment_uuid).toBe(newest[2])
    expect(first.count).toBeGreaterThanOrEqual(3)
    expect(second.count).toBe(first.count)
  })

  it('the staff endpoint answers a page with its meta; a page too long or a bad skip is a 400 with the field', async () => {
    const { user } = await createStaff(['manager'])
    const cookie = await staffCookieFor(user.id)
    const answer = await staffSend('GET', '/payment-followups?limit=1&skip=1', cookie)
    expect(answer.status).toBe(200)
    const page = (await answer.json()) as ListResponse<unknown>
    expect(page.rows.length).toBeLessThanOrEqual(1)
    expect(page.meta).toMatchObject({ skip: 1, limit: 1 })
    expect((await (await staffSend('GET', '/payment-followups', cookie)).json()) as ListResponse<unknown>).toMatchObject({ meta: { skip: 0, limit: 20 } })
    for (const query of ['limit=101', 'skip=-1', 'skip=x']) {
      const refused = await staffSend('GET', `/payment-followups?${query}`, cookie)
      expect(refused.status, query).toBe(400)
      expect(Object.keys(((await refused.json()) as { fields: Record<string, string[]> }).fields), query).toEqual([query.split('=')[0]])
    }
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
