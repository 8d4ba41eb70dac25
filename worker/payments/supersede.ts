/**
 * Superseded payment attempts (PAY-12, BE-13) are canceled at their providers where a provider has a call for it:
 * the sandbox cancels the invoice, YooKassa only a payment waiting for capture, Click has none (its calls refuse a
 * superseded payment). Whatever a provider cannot stop and still charges is refunded (refund.ts).
 */
import type { PaymentRow } from '../db/payments'
import type { PaymentProviders } from './registry'

export async function cancelAtProviders(providers: PaymentProviders, superseded: PaymentRow[]): Promise<void> {
  await Promise.all(
    superseded.map(async (payment) => {
      const provider = providers.byName(payment.provider)
      if (!provider || !payment.provider_payment_id) return
      try {
        if (!(await provider.cancel(payment.provider_payment_id))) console.info('Superseded payment left to expire', payment.uuid)
      } catch (error) {
        console.warn('Could not cancel a superseded payment', payment.uuid, error)
      }
    }),
  )
}
