import { assign, fromPromise, setup } from 'xstate'
import type { Currency } from '../src/model/currencies'
import type { PaymentMethodEntry } from '../src/model/entities/orders'
import { DEFAULT_PAYMENT_CURRENCY, DEFAULT_PAYMENT_METHOD, initialSelection, selectMethod, type PaymentMethod } from '../src/model/payments'
import { mustProvide } from './must-provide'

/**
 * The payment method and currency picker (PAY-08, PAY-10, BE-31, OQ-26, OQ-27).
 *
 * Before the list is known the picker holds the defaults LEADPAY / USD with no method selected. `loadMethods`
 * (provided: GET payment-methods) gives the methods as the server offers them to this browser — the server decides
 * which are served here, in which currencies, and whether the test-only UZUM and CLICK are listed (OQ-26) — and the
 * picker selects the first one that charges in the order's stored currency (`initialSelection`). Choosing a method
 * keeps the currency when it can, else switches to the method's first currency (`selectMethod`); `switchedFrom`
 * makes the picker say so.
 *
 * States: `loading` → `ready` | `empty` | `failed` (→ `loading` on `picker.retry`).
 */
/** GET payment-methods' entries, in the picker's order. */
export type PaymentMethodsLoaded = PaymentMethodEntry[]

export interface PaymentPickerInput {
  /** The order's currency (PAY-10: the stored currency). */
  storedCurrency: Currency
}

export interface PaymentPickerContext {
  storedCurrency: Currency
  methods: PaymentMethodEntry[]
  /** Null until the list is known (OQ-27: nothing selected before init). */
  method: PaymentMethod | null
  /** What the picker shows before init: LEADPAY (PAY-10). */
  defaultMethod: PaymentMethod
  currency: Currency
  /** OQ-27: the currency the visitor had before it had to change; the picker shows a note naming both. */
  switchedFrom: Currency | null
}

export type PaymentPickerEvent =
  | { type: 'picker.method'; method: PaymentMethod }
  | { type: 'picker.currency'; currency: Currency }
  | { type: 'picker.retry' }

/** The listed entry of `method`, if any. */
function entryOf(methods: readonly PaymentMethodEntry[], method: PaymentMethod | null): PaymentMethodEntry | undefined {
  return methods.find((entry) => entry.method === method)
}

export const paymentPickerMachine = setup({
  types: {
    input: {} as PaymentPickerInput,
    context: {} as PaymentPickerContext,
    events: {} as PaymentPickerEvent,
  },
  actors: {
    loadMethods: fromPromise<PaymentMethodsLoaded, void>(mustProvide('loadMethods')),
  },
  guards: {
    isListed: ({ context, event }) => event.type === 'picker.method' && entryOf(context.methods, event.method) !== undefined,
    isChargeable: ({ context, event }) =>
      event.type === 'picker.currency' && (entryOf(context.methods, context.method)?.currencies.includes(event.currency) ?? false),
  },
}).createMachine({
  id: 'paymentPicker',
  context: ({ input }) => ({
    storedCurrency: input.storedCurrency,
    methods: [],
    method: null,
    defaultMethod: DEFAULT_PAYMENT_METHOD,
    currency: DEFAULT_PAYMENT_CURRENCY,
    switchedFrom: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadMethods',
        onDone: [
          {
            guard: ({ event }) => event.output.length === 0,
            target: 'empty',
          },
          {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              methods: event.output,
              ...initialSelection(event.output, context.storedCurrency)!,
            })),
          },
        ],
        onError: 'failed',
      },
    },
    ready: {
      on: {
        'picker.method': {
          guard: 'isListed',
          actions: assign(({ context, event }) => selectMethod(entryOf(context.methods, event.method)!, context.currency)),
        },
        'picker.currency': {
          guard: 'isChargeable',
          actions: assign(({ event }) => ({ currency: event.currency, switchedFrom: null })),
        },
      },
    },
    empty: {},
    failed: {
      on: { 'picker.retry': 'loading' },
    },
  },
})
