/**
 * UZUM (Uzum Bank Merchant API, developer.uzumbank.uz/en/merchant; BE-13, PAY-08, OQ-26). The Merchant API is a
 * webhook protocol: the customer pays for our service in the Uzum Bank app, and Uzum Bank calls the partner's
 * endpoints — check, create, confirm, reverse, status — as JSON POSTs with HTTP Basic credentials it was given
 * (worker/api/uzum-webhooks.ts, decided in uzum-merchant-api.ts). Amounts are tiyin, so it charges in UZS only.
 *
 * - createInvoice makes no call: Uzum documents no payment-page URL for the Merchant API, so the visitor is sent to
 *   our own page (uzum-pay-page.ts) that says how to pay in the app: our service and the payment's code, which is
 *   our payment's uuid (providerPaymentId for good), entered as the service's `account` parameter.
 * - handleCallback answers null: Uzum's calls are a protocol with its own answers and route, not notifications.
 * - readStatus: there is no status call to Uzum; it answers what Uzum's calls told us (inbound-provider.ts).
 * - cancel and refund: the Merchant API has neither call (Uzum reverses from its side). A superseded payment is
 *   refused in create and confirm; a charge we cannot keep is flagged for staff (NEEDS_STAFF).
 * - live is always false: UZUM is a test-only method (OQ-26); the registry serves it only in a configuration
 *   without live credentials, so an Uzum payment never pays an order in a live configuration.
 */
import type { Currency } from '../../src/model/currencies'
import { InboundCallsProvider } from './inbound-provider'
import type { Invoice, InvoiceRequest, PaymentProvider } from './provider'

/** Where our page on how to pay in the Uzum Bank app is served (uzum-pay-page.ts), followed by `/{payment uuid}`. */
export const UZUM_PAY_PAGE_PATH = '/api/client/uzum-payment'

export interface UzumConfig {
  /** The serviceId Uzum assigned to this site's service. */
  serviceId: string
  /** The Basic credentials Uzum Bank sends with every call. */
  login: string
  password: string
}

export class UzumProvider extends InboundCallsProvider<UzumConfig> implements PaymentProvider {
  readonly name = 'UZUM'
  readonly currencies: readonly Currency[] = ['UZS']
  protected readonly refundNote = "Uzum's Merchant API has no refund call: settle it with Uzum Bank"

  async createInvoice(request: InvoiceRequest): Promise<Invoice> {
    if (request.currency !== 'UZS') throw new Error(`UZUM charges in UZS only, not ${request.currency}`)
    return { providerPaymentId: request.paymentUuid, invoiceUrl: new URL(`${UZUM_PAY_PAGE_PATH}/${request.paymentUuid}`, request.origin).href }
  }
}
