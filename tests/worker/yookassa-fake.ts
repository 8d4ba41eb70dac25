/**
 * A fake YooKassa (API v3) speaking its protocol for the adapter tests: POST /v3/payments (Basic auth, required
 * `Idempotence-Key`: a repeated key answers the same payment), GET /v3/payments/{id} (404 for an unknown id), the
 * payment object's shape (`id`, `status`, `amount.value` as '1234.00', `confirmation.confirmation_url`), and its
 * notification body; POST /v3/payments/{id}/cancel, which only a `waiting_for_capture` payment allows; POST
 * /v3/refunds (`Idempotence-Key`; only a `succeeded` payment, at most its amount in all) answering a refund object
 * (`id`, `payment_id`, `status`, `amount`). The test moves payments on (`succeed`, `cancel`, `waitForCapture`),
 * changes what it reports (`reportAmount`, `refundStatus`) or takes the API down (`down`, `refundsDown`).
 */
import { Hono } from 'hono'
import { interceptGlobalFetch } from './fetch-intercept'

export const FAKE_YOOKASSA_URL = 'https://yookassa.fake/v3'
export const FAKE_SHOP = { id: '123456', secretKey: 'live_fake_secret' } as const

interface FakePayment {
  id: string
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled'
  paid: boolean
  refunded_amount?: { value: string; currency: string }
  cancellation_details?: { party: string; reason: string }
  amount: { value: string; currency: string }
  description: string
  metadata: Record<string, string>
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string }
  created_at: string
}

export interface FakeRefund {
  id: string
  payment_id: string
  status: 'pending' | 'succeeded' | 'canceled'
  amount: { value: string; currency: string }
  description?: string
  created_at: string
  cancellation_details?: { party: string; reason: string }
}

const cents = (value: string) => Math.round(Number(value) * 100)

export interface RecordedRequest {
  method: string
  path: string
  authorization: string | null
  idempotenceKey: string | null
  body: unknown
}

export class FakeYookassa {
  readonly payments = new Map<string, FakePayment>()
  readonly refunds = new Map<string, FakeRefund>()
  readonly requests: RecordedRequest[] = []
  private readonly byKey = new Map<string, string>()
  /** Idempotence keys of cancel and refund requests and the answer they got first. */
  private readonly answers = new Map<string, { status: 200 | 400; body: object }>()
  /** The status a new refund gets. */
  refundStatus: FakeRefund['status'] = 'succeeded'
  private sequence = 0
  /** While true the API answers 503 to everything. */
  down = false
  /** While true POST /v3/refunds alone answers 503. */
  refundsDown = false
  /** While true the API cannot be reached at all (the fetch throws). */
  unreachable = false

