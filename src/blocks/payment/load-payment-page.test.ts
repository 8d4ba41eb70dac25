import { describe, expect, it } from 'vitest'
import { PAYMENT_PAGE_TYPES } from '../../model/payment-page-types'
import { loadPaymentPage, PaymentPageLoadError } from './load-payment-page'
import { ORDER_FAMILIES, PRODUCT_ORDER, recordingApi } from './order-api.fixture'

const answering = (status: number, code: string) => recordingApi(() => Response.json({ code, message: code }, { status }))

describe.each(PAYMENT_PAGE_TYPES)('loadPaymentPage for %s orders (PAY-01…03, OQ-29, issue 27)', (type) => {
  it(`PAY-01: reads the order from GET ${ORDER_FAMILIES[type]}/{access_code}`, async () => {
    const { api, requests } = recordingApi(() => Response.json(PRODUCT_ORDER))
    expect(await loadPaymentPage(api, { type, access_code: 'Code_1234567890abcdef' })).toEqual({
      view: 'order',
      type,
      accessCode: 'Code_1234567890abcdef',
      order: PRODUCT_ORDER,
    })
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /api/client/${ORDER_FAMILIES[type]}/Code_1234567890abcdef`,
    ])
  })

  it('PAY-02, OQ-29: an unknown order and an expired one are the not-found view of the kind, each with its reason', async () => {
    expect(await loadPaymentPage(answering(404, 'not_found').api, { type, access_code: 'x' })).toEqual({ view: 'missing', type, reason: 'unknown' })
    expect(await loadPaymentPage(answering(404, 'order_expired').api, { type, access_code: 'x' })).toEqual({
      view: 'missing',
      type,
      reason: 'expired',
    })
  })

  it('PAY-03: any other failure (server error, a 404 of another kind, no answer) is the 500 error page', async () => {
    const offline = recordingApi(() => {
      throw new TypeError('offline')
    })
    for (const { api } of [answering(500, 'internal'), answering(404, 'http_404'), offline]) {
      await expect(loadPaymentPage(api, { type, access_code: 'x' })).rejects.toBeInstanceOf(PaymentPageLoadError)
    }
  })
})
