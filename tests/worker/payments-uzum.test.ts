/**
 * The UZUM adapter (issue 29; BE-13, PAY-08, PAY-13, OQ-26) against a fake Uzum Bank speaking the Merchant API
 * (tests/worker/uzum-fake.ts), through the Worker with Uzum configured: the how-to-pay page, check → create →
 * confirm paying each kind of order once, reversal, Uzum's error codes for every refusal, concurrent duplicates,
 * malformed calls, and which provider serves UZUM in which configuration.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { Currency } from '../../src/model/currencies'
import type { EventOrderCreated, PaymentCreateAnswer, PaymentMethodsAnswer } from '../../src/model/entities/orders'
import type { PaymentPageType } from '../../src/model/payment-page-types'
import type { OutboxRow } from '../../worker/db/outbox'
import { createOrder, ensureOrderEvents, notificationOutcomes, paymentRequest } from './event-orders-fixtures'
import { API, getWith, ORIGIN } from './helpers'
import { createItemOrder, ensureOrderItems, ITEM_FAMILIES } from './item-orders-fixtures'
import { expectEveryChargeRecorded, later } from './payment-race-fixtures'
import { FakeUzum, FAKE_UZUM, UZUM_BINDINGS, type UzumOperation, type UzumPayment } from './uzum-fake'
import { FAKE_SHOP, FAKE_YOOKASSA_URL } from './yookassa-fake'

const LIVE_YOOKASSA = { YOOKASSA_SHOP_ID: FAKE_SHOP.id, YOOKASSA_SECRET_KEY: FAKE_SHOP.secretKey, YOOKASSA_API_URL: FAKE_YOOKASSA_URL }

beforeAll(async () => {
  await ensureOrderEvents()
  await ensureOrderItems()
})

function post(bindings: Partial<Cloudflare.Env>, path: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return getWith(bindings, `${API}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body })
}

const uzumPost = (bindings: Partial<Cloudflare.Env>) => (operation: UzumOperation, body: string, authorization: string | null) =>
  post(bindings, `payment-notifications/uzum/${operation}`, body, authorization ? { Authorization: authorization } : {})

const uzum = new FakeUzum(uzumPost(UZUM_BINDINGS))

interface UzumCase {
  order: EventOrderCreated
  payment: PaymentCreateAnswer
  /** What the customer read on the how-to-pay page. */
  page: UzumPayment
}

const [PRODUCTS, COURSES] = ITEM_FAMILIES
const KINDS: Array<{ type: PaymentPageType; payments: string; table: string; order: () => Promise<EventOrderCreated> }> = [
  { type: 'events', payments: 'event-orders-payments', table: 'event_orders', order: () => createOrder({}, 'language=ru&currency=UZS') },
  { type: 'products', payments: PRODUCTS.payments, table: PRODUCTS.table, order: () => createItemOrder(PRODUCTS, undefined, 'language=ru&currency=UZS') },
  { type: 'online_courses', payments: COURSES.payments, table: COURSES.table, order: () => createItemOrder(COURSES, undefined, 'language=ky&currency=UZS') },
]
const [EVENTS] = KINDS

async function createUzumPayment(bindings: Partial<Cloudflare.Env> = UZUM_BINDINGS, kind = EVENTS!, currency: Currency = 'UZS'): Promise<UzumCase> {
  const order = await kind.order()
  const response = await post(bindings, kind.payments, JSON.stringify(paymentRequest(order, 'UZUM', currency, kind.type)))
  expect(response.status, await response.clone().text()).toBe(201)
  const payment = (await response.json()) as PaymentCreateAnswer
  const html = await (await getWith(bindings, payment.invoice_url)).text()
  return { order, payment, page: FakeUzum.readPage(html) }
}

async function orderPaid(table: string, order: EventOrderCreated): Promise<{ is_paid: number; paid_payment_uuid: string | null }> {
  return (await env.DB.prepare(`SELECT is_paid, paid_payment_uuid FROM ${table} WHERE uuid = ?1`).bind(order.uuid).first())!
}

async function paymentStatus(uuid: string): Promise<string> {
  return (await env.DB.prepare('SELECT status FROM payments WHERE uuid = ?1').bind(uuid).first<{ status: string }>())!.status
}

async function payoffMails(order: EventOrderCreated): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT kind FROM outbox WHERE cause = ?1 ORDER BY id').bind(order.uuid).all<Pick<OutboxRow, 'kind'>>()
  return results.map((mail) => mail.kind)
}

