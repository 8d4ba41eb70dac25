/**
 * A fake YooKassa (API v3) speaking its protocol for the adapter tests: POST /v3/payments (Basic auth, required
 * `Idempotence-Key`: a repeated key answers the same payment), GET /v3/payments/{id} (404 for an unknown id), the
 * payment object's shape (`id`, `status`, `amount.value` as '1234.00', `confirmation.confirmation_url`), and its
 * notification body. The test moves payments on (`succeed`, `cancel`), changes what it reports (`reportAmount`) or
 * takes the API down (`down`).
 */
import { Hono } from 'hono'
import { vi } from 'vitest'

export const FAKE_YOOKASSA_URL = 'https://yookassa.fake/v3'
export const FAKE_SHOP = { id: '123456', secretKey: 'live_fake_secret' } as const

interface FakePayment {
  id: string
  status: 'pending' | 'succeeded' | 'canceled'
  paid: boolean
  amount: { value: string; currency: string }
  description: string
  metadata: Record<string, string>
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string }
  created_at: string
}

export interface RecordedRequest {
  method: string
  path: string
  authorization: string | null
  idempotenceKey: string | null
  body: unknown
}

export class FakeYookassa {
  readonly payments = new Map<string, FakePayment>()
  readonly requests: RecordedRequest[] = []
  private readonly byKey = new Map<string, string>()
  private sequence = 0
  /** While true the API answers 503 to everything. */
  down = false
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
      if (this.down) return c.json({ type: 'error', code: 'internal_server_error' }, 503)
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
    const original = globalThis.fetch
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      return url.startsWith(FAKE_YOOKASSA_URL) ? this.fetch(input, init) : original(input, init)
    })
    return () => spy.mockRestore()
  }
}
