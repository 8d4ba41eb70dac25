/**
 * Concurrency and payment of orders of every kind (issues 5, 27; BE-11, BE-13, BE-15, BE-27, COURSES-11): 200 orders
 * created at once are stored with distinct access codes and numbers; 40 from one sender in flight at once pass the
 * limit exactly; 20 copies of the same payment notification at once pay the order once and queue its mails once
 * (the buyer's confirmation in the order's language, the managers' notice); a course records 12 months of access.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '../../src/model/format-money'
import type { Currency } from '../../src/model/currencies'
import { ONLINE_COURSE_ACCESS_MONTHS, type EventOrderCreated, type OrderEntity } from '../../src/model/entities/orders'
import type { Language } from '../../src/model/languages'
import { accessEnd } from '../../src/model/order-rules'
import type { PaymentPageType } from '../../src/model/payment-page-types'
import { RATE_LIMITS } from '../../worker/lib/sender-limits'
import type { OutboxRow } from '../../worker/db/outbox'
import { mailDate } from '../../worker/mail/order-paid-mails'
import { MAIL_TEXTS } from '../../worker/mail/texts'
import { answerOf, ensureOrderEvents, ORDER_EVENTS, ORDER_OPTIONS, paidWithDuplicateNotifications, postJson, VALID_ORDER } from './event-orders-fixtures'
import { apiJson } from './helpers'
import { ensureOrderItems, ITEM_FAMILIES, validBody, type OrderFamily } from './item-orders-fixtures'
import { expectRateLimited, inFlight, newSender } from './sender-fixtures'

beforeAll(async () => {
  await ensureOrderEvents()
  await ensureOrderItems()
})

/** One kind as these cases buy it: its paths and table, a valid body, and what its mails must name. */
interface OrderCase {
  type: PaymentPageType
  orders: string
  payments: string
  table: string
  body: Record<string, unknown>
  /** An order body needing no option (many orders of one item). */
  plainBody: Record<string, unknown>
  titles: { ru: string; en: string }
  option: string
  /** The order's language and the currency it is paid in. */
  language: Language
  payCurrency: Currency
}

const EVENT_CASE: OrderCase = {
  type: 'events',
  orders: 'event-orders',
  payments: 'event-orders-payments',
  table: 'event_orders',
  body: { ...VALID_ORDER },
  plainBody: { ...VALID_ORDER, event_id: ORDER_EVENTS.plain.uuid, event_option_id: null },
  titles: { ru: `Тренинг ${ORDER_EVENTS.withOptions.slug}`, en: `Training ${ORDER_EVENTS.withOptions.slug}` },
  option: ORDER_OPTIONS.first.title,
  language: 'en',
  payCurrency: 'RUB',
}

const itemCase = (family: OrderFamily, language: Language, payCurrency: Currency): OrderCase => ({
  type: family.kind,
  orders: family.orders,
  payments: family.payments,
  table: family.table,
  body: validBody(family),
  plainBody: { ...validBody(family), ...family.line(family.items.implied.uuid, null) },
  titles: family.items.withOptions.titles,
  option: family.options.first.title,
  language,
  payCurrency,
})

const [PRODUCTS, COURSES] = ITEM_FAMILIES
const CASES: OrderCase[] = [EVENT_CASE, itemCase(PRODUCTS, 'ru', 'RUB'), itemCase(COURSES, 'ky', 'KGS')]

async function orderCount(table: string): Promise<number> {
  return (await env.DB.prepare(`SELECT count(*) AS count FROM ${table}`).first<{ count: number }>())!.count
}

describe.each(CASES)('$orders at once (BE-11, BE-27)', (kind) => {
  it('200 orders at once: all stored, distinct access codes, distinct consecutive numbers', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => postJson(`${kind.orders}?language=en`, kind.plainBody).then(answerOf)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(200).fill(201))
    const orders = answers.map((answer) => answer.body as EventOrderCreated)
    expect(new Set(orders.map((order) => order.access_code)).size).toBe(200)
    expect(new Set(orders.map((order) => order.uuid)).size).toBe(200)
    const numbers = orders.map((order) => order.number).sort((a, b) => a - b)
    expect(new Set(numbers).size).toBe(200)
    expect(numbers.at(-1)! - numbers[0]!).toBe(199)
    const stored = await env.DB.prepare(
      `SELECT count(*) AS count, count(DISTINCT number) AS numbers, count(DISTINCT access_code) AS codes FROM ${kind.table}
       WHERE uuid IN (SELECT value FROM json_each(?1))`,
    )
      .bind(JSON.stringify(orders.map((order) => order.uuid)))
      .first<{ count: number; numbers: number; codes: number }>()
    expect(stored).toEqual({ count: 200, numbers: 200, codes: 200 })
    // 200 requests through one workerd on a shared CI core take seconds, not the default 5.
  }, 120_000)

  it(`40 from one sender in flight: ${RATE_LIMITS.orders.count} created, the rest 429 with Retry-After and nothing more stored`, async () => {
    const sender = newSender()
    const before = await orderCount(kind.table)
    const byStatus = await inFlight(40, () => postJson(`${kind.orders}?language=en`, kind.body, { 'cf-connecting-ip': sender }))
    expect([...byStatus.keys()].sort()).toEqual([201, 429])
    expect(byStatus.get(201)).toHaveLength(RATE_LIMITS.orders.count)
    for (const refused of byStatus.get(429)!) await expectRateLimited(refused, RATE_LIMITS.orders.windowMs)
    for (const accepted of byStatus.get(201)!) await accepted.arrayBuffer()
    expect(await orderCount(kind.table)).toBe(before + RATE_LIMITS.orders.count)
  })
})