describe('UZUM: how the visitor pays (PAY-13, OQ-26)', () => {
  it('a UZS payment answers our how-to-pay page with the serviceId, the payment code (its uuid) and the amount in tiyin', async () => {
    const { order, payment, page } = await createUzumPayment()
    const stored = (await env.DB.prepare('SELECT * FROM payments WHERE uuid = ?1').bind(payment.uuid).first<Record<string, unknown>>())!
    expect(stored).toMatchObject({ provider: 'UZUM', live: 0, currency: 'UZS', provider_payment_id: payment.uuid })
    expect(new URL(payment.invoice_url).pathname).toBe(`/api/client/uzum-payment/${payment.uuid}`)
    expect(page).toEqual({ serviceId: Number(FAKE_UZUM.serviceId), account: payment.uuid, amount: stored.amount })
    const html = await (await getWith(UZUM_BINDINGS, payment.invoice_url)).text()
    expect(html).toContain(`href="${ORIGIN}/payment/events/${order.access_code}?check_mode=1"`)
  })

  it('the page speaks the order’s language and is private; an unknown payment’s page is a 404', async () => {
    const { payment } = await createUzumPayment(UZUM_BINDINGS, KINDS[2]) // a course order in ky
    const response = await getWith(UZUM_BINDINGS, payment.invoice_url)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain('<html lang="ky">')
    expect(html).toContain('Uzum Bank тиркемесинде төлөө')
    expect((await getWith(UZUM_BINDINGS, `${API}/uzum-payment/00000000-0000-4000-8000-000000000000`)).status).toBe(404)
  })

  it('Uzum charges in UZS only: RUB and KGS are a 400 with a currency field error while the Uzum adapter serves UZUM (BE-31)', async () => {
    const order = await createOrder({}, 'language=ru&currency=RUB')
    for (const currency of ['RUB', 'KGS'] as const) {
      const response = await post(UZUM_BINDINGS, 'event-orders-payments', JSON.stringify(paymentRequest(order, 'UZUM', currency)))
      expect(response.status).toBe(400)
      expect(((await response.json()) as ApiErrorBody).fields).toEqual({ currency: ['api.errors.unsupported_currency'] })
    }
    const methods = (await (await getWith(UZUM_BINDINGS, `${API}/payment-methods`, { headers: { Cookie: 'isTestUser=true' } })).json()) as PaymentMethodsAnswer
    expect(methods.results.find((entry) => entry.method === 'UZUM')?.currencies).toEqual(['UZS'])
  })
})

