import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { paymentButtonMachine, type PaymentAttempt, type PaymentRequest } from './payment-button.machine'

function start() {
  const calls: { input: PaymentRequest; resolve: (attempt: PaymentAttempt) => void; reject: (error: Error) => void }[] = []
  const goToInvoice = vi.fn<(url: string) => void>()
  const notifyNoResponse = vi.fn()
  const machine = paymentButtonMachine.provide({
    actors: {
      createPayment: fromPromise<PaymentAttempt, PaymentRequest>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
      ),
    },
    actions: {
      goToInvoice: ({ context }) => goToInvoice(context.invoiceUrl!),
      notifyNoResponse,
    },
  })
  return { actor: createActor(machine).start(), calls, goToInvoice, notifyNoResponse }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const INVOICE = 'http://127.0.0.1/api/client/sandbox-checkout/abc'

describe('paymentButtonMachine (PAY-12, PAY-13, PAY-15)', () => {
  it('PAY-12, PAY-13: creates one payment while performing (double submits blocked), then goes to the invoice', async () => {
    const { actor, calls, goToInvoice } = start()
    actor.send({ type: 'pay.submit', method: 'PAYBOX', currency: 'USD' })
    expect(actor.getSnapshot().value).toBe('performing')
    actor.send({ type: 'pay.submit', method: 'PAYBOX', currency: 'USD' })
    actor.send({ type: 'pay.submit', method: 'YOOKASSA', currency: 'RUB' })
    expect(calls.map((call) => call.input)).toEqual([{ method: 'PAYBOX', currency: 'USD' }])
    calls[0]!.resolve({ status: 'invoice', invoiceUrl: INVOICE })
    await flush()
    expect(actor.getSnapshot().value).toBe('redirecting')
    expect(goToInvoice).toHaveBeenCalledExactlyOnceWith(INVOICE)
    // Leaving for the provider: nothing is sent twice.
    actor.send({ type: 'pay.submit', method: 'PAYBOX', currency: 'USD' })
    expect(calls).toHaveLength(1)
  })

  it('OQ-27: nothing is paid before a method is selected', () => {
    const { actor, calls } = start()
    actor.send({ type: 'pay.submit', method: null, currency: 'USD' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(calls).toHaveLength(0)
  })

  it('PAY-15: no response shows the toast and stops; the button can be used again', async () => {
    const { actor, calls, goToInvoice, notifyNoResponse } = start()
    actor.send({ type: 'pay.submit', method: 'YOOKASSA', currency: 'RUB' })
    calls[0]!.resolve({ status: 'no_response' })
    await flush()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(notifyNoResponse).toHaveBeenCalledOnce()
    expect(goToInvoice).not.toHaveBeenCalled()
    actor.send({ type: 'pay.submit', method: 'YOOKASSA', currency: 'RUB' })
    expect(calls).toHaveLength(2)
  })

  it('PAY-15: an exception shows the inline error, without a toast, and a new submit retries', async () => {
    const { actor, calls, notifyNoResponse, goToInvoice } = start()
    actor.send({ type: 'pay.submit', method: 'PAYBOX', currency: 'KGS' })
    calls[0]!.reject(new Error('400 bad currency'))
    await flush()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(notifyNoResponse).not.toHaveBeenCalled()
    actor.send({ type: 'pay.submit', method: 'PAYBOX', currency: 'RUB' })
    expect(actor.getSnapshot().value).toBe('performing')
    calls[1]!.resolve({ status: 'invoice', invoiceUrl: INVOICE })
    await flush()
    expect(goToInvoice).toHaveBeenCalledExactlyOnceWith(INVOICE)
  })
})
