/**
 * PAYBOX (PayBox.money / Freedom Pay; RUB, USD, UZS, KGS; BE-13, PAY-08, PAY-13, OQ-26). Every call is a form POST to
 * PAYBOX_API_URL signed with pg_sig (paybox-sign.ts) and answered in signed XML (paybox-xml.ts). Documented operations
 * used (paybox.money/docs, freedompay.kg|kz|money/docs "Merchant API"):
 * - init_payment.php: the payment with our payment's uuid as pg_order_id, the amount in major units, pg_check_url and
 *   pg_result_url (our endpoints), pg_success_url / pg_failure_url (return_url / return_fail_url), pg_auto_clearing=1
 *   (one step: charged at once) and pg_testing_mode=1 only in a testing configuration; answers pg_payment_id (our
 *   providerPaymentId) and pg_redirect_url (where the visitor pays, PAY-13).
 * - the check URL and result URL calls (worker/api/paybox-webhooks.ts, decided in paybox-check.ts and
 *   paybox-result.ts), answered in signed XML.
 * - get_status3.php (the current status call; get_status2.php before it): pg_payment_status, pg_amount, pg_currency
 *   and the refunds and revocations made, read in paybox-status.ts.
 * - revoke.php: a full refund (pg_refund_amount) of a charge the order does not keep.
 * - cancel: PayBox's cancel only releases a two-step payment's hold; ours are charged at once, so a superseded
 *   attempt is left to expire and a charge that still comes is refunded.
 * A PayBox in testing mode is not live (OQ-26): the registry serves it only in a configuration without live credentials.
 */
import type { Language } from '../../src/model/languages'
import { minorFromValue, valueFromMinor } from './decimal-amount'
import { payboxFields, payboxSalt, payboxSignature, payboxSignatureValid, type PayboxField } from './paybox-sign'
import { payboxPaymentStatus } from './paybox-status'
import { payboxValues, readPayboxXml } from './paybox-xml'
import { ProviderUnavailableError } from './provider'
import type { FetchFunction, Invoice, InvoiceRequest, PaymentProvider, ProviderPaymentState } from './provider'
import type { RefundRequest, RefundResult, VerifiedCallback } from './provider'

export const PAYBOX_DEFAULT_API_URL = 'https://api.paybox.money'

/** Our result URL; its last segment is the script name PayBox signs its call to it with, and we our answer. */
export const PAYBOX_RESULT_PATH = '/api/client/payment-notifications/paybox/result'
export const PAYBOX_RESULT_SCRIPT = 'result'
/** Our check URL, asked before PayBox takes the money (paybox-check.ts), and its script name. */
export const PAYBOX_CHECK_PATH = '/api/client/payment-notifications/paybox/check'
export const PAYBOX_CHECK_SCRIPT = 'check'

/** How long a call to the API may take before the provider counts as unavailable. */
const TIMEOUT_MS = 10_000

/** PayBox's payment pages speak ru and en (no Kyrgyz page). */
const PAGE_LANGUAGE: Record<Language, string> = { ru: 'ru', en: 'en', ky: 'ru' }

export interface PayboxConfig {
  merchantId: string
  secretKey: string
  apiUrl: string
  /** PAYBOX_TESTING_MODE: payments made with pg_testing_mode=1, charging nobody. */
  testingMode: boolean
  fetch: FetchFunction
}

/** What PAYBOX_TESTING_MODE turns on testing with. */
export function payboxTestingMode(value: string | undefined): boolean {
  return ['1', 'true', 'yes'].includes((value ?? '').trim().toLowerCase())
}

export class PayboxProvider implements PaymentProvider {
  readonly name = 'PAYBOX'
  readonly live: boolean

  constructor(readonly config: PayboxConfig) {
    this.live = !config.testingMode
  }