describe('UZUM: check, create, confirm (BE-13)', () => {
  for (const kind of KINDS) {
    it(`pays an order of ${kind.type} once: OK, CREATED, CONFIRMED, then status CONFIRMED; one payoff queued`, async () => {
      const { order, payment, page } = await createUzumPayment(UZUM_BINDINGS, kind)
      const transId = uzum.newTransId()
      const checked = await uzum.check(page)
      expect(checked).toEqual({
        status: 200,
        body: { serviceId: page.serviceId, timestamp: expect.any(Number), status: 'OK', data: { account: { value: payment.uuid } } },
      })
      const created = await uzum.create(page, transId)
      expect(created).toEqual({
        status: 200,
        body: { serviceId: page.serviceId, transId, status: 'CREATED', transTime: expect.any(Number), data: { account: { value: payment.uuid } }, amount: page.amount },
      })
      expect((await orderPaid(kind.table, order)).is_paid).toBe(0)
      const confirmed = await uzum.confirm(page, transId)
      expect(confirmed).toMatchObject({ status: 200, body: { transId, status: 'CONFIRMED', confirmTime: expect.any(Number), amount: page.amount } })
      expect(await orderPaid(kind.table, order)).toEqual({ is_paid: 1, paid_payment_uuid: payment.uuid })
      expect(await paymentStatus(payment.uuid)).toBe('SUCCEEDED')
      expect(await payoffMails(order)).toEqual(['order_paid', 'order_paid_notice'])
      expect(await uzum.status(page, transId)).toMatchObject({
        status: 200,
        body: { transId, status: 'CONFIRMED', transTime: created.body.transTime, confirmTime: confirmed.body.confirmTime, reverseTime: null },
      })
      // A paid order is not payable again.
      expect(await uzum.check(page)).toMatchObject({ status: 400, body: { status: 'FAILED', errorCode: '10008' } })
      expect(await notificationOutcomes(payment.uuid)).toEqual(['still_pending', 'still_pending', 'applied', 'already_paid'])
    })
  }

  it('a repeated create answers the same CREATED; another transId for the payment 10008; 40 creates at once record one transaction', async () => {
    const { payment, page } = await createUzumPayment()
    const transId = uzum.newTransId()
    const first = await uzum.create(page, transId)
    expect(await uzum.create(page, transId)).toEqual(first)
    expect(await uzum.create(page, uzum.newTransId())).toMatchObject({ status: 400, body: { errorCode: '10008' } })

    const other = await createUzumPayment()
    const answers = await Promise.all(Array.from({ length: 40 }, () => uzum.create(other.page, uzum.newTransId())))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(new Set(answers.filter((answer) => answer.status === 400).map((answer) => answer.body.errorCode))).toEqual(new Set(['10008']))
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM uzum_transactions WHERE payment_uuid IN (?1, ?2)').bind(payment.uuid, other.payment.uuid).first('n')
    expect(rows).toBe(2)
  })

  it('40 identical confirms at once: all CONFIRMED, the order paid once and one payoff queued (issue 39.1)', async () => {
    const { order, payment, page } = await createUzumPayment()
    const transId = uzum.newTransId()
    expect((await uzum.create(page, transId)).status).toBe(200)
    const answers = await Promise.all(Array.from({ length: 40 }, () => uzum.confirm(page, transId)))
    expect(answers.map((answer) => [answer.status, answer.body.status])).toEqual(Array.from({ length: 40 }, () => [200, 'CONFIRMED']))
    expect(new Set(answers.map((answer) => answer.body.confirmTime)).size).toBe(1)
    expect(await orderPaid('event_orders', order)).toEqual({ is_paid: 1, paid_payment_uuid: payment.uuid })
    expect(await payoffMails(order)).toEqual(['order_paid', 'order_paid_notice'])
    const outcomes = (await notificationOutcomes(payment.uuid)).slice(1)
    expect(outcomes).toHaveLength(40)
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(39)
    await expectEveryChargeRecorded('event_orders', order.uuid, [payment.uuid])
  }, 60_000)

  it('confirm raced by 20 new attempts of its order, 40 in flight: the debited charge pays the order once or is refused and flagged for staff, one verdict (issue 39.1, PAY-12)', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { order, payment, page } = await createUzumPayment()
      const transId = uzum.newTransId()
      expect((await uzum.create(page, transId)).status).toBe(200)
      const newAttempt = () => post(UZUM_BINDINGS, 'event-orders-payments', JSON.stringify(paymentRequest(order, 'UZUM', 'UZS'))).then((response) => response.status)
      // Every other round the new attempts start a moment after the confirms, so that each side wins some rounds.
      const attempt = round % 2 === 0 ? newAttempt : () => later(round).then(newAttempt)
      const calls = await Promise.all(Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? uzum.confirm(page, transId) : attempt())))
      for (const status of calls.filter((call) => typeof call === 'number')) expect([201, 409]).toContain(status)
      const verdicts = new Set(calls.flatMap((call) => (typeof call === 'number' ? [] : [call.body.status === 'FAILED' ? call.body.errorCode : call.body.status])))
      const kept = (await paymentStatus(payment.uuid)) === 'SUCCEEDED'
      expect([...verdicts], `round ${round}`).toEqual([kept ? 'CONFIRMED' : '10009'])
      expect((await uzum.status(page, transId)).body.status).toBe(kept ? 'CONFIRMED' : 'CREATED')
      // Uzum debited the customer before it confirmed: kept, or recorded for staff (Uzum reverses a refused confirm).
      await expectEveryChargeRecorded('event_orders', order.uuid, [payment.uuid])
    }
  }, 120_000)
})

