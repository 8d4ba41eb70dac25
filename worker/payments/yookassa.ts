/**
 * YOOKASSA, API v3 (BE-13): POST /payments with Basic auth (shopId:secretKey), an `Idempotence-Key` and a redirect
 * confirmation; GET /payments/{id} to read a status; POST /payments/{id}/cancel, which YooKassa allows only while a
 * payment is `waiting_for_capture` (a `pending` one cannot be canceled: it expires, and a success is refunded);
 * POST /refunds (full amount, `Idempotence-Key`) for a charge the order does not keep. A notification (`payment.succeeded`, `payment.canceled`) is
 * only a hint: the payment is re-read from the API before anything changes, so a forged or stale notification
 * cannot pay an order. The base URL is configurable (YOOKASSA_API_URL) and `fetch` injectable for a local fake.
 */
import { parseJson } from '../lib/request-body'
import { minorFromValue, valueFromMinor } from './decimal-amount'
import {
  ProviderUnavailableError,
  type FetchFunction,
  type Invoice,
  type InvoiceRequest,
  type PaymentProvider,
  type ProviderPaymentState,
  type ProviderPaymentStatus,
  type RefundRequest,
  type RefundResult,
  type VerifiedCallback,
} from './provider'

export const YOOKASSA_DEFAULT_API_URL = 'https://api.yookassa.ru/v3'

/** How long a call to the API may take before the provider counts as unavailable. */
const TIMEOUT_MS = 10_000

/** YooKassa limits a payment description to 128 characters. */
const DESCRIPTION_MAX = 128

export interface YookassaConfig {
  shopId: string
  secretKey: string
  apiUrl: string
  fetch: FetchFunction
}

/** The parts of YooKassa's payment object this adapter reads. */
interface YookassaPayment {
  id: string
  status: string
  amount: { value: string; currency: string }
  confirmation?: { type: string; confirmation_url?: string }
}

/** The parts of YooKassa's refund object this adapter reads. */
interface YookassaRefund {
  id: string
  status: 'pending' | 'succeeded' | 'canceled'
  cancellation_details?: { party?: string; reason?: string }
}

function isRefund(value: unknown): value is YookassaRefund {
  const refund = value as Partial<YookassaRefund> | null
  return typeof refund?.id === 'string' && (refund.status === 'pending' || refund.status === 'succeeded' || refund.status === 'canceled')
}

function isPayment(value: unknown): value is YookassaPayment {
  const payment = value as Partial<YookassaPayment> | null
  return (
    typeof payment?.id === 'string' &&
    typeof payment.status === 'string' &&
    typeof payment.amount?.value === 'string' &&
    typeof payment.amount.currency === 'string'
  )
}

/** `waiting_for_capture` cannot happen with capture: true; it still counts as not paid yet. */
function statusOf(status: string): ProviderPaymentStatus {
  if (status === 'succeeded') return 'succeeded'
  if (status === 'canceled') return 'canceled'
  return 'pending'
}

export class YookassaProvider implements PaymentProvider {
  readonly name = 'YOOKASSA'
  /** YooKassa's test shops have secret keys starting with `test_` (OQ-26: a test payment is not live). */
  readonly live: boolean

  constructor(private readonly config: YookassaConfig) {
    this.live = !config.secretKey.startsWith('test_')
  }

  private async call(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    headers.set('Authorization', `Basic ${btoa(`${this.config.shopId}:${this.config.secretKey}`)}`)
    try {
      return await this.config.fetch(`${this.config.apiUrl.replace(/\/+$/, '')}${path}`, {
        ...init,
        headers,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new ProviderUnavailableError('YOOKASSA', error instanceof Error ? error.message : String(error))
    }
  }

  async createInvoice(request: InvoiceRequest): Promise<Invoice> {
    const response = await this.call('/payments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotence-Key': request.paymentUuid },
      body: JSON.stringify({
        amount: { value: valueFromMinor(request.amount), currency: request.currency },
        capture: true,
        confirmation: { type: 'redirect', return_url: request.returnUrl, locale: request.language === 'en' ? 'en_US' : 'ru_RU' },
        description: request.description.slice(0, DESCRIPTION_MAX),
        metadata: { payment_uuid: request.paymentUuid },
      }),
    })
    const body = (await response.json().catch(() => null)) as unknown
    if (!response.ok || !isPayment(body) || typeof body.confirmation?.confirmation_url !== 'string') {
      throw new ProviderUnavailableError('YOOKASSA', `create payment answered ${response.status}`)
    }
    return { providerPaymentId: body.id, invoiceUrl: body.confirmation.confirmation_url }
  }

