/**
 * A fake PayBox.money / Freedom Pay (Merchant API) speaking its protocol for the adapter tests, with signatures
 * computed here independently of the adapter (node:crypto): md5 of the script name, the fields but pg_sig sorted by
 * name (nested tags recursively) and the secret key, joined with ';'.
 * - POST init_payment.php, get_status3.php, revoke.php as application/x-www-form-urlencoded: each checks the merchant
 *   (unknown: an unsigned error 9998, as PayBox answers), the signature and its fields, and answers signed XML under
 *   <response> (pg_status ok, or error with pg_error_code and pg_error_description).
 * - init_payment.php records the payment (pg_payment_id, pg_redirect_url); get_status3.php reports pg_payment_status
 *   (any value a test sets), pg_amount, pg_currency, pg_testing_mode and, once refunded or revoked, the nested
 *   pg_refund_payments / pg_revoked_payments with their totals; revoke.php refunds a successful payment at most to its
 *   amount.
 * - The test moves payments on (`pay`, `decline`), builds the check and result calls PayBox posts to pg_check_url and
 *   pg_result_url (signed with the URL's last path segment as the script name; `checkCall`, `resultCall`), reads our
 *   XML answer and checks its signature (`readAnswer`), or takes the API down (`down`, `unreachable`).
 */
import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { fakeSignature, scriptOf, signedAnswer, type PayboxFakeField } from '../e2e/support/provider-fakes/paybox-protocol'
import { interceptGlobalFetch } from './fetch-intercept'

export const FAKE_PAYBOX = { url: 'https://api.paybox.fake', merchantId: '552031', secretKey: 'fake-paybox-secret' } as const

/** The bindings that configure the PayBox adapter (live: no testing mode). */
export const PAYBOX_BINDINGS = {
  PAYBOX_MERCHANT_ID: FAKE_PAYBOX.merchantId,
  PAYBOX_SECRET_KEY: FAKE_PAYBOX.secretKey,
  PAYBOX_API_URL: FAKE_PAYBOX.url,
}

type Field = PayboxFakeField

export interface FakePayboxPayment {
  id: string
  orderId: string
  merchantId: string
  amount: string
  currency: string
  description: string
  /** pg_payment_status as get_status3.php reports it (any value PayBox may send). */
  status: string
  testing: boolean
  /** Refunds made (revoke.php), major units. */
  refunded: string[]
  /** Revocations made in PayBox's cabinet, major units. */
  revoked: string[]
  form: Record<string, string>
}

/** How a test builds one of PayBox's calls: fields `sign`ed in, `override`n after signing, another secret key. */
export interface CallOptions {
  sign?: Record<string, string>
  override?: Record<string, string | null>
  secretKey?: string
}

export interface RecordedCall {
  script: string
  form: Record<string, string>
}

let sequence = 4_567_000

export class FakePaybox {
  readonly payments = new Map<string, FakePayboxPayment>()
  readonly calls: RecordedCall[] = []
  /** While true the API answers 503 to everything. */
  down = false
  /** While true the API cannot be reached at all (the fetch throws). */
  unreachable = false
  /** While true revoke.php refuses every refund (pg_status error). */
  refundsRefused = false

  constructor(private readonly secretKey: string = FAKE_PAYBOX.secretKey) {}

  private answer(script: string, fields: Field[]): Response {
    return new Response(signedAnswer(script, fields, this.secretKey), { headers: { 'Content-Type': 'text/xml; charset=utf-8' } })
  }

  private error(script: string, code: string, description: string): Response {
    return this.answer(script, [['pg_status', 'error'], ['pg_error_code', code], ['pg_error_description', description]])
  }

