import { assign, fromPromise, setup } from 'xstate'
import type { Currency } from '../src/model/currencies'
import { mustProvide } from './must-provide'

/**
 * The payment total (PAY-11): what a payment in the selected currency will charge, from `calculate` (provided:
 * POST event-orders-calculate → `payment_amount` in minor units). A loader shows while it loads; a new currency
 * starts a new calculation and the answer of the earlier one is ignored (the invoked actor is stopped, so a stale
 * answer never reaches the machine); a failed calculation leaves the total empty.
 *
 * States: `idle` (no currency yet) → `loading` → `shown` | `failed`; `total.load` from any of them reloads.
 */
export type PaymentTotalEvent = { type: 'total.load'; currency: Currency }

export interface PaymentTotalContext {
  currency: Currency | null
  /** Minor units of `currency`; null while loading and after a failure. */
  amount: number | null
}

export const paymentTotalMachine = setup({
  types: {
    context: {} as PaymentTotalContext,
    events: {} as PaymentTotalEvent,
  },
  actors: {
    calculate: fromPromise<number, { currency: Currency }>(mustProvide('calculate')),
  },
  actions: {
    startLoading: assign({ currency: ({ event }) => event.currency, amount: null }),
  },
}).createMachine({
  id: 'paymentTotal',
  context: { currency: null, amount: null },
  initial: 'idle',
  on: {
    'total.load': { target: '.loading', reenter: true, actions: 'startLoading' },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'calculate',
        input: ({ context }) => ({ currency: context.currency! }),
        onDone: { target: 'shown', actions: assign({ amount: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    shown: {},
    failed: {},
  },
})
