import { assign, fromPromise, setup } from 'xstate'
import type { Currency } from '../src/model/currencies'
import type { PaymentMethod } from '../src/model/payments'
import { mustProvide } from './must-provide'

/**
 * The pay button (PAY-12, PAY-13, PAY-15). `pay.submit` creates the payment (`createPayment`, provided: POST
 * event-orders-payments with the order, method, currency and the return paths) while `performing` blocks further
 * submits; then the browser goes to the invoice (`goToInvoice`, provided: `location.assign`). A call that got no
 * response shows the toast `errors.internal_short` (`notifyNoResponse`, provided) and the button is usable again;
 * any other failure shows `errors.internal_short` inline under the button.
 *
 * States: `idle` → `performing` → `redirecting` | `idle` (no response) | `failed` (→ `performing` on a new submit).
 */
export interface PaymentRequest {
  method: PaymentMethod
  currency: Currency
}

/** What the provided `createPayment` reports; any other failure is thrown (an exception, PAY-15). */
export type PaymentAttempt = { status: 'invoice'; invoiceUrl: string } | { status: 'no_response' }

export type PaymentButtonEvent = { type: 'pay.submit'; method: PaymentMethod | null; currency: Currency }

export const paymentButtonMachine = setup({
  types: {
    context: {} as { invoiceUrl: string | null },
    events: {} as PaymentButtonEvent,
  },
  actors: {
    createPayment: fromPromise<PaymentAttempt, PaymentRequest>(mustProvide('createPayment')),
  },
  actions: {
    goToInvoice: mustProvide('goToInvoice'),
    notifyNoResponse: mustProvide('notifyNoResponse'),
  },
  guards: {
    // OQ-27: nothing can be paid before a method is selected.
    hasMethod: ({ event }) => event.method !== null,
  },
}).createMachine({
  id: 'paymentButton',
  context: { invoiceUrl: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'pay.submit': { guard: 'hasMethod', target: 'performing' } },
    },
    performing: {
      invoke: {
        src: 'createPayment',
        input: ({ event }) => {
          const { method, currency } = event as PaymentButtonEvent
          return { method: method!, currency }
        },
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'invoice',
            target: 'redirecting',
            actions: assign({
              invoiceUrl: ({ event }) => (event.output.status === 'invoice' ? event.output.invoiceUrl : null),
            }),
          },
          { target: 'idle', actions: 'notifyNoResponse' },
        ],
        onError: 'failed',
      },
    },
    redirecting: {
      // The provided action sends the browser to `context.invoiceUrl` (PAY-13).
      entry: 'goToInvoice',
    },
    failed: {
      on: { 'pay.submit': { guard: 'hasMethod', target: 'performing' } },
    },
  },
})
