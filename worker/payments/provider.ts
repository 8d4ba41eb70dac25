/**
 * One interface for every payment provider (BE-13, DESIGN "Sessions, payments, mail"): create an invoice, handle
 * (verify) a callback, read a status, cancel a superseded attempt, refund a charge the order does not keep. Adapters never decide what an order costs and never change an order
 * themselves: worker/payments/settle.ts applies a verified provider state to the stored payment.
 */
import type { Currency } from '../../src/model/currencies'
import type { Language } from '../../src/model/languages'

export type ProviderName = 'SANDBOX' | 'YOOKASSA' | 'CLICK' | 'PAYMEUZ' | 'UZUM' | 'PAYBOX'

export interface InvoiceRequest {
  /** Our payment's uuid: the idempotence key, so a retried request never makes a second invoice. */
  paymentUuid: string
  /** Minor units of `currency`, computed by the server. */
  amount: number
  currency: Currency
  description: string
  language: Language
  /** Absolute URLs of this site (validated same-origin paths). */
  returnUrl: string
  returnFailUrl: string
  /** This site's origin, for pages the provider itself serves from the Worker (the sandbox checkout). */
  origin: string
}

export interface Invoice {
  providerPaymentId: string
  /** PAY-13: where the browser pays. */
  invoiceUrl: string
}

export type ProviderPaymentStatus = 'pending' | 'succeeded' | 'canceled'

/** A payment as the provider itself reports it (never as a notification claims it). */
export interface ProviderPaymentState {
  providerPaymentId: string
  status: ProviderPaymentStatus
  /** Minor units. */
  amount: number
  currency: string
}

/** A notification after verification: what it claimed, and the state the provider confirmed (null: unknown id). */
export interface VerifiedCallback {
  event: string
  providerPaymentId: string
  state: ProviderPaymentState | null
}

/** A full refund of a payment the order does not keep. */
export interface RefundRequest {
  /** Our payment's uuid: the refund's idempotence key, so a repeated request never refunds twice. */
  paymentUuid: string
  providerPaymentId: string
  /** Minor units, the whole payment. */
  amount: number
  currency: Currency
  description: string
}

/** The provider refunded (or is refunding) the payment, or no refund can be made through it: staff must act. */
export type RefundResult =
  | { status: 'succeeded' | 'pending'; providerRefundId: string }
  | { status: 'impossible'; staffNote: string }

export interface PaymentProvider {
  readonly name: ProviderName
  /** False for test providers (the sandbox, test credentials): OQ-26. */
  readonly live: boolean
  /** The currencies its protocol can charge in; absent: every currency of the methods it serves (BE-31). */
  readonly currencies?: readonly Currency[]
  createInvoice(request: InvoiceRequest): Promise<Invoice>
  /**
   * Parses a notification and confirms it with the provider (signature or re-reading the payment). Null when the
   * request is not a notification this provider sends.
   */
  handleCallback(request: Request): Promise<VerifiedCallback | null>
  /** The provider's state of a payment; null when the provider does not know the id. */
  readStatus(providerPaymentId: string): Promise<ProviderPaymentState | null>
  /**
   * Stops a superseded attempt from being paid where the provider has a call for it; false when it cannot (the
   * attempt then expires at the provider, and a payment that still succeeds is refunded).
   */
  cancel(providerPaymentId: string): Promise<boolean>
  /** Refunds a succeeded payment in full; throws ProviderUnavailableError when it may be tried again. */
  refund(request: RefundRequest): Promise<RefundResult>
  /**
   * Re-reads a refund the provider answered pending (YooKassa's GET /refunds/{id}), until it settles; absent where the
   * provider settles refunds at once or has no such call.
   */
  readRefund?(providerRefundId: string): Promise<RefundResult>
}

/** The provider could not be reached or answered with an error: nothing was decided, the caller may retry. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: ProviderName,
    detail: string,
  ) {
    super(`${provider} is unavailable: ${detail}`)
  }
}

/** A fetch function (the global one in production; a fake provider's in tests). */
export type FetchFunction = (input: Request | string | URL, init?: RequestInit) => Promise<Response>

