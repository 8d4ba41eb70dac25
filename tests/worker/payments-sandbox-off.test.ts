/**
 * The sandbox takes fake payments, so a configuration that has not turned it on (wrangler.toml as deployed) has
 * none: no method without a live adapter is listed or accepted, and its checkout and callback paths are gone.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { PaymentCreateAnswer, PaymentMethodsAnswer } from '../../src/model/entities/orders'
import { PAYMENT_METHOD_CATALOGUE } from '../../src/model/payments'
import { createOrder, ensureOrderEvents, paymentRequest, postJson } from './event-orders-fixtures'
import { API, getWith } from './helpers'

beforeAll(ensureOrderEvents)

const post = (bindings: Partial<Cloudflare.Env>, path: string, body: string, type = 'application/json') =>
  getWith(bindings, `${API}/${path}`, { method: 'POST', headers: { 'Content-Type': type }, body })

describe.each([
  ['unset', { PAYMENT_PROVIDERS: undefined }],
  ['empty (wrangler.toml)', { PAYMENT_PROVIDERS: '' }],
  ['"auto" (the old default)', { PAYMENT_PROVIDERS: 'auto' }],
])('PAYMENT_PROVIDERS %s, no credentials: no sandbox (BE-13, OQ-26, issue 23)', (_name, bindings) => {
  it('payment-methods lists no method', async () => {
    const response = await getWith(bindings, `${API}/payment-methods`)
    expect(response.status).toBe(200)
    expect(((await response.json()) as PaymentMethodsAnswer).results).toEqual([])
  })

  it('every method is refused with method_unavailable', async () => {
    const order = await createOrder({}, 'language=ru&currency=RUB')
    for (const { method, currencies } of PAYMENT_METHOD_CATALOGUE) {
      const response = await post(bindings, 'event-orders-payments', JSON.stringify(paymentRequest(order, method, currencies[0]!)))
      expect(response.status, method).toBe(400)
      expect(((await response.json()) as ApiErrorBody).fields?.payment_method, method).toEqual(['api.errors.method_unavailable'])
    }
  })

  it('an invoice the sandbox issued earlier can be neither opened, nor paid, nor notified', async () => {
    const order = await createOrder({}, 'language=ru&currency=RUB')
    const created = await postJson('event-orders-payments', paymentRequest(order, 'PAYBOX', 'RUB'))
    expect(created.status).toBe(201)
    const { invoice_url } = (await created.json()) as PaymentCreateAnswer
    const invoiceId = invoice_url.split('/').pop()!
    expect((await getWith(bindings, invoice_url)).status).toBe(404)
    expect((await post(bindings, `sandbox-checkout/${invoiceId}/pay`, '', 'application/x-www-form-urlencoded')).status).toBe(404)
    const notify = await post(bindings, 'payment-notifications/sandbox', JSON.stringify({ event: 'payment.succeeded', object: { id: invoiceId } }))
    expect(notify.status).toBe(404)
    const paid = await env.DB.prepare('SELECT is_paid FROM event_orders WHERE access_code = ?1').bind(order.access_code).first('is_paid')
    expect(paid).toBe(0)
  })
})