describe('UZUM: decline and reversal (BE-13)', () => {
  it('reverse of a created transaction cancels the payment (REVERSED, repeat the same); a later confirm answers 10015; the order stays payable', async () => {
    const { order, payment, page } = await createUzumPayment()
    const transId = uzum.newTransId()
    expect((await uzum.create(page, transId)).status).toBe(200)
    const reversed = await uzum.reverse(page, transId)
    expect(reversed).toMatchObject({ status: 200, body: { transId, status: 'REVERSED', reverseTime: expect.any(Number), amount: page.amount } })
    expect(await uzum.reverse(page, transId)).toEqual(reversed)
    expect(await paymentStatus(payment.uuid)).toBe('CANCELED')
    expect(await uzum.confirm(page, transId)).toMatchObject({ status: 400, body: { status: 'FAILED', errorCode: '10015' } })
    expect(await uzum.status(page, transId)).toMatchObject({ body: { status: 'REVERSED', confirmTime: null, reverseTime: reversed.body.reverseTime } })
    expect(await uzum.check(page)).toMatchObject({ body: { errorCode: '10009' } })
    expect((await orderPaid('event_orders', order)).is_paid).toBe(0)
    expect(await payoffMails(order)).toEqual([])
    const retry = await post(UZUM_BINDINGS, 'event-orders-payments', JSON.stringify(paymentRequest(order, 'UZUM', 'UZS')))
    expect(retry.status).toBe(201)
  })

  it('reverse after the order was paid by it answers 10017 and the order stays paid', async () => {
    const { order, payment, page } = await createUzumPayment()
    const { transId } = await uzum.pay(page)
    expect(await uzum.reverse(page, transId)).toMatchObject({ status: 400, body: { status: 'FAILED', errorCode: '10017', transId } })
    expect(await orderPaid('event_orders', order)).toEqual({ is_paid: 1, paid_payment_uuid: payment.uuid })
    expect(await uzum.status(page, transId)).toMatchObject({ body: { status: 'CONFIRMED' } })
  })

  it('a superseded payment: check answers 10009, and a confirm of its transaction is refused (10009) and flagged for staff', async () => {
    const { order, payment, page } = await createUzumPayment()
    const transId = uzum.newTransId()
    expect((await uzum.create(page, transId)).status).toBe(200)
    const newer = await post(UZUM_BINDINGS, 'event-orders-payments', JSON.stringify(paymentRequest(order, 'UZUM', 'UZS')))
    expect(newer.status).toBe(201)
    expect(await paymentStatus(payment.uuid)).toBe('SUPERSEDED')
    expect(await uzum.check(page)).toMatchObject({ status: 400, body: { errorCode: '10009' } })
    expect(await uzum.confirm(page, transId)).toMatchObject({ status: 400, body: { errorCode: '10009' } })
    expect(await paymentStatus(payment.uuid)).toBe('NEEDS_STAFF')
    expect((await orderPaid('event_orders', order)).is_paid).toBe(0)
    // Uzum then reverses it: accepted, the newer attempt still pays the order.
    expect(await uzum.reverse(page, transId)).toMatchObject({ status: 200, body: { status: 'REVERSED' } })
    const newerPayment = (await newer.json()) as PaymentCreateAnswer
    const html = await (await getWith(UZUM_BINDINGS, newerPayment.invoice_url)).text()
    const { replies } = await uzum.pay(FakeUzum.readPage(html))
    expect(replies.map((reply) => reply.body.status)).toEqual(['OK', 'CREATED', 'CONFIRMED'])
    expect(await orderPaid('event_orders', order)).toEqual({ is_paid: 1, paid_payment_uuid: newerPayment.uuid })
  })
})

