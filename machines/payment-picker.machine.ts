import { assign, fromPromise, setup } from 'xstate'
import type { Currency } from '../src/model/currencies'
import type { PaymentMethodsAnswer } from '../src/model/entities/orders'
import {
  DEFAULT_PAYMENT_CURRENCY,
  DEFAULT_PAYMENT_METHOD,
  initialSelection,
  methodSupports,
  selectMethod,
  visibleMethods,
  type PaymentMethod,
  type PaymentMethodInfo,
} from '../src/model/payments'
import { mustProvide } from './must-provide'

/**
 * The payment method and currency picker (PAY-08, PAY-10, OQ-26, OQ-27).
 *
 * Before the list is known the picker holds the defaults LEADPAY / USD with no method selected. `loadMethods`
 * (provided: GET payment-methods and the browser's `isTestUser` flag) gives the methods this configuration serves;
 * the picker lists those of `visibleMethods(isTestUser)` (UZUM and CLICK only for testers) and selects the first
 * one that supports the order's stored currency (`initialSelection`). Choosing a method keeps the currency when it
 * can, else switches to the method's first currency (`selectMethod`); `currencySwitched` makes the picker say so.
 *
 * States: `loading` → `ready` | `empty` | `failed` (→ `loading` on `picker.retry`).
 */
export interface PaymentMethodsLoaded {
  served: PaymentMethodsAnswer['results']
  isTestUser: boolean
}

export interface PaymentPickerInput {
  /** The order's currency (PAY-10: the stored currency). */
  storedCurrency: Currency
}

export interface PaymentPickerContext {
  storedCurrency: Currency
  methods: PaymentMethodInfo[]
  /** Null until the list is known (OQ-27: nothing selected before init). */
  method: PaymentMethod | null
  /** What the picker shows before init: LEADPAY (PAY-10). */
  defaultMethod: PaymentMethod
  currency: Currency
  /** OQ-27: the currency differs from the one the visitor had; the picker shows a note. */
  currencySwitched: boolean
}

export type PaymentPickerEvent =
  | { type: 'picker.method'; method: PaymentMethod }
  | { type: 'picker.currency'; currency: Currency }
  | { type: 'picker.retry' }

/** OQ-26: the visible catalogue entries that this configuration serves, in the catalogue's order. */
export function listedMethods(loaded: PaymentMethodsLoaded): PaymentMethodInfo[] {
  const served = new Set(loaded.served.map((entry) => entry.method))
  return visibleMethods(loaded.isTestUser).filter((info) => served.has(info.method))
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
    isListed: ({ context, event }) =>
      event.type === 'picker.method' && context.methods.some((info) => info.method === event.method),
    isChargeable: ({ context, event }) =>
      event.type === 'picker.currency' && context.method !== null && methodSupports(context.method, event.currency),
  },
}).createMachine({
  id: 'paymentPicker',
  context: ({ input }) => ({
    storedCurrency: input.storedCurrency,
    methods: [],
    method: null,
    defaultMethod: DEFAULT_PAYMENT_METHOD,
    currency: DEFAULT_PAYMENT_CURRENCY,
    currencySwitched: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadMethods',
        onDone: [
          {
            guard: ({ event }) => listedMethods(event.output).length === 0,
            target: 'empty',
          },
          {
            target: 'ready',
            actions: assign(({ context, event }) => {
              const methods = listedMethods(event.output)
              const selection = initialSelection(methods, context.storedCurrency)!
              return { methods, ...selection }
            }),
          },
        ],
        onError: 'failed',
      },
    },
    ready: {
      on: {
        'picker.method': {
          guard: 'isListed',
          actions: assign(({ context, event }) => selectMethod(event.method, context.currency)),
        },
        'picker.currency': {
          guard: 'isChargeable',
          actions: assign(({ event }) => ({ currency: event.currency, currencySwitched: false })),
        },
      },
    },
    empty: {},
    failed: {
      on: { 'picker.retry': 'loading' },
    },
  },
})