  readonly app = new Hono().post('/:script', async (c) => {
    const script = c.req.param('script')
    const entries = [...new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer()))]
    const form = Object.fromEntries(entries)
    this.calls.push({ script, form })
    if (this.down) return c.text('Service Unavailable', 503)
    if (form.pg_merchant_id !== FAKE_PAYBOX.merchantId) {
      return c.body(`<?xml version="1.0" encoding="utf-8"?><response><pg_status>error</pg_status><pg_error_code>9998</pg_error_code><pg_error_description>Unknown merchant</pg_error_description></response>`)
    }
    if (!form.pg_salt || form.pg_sig !== fakeSignature(script, entries, this.secretKey)) return this.error(script, '9999', 'Invalid signature')
    if (script === 'init_payment.php') return this.init(form)
    const payment = this.payments.get(form.pg_payment_id ?? '')
    if (!payment) return this.error(script, '340', 'Payment not found')
    if (script === 'get_status3.php') return this.status(payment)
    if (script === 'revoke.php') return this.revoke(payment, form.pg_refund_amount ?? '0')
    return this.error(script, '101', 'Unknown script')
  })

  private init(form: Record<string, string>): Response {
    for (const name of ['pg_order_id', 'pg_amount', 'pg_description', 'pg_result_url', 'pg_success_url', 'pg_failure_url']) {
      if (!form[name]) return this.error('init_payment.php', '101', `Empty ${name}`)
    }
    if (!/^\d+(\.\d{1,2})?$/.test(form.pg_amount!)) return this.error('init_payment.php', '101', 'Bad pg_amount')
    if (!['RUB', 'USD', 'UZS', 'KGS', 'KZT'].includes(form.pg_currency ?? 'KZT')) return this.error('init_payment.php', '101', 'Bad pg_currency')
    const id = String(++sequence)
    this.payments.set(id, {
      id,
      orderId: form.pg_order_id!,
      merchantId: form.pg_merchant_id!,
      amount: form.pg_amount!,
      currency: form.pg_currency ?? 'KZT',
      description: form.pg_description!,
      status: 'new',
      testing: form.pg_testing_mode === '1',
      refunded: [],
      revoked: [],
      form,
    })
    return this.answer('init_payment.php', [
      ['pg_status', 'ok'],
      ['pg_payment_id', id],
      ['pg_redirect_url', `${FAKE_PAYBOX.url}/pay.html?customer=${createHash('md5').update(id).digest('hex')}`],
      ['pg_redirect_url_type', 'need data'],
    ])
  }

  private status(payment: FakePayboxPayment): Response {
    const returns = (list: string, item: string, amounts: string[]): Field[] => {
      if (amounts.length === 0) return []
      const entries: Field[] = amounts.map((amount, index) => [
        item,
        [
          ['pg_payment_id', `${payment.id}${index + 1}`],
          ['pg_payment_status', 'success'],
          ['pg_amount', `-${amount}`],
        ],
      ])
      return [[list, entries]]
    }
    const total = (amounts: string[]) => (amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0) / 100).toFixed(2)
    return this.answer('get_status3.php', [
      ['pg_status', 'ok'],
      ['pg_payment_id', payment.id],
      ['pg_can_reject', '1'],
      ['pg_payment_method', 'bankcard'],
      ['pg_amount', payment.amount],
      ['pg_currency', payment.currency],
      ['pg_payment_status', payment.status],
      ['pg_testing_mode', payment.testing ? '1' : '0'],
      ...returns('pg_refund_payments', 'pg_refund_payment', payment.refunded),
      ...(payment.refunded.length > 0 ? ([['pg_refund_amount', `-${total(payment.refunded)}`]] as Field[]) : []),
      ...returns('pg_revoked_payments', 'pg_revoked_payment', payment.revoked),
      ...(payment.revoked.length > 0 ? ([['pg_revoke_amount', `-${total(payment.revoked)}`]] as Field[]) : []),
      ['pg_captured', payment.status === 'success' ? '1' : '0'],
    ])
  }

  private revoke(payment: FakePayboxPayment, amount: string): Response {
    if (this.refundsRefused) return this.error('revoke.php', '600', 'Refunds are not allowed for this merchant')
    if (payment.status !== 'success') return this.error('revoke.php', '610', `Payment in status ${payment.status} cannot be refunded`)
    const cents = (value: string) => Math.round(Number(value) * 100)
    const refunded = payment.refunded.reduce((sum, value) => sum + cents(value), 0)
    const asked = Number(amount) === 0 ? cents(payment.amount) - refunded : cents(amount)
    if (refunded + asked > cents(payment.amount) || asked <= 0) return this.error('revoke.php', '611', 'Refund exceeds the payment')
    payment.refunded.push((asked / 100).toFixed(2))
    return this.answer('revoke.php', [['pg_status', 'ok'], ['pg_payment_id', payment.id]])
  }

  /** The fetch the adapter is given: requests to FAKE_PAYBOX.url reach the fake app. */
  readonly fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    if (this.unreachable) throw new TypeError('fetch failed: connection refused (fake)')
    return this.app.fetch(new Request(input, init))
  }

  interceptGlobalFetch(): () => void {
    return interceptGlobalFetch(FAKE_PAYBOX.url, this.fetch)
  }

  /** The payment init_payment.php made for our payment (pg_order_id). */
  paymentOf(orderId: string): FakePayboxPayment {
    const payment = [...this.payments.values()].find((candidate) => candidate.orderId === orderId)
    if (!payment) throw new Error(`PayBox has no payment for order ${orderId}`)
    return payment
  }

  /** The calls the fake received to a script. */
  received(script: string): RecordedCall[] {
    return this.calls.filter((call) => call.script === script)
  }

  pay(id: string): void {
    this.payments.get(id)!.status = 'success'
  }

  decline(id: string): void {
    this.payments.get(id)!.status = 'failed'
  }

  /** The fields of a call PayBox posts to the site; `override` replaces or (null) drops fields after signing (a tampered call), `sign` fields before signing. */
  private signedCall(url: string, fields: Record<string, string>, options: CallOptions): { url: string; body: string } {
    const signed: Record<string, string> = { ...fields, pg_salt: `salt${++sequence}`, ...options.sign }
    signed.pg_sig = fakeSignature(scriptOf(url), Object.entries(signed), options.secretKey ?? this.secretKey)
    for (const [key, value] of Object.entries(options.override ?? {})) {
      if (value === null) delete signed[key]
      else signed[key] = value
    }
    return { url, body: new URLSearchParams(signed).toString() }
  }

  /** The order and amount fields both calls carry. */
  private orderFields(payment: FakePayboxPayment): Record<string, string> {
    return {
      pg_order_id: payment.orderId,
      pg_payment_id: payment.id,
      pg_amount: payment.amount,
      pg_currency: payment.currency,
      pg_ps_amount: payment.amount,
      pg_ps_full_amount: payment.amount,
      pg_ps_currency: payment.currency,
    }
  }

  private payment(id: string): FakePayboxPayment {
    const payment = this.payments.get(id)
    if (!payment) throw new Error(`PayBox has no payment ${id}`)
    return payment
  }

  /** The result call PayBox posts to the payment's pg_result_url (form-encoded, pg_request_method=POST), signed with the URL's last path segment. */
  resultCall(id: string, options: CallOptions & { result?: string } = {}): { url: string; body: string } {
    const payment = this.payment(id)
    return this.signedCall(
      payment.form.pg_result_url!,
      {
        ...this.orderFields(payment),
        pg_merchant_id: payment.merchantId,
        pg_net_amount: payment.amount,
        pg_description: payment.description,
        pg_result: options.result ?? (payment.status === 'success' ? '1' : '0'),
        pg_payment_date: '2026-11-27 10:15:00',
        pg_can_reject: '1',
        pg_user_phone: '996555123456',
        pg_testing_mode: payment.testing ? '1' : '0',
        pg_captured: payment.status === 'success' ? '1' : '0',
        pg_card_pan: '4405-64XX-XXXX-6150',
      },
      options,
    )
  }

  /** The check call PayBox posts to the payment's pg_check_url before it takes the money (Freedom Pay "Check URL"). */
  checkCall(id: string, options: CallOptions = {}): { url: string; body: string } {
    const payment = this.payment(id)
    return this.signedCall(payment.form.pg_check_url!, this.orderFields(payment), options)
  }

  /** PayBox reads pg_status and pg_description from the XML answer and checks its signature (our script's name). */
  async readAnswer(url: string, response: Response): Promise<{ http: number; pg_status: string; pg_description: string; signed: boolean }> {
    const text = await response.text()
    const fields: Field[] = [...text.matchAll(/<(pg_\w+)>([^<]*)<\/\1>/g)].map(([, name, value]) => [name!, value!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')])
    const byName = Object.fromEntries(fields) as Record<string, string>
    if (!response.headers.get('Content-Type')?.includes('xml') || !text.startsWith('<?xml')) throw new Error(`PayBox expects XML, got ${response.status}: ${text}`)
    return {
      http: response.status,
      pg_status: byName.pg_status ?? '',
      pg_description: byName.pg_description ?? '',
      signed: byName.pg_sig === fakeSignature(scriptOf(url), fields, this.secretKey),
    }
  }
}