  /** Calls a script with signed parameters; answers the verified fields of its XML (pg_status ok or error). */
  private async call(script: string, parameters: Record<string, string>): Promise<PayboxField[]> {
    const fields = payboxFields(Object.entries({ pg_merchant_id: this.config.merchantId, ...parameters, pg_salt: payboxSalt() }))
    const form = new URLSearchParams(fields.map((field) => [field.name, field.value as string]))
    form.set('pg_sig', await payboxSignature(script, fields, this.config.secretKey))
    let response: Response
    try {
      response = await this.config.fetch(`${this.config.apiUrl.replace(/\/+$/, '')}/${script}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new ProviderUnavailableError('PAYBOX', error instanceof Error ? error.message : String(error))
    }
    const answer = readPayboxXml(await response.text().catch(() => ''))
    if (!response.ok || !answer) throw new ProviderUnavailableError('PAYBOX', `${script} answered ${response.status}`)
    const values = payboxValues(answer)
    // Only an error for an unknown merchant comes unsigned (pg_error_code 9998).
    const signed = await payboxSignatureValid(script, answer, this.config.secretKey)
    if (!signed && !(values.pg_status === 'error' && values.pg_sig === undefined)) {
      throw new ProviderUnavailableError('PAYBOX', `${script} answered without a valid signature`)
    }
    return answer
  }

  async createInvoice(request: InvoiceRequest): Promise<Invoice> {
    const answer = payboxValues(
      await this.call('init_payment.php', {
        pg_order_id: request.paymentUuid,
        pg_amount: valueFromMinor(request.amount),
        pg_currency: request.currency,
        pg_description: request.description,
        pg_language: PAGE_LANGUAGE[request.language],
        pg_check_url: `${request.origin}${PAYBOX_CHECK_PATH}`,
        pg_result_url: `${request.origin}${PAYBOX_RESULT_PATH}`,
        pg_request_method: 'POST',
        pg_success_url: request.returnUrl,
        pg_failure_url: request.returnFailUrl,
        pg_auto_clearing: '1',
        ...(this.config.testingMode ? { pg_testing_mode: '1' } : {}),
      }),
    )
    if (answer.pg_status !== 'ok' || !answer.pg_payment_id || !answer.pg_redirect_url) {
      throw new ProviderUnavailableError('PAYBOX', `init_payment.php refused: ${answer.pg_error_code} ${answer.pg_error_description}`)
    }
    return { providerPaymentId: answer.pg_payment_id, invoiceUrl: answer.pg_redirect_url }
  }

  /** PayBox's result call has its own route and XML answer (worker/api/paybox-webhooks.ts). */
  async handleCallback(): Promise<VerifiedCallback | null> {
    return null
  }

  async readStatus(providerPaymentId: string): Promise<ProviderPaymentState | null> {
    const fields = await this.call('get_status3.php', { pg_payment_id: providerPaymentId })
    const answer = payboxValues(fields)
    if (answer.pg_status !== 'ok') {
      throw new ProviderUnavailableError('PAYBOX', `get_status3.php refused: ${answer.pg_error_code} ${answer.pg_error_description}`)
    }
    const amount = minorFromValue(answer.pg_amount ?? '')
    if (amount === null) throw new ProviderUnavailableError('PAYBOX', `unreadable amount ${answer.pg_amount}`)
    // OQ-26: a test payment never counts as a charge of a live configuration.
    const status = this.live && answer.pg_testing_mode === '1' ? 'pending' : payboxPaymentStatus(fields, amount)
    return { providerPaymentId, status, amount, currency: answer.pg_currency ?? '' }
  }

  async cancel(): Promise<boolean> {
    return false
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const answer = payboxValues(
      await this.call('revoke.php', { pg_payment_id: request.providerPaymentId, pg_refund_amount: valueFromMinor(request.amount) }),
    )
    if (answer.pg_status !== 'ok') {
      return { status: 'impossible', staffNote: `PayBox refused the refund (${answer.pg_error_code}: ${answer.pg_error_description})` }
    }
    return { status: 'succeeded', providerRefundId: `revoke-${answer.pg_payment_id ?? request.providerPaymentId}` }
  }
}
