/**
 * POST /api/client/payment-notifications/{provider} (BE-13): where providers call back. The adapter verifies the
 * notification (re-reading the payment), settle.ts applies it idempotently. Answers 200 with the outcome for
 * anything decided (duplicates and unknown payments included, so the provider stops retrying), 400 for a body
 * that is no notification, 404 for a provider that is not configured, and 503 when the provider could not be
 * asked (the provider retries later; nothing changed).
 */
import type { ApiErrorBody } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { route } from '../lib/route'
import type { NotificationOutcome } from '../db/payments'
import type { Bindings } from '../env'
import { kickOutbox } from '../mail/kick'
import { ProviderUnavailableError } from './provider'
import { paymentProviders } from './registry'
import { settleCallback } from './settle'

export type NotificationResult =
  | { status: 200; outcome: NotificationOutcome }
  | { status: 400 | 404 | 503; error: ApiErrorBody }

/** Handles one notification request for the provider named in its path; the sandbox calls this directly too. */
export async function receiveNotification(env: Bindings, providerPathName: string, request: Request): Promise<NotificationResult> {
  const provider = paymentProviders(env).byPathName(providerPathName)
  if (!provider) return { status: 404, error: { code: 'not_found', message: 'No such payment provider is configured' } }
  try {
    const callback = await provider.handleCallback(request)
    if (!callback) return { status: 400, error: { code: 'invalid_notification', message: 'Not a notification of this provider' } }
    return { status: 200, outcome: await settleCallback(env.DB, provider, callback) }
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error
    console.warn('Notification not settled', error.message)
    return { status: 503, error: { code: 'provider_unavailable', message: 'The payment provider could not be asked; retry' } }
  }
}

export const paymentNotificationRoutes = {
  paymentNotification: route(ENDPOINTS.paymentNotification, {}, async (c, { params }) => {
    const result = await receiveNotification(c.env, params.provider, c.req.raw)
    if (result.status === 200 && result.outcome === 'applied') kickOutbox(c)
    return result.status === 200 ? { outcome: result.outcome } : c.json(result.error, result.status)
  }),
}
