/**
 * SANDBOX (BE-13, DESIGN "Sessions, payments, mail"): the provider of a machine without live credentials. Its
 * invoices live in D1 (sandbox_invoices, the provider's own side); its checkout page (sandbox-checkout.ts) offers
 * pay and decline and then notifies the site exactly as a real provider does, through the same callback path. A
 * superseded attempt's invoice is canceled; a paid one is refunded in full, once (sandbox_refunds).
 * A notification is never trusted: the invoice is re-read.
 */
import { decideSandboxInvoice, findSandboxInvoice, insertSandboxInvoice, refundSandboxInvoice, type SandboxInvoiceRow } from '../db/payments'
import type { Invoice, InvoiceRequest, PaymentProvider, ProviderPaymentState, RefundRequest, RefundResult, VerifiedCallback } from './provider'
import { randomToken } from '../lib/random-token'

/** Where the checkout page of an invoice is served (under the API, see worker/api/index.ts). */
export const SANDBOX_CHECKOUT_PATH = '/api/client/sandbox-checkout'

/** The notification the sandbox sends, shaped like YooKassa's. */
export interface SandboxNotification {
  event: 'payment.succeeded' | 'payment.canceled'
  object: { id: string }
}

function stateOf(invoice: SandboxInvoiceRow): ProviderPaymentState {
  return { providerPaymentId: invoice.id, status: invoice.status, amount: invoice.amount, currency: invoice.currency }
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'SANDBOX'
  readonly live = false

  constructor(private readonly db: D1Database) {}

  async createInvoice(request: InvoiceRequest): Promise<Invoice> {
    const id = randomToken()
    await insertSandboxInvoice(this.db, {
      id,
      amount: request.amount,
      currency: request.currency,
      description: request.description,
      language: request.language,
      return_url: request.returnUrl,
      return_fail_url: request.returnFailUrl,
      created: new Date().toISOString(),
    })
    return { providerPaymentId: id, invoiceUrl: `${request.origin}${SANDBOX_CHECKOUT_PATH}/${id}` }
  }

  async handleCallback(request: Request): Promise<VerifiedCallback | null> {
    const body = (await request.json().catch(() => null)) as Partial<SandboxNotification> | null
    const id = body?.object?.id
    if (typeof body?.event !== 'string' || typeof id !== 'string') return null
    return { event: body.event, providerPaymentId: id, state: await this.readStatus(id) }
  }

  async readStatus(providerPaymentId: string): Promise<ProviderPaymentState | null> {
    const invoice = await findSandboxInvoice(this.db, providerPaymentId)
    return invoice ? stateOf(invoice) : null
  }

  /** A superseded attempt's invoice is canceled, so its checkout page can no longer pay it. */
  cancel(providerPaymentId: string): Promise<boolean> {
    return decideSandboxInvoice(this.db, providerPaymentId, 'canceled')
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const refundId = await refundSandboxInvoice(this.db, request.providerPaymentId, randomToken(), new Date().toISOString())
    return refundId
      ? { status: 'succeeded', providerRefundId: refundId }
      : { status: 'impossible', staffNote: 'The sandbox refunds only a paid invoice' }
  }

  /** The checkout page's decision; false when the invoice was decided before. */
  decide(id: string, paid: boolean): Promise<boolean> {
    return decideSandboxInvoice(this.db, id, paid ? 'succeeded' : 'canceled')
  }
}

/** The notification request the sandbox sends after a decision (the same as a provider's HTTP call). */
export function sandboxNotification(origin: string, id: string, paid: boolean): Request {
  const body: SandboxNotification = { event: paid ? 'payment.succeeded' : 'payment.canceled', object: { id } }
  return new Request(`${origin}/api/client/payment-notifications/sandbox`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}
