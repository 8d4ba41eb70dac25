/**
 * CLICK (Uzbekistan, UZS only; BE-13, BE-14, PAY-14, API-34, OQ-26, OQ-28): the SHOP-API scheme. There is no call
 * to make an invoice: the visitor is sent to Click's pay page (CLICK_PAY_URL) with our service and merchant ids,
 * the amount with two decimals, our payment's uuid as `transaction_param` and the payment page (check_mode=1) as
 * `return_url`. Click then calls the site server to server, Prepare and Complete, answered by
 * worker/api/click-webhooks.ts and decided in click-shop-api.ts.
 *
 * - providerPaymentId is our payment's uuid for good: it is the `transaction_param` Click echoes as
 *   `merchant_trans_id` in every call, while Click's own click_trans_id names one attempt of several possible (it
 *   is kept per Prepare in click_transactions).
 * - handleCallback answers null: Click's calls are not notifications to verify and apply but a two-step protocol
 *   whose answers carry Click's error codes and our merchant_prepare_id, so they have their own route.
 * - readStatus: SHOP-API has no status call. It answers what Click's calls have told us (the stored payment), or
 *   null for a payment we do not know.
 * - cancel and refund: SHOP-API has neither call. A superseded payment is refused in Prepare and Complete (-9), so
 *   Click cancels it; a charge Click still reports is flagged for staff (NEEDS_STAFF), who settle it with Click.
 * - live is always false: CLICK is a test-only method (OQ-26); the registry serves it only in a configuration
 *   without live credentials, so a Click payment never pays an order in a live configuration.
 */
import { valueFromMinor } from './decimal-amount'
import { InboundCallsProvider } from './inbound-provider'
import type { Invoice, InvoiceRequest, PaymentProvider } from './provider'

export const CLICK_DEFAULT_PAY_URL = 'https://my.click.uz/services/pay'

export interface ClickConfig {
  serviceId: string
  merchantId: string
  secretKey: string
  payUrl: string
}

export class ClickProvider extends InboundCallsProvider<ClickConfig> implements PaymentProvider {
  readonly name = 'CLICK'
  protected readonly refundNote = "Click's SHOP-API has no refund call: refund it in Click's merchant cabinet"

  async createInvoice(request: InvoiceRequest): Promise<Invoice> {
    if (request.currency !== 'UZS') throw new Error(`CLICK charges in UZS only, not ${request.currency}`)
    const url = new URL(this.config.payUrl)
    url.searchParams.set('service_id', this.config.serviceId)
    url.searchParams.set('merchant_id', this.config.merchantId)
    url.searchParams.set('amount', valueFromMinor(request.amount))
    url.searchParams.set('transaction_param', request.paymentUuid)
    url.searchParams.set('return_url', request.returnUrl)
    // PAY-14's description; Click's button page does not list this parameter (see the README).
    url.searchParams.set('additional_param3', request.description)
    return { providerPaymentId: request.paymentUuid, invoiceUrl: url.href }
  }
}
