/**
 * A fake Uzum Bank (Merchant API) for the adapter tests (BE-13): the customer reads the site's page on how to pay
 * (our serviceId, the payment's code and the amount), and Uzum Bank calls the site's webhooks as it does: JSON POSTs
 * to check, create, confirm, reverse and status with `Authorization: Basic base64(login:password)`, serviceId and a
 * millisecond timestamp in every body, params.account in check and create, transId and the amount in tiyin in create.
 */
import type { UzumAnswerBody } from '../../src/model/api-contract/provider-answers'

export const FAKE_UZUM = { serviceId: '498', login: 'uzum-fake', password: 'fake-uzum-password' } as const

/** The bindings that configure the Uzum adapter. */
export const UZUM_BINDINGS = {
  UZUM_SERVICE_ID: FAKE_UZUM.serviceId,
  UZUM_LOGIN: FAKE_UZUM.login,
  UZUM_PASSWORD: FAKE_UZUM.password,
}

export type UzumOperation = 'check' | 'create' | 'confirm' | 'reverse' | 'status'

/** What the customer read on the page: the service, the payment's code and the amount in tiyin. */
export interface UzumPayment {
  serviceId: number
  account: string
  amount: number
}

export interface UzumReply {
  status: number
  body: UzumAnswerBody
}

type Post = (operation: UzumOperation, body: string, authorization: string | null) => Promise<Response>

let sequence = 900_000

export class FakeUzum {
  constructor(
    private readonly post: Post,
    private readonly credentials: { login: string; password: string } | null = FAKE_UZUM,
  ) {}

  /** Reads the how-to-pay page as the customer does. */
  static readPage(html: string): UzumPayment {
    const field = (name: string) => new RegExp(`<dd data-${name}>([^<]*)</dd>`).exec(html)?.[1] ?? ''
    const [major, minor] = field('amount').split(' ')[0]!.split('.')
    return { serviceId: Number(field('service')), account: field('account'), amount: Number(major) * 100 + Number(minor) }
  }

  newTransId(): string {
    return `uzum-${++sequence}`
  }

  /** Sends one call with the fake's credentials and answers Uzum's reading of the reply. */
  async send(operation: UzumOperation, body: unknown): Promise<UzumReply> {
    const authorization = this.credentials ? `Basic ${btoa(`${this.credentials.login}:${this.credentials.password}`)}` : null
    const response = await this.post(operation, typeof body === 'string' ? body : JSON.stringify(body), authorization)
    return { status: response.status, body: (await response.json()) as UzumAnswerBody }
  }

  check(payment: UzumPayment, params: Record<string, unknown> = { account: payment.account }): Promise<UzumReply> {
    return this.send('check', { serviceId: payment.serviceId, timestamp: Date.now(), params })
  }

  create(payment: UzumPayment, transId: string, amount = payment.amount): Promise<UzumReply> {
    return this.send('create', { serviceId: payment.serviceId, timestamp: Date.now(), transId, params: { account: payment.account }, amount })
  }

  /** Uzum debited the customer: confirm, with the extra fields Uzum sends. */
  confirm(payment: UzumPayment, transId: string): Promise<UzumReply> {
    return this.send('confirm', {
      serviceId: payment.serviceId,
      timestamp: Date.now(),
      transId,
      paymentSource: 'UZCARD',
      tariff: null,
      processingReferenceNumber: `ref-${transId}`,
      phone: '998901234567',
    })
  }

  reverse(payment: UzumPayment, transId: string): Promise<UzumReply> {
    return this.send('reverse', { serviceId: payment.serviceId, timestamp: Date.now(), transId })
  }

  status(payment: UzumPayment, transId: string): Promise<UzumReply> {
    return this.send('status', { serviceId: payment.serviceId, timestamp: Date.now(), transId })
  }

  /** The whole payment as Uzum runs it when the customer pays: check, create, confirm. */
  async pay(payment: UzumPayment, transId = this.newTransId()): Promise<{ transId: string; replies: UzumReply[] }> {
    const replies = [await this.check(payment), await this.create(payment, transId), await this.confirm(payment, transId)]
    return { transId, replies }
  }
}
