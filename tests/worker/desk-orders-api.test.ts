/**
 * The desk's orders and payments needing a person through the staff API (issue 41 "Orders", "Payments needing a
 * person"): roles, input errors, the CSV export, "paid offline" behind a recent second factor and under 40 requests.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ListResponse } from '../../src/model/api'
import { deskDayOf } from '../../src/model/desk-days'
import type { DeskOrder, DeskOrderDetail, PaymentFollowup } from '../../src/model/desk-orders'
import { STAFF_SESSION_TIMEOUTS } from '../../src/model/staff'
import { auditOf } from '../../worker/db/staff-audit'
import { createUser, sessionFor } from './accounts-fixtures'
import { createOrder, ensureOrderEvents, ORDER_OPTIONS } from './event-orders-fixtures'
import { createStaff, staffCookieFor, staffSend } from './staff-fixtures'

beforeAll(ensureOrderEvents)

async function manager(roles: ('manager' | 'admin')[] = ['manager'], secondFactorAt = Date.now()): Promise<{ cookie: string; id: number }> {
  const { user } = await createStaff(roles)
  return { cookie: await staffCookieFor(user.id, 'signed_in', secondFactorAt), id: user.id }
}

const json = async <T>(response: Response) => (await response.json()) as T

/** A NEEDS_STAFF attempt of a new order, as the refund flow leaves a Click charge it cannot return. */
async function needsStaff(): Promise<string> {
  const order = await createOrder()
  const uuid = crypto.randomUUID()
  const now = new Date().toISOString()
  await env.DB.prepare(
    `INSERT INTO payments (uuid, order_kind, order_uuid, payment_method, provider, live, amount, currency, status, provider_payment_id,
       return_url, return_fail_url, created, updated) VALUES (?1, 'events', ?2, 'CLICK', 'CLICK', 0, 1000, 'UZS', 'NEEDS_STAFF', ?3, '/r', '/f', ?4, ?4)`,
  )
    .bind(uuid, order.uuid, `click-${uuid}`, now)
    .run()
  return uuid
}

describe('desk orders API: roles and input (issue 41, BE-20)', () => {
  it('anonymous visitors, customers, a moderator and staff before the second factor get 404 on every orders and payments endpoint', async () => {
    const order = await createOrder()
    const moderator = await createStaff(['moderator'])
    const pending = await createStaff(['manager'])
    const paths: [string, string][] = [
      ['GET', '/orders'],
      ['GET', '/orders.csv'],
      ['GET', `/orders/events/${order.uuid}`],
      ['POST', `/orders/events/${order.uuid}/paid-offline`],
      ['GET', '/payment-followups'],
      ['POST', `/payment-followups/${crypto.randomUUID()}/done`],
    ]
    const cookies = [
      '',
      await sessionFor((await createUser({ password: null })).id),
      await staffCookieFor(moderator.user.id),
      await staffCookieFor(pending.user.id, 'password'),
    ]
    for (const cookie of cookies) {
      for (const [method, path] of paths) {
        const response = await staffSend(method, path, cookie, method === 'POST' ? { reason: 'x' } : undefined)
        expect(response.status, `${method} ${path} with ${cookie.slice(0, 14)}`).toBe(404)
        expect(await json<{ code: string }>(response)).toMatchObject({ code: 'not_found' })
      }
    }
  })

  it('bad filters, an unknown kind and an empty reason or comment are 400 with field errors (or 404), never 500', async () => {
    const { cookie } = await manager()
    const order = await createOrder()
    const badList = await staffSend('GET', '/orders?kind=books&paid=maybe&from=yesterday&limit=1000', cookie)
    expect(badList.status).toBe(400)
    expect(Object.keys((await json<{ fields: Record<string, string[]> }>(badList)).fields).sort()).toEqual(['from', 'kind', 'limit', 'paid'])
    expect((await staffSend('GET', '/orders.csv?provider=NOPE', cookie)).status).toBe(400)
    const badLanguage = await staffSend('GET', '/orders.csv?language=de', cookie)
    expect(badLanguage.status).toBe(400)
    expect(Object.keys((await json<{ fields: Record<string, string[]> }>(badLanguage)).fields)).toEqual(['language'])
    expect((await staffSend('GET', `/orders/books/${order.uuid}`, cookie)).status).toBe(404)
    const blank = await staffSend('POST', `/orders/events/${order.uuid}/paid-offline`, cookie, { reason: '   ' })
    expect(blank.status).toBe(400)
    expect(await json(blank)).toMatchObject({ code: 'invalid_input', fields: { reason: ['forms.errors.required'] } })
    expect((await staffSend('POST', `/orders/events/${order.uuid}/paid-offline`, cookie, { reason: 'cash', extra: 1 })).status).toBe(400)
    const flagged = await needsStaff()
    const noComment = await staffSend('POST', `/payment-followups/${flagged}/done`, cookie, { reason: 'needs_staff', comment: ' ' })
    expect(await json(noComment)).toMatchObject({ code: 'invalid_input', fields: { comment: ['forms.errors.required'] } })
    expect((await staffSend('POST', `/payment-followups/${flagged}/done`, cookie, { reason: 'lost', comment: 'x' })).status).toBe(400)
  })
})