describe('UZUM: refusals in Uzum’s codes, never a 500 (BE-13)', () => {
  it('wrong or missing Basic credentials answer 10001 and change nothing', async () => {
    const { order, payment, page } = await createUzumPayment()
    const transId = uzum.newTransId()
    expect((await uzum.create(page, transId)).status).toBe(200)
    for (const forger of [new FakeUzum(uzumPost(UZUM_BINDINGS), { login: FAKE_UZUM.login, password: 'guessed' }), new FakeUzum(uzumPost(UZUM_BINDINGS), null)]) {
      expect(await forger.confirm(page, transId)).toEqual({
        status: 400,
        body: { serviceId: page.serviceId, timestamp: expect.any(Number), status: 'FAILED', errorCode: '10001' },
      })
      expect(await forger.check(page)).toMatchObject({ body: { errorCode: '10001' } })
    }
    expect(await paymentStatus(payment.uuid)).toBe('PENDING')
    expect((await orderPaid('event_orders', order)).is_paid).toBe(0)
  })

  it('an amount other than the payment’s answers 10011; another serviceId 10006; nothing is recorded', async () => {
    const { payment, page } = await createUzumPayment()
    expect(await uzum.create(page, uzum.newTransId(), page.amount - 100)).toMatchObject({ status: 400, body: { errorCode: '10011' } })
    expect(await uzum.create(page, uzum.newTransId(), page.amount + 1)).toMatchObject({ status: 400, body: { errorCode: '10011' } })
    expect(await uzum.check({ ...page, serviceId: 1 })).toMatchObject({ status: 400, body: { errorCode: '10006', serviceId: 1 } })
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM uzum_transactions WHERE payment_uuid = ?1').bind(payment.uuid).first('n')).toBe(0)
    expect(await notificationOutcomes(payment.uuid)).toEqual(['amount_mismatch', 'amount_mismatch'])
  })

  it('an unknown account answers 10007 (also a payment of another provider); an unknown transId 10014', async () => {
    const { page } = await createUzumPayment()
    expect(await uzum.check({ ...page, account: '00000000-0000-4000-8000-000000000000' })).toMatchObject({ status: 400, body: { errorCode: '10007' } })
    const order = await createOrder({}, 'language=ru&currency=UZS')
    const sandbox = await post({}, 'event-orders-payments', JSON.stringify(paymentRequest(order, 'UZUM', 'UZS'))) // served by the sandbox
    const sandboxPayment = { ...page, account: ((await sandbox.json()) as PaymentCreateAnswer).uuid }
    expect(await uzum.check(sandboxPayment)).toMatchObject({ body: { errorCode: '10007' } })
    expect(await uzum.create(sandboxPayment, uzum.newTransId())).toMatchObject({ body: { errorCode: '10007' } })
    for (const operation of ['confirm', 'reverse', 'status'] as const) {
      expect(await uzum[operation](page, 'never-created')).toMatchObject({ status: 400, body: { errorCode: '10014', transId: 'never-created' } })
    }
  })

  it('a body that is no JSON answers 10002, one without Uzum’s fields 10005 (HTTP 400, FAILED)', async () => {
    const { page } = await createUzumPayment()
    expect(await uzum.send('check', 'not json')).toEqual({ status: 400, body: { serviceId: null, timestamp: expect.any(Number), status: 'FAILED', errorCode: '10002' } })
    expect(await uzum.send('create', { serviceId: page.serviceId, timestamp: Date.now(), params: { account: page.account } })).toMatchObject({
      status: 400,
      body: { serviceId: page.serviceId, errorCode: '10005' },
    })
    expect(await uzum.send('confirm', { serviceId: 'x', transId: 5 })).toMatchObject({ status: 400, body: { serviceId: null, errorCode: '10005' } })
    expect(await uzum.check(page, {})).toMatchObject({ status: 400, body: { errorCode: '10005' } })
  })
})

describe('UZUM: which provider serves it (OQ-26, BE-13)', () => {
  it('with live credentials UZUM is not mounted: refused with a 400, not listed, its webhooks and page 404', async () => {
    const { payment } = await createUzumPayment()
    const live = { ...UZUM_BINDINGS, ...LIVE_YOOKASSA }
    const order = await createOrder({}, 'language=ru&currency=UZS')
    const response = await post(live, 'event-orders-payments', JSON.stringify(paymentRequest(order, 'UZUM', 'UZS')))
    expect(response.status).toBe(400)
    expect(((await response.json()) as ApiErrorBody).fields?.payment_method).toEqual(['api.errors.method_unavailable'])
    const methods = (await (await getWith(live, `${API}/payment-methods`)).json()) as PaymentMethodsAnswer
    expect(methods.results.map((entry) => entry.method)).not.toContain('UZUM')
    const liveUzum = new FakeUzum(uzumPost(live))
    const answer = await uzumPost(live)('check', JSON.stringify({ serviceId: 498, timestamp: 1, params: { account: payment.uuid } }), null)
    expect(answer.status).toBe(404)
    expect((await liveUzum.send('status', {})).status).toBe(404)
    expect((await getWith(live, payment.invoice_url)).status).toBe(404)
  })

  it('without Uzum configuration, or with PAYMENT_PROVIDERS=sandbox-only, the sandbox serves UZUM in all its currencies', async () => {
    for (const bindings of [{}, { ...UZUM_BINDINGS, PAYMENT_PROVIDERS: 'sandbox-only' }]) {
      const order = await createOrder({}, 'language=ru&currency=KGS')
      const response = await post(bindings, 'event-orders-payments', JSON.stringify(paymentRequest(order, 'UZUM', 'KGS')))
      expect(response.status).toBe(201)
      expect(((await response.json()) as PaymentCreateAnswer).invoice_url).toContain('/api/client/sandbox-checkout/')
    }
    expect((await uzumPost({})('check', '{}', null)).status).toBe(404)
  })
})
