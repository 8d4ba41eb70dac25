import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { paymentButtonMachine } from '../../../machines/payment-button.machine'
import { paymentPageMachine } from '../../../machines/payment-page.machine'
import { paymentTotalMachine } from '../../../machines/payment-total.machine'
import type { OrderEntity, PaymentEntity } from '../../model/entities/orders'
import { PAYMENT_PAGE_TYPES } from '../../model/payment-page-types'
import { PAYMENT_RECHECK_INTERVAL_MS } from '../../model/timers'
import { ORDER_FAMILIES, PRODUCT_ORDER, recordingApi, type RecordedRequest } from './order-api.fixture'
import { orderCalls } from './order-calls'
import { calculateActor, createPaymentActor, readOrderActor } from './payment-actors'

const ACCESS_CODE = 'Code_1234567890abcdef'
const PENDING: PaymentEntity = { uuid: 'pay-1', payment_method: 'PAYBOX', status: 'PENDING', amount: 150000, currency: 'RUB', created: PRODUCT_ORDER.created }
const PENDING_ORDER: OrderEntity = { ...PRODUCT_ORDER, payments: [PENDING] }
const PAID_ORDER: OrderEntity = { ...PRODUCT_ORDER, is_paid: true, payments: [{ ...PENDING, status: 'SUCCEEDED' }] }

/** What the server of each family answers: the order by its code, a total, an invoice. */
function server(type: (typeof PAYMENT_PAGE_TYPES)[number], order: unknown) {
  const family = `/api/client/${ORDER_FAMILIES[type]}`
  return recordingApi(({ method, path }: RecordedRequest) => {
    if (method === 'GET' && path === `${family}/${ACCESS_CODE}`) return Response.json(order)
    if (method === 'POST' && path === `${family}-calculate`) return Response.json({ payment_amount: 1999, currency: 'USD' })
    if (method === 'POST' && path === `${family}-payments`) return Response.json({ uuid: 'pay-2', invoice_url: '/api/client/sandbox-checkout/pay-2' }, { status: 201 })
    return Response.json({ code: 'not_found', message: path }, { status: 404 })
  })
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe.each(PAYMENT_PAGE_TYPES)('the payment machines on the calls of %s orders (PAY-04, PAY-11, PAY-12, issue 27)', (type) => {
  const family = ORDER_FAMILIES[type]

  it(`PAY-04: back from the provider, the page machine re-reads GET ${family}/{access_code} until the order is paid`, async () => {
    vi.useFakeTimers()
    const { api, requests } = server(type, PAID_ORDER)
    const machine = paymentPageMachine.provide({ actors: { readOrder: readOrderActor(orderCalls(api, type), ACCESS_CODE) } })
    const actor = createActor(machine, { input: { order: PENDING_ORDER, checkMode: true } }).start()
    expect(actor.getSnapshot().matches('checking')).toBe(true)
    await vi.advanceTimersByTimeAsync(PAYMENT_RECHECK_INTERVAL_MS)
    // The first call of a client loads the endpoints' module (src/api/client.ts): real time, which fake timers do not skip.
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('paid'))
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([`GET /api/client/${family}/${ACCESS_CODE}`])
  })

  it(`PAY-11: the total machine shows what POST ${family}-calculate answers for the chosen currency`, async () => {
    const { api, requests } = server(type, PRODUCT_ORDER)
    const machine = paymentTotalMachine.provide({ actors: { calculate: calculateActor(orderCalls(api, type), PRODUCT_ORDER.uuid) } })
    const actor = createActor(machine).start()
    actor.send({ type: 'total.load', currency: 'USD' })
    const shown = await waitFor(actor, (snapshot) => snapshot.matches('shown'))
    expect(shown.context).toEqual({ currency: 'USD', amount: 1999 })
    expect(requests).toEqual([
      { method: 'POST', path: `/api/client/${family}-calculate`, query: expect.any(URLSearchParams), body: { order: PRODUCT_ORDER.uuid } },
    ])
    expect(requests[0]!.query.get('currency')).toBe('USD')
  })

  it(`PAY-12, PAY-13: the pay button creates the payment with POST ${family}-payments and goes to its invoice`, async () => {
    vi.stubGlobal('window', { location: { pathname: `/en/payment/${type}/${ACCESS_CODE}`, search: '?fail=1' } })
    const { api, requests } = server(type, PRODUCT_ORDER)
    const invoices: string[] = []
    const machine = paymentButtonMachine.provide({
      actors: { createPayment: createPaymentActor(orderCalls(api, type), PRODUCT_ORDER.uuid) },
      actions: { goToInvoice: ({ context }) => void invoices.push(context.invoiceUrl!), notifyNoResponse: () => {} },
    })
    const actor = createActor(machine).start()
    actor.send({ type: 'pay.submit', method: 'PAYBOX', currency: 'KGS' })
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'))
    expect(invoices).toEqual(['/api/client/sandbox-checkout/pay-2'])
    expect(requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: `/api/client/${family}-payments`,
        body: {
          payment_method: 'PAYBOX',
          order: PRODUCT_ORDER.uuid,
          currency: 'KGS',
          return_url: `/en/payment/${type}/${ACCESS_CODE}?check_mode=1`,
          return_fail_url: `/en/payment/${type}/${ACCESS_CODE}?fail=1`,
        },
      },
    ])
  })

  it('PAY-15: a created payment whose answer has no invoice_url fails inline and goes nowhere', async () => {
    vi.stubGlobal('window', { location: { pathname: `/payment/${type}/${ACCESS_CODE}`, search: '' } })
    const { api } = recordingApi(() => Response.json({ uuid: 'pay-3' }, { status: 201 }))
    const invoices: Array<string | null> = []
    const machine = paymentButtonMachine.provide({
      actors: { createPayment: createPaymentActor(orderCalls(api, type), PRODUCT_ORDER.uuid) },
      actions: { goToInvoice: ({ context }) => void invoices.push(context.invoiceUrl), notifyNoResponse: () => {} },
    })
    const actor = createActor(machine).start()
    actor.send({ type: 'pay.submit', method: 'PAYBOX', currency: 'KGS' })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(invoices).toEqual([])
  })
})