  async handleCallback(request: Request): Promise<VerifiedCallback | null> {
    const body = (await request.text().then(parseJson).catch(() => null)) as { type?: unknown; event?: unknown; object?: { id?: unknown } } | null
    const id = body?.object?.id
    if (body?.type !== 'notification' || typeof body.event !== 'string' || typeof id !== 'string') return null
    return { event: body.event, providerPaymentId: id, state: await this.readStatus(id) }
  }

  private async readPayment(providerPaymentId: string): Promise<YookassaPayment | null> {
    const response = await this.call(`/payments/${encodeURIComponent(providerPaymentId)}`)
    if (response.status === 404) return null
    const body = (await response.json().catch(() => null)) as unknown
    if (!response.ok || !isPayment(body)) {
      throw new ProviderUnavailableError('YOOKASSA', `read payment answered ${response.status}`)
    }
    return body
  }

  async readStatus(providerPaymentId: string): Promise<ProviderPaymentState | null> {
    const body = await this.readPayment(providerPaymentId)
    if (!body) return null
    const amount = minorFromValue(body.amount.value)
    if (amount === null) throw new ProviderUnavailableError('YOOKASSA', `unreadable amount ${body.amount.value}`)
    return { providerPaymentId: body.id, status: statusOf(body.status), amount, currency: body.amount.currency }
  }

  async cancel(providerPaymentId: string): Promise<boolean> {
    const payment = await this.readPayment(providerPaymentId)
    if (payment?.status === 'canceled') return true
    if (payment?.status !== 'waiting_for_capture') return false
    const response = await this.call(`/payments/${encodeURIComponent(providerPaymentId)}/cancel`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotence-Key': `cancel-${providerPaymentId}`.slice(0, 64) },
      body: '{}',
    })
    const body = (await response.json().catch(() => null)) as unknown
    if (response.status >= 500) throw new ProviderUnavailableError('YOOKASSA', `cancel payment answered ${response.status}`)
    return response.ok && isPayment(body) && body.status === 'canceled'
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const response = await this.call('/refunds', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotence-Key': `refund-${request.paymentUuid}` },
      body: JSON.stringify({
        payment_id: request.providerPaymentId,
        amount: { value: valueFromMinor(request.amount), currency: request.currency },
        description: request.description.slice(0, DESCRIPTION_MAX),
      }),
    })
    const body = (await response.json().catch(() => null)) as unknown
    if (response.status >= 500 || response.status === 429) {
      throw new ProviderUnavailableError('YOOKASSA', `create refund answered ${response.status}`)
    }
    if (!response.ok || !isRefund(body)) {
      const error = body as { code?: unknown; description?: unknown } | null
      return { status: 'impossible', staffNote: `YooKassa refused the refund (${response.status} ${String(error?.code)}: ${String(error?.description)})` }
    }
    if (body.status === 'canceled') {
      return { status: 'impossible', staffNote: `YooKassa canceled refund ${body.id} (${String(body.cancellation_details?.reason)})` }
    }
    return { status: body.status, providerRefundId: body.id }
  }

  async readRefund(providerRefundId: string): Promise<RefundResult> {
    const response = await this.call(`/refunds/${encodeURIComponent(providerRefundId)}`, { method: 'GET' })
    const body = (await response.json().catch(() => null)) as unknown
    if (response.status >= 500 || response.status === 429) {
      throw new ProviderUnavailableError('YOOKASSA', `read refund answered ${response.status}`)
    }
    if (!response.ok || !isRefund(body)) return { status: 'impossible', staffNote: `YooKassa does not report refund ${providerRefundId} (${response.status})` }
    if (body.status === 'canceled') {
      return { status: 'impossible', staffNote: `YooKassa canceled refund ${body.id} (${String(body.cancellation_details?.reason)})` }
    }
    return { status: body.status, providerRefundId: body.id }
  }
}
