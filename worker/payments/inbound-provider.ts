/**
 * What providers whose protocol calls us (Click's SHOP-API, Uzum's Merchant API) share: their calls have their own
 * routes, not notifications to verify; they have no status, cancel or refund call, so the status is what their calls
 * told us (the stored payment) and a charge we cannot keep is left for staff. Test-only (OQ-26): never live.
 */
import type { PaymentStatus } from '../../src/model/entities/orders'
import { findPaymentByProviderId } from '../db/payments'
import type { ProviderName, ProviderPaymentState, ProviderPaymentStatus, RefundResult, VerifiedCallback } from './provider'

/** A charge we refused or did not keep counts as taken by the provider. */
const STATUS: Record<PaymentStatus, ProviderPaymentStatus> = {
  PENDING: 'pending',
  SUCCEEDED: 'succeeded',
  REFUND_PENDING: 'succeeded',
  REFUNDED: 'succeeded',
  NEEDS_STAFF: 'succeeded',
  CANCELED: 'canceled',
  SUPERSEDED: 'canceled',
}

export abstract class InboundCallsProvider<Config> {
  abstract readonly name: ProviderName
  readonly live = false
  /** Where staff settle a charge the site does not keep. */
  protected abstract readonly refundNote: string

  constructor(
    readonly config: Config,
    protected readonly db: D1Database,
  ) {}

  async handleCallback(): Promise<VerifiedCallback | null> {
    return null
  }

  /** The stored payment as the provider's state; null for a payment we do not know. */
  async readStatus(providerPaymentId: string): Promise<ProviderPaymentState | null> {
    const payment = await findPaymentByProviderId(this.db, this.name, providerPaymentId)
    if (!payment) return null
    return { providerPaymentId, status: STATUS[payment.status], amount: payment.amount, currency: payment.currency }
  }

  async cancel(): Promise<boolean> {
    return false
  }

  async refund(): Promise<RefundResult> {
    return { status: 'impossible', staffNote: this.refundNote }
  }
}