describe('order numbers across kinds (issue 40.9, ORDER-04)', () => {
  it('40 orders of each kind at once: 120 distinct numbers, none repeated between events, products and courses', async () => {
    const requests = CASES.flatMap((kind) => Array.from({ length: 40 }, () => postJson(`${kind.orders}?language=en`, kind.plainBody).then(answerOf)))
    const answers = await Promise.all(requests)
    expect(answers.map((answer) => answer.status)).toEqual(Array(120).fill(201))
    const numbers = answers.map((answer) => (answer.body as EventOrderCreated).number)
    expect(new Set(numbers).size).toBe(120)
    const repeated = await env.DB.prepare(
      `SELECT number FROM (SELECT number FROM event_orders UNION ALL SELECT number FROM products_orders UNION ALL SELECT number FROM online_course_orders)
       WHERE number IN (SELECT value FROM json_each(?1)) GROUP BY number HAVING count(*) > 1`,
    )
      .bind(JSON.stringify(numbers))
      .all()
    expect(repeated.results).toEqual([])
  }, 120_000)
})

describe.each(CASES)('$payments: 20 duplicate notifications at once (BE-13, BE-15, PAY-05)', (kind) => {
  it('pay the order once and queue the buyer confirmation and the managers notice once', async () => {
    const created = await postJson(`${kind.orders}?language=${kind.language}&currency=${kind.payCurrency}`, kind.body)
    expect(created.status, await created.clone().text()).toBe(201)
    const order = (await created.json()) as EventOrderCreated
    const { payment, answers } = await paidWithDuplicateNotifications(kind.payments, order, kind.payCurrency, kind.type)
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    const outcomes = answers.map((answer) => answer.outcome)
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(19)
    const { results: logged } = await env.DB.prepare('SELECT outcome FROM payment_notifications WHERE payment_uuid = ?1')
      .bind(payment.uuid)
      .all<{ outcome: string }>()
    expect(logged).toHaveLength(20)

    const read = await apiJson<OrderEntity>(`${kind.orders}/${order.access_code}`)
    expect(read.is_paid).toBe(true)
    expect(read.payments.map((item) => item.status)).toEqual(['SUCCEEDED'])
    const row = (await env.DB.prepare(`SELECT * FROM ${kind.table} WHERE uuid = ?1`).bind(order.uuid).first<Record<string, string | null>>())!
    expect(row.paid_payment_uuid).toBe(payment.uuid)
    const charged = (await env.DB.prepare('SELECT amount, currency FROM payments WHERE uuid = ?1').bind(payment.uuid).first<{ amount: number; currency: Currency }>())!

    const { results: mails } = await env.DB.prepare('SELECT * FROM outbox WHERE cause = ?1 ORDER BY id').bind(order.uuid).all<OutboxRow>()
    expect(mails.map((mail) => [mail.kind, mail.channel])).toEqual([
      ['order_paid', 'visitors'],
      ['order_paid_notice', 'managers'],
    ])
    const [buyer, managers] = mails as [OutboxRow, OutboxRow]
    const t = MAIL_TEXTS[kind.language]
    expect(buyer).toMatchObject({ recipient: 'aigul@example.kg', language: kind.language, subject: t.orderPaidSubject(order.number) })
    const buyerTitle = kind.language === 'en' ? kind.titles.en : kind.titles.ru
    for (const expected of [`№${order.number}`, buyerTitle, kind.option, formatMoney(kind.language, charged.amount, charged.currency), 'Айгуль Тестова']) {
      expect(buyer.text_body, expected).toContain(expected)
    }
    expect(buyer.html_body).toContain(`<html lang="${kind.language}"`)
    expect(managers).toMatchObject({ recipient: '', language: 'ru', subject: MAIL_TEXTS.ru.orderNoticeSubject(order.number, kind.titles.ru) })
    for (const expected of [kind.titles.ru, kind.option, formatMoney('ru', charged.amount, charged.currency), '+996555123456', 'aigul@example.kg', 'PAYBOX']) {
      expect(managers.text_body, expected).toContain(expected)
    }

    if (kind.type === 'online_courses') {
      // COURSES-11: access until the same time 12 months after the payment, as SQLite counts months too.
      const sqlite = await env.DB.prepare("SELECT strftime('%Y-%m-%dT%H:%M:%fZ', ?1, '+12 months') AS until").bind(row.paid_at).first<{ until: string }>()
      expect(row.access_until).toBe(sqlite!.until)
      expect(row.access_until).toBe(accessEnd(row.paid_at!, ONLINE_COURSE_ACCESS_MONTHS))
      expect(read.access_until).toBe(row.access_until)
      expect(buyer.text_body).toContain(t.orderAccess(ONLINE_COURSE_ACCESS_MONTHS, mailDate(kind.language, row.access_until!)))
      expect(managers.text_body).toContain(MAIL_TEXTS.ru.orderAccess(ONLINE_COURSE_ACCESS_MONTHS, mailDate('ru', row.access_until!)))
    } else {
      expect(row.access_until).toBeUndefined()
    }
    // 20 notifications, each re-reading the sandbox, on a shared CI core.
  }, 60_000)
})
