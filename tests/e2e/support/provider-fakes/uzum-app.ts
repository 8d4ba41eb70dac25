/**
 * Uzum Bank's side of an UZUM payment for the end-to-end purchase (issue 29, OQ-26): the customer pays in the Uzum app,
 * so a test plays the app with the Worker tests' fake (tests/worker/uzum-fake.ts), whose check, create and confirm
 * calls reach the site's webhooks with Uzum's Basic credentials. Nothing listens: Uzum only calls the site.
 */
import { FakeUzum, UZUM_BINDINGS, type UzumOperation } from '../../../worker/uzum-fake'
import type { ProviderFake } from '../provider-site'

/** The Worker's variables that turn the Uzum adapter on (a test-only method: never in a live configuration). */
export const UZUM_VARS: Record<string, string> = UZUM_BINDINGS

export interface FakeUzumBank extends ProviderFake {
  /** Uzum Bank calling the site's webhooks. */
  app: FakeUzum
}

/** Uzum Bank for the site at `siteOrigin`. */
export async function fakeUzumBank(siteOrigin: string): Promise<FakeUzumBank> {
  const app = new FakeUzum((operation: UzumOperation, body: string, authorization: string | null) =>
    fetch(`${siteOrigin}/api/client/payment-notifications/uzum/${operation}`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    }),
  )
  return { vars: UZUM_VARS, app, close: async () => {} }
}
