/**
 * A fake Click (SHOP-API) for the adapter tests (BE-14): it reads the pay-page URL the site sends the visitor to,
 * and calls the site's Prepare and Complete URLs as Click does: application/x-www-form-urlencoded POSTs with
 * click_trans_id, service_id, click_paydoc_id, merchant_trans_id (= transaction_param), merchant_prepare_id
 * (Complete), amount, action (0 Prepare, 1 Complete), error, error_note, sign_time and sign_string = md5 of
 * click_trans_id + service_id + SECRET_KEY + merchant_trans_id + [merchant_prepare_id] + amount + action +
 * sign_time (hashed here with node:crypto, independently of the adapter's WebCrypto).
 */
import { createHash } from 'node:crypto'

export const FAKE_CLICK = {
  serviceId: '31',
  merchantId: '20',
  secretKey: 'fake-click-secret',
  payUrl: 'https://my.click.fake/services/pay',
} as const

/** The bindings that configure the Click adapter. */
export const CLICK_BINDINGS = {
  CLICK_SERVICE_ID: FAKE_CLICK.serviceId,
  CLICK_MERCHANT_ID: FAKE_CLICK.merchantId,
  CLICK_SECRET_KEY: FAKE_CLICK.secretKey,
  CLICK_PAY_URL: FAKE_CLICK.payUrl,
}

/** What the pay page was opened with. */
export interface PayPage {
  serviceId: string | null
  merchantId: string | null
  amount: string
  transactionParam: string
  returnUrl: string | null
  description: string | null
}

/** Click's answer to a Prepare or a Complete. */
export interface ClickReply {
  click_trans_id?: number
  merchant_trans_id?: string
  merchant_prepare_id?: number
  merchant_confirm_id?: number
  error: number
  error_note: string
}

/** One attempt to pay (a click_trans_id), as Click runs it after the visitor confirmed on the pay page. */
export interface ClickAttempt {
  clickTransId: string
  clickPaydocId: string
  merchantTransId: string
  amount: string
}

type Post = (path: 'prepare' | 'complete', body: string) => Promise<Response>

let sequence = 7_000_000_000

export class FakeClick {
  constructor(
    private readonly post: Post,
    private readonly secretKey: string = FAKE_CLICK.secretKey,
  ) {}

  /** Reads the pay-page URL as Click's page does. */
  openPayPage(invoiceUrl: string): PayPage {
    const url = new URL(invoiceUrl)
    const amount = url.searchParams.get('amount')
    const transactionParam = url.searchParams.get('transaction_param')
    if (!amount || !transactionParam) throw new Error(`Not a Click pay-page URL: ${invoiceUrl}`)
    return {
      serviceId: url.searchParams.get('service_id'),
      merchantId: url.searchParams.get('merchant_id'),
      amount,
      transactionParam,
      returnUrl: url.searchParams.get('return_url'),
      description: url.searchParams.get('additional_param3'),
    }
  }

  /** A new attempt to pay what the pay page asked for. */
  attempt(page: PayPage): ClickAttempt {
    sequence += 1
    return { clickTransId: String(sequence), clickPaydocId: String(sequence + 500), merchantTransId: page.transactionParam, amount: page.amount }
  }

  /** The signed form of a call; `override` replaces fields after signing (a tampered request). */
  form(
    step: 'prepare' | 'complete',
    attempt: ClickAttempt,
    fields: { prepareId?: number; error?: number; serviceId?: string; override?: Record<string, string | null> } = {},
  ): string {
    const action = step === 'prepare' ? '0' : '1'
    const serviceId = fields.serviceId ?? FAKE_CLICK.serviceId
    const signTime = new Date().toISOString().replace('T', ' ').slice(0, 19)
    const prepareId = fields.prepareId === undefined ? '' : String(fields.prepareId)
    const signString = createHash('md5')
      .update(`${attempt.clickTransId}${serviceId}${this.secretKey}${attempt.merchantTransId}${prepareId}${attempt.amount}${action}${signTime}`)
      .digest('hex')
    const form: Record<string, string> = {
      click_trans_id: attempt.clickTransId,
      service_id: serviceId,
      click_paydoc_id: attempt.clickPaydocId,
      merchant_trans_id: attempt.merchantTransId,
      ...(step === 'complete' && fields.prepareId !== undefined ? { merchant_prepare_id: prepareId } : {}),
      amount: attempt.amount,
      action,
      error: String(fields.error ?? 0),
      error_note: fields.error ? 'Payment declined' : 'Success',
      sign_time: signTime,
      sign_string: signString,
    }
    for (const [key, value] of Object.entries(fields.override ?? {})) {
      if (value === null) delete form[key]
      else form[key] = value
    }
    return new URLSearchParams(form).toString()
  }

  async prepare(attempt: ClickAttempt, fields: { error?: number; override?: Record<string, string | null> } = {}): Promise<ClickReply> {
    return this.reply(await this.post('prepare', this.form('prepare', attempt, fields)))
  }

  async complete(attempt: ClickAttempt, fields: { prepareId?: number; error?: number; override?: Record<string, string | null> } = {}): Promise<ClickReply> {
    return this.reply(await this.post('complete', this.form('complete', attempt, fields)))
  }

  /** Click reads the code from a 200 JSON answer. */
  async reply(response: Response): Promise<ClickReply> {
    if (response.status !== 200 || !response.headers.get('Content-Type')?.startsWith('application/json')) {
      throw new Error(`Click expects a 200 JSON answer, got ${response.status}: ${await response.text()}`)
    }
    return (await response.json()) as ClickReply
  }
}
