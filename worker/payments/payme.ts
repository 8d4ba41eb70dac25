/**
 * PAYMEUZ (Payme Business, UZS in tiyin; BE-13, PAY-08, PAY-13, OQ-26): Payme's Merchant API. Its documentation
 * (developer.help.paycom.uz) could not be read from here; the methods, states, codes and the 43 200 000 ms timeout
 * follow Payme's own template (github PaycomUZ/paycom-integration-java-template, MerchantService.kt), the checkout URL
 * the GET initialisation that public integrations use. There is no call to make an invoice: the visitor is sent to
 * Payme's checkout, `<PAYME_CHECKOUT_URL>/<base64 of m=<merchant id>;ac.payment_id=<our payment's uuid>;a=<tiyin>;
 * c=<return url>;l=<ru|uz|en>>` (GET initialisation). Payme then calls the site server to server, JSON-RPC 2.0 with
 * Basic `Paycom:<key>`: CheckPerformTransaction, CreateTransaction, PerformTransaction, CancelTransaction,
 * CheckTransaction, GetStatement (and ChangePassword, refused), answered by worker/api/payme-merchant-api.ts and
 * decided in payme-merchant-api.ts.
 *
 * - providerPaymentId is our payment's uuid, the account field Payme echoes in its calls; Payme's transactions of
 *   it are kept in payme_transactions.
 * - handleCallback answers null: Payme's calls have their own route and protocol.
 * - readStatus answers what Payme's calls told us: a performed transaction is a charge (also after a crash between
 *   recording it and paying the order), otherwise the payment is pending.
 * - cancel and refund: the Merchant API has no call from the merchant to Payme. A superseded payment is refused in
 *   CheckPerformTransaction, CreateTransaction and PerformTransaction, so Payme cancels it itself; a refund is made
 *   in Payme's merchant cabinet (Payme then calls CancelTransaction), so a charge the order does not keep is
 *   flagged for staff.
 * - live is false in test mode (PAYME_TEST_MODE): the registry then serves it only in a configuration without live
 *   credentials (OQ-26), and a live Payme makes the configuration live (no sandbox).
 */
import type { Language } from '../../src/model/languages'
import type { Bindings } from '../env'
import { paymeTransactionsOf } from '../db/payme'
import { findPaymentByProviderId } from '../db/payments'
import { paymeFiscalConfig, type PaymeFiscalBindings, type PaymeFiscalConfig } from './payme-fiscal'
import type { Invoice, InvoiceRequest, PaymentProvider, ProviderPaymentState, RefundResult, VerifiedCallback } from './provider'

export const PAYME_CHECKOUT_URL = 'https://checkout.paycom.uz'
export const PAYME_TEST_CHECKOUT_URL = 'https://checkout.test.paycom.uz'
/** The account field of the cashbox (set in Payme's cabinet): our payment's uuid. */
export const PAYME_ACCOUNT_FIELD = 'payment_id'

export interface PaymeConfig {
  merchantId: string
  key: string
  checkoutUrl: string
  testMode: boolean
  /** The fiscal codes per order kind (payme-fiscal.ts); a kind without them gets no receipt data. */
  fiscal: PaymeFiscalConfig
}

/** PAYME_TEST_MODE values that turn test mode on. */
const ON = new Set(['1', 'true', 'yes', 'on'])

/** Payme's settings from configuration; null while the merchant id or the key is missing. */
export function paymeConfig(
  env: Pick<Bindings, 'PAYME_MERCHANT_ID' | 'PAYME_KEY' | 'PAYME_CHECKOUT_URL' | 'PAYME_TEST_MODE'> & PaymeFiscalBindings,
): PaymeConfig | null {
  const merchantId = env.PAYME_MERCHANT_ID?.trim()
  const key = env.PAYME_KEY
  if (!merchantId || !key) return null
  const testMode = ON.has(env.PAYME_TEST_MODE?.trim().toLowerCase() ?? '')
  const checkoutUrl = (env.PAYME_CHECKOUT_URL?.trim() || (testMode ? PAYME_TEST_CHECKOUT_URL : PAYME_CHECKOUT_URL)).replace(/\/+$/, '')
  return { merchantId, key, checkoutUrl, testMode, fiscal: paymeFiscalConfig(env) }
}

/** Payme's checkout speaks ru, uz and en; Kyrgyz visitors get Russian. */
const CHECKOUT_LANGUAGE: Record<Language, 'ru' | 'en'> = { ru: 'ru', en: 'en', ky: 'ru' }

/** The GET initialisation URL of a payment; `;` separates the parameters, so the return URL carries it escaped. */
export function paymeCheckoutUrl(config: PaymeConfig, request: Pick<InvoiceRequest, 'paymentUuid' | 'amount' | 'returnUrl' | 'language'>): string {
  const parameters = [
    `m=${config.merchantId}`,
    `ac.${PAYME_ACCOUNT_FIELD}=${request.paymentUuid}`,
    `a=${request.amount}`,
    `c=${request.returnUrl.replaceAll(';', '%3B')}`,
    `l=${CHECKOUT_LANGUAGE[request.language]}`,
  ]
  return `${config.checkoutUrl}/${btoa(parameters.join(';'))}`
}

export class PaymeProvider implements PaymentProvider {
  readonly name = 'PAYMEUZ'
  readonly live: boolean

  constructor(
    readonly config: PaymeConfig,
    private readonly db: D1Database,
  ) {
    this.live = !config.testMode
  }

  async createInvoice(request: InvoiceRequest): Promise<Invoice> {
    if (request.currency !== 'UZS') throw new Error(`PAYMEUZ charges in UZS only, not ${request.currency}`)
    return { providerPaymentId: request.paymentUuid, invoiceUrl: paymeCheckoutUrl(this.config, request) }
  }

  async handleCallback(): Promise<VerifiedCallback | null> {
    return null
  }

  async readStatus(providerPaymentId: string): Promise<ProviderPaymentState | null> {
    const payment = await findPaymentByProviderId(this.db, this.name, providerPaymentId)
    if (!payment) return null
    // OQ-26: what a Payme in the other mode (test or live) performed never pays an order here.
    const madeHere = payment.live === (this.live ? 1 : 0)
    const charged = madeHere && (await paymeTransactionsOf(this.db, payment.uuid)).some((row) => row.state === 2 || row.state === -2)
    return { providerPaymentId, status: charged ? 'succeeded' : 'pending', amount: payment.amount, currency: payment.currency }
  }

  async cancel(): Promise<boolean> {
    return false
  }

  async refund(): Promise<RefundResult> {
    return { status: 'impossible', staffNote: "Payme's Merchant API has no refund call: cancel the transaction in Payme's merchant cabinet" }
  }
}
