/**
 * A fake Payme (Merchant API) for the adapter tests (BE-13): it opens the checkout URL the site sends the visitor to
 * (base64 of `m=…;ac.payment_id=…;a=…;c=…;l=…`, decoded here with node:buffer, independently of the adapter's btoa)
 * and calls the site's Merchant API as Payme does: JSON-RPC 2.0 POSTs with `Authorization: Basic
 * base64(Paycom:<key>)`, Payme's transaction ids (24 hex digits) and times in milliseconds.
 */
import { Buffer } from 'node:buffer'
import type { PaymeAnswerBody } from '../../src/model/api-contract/provider-answers'

export const FAKE_PAYME = {
  merchantId: '5e730e8e0b852a417aa49ceb',
  testKey: 'fake-payme-test-key&secret?',
} as const

/** A test-mode Payme (its test cashbox and checkout.test.paycom.uz). */
export const PAYME_BINDINGS = {
  PAYME_MERCHANT_ID: FAKE_PAYME.merchantId,
  PAYME_KEY: FAKE_PAYME.testKey,
  PAYME_TEST_MODE: '1',
}

/** What the checkout page was opened with. */
export interface Checkout {
  origin: string
  merchantId: string
  account: Record<string, string>
  amount: number
  returnUrl: string
  language: string
}

export type PaymeReply = PaymeAnswerBody & { result?: Record<string, unknown> }

type Post = (body: string, headers: Record<string, string>) => Promise<Response>

let sequence = 0

/** A new id as Payme makes them (a Mongo ObjectId: 24 hex digits). */
export function paymeId(): string {
  sequence += 1
  return `${Date.now().toString(16).padStart(12, '0')}${sequence.toString(16).padStart(12, '0')}`.slice(-24)
}

export class FakePayme {
  private rpcId = 100

  constructor(
    private readonly post: Post,
    private readonly credentials: { login: string; key: string } = { login: 'Paycom', key: FAKE_PAYME.testKey },
  ) {}

  /** Reads the checkout URL as Payme's checkout does. */
  openCheckout(invoiceUrl: string): Checkout {
    const url = new URL(invoiceUrl)
    const decoded: string = Buffer.from(url.pathname.slice(1), 'base64').toString('utf8')
    const fields = new Map(decoded.split(';').map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)] as const))
    const account = Object.fromEntries([...fields].filter(([name]) => name.startsWith('ac.')).map(([name, value]) => [name.slice(3), value]))
    return {
      origin: url.origin,
      merchantId: fields.get('m') ?? '',
      account,
      amount: Number(fields.get('a')),
      returnUrl: decodeURIComponent(fields.get('c') ?? ''),
      language: fields.get('l') ?? '',
    }
  }

  /** One Merchant API call; the raw body and headers may be replaced (malformed or unauthenticated calls). */
  async call(method: string, params: Record<string, unknown>, override: { body?: string; headers?: Record<string, string> } = {}): Promise<PaymeReply> {
    this.rpcId += 1
    const body = override.body ?? JSON.stringify({ jsonrpc: '2.0', id: this.rpcId, method, params })
    const basic = Buffer.from(`${this.credentials.login}:${this.credentials.key}`).toString('base64')
    return this.reply(await this.post(body, { 'Content-Type': 'application/json', Authorization: `Basic ${basic}`, ...override.headers }))
  }

  checkPerform(checkout: Checkout, amount = checkout.amount): Promise<PaymeReply> {
    return this.call('CheckPerformTransaction', { amount, account: checkout.account })
  }

  create(checkout: Checkout, id: string, fields: { amount?: number; time?: number } = {}): Promise<PaymeReply> {
    return this.call('CreateTransaction', { id, time: fields.time ?? Date.now(), amount: fields.amount ?? checkout.amount, account: checkout.account })
  }

  perform(id: string): Promise<PaymeReply> {
    return this.call('PerformTransaction', { id })
  }

  cancel(id: string, reason: number): Promise<PaymeReply> {
    return this.call('CancelTransaction', { id, reason })
  }

  check(id: string): Promise<PaymeReply> {
    return this.call('CheckTransaction', { id })
  }

  statement(from: number, to: number): Promise<PaymeReply> {
    return this.call('GetStatement', { from, to })
  }

  /** Payme reads a 200 JSON answer whatever it says. */
  async reply(response: Response): Promise<PaymeReply> {
    if (response.status !== 200 || !response.headers.get('Content-Type')?.startsWith('application/json')) {
      throw new Error(`Payme expects a 200 JSON answer, got ${response.status}: ${await response.text()}`)
    }
    return (await response.json()) as PaymeReply
  }
}
