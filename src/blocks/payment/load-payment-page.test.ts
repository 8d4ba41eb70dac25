import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '../../api/client'
import type { EventOrderEntity } from '../../model/entities/orders'
import { loadPaymentPage, PaymentPageLoadError } from './load-payment-page'

const ORDER = { uuid: 'order-uuid', is_paid: false } as EventOrderEntity
const failing = (status: number, code: string) => ({
  eventOrder: () => Promise.reject(new ApiRequestError(status, { code, message: code })),
})

describe('loadPaymentPage (PAY-01…03, OQ-29)', () => {
  it('PAY-01: reads an event order by its access code', async () => {
    const asked: string[] = []
    const api = { eventOrder: ({ params }: { params: { access_code: string } }) => (asked.push(params.access_code), Promise.resolve(ORDER)) }
    expect(await loadPaymentPage(api, { type: 'events', access_code: 'Code_123' })).toEqual({
      view: 'order',
      type: 'events',
      accessCode: 'Code_123',
      order: ORDER,
    })
    expect(asked).toEqual(['Code_123'])
  })

  it('PAY-02, OQ-29: an unknown order and an expired one are the not-found view, each with its reason', async () => {
    expect(await loadPaymentPage(failing(404, 'not_found'), { type: 'events', access_code: 'x' })).toEqual({
      view: 'missing',
      type: 'events',
      reason: 'unknown',
    })
    expect(await loadPaymentPage(failing(404, 'order_expired'), { type: 'events', access_code: 'x' })).toEqual({
      view: 'missing',
      type: 'events',
      reason: 'expired',
    })
  })

  it('PAY-03: any other failure (server error, network, a 404 of another kind) is the 500 error page', async () => {
    for (const api of [failing(500, 'internal'), failing(0, 'network'), failing(404, 'http_404')]) {
      await expect(loadPaymentPage(api, { type: 'events', access_code: 'x' })).rejects.toBeInstanceOf(PaymentPageLoadError)
    }
  })

  it('products and online courses have no orders on the server yet: the not-found view for their type', async () => {
    const api = { eventOrder: () => Promise.reject(new Error('must not be called')) }
    expect(await loadPaymentPage(api, { type: 'products', access_code: 'x' })).toEqual({
      view: 'missing',
      type: 'products',
      reason: 'unknown',
    })
    expect((await loadPaymentPage(api, { type: 'online_courses', access_code: 'x' })).type).toBe('online_courses')
  })
})