describe('desk orders API: list, detail, CSV (issue 41 "Orders")', () => {
  it('lists and filters orders on the server, reads one with its attempts, and exports the filter as CSV', async () => {
    const { cookie } = await manager()
    const email = `desk-${crypto.randomUUID()}@example.kg`
    const order = await createOrder({ client_email: email, client_name: '=HYPERLINK("http://evil.example","click")' })
    const list = await json<ListResponse<DeskOrder>>(await staffSend('GET', `/orders?q=${encodeURIComponent(email)}&paid=false&kind=events`, cookie))
    expect(list.meta).toEqual({ skip: 0, limit: 20, count: 1 })
    expect(list.rows[0]).toMatchObject({ uuid: order.uuid, number: order.number, is_paid: false })
    const detail = await json<DeskOrderDetail>(await staffSend('GET', `/orders/events/${order.uuid}`, cookie))
    expect(detail).toMatchObject({ order: { uuid: order.uuid }, payments: [], notifications: [] })

    const csv = await staffSend('GET', `/orders.csv?q=${encodeURIComponent(email)}`, cookie)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('Content-Disposition')).toBe(`attachment; filename="orders-${deskDayOf(Date.now())}.csv"`)
    expect(csv.headers.get('Cache-Control')).toBe('no-store')
    const bytes = new Uint8Array(await csv.arrayBuffer())
    // The byte-order mark (which Response.text() would drop) tells Excel the file is UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    const [header, row, end] = text.replace(/^\uFEFF/, '').split('\r\n')
    expect(header).toBe('Номер заказа,Что куплено,Создан (МСК),Покупка,Вариант,Покупатель,E-mail,Телефон,Город,Страна,Сумма,Валюта,Оплата,Оплачен (МСК)')
    // CSV formula injection: the buyer's "=HYPERLINK(…)" stays text.
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
    expect(end).toBe('')
  })
})

