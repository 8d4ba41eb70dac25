import { assign, setup } from 'xstate'
import { isCurrency, type Currency } from '../src/model/currencies'
import { CURRENCY_RELOAD_DELAY_MS } from '../src/model/timers'
import { mustProvide } from './must-provide'

/**
 * The header currency buttons (CURRENCY-01…04). Choosing a known currency other than the current one stores it
 * (`storeCurrency`: the `currency` cookie, provided by the component) and reloads the page after 100 ms
 * (`reloadPage`, provided) so that every price is rendered again in it. Unknown codes and the current currency are
 * ignored.
 */
export interface CurrencySwitchInput {
  current: Currency
}

export interface CurrencySwitchContext {
  current: Currency
  /** The currency being applied; equals `current` until a choice is made. */
  chosen: Currency
}

export type CurrencySwitchEvent = { type: 'currency.choose'; currency: string }

export const currencySwitchMachine = setup({
  types: {
    input: {} as CurrencySwitchInput,
    context: {} as CurrencySwitchContext,
    events: {} as CurrencySwitchEvent,
  },
  delays: { CURRENCY_RELOAD_DELAY: CURRENCY_RELOAD_DELAY_MS },
  guards: {
    /** CURRENCY-04: only a code of the known list; choosing the currency already applied does nothing. */
    isNewKnownCurrency: ({ context, event }) => isCurrency(event.currency) && event.currency !== context.chosen,
  },
  actions: {
    rememberChoice: assign({ chosen: ({ event }) => event.currency as Currency }),
    storeCurrency: mustProvide('storeCurrency'),
    reloadPage: mustProvide('reloadPage'),
  },
}).createMachine({
  id: 'currencySwitch',
  context: ({ input }) => ({ current: input.current, chosen: input.current }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'currency.choose': { guard: 'isNewKnownCurrency', target: 'reloadScheduled', actions: 'rememberChoice' },
      },
    },
    reloadScheduled: {
      entry: 'storeCurrency',
      after: { CURRENCY_RELOAD_DELAY: 'reloading' },
      on: {
        // Another currency within the 100 ms: it replaces the first choice and the delay starts again.
        'currency.choose': {
          guard: 'isNewKnownCurrency',
          target: 'reloadScheduled',
          reenter: true,
          actions: 'rememberChoice',
        },
      },
    },
    reloading: {
      entry: 'reloadPage',
    },
  },
})