  readonly app = new Hono()
    .use(async (c, next) => {
      const body = c.req.method === 'POST' ? await c.req.raw.clone().json().catch(() => null) : null
      this.requests.push({
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        authorization: c.req.header('Authorization') ?? null,
        idempotenceKey: c.req.header('Idempotence-Key') ?? null,
        body,
      })
      if (this.down || (this.refundsDown && new URL(c.req.url).pathname === '/v3/refunds')) {
        return c.json({ type: 'error', code: 'internal_server_error' }, 503)
      }
      const expected = `Basic ${btoa(`${FAKE_SHOP.id}:${FAKE_SHOP.secretKey}`)}`
      if (c.req.header('Authorization') !== expected) return c.json({ type: 'error', code: 'invalid_credentials' }, 401)
      return next()
    })
    .post('/v3/payments', async (c) => {
      const key = c.req.header('Idempotence-Key')
      if (!key) return c.json({ type: 'error', code: 'invalid_request', parameter: 'Idempotence-Key' }, 400)
      const existing = this.byKey.get(key)
      if (existing) return c.json(this.payments.get(existing)!)
      const body = (await c.req.json()) as {
        amount?: { value?: string; currency?: string }
        confirmation?: { type?: string; return_url?: string }
        description?: string
        metadata?: Record<string, string>
      }
      if (!/^\d+\.\d{2}$/.test(body.amount?.value ?? '') || !body.amount?.currency) {
        return c.json({ type: 'error', code: 'invalid_request', parameter: 'amount' }, 400)
      }
      if (body.confirmation?.type !== 'redirect' || !body.confirmation.return_url) {
        return c.json({ type: 'error', code: 'invalid_request', parameter: 'confirmation' }, 400)
      }
      const id = `2f${String(++this.sequence).padStart(6, '0')}-000f-5000-9000-${crypto.randomUUID().slice(-12)}`
      const payment: FakePayment = {
        id,
        status: 'pending',
        paid: false,
        amount: { value: body.amount.value!, currency: body.amount.currency },
        description: body.description ?? '',
        metadata: body.metadata ?? {},
        confirmation: {
          type: 'redirect',
          confirmation_url: `https://yoomoney.fake/checkout/payments/v2/contract?orderId=${id}`,
          return_url: body.confirmation.return_url,
        },
        created_at: new Date().toISOString(),
      }
      this.payments.set(id, payment)
      this.byKey.set(key, id)
      return c.json(payment)
    })
    .post('/v3/payments/:id/cancel', (c) => {
      const key = c.req.header('Idempotence-Key')
      if (!key) return c.json({ type: 'error', code: 'invalid_request', parameter: 'Idempotence-Key' }, 400)
      const payment = this.payments.get(c.req.param('id'))
      if (!payment) return c.json({ type: 'error', code: 'not_found', description: 'Payment not found' }, 404)
      const earlier = this.answers.get(`cancel:${key}`)
      if (earlier) return c.json(earlier.body, earlier.status)
      if (payment.status !== 'waiting_for_capture') {
        const body = { type: 'error', code: 'invalid_request', description: `Payment in status ${payment.status} can't be canceled` }
        this.answers.set(`cancel:${key}`, { status: 400, body })
        return c.json(body, 400)
      }
      payment.status = 'canceled'
      payment.cancellation_details = { party: 'merchant', reason: 'canceled_by_merchant' }
      this.answers.set(`cancel:${key}`, { status: 200, body: payment })
      return c.json(payment)
    })
    .post('/v3/refunds', async (c) => {
      const key = c.req.header('Idempotence-Key')
      if (!key) return c.json({ type: 'error', code: 'invalid_request', parameter: 'Idempotence-Key' }, 400)
      const earlier = this.answers.get(`refund:${key}`)
      if (earlier) return c.json(earlier.body, earlier.status)
      const body = (await c.req.json()) as { payment_id?: string; amount?: { value?: string; currency?: string }; description?: string }
      const payment = body.payment_id ? this.payments.get(body.payment_id) : undefined
      const refused = (parameter: string, description: string) => {
        const answer = { type: 'error', code: 'invalid_request', parameter, description }
        this.answers.set(`refund:${key}`, { status: 400, body: answer })
        return c.json(answer, 400)
      }
      if (!payment) return refused('payment_id', 'Payment not found')
      if (payment.status !== 'succeeded') return refused('payment_id', `Payment in status ${payment.status} can't be refunded`)
      if (!/^\d+\.\d{2}$/.test(body.amount?.value ?? '') || body.amount?.currency !== payment.amount.currency) return refused('amount', 'Bad amount')
      const already = cents(payment.refunded_amount?.value ?? '0.00')
      if (already + cents(body.amount!.value!) > cents(payment.amount.value)) return refused('amount', 'Refund exceeds the payment')
      const refund: FakeRefund = {
        id: `2f${String(++this.sequence).padStart(6, '0')}-0015-5000-a000-${crypto.randomUUID().slice(-12)}`,
        payment_id: payment.id,
        status: this.refundStatus,
        amount: { value: body.amount!.value!, currency: payment.amount.currency },
        description: body.description,
        created_at: new Date().toISOString(),
        ...(this.refundStatus === 'canceled' ? { cancellation_details: { party: 'yoo_money', reason: 'rejected_by_payee' } } : {}),
      }
      if (refund.status !== 'canceled') {
        payment.refunded_amount = { value: ((already + cents(refund.amount.value)) / 100).toFixed(2), currency: payment.amount.currency }
      }
      this.refunds.set(refund.id, refund)
      this.answers.set(`refund:${key}`, { status: 200, body: refund })
      return c.json(refund)
    })
    .get('/v3/refunds/:id', (c) => {
      const refund = this.refunds.get(c.req.param('id'))
      if (!refund) return c.json({ type: 'error', code: 'not_found', description: 'Refund not found' }, 404)
      return c.json(refund)
    })
    .get('/v3/payments/:id', (c) => {
      const payment = this.payments.get(c.req.param('id'))
      if (!payment) return c.json({ type: 'error', code: 'not_found', description: 'Payment not found' }, 404)
      return c.json(payment)
    })

  /** The fetch the adapter is given: requests to FAKE_YOOKASSA_URL reach the fake app. */
  readonly fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    if (this.unreachable) throw new TypeError('fetch failed: connection refused (fake)')
    return this.app.fetch(new Request(input, init))
  }

  succeed(id: string): void {
    const payment = this.payments.get(id)!
    payment.status = 'succeeded'
    payment.paid = true
  }

  /** The visitor paid a payment made with capture: false; it waits for the shop's capture or cancel. */
  waitForCapture(id: string): void {
    this.payments.get(id)!.status = 'waiting_for_capture'
  }

  /** The requests the fake received to a path (method and path exact). */
  received(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path)
  }

  cancel(id: string): void {
    this.payments.get(id)!.status = 'canceled'
  }

  /** Makes the API report another amount than the payment was created with. */
  reportAmount(id: string, value: string): void {
    this.payments.get(id)!.amount.value = value
  }

  /** The notification YooKassa posts to the site for a payment. */
  notification(id: string, event: 'payment.succeeded' | 'payment.canceled'): object {
    const payment = this.payments.get(id)
    return {
      type: 'notification',
      event,
      object: payment ?? { id, status: event === 'payment.succeeded' ? 'succeeded' : 'canceled', amount: { value: '1.00', currency: 'RUB' } },
    }
  }

  /** Routes the Worker's global fetch calls to FAKE_YOOKASSA_URL into this fake (other calls go on as they were). */
  interceptGlobalFetch(): () => void {
    return interceptGlobalFetch(FAKE_YOOKASSA_URL, this.fetch)
  }
}