describe('the orders CSV as the desk reads it (issue 41, OQ-21)', () => {
  /** An unpaid order created at 22:30 UTC, and one paid at 21:00 UTC; the CSV of both in `language`. */
  async function exported(language: string): Promise<{ rows: string[][]; unpaid: number; paid: number }> {
    const { cookie } = await manager()
    const email = `desk-csv-${crypto.randomUUID()}@example.kg`
    const unpaid = await createOrder({ client_email: email })
    const paid = await createOrder({ client_email: email, event_option_id: ORDER_OPTIONS.second.uuid })
    await env.DB.prepare("UPDATE event_orders SET created = '2026-01-12T22:30:00.000Z' WHERE uuid = ?1").bind(unpaid.uuid).run()
    expect((await staffSend('POST', `/orders/events/${paid.uuid}/paid-offline`, cookie, { reason: 'Наличные' })).status).toBe(200)
    await env.DB.prepare("UPDATE event_orders SET created = '2026-01-12T20:00:00.000Z', paid_at = '2026-01-12T21:00:00.000Z' WHERE uuid = ?1").bind(paid.uuid).run()
    const response = await staffSend('GET', `/orders.csv?q=${encodeURIComponent(email)}&language=${language}`, cookie)
    expect(response.status, await response.clone().text()).toBe(200)
    const lines = (await response.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    return { rows: lines.map((line) => line.split(',')), unpaid: unpaid.number, paid: paid.number }
  }

  it('writes headers, kinds and paid states in the words of the page, times in Moscow time, the option by its title (ru)', async () => {
    const { rows, unpaid, paid } = await exported('ru')
    expect(rows[0]).toEqual(['Номер заказа', 'Что куплено', 'Создан (МСК)', 'Покупка', 'Вариант', 'Покупатель', 'E-mail', 'Телефон', 'Город', 'Страна', 'Сумма', 'Валюта', 'Оплата', 'Оплачен (МСК)'])
    const first = rows.find((row) => row[0] === String(unpaid))!
    const second = rows.find((row) => row[0] === String(paid))!
    // 22:30 UTC is the next day's 01:30 in Moscow.
    expect(first.slice(1, 5)).toEqual(['Мероприятие', '2026-01-13 01:30', 'Тренинг test-order-options', ORDER_OPTIONS.first.title])
    expect(first.slice(10)).toEqual(['7000.00', 'RUB', 'Не оплачен', ''])
    expect(second.slice(2, 5)).toEqual(['2026-01-12 23:00', 'Тренинг test-order-options', ORDER_OPTIONS.second.title])
    expect(second.slice(12)).toEqual(['Оплачен', '2026-01-13 00:00'])
    expect(rows.flat().join(',')).not.toContain(ORDER_OPTIONS.first.uuid)
  })

  it('writes its headers and words in English and in Kyrgyz when the page is', async () => {
    const en = await exported('en')
    expect(en.rows[0]).toEqual(['Order number', 'What was bought', 'Created (MSK)', 'Item', 'Option', 'Buyer', 'E-mail', 'Phone', 'City', 'Country', 'Amount', 'Currency', 'Payment', 'Paid at (MSK)'])
    const row = en.rows.find((cells) => cells[0] === String(en.paid))!
    expect([row[1], row[2], row[12], row[13]]).toEqual(['Event', '2026-01-12 23:00', 'Paid', '2026-01-13 00:00'])
    const ky = await exported('ky')
    expect(ky.rows[0]!.slice(0, 3)).toEqual(['Буйрутманын номери', 'Эмне сатылып алынды', 'Түзүлдү (МСК)'])
    expect(ky.rows.find((cells) => cells[0] === String(ky.unpaid))!.slice(1, 2)).toEqual(['Иш-чара'])
  })
})

describe('paid offline (issue 41 "Orders": who and why, a sensitive action)', () => {
  it('wants a second factor passed within minutes: 403 second_factor_required, then it pays the order once, audited', async () => {
    const stale = Date.now() - STAFF_SESSION_TIMEOUTS.recentSecondFactorMs - 1000
    const { user } = await createStaff(['manager'])
    const order = await createOrder()
    const path = `/orders/events/${order.uuid}/paid-offline`
    const refused = await staffSend('POST', path, await staffCookieFor(user.id, 'signed_in', stale), { reason: 'Наличные в офисе' })
    expect(refused.status).toBe(403)
    expect(await json(refused)).toMatchObject({ code: 'second_factor_required' })
    expect(await auditOf(env.DB, `order:events:${order.uuid}`)).toEqual([])

    const cookie = await staffCookieFor(user.id)
    const paid = await staffSend('POST', path, cookie, { reason: 'Наличные в офисе' })
    expect(paid.status, await paid.clone().text()).toBe(200)
    const detail = await json<DeskOrderDetail>(await staffSend('GET', `/orders/events/${order.uuid}`, cookie))
    expect(detail.order.is_paid).toBe(true)
    expect(detail.payments).toMatchObject([{ provider: 'OFFLINE', status: 'SUCCEEDED' }])
    const [audit] = await auditOf(env.DB, `order:events:${order.uuid}`)
    expect(audit).toMatchObject({ user_id: user.id, action: 'order.paid_offline' })
    expect(JSON.parse(audit!.after!)).toMatchObject({ is_paid: true, reason: 'Наличные в офисе' })
    const again = await staffSend('POST', path, cookie, { reason: 'twice' })
    expect(again.status).toBe(409)
  })

  it('40 managers marking one order paid offline at once: one change, one audit row, one confirmation mail, 409 to the rest', async () => {
    const managers = await Promise.all(Array.from({ length: 4 }, () => manager()))
    const order = await createOrder({ client_email: `offline-${crypto.randomUUID()}@example.kg` })
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        const response = await staffSend('POST', `/orders/events/${order.uuid}/paid-offline`, managers[index % 4]!.cookie, { reason: `receipt ${index}` })
        await response.arrayBuffer()
        return response.status
      }),
    )
    expect(answers.filter((status) => status === 200)).toHaveLength(1)
    expect(answers.filter((status) => status === 409)).toHaveLength(39)
    expect(await auditOf(env.DB, `order:events:${order.uuid}`)).toHaveLength(1)
    const payments = await env.DB.prepare("SELECT status FROM payments WHERE order_uuid = ?1 AND provider = 'OFFLINE'").bind(order.uuid).all()
    expect(payments.results).toEqual([{ status: 'SUCCEEDED' }])
    const mails = await env.DB.prepare('SELECT kind FROM outbox WHERE cause = ?1 ORDER BY kind').bind(order.uuid).all<{ kind: string }>()
    expect(mails.results.filter((mail) => mail.kind.startsWith('order_paid'))).toHaveLength(2)
    // 40 requests, each through sign-in checks, the second factor and a payoff: seconds on a busy 2-core machine.
  }, 30_000)
})

describe('payments needing a person through the API (issue 41)', () => {
  it('lists a NEEDS_STAFF attempt, marks it done with a comment (audited, once), then shows it among the done ones', async () => {
    const { cookie, id } = await manager()
    const flagged = await needsStaff()
    const open = await json<ListResponse<PaymentFollowup>>(await staffSend('GET', '/payment-followups', cookie))
    expect(open.rows.find((row) => row.payment_uuid === flagged)).toMatchObject({ reason: 'needs_staff', provider: 'CLICK' })
    const marks = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const response = await staffSend('POST', `/payment-followups/${flagged}/done`, cookie, { reason: 'needs_staff', comment: 'Вернули в кабинете Click' })
        await response.arrayBuffer()
        return response.status
      }),
    )
    expect(marks.filter((status) => status === 200)).toHaveLength(1)
    expect(marks.filter((status) => status === 409)).toHaveLength(39)
    const audit = await auditOf(env.DB, `payment:${flagged}`)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ user_id: id, action: 'payment.followup_done' })
    const done = await json<ListResponse<PaymentFollowup>>(await staffSend('GET', '/payment-followups?done=true', cookie))
    expect(done.rows.find((row) => row.payment_uuid === flagged)).toMatchObject({ done_by: id, comment: 'Вернули в кабинете Click' })
  })
})
