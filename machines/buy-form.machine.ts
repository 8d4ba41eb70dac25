import { assign, fromPromise, setup } from 'xstate'
import { editBuyFormDraft, initialBuyFormDraft, type BuyFormDraft, type BuyFormEdit } from '../src/model/buy-form-draft'
import { eventOrderFormRules, type EventOrderFormValues } from '../src/model/entities/orders'
import { hasErrors, trimValues, validateForm, type FieldErrors } from '../src/model/validation'
import { mustProvide } from './must-provide'

/**
 * The event page's buy form (ORDER-01…03, ORDER-05, ORDER-07, ORDER-08, EVENT-12, VALID-01…05, VALID-08, OQ-34):
 *   idle ─submit→ validating ─errors→ idle (first error per field, nothing sent)
 *                             └valid→ performing ─created→ redirect (final; `accessCode` set, `redirect` runs)
 *                                                ├invalid (server 400 fields)→ idle (errors under the fields)
 *                                                └failure→ idle (`notifyFailure`: the toast; values kept)
 * Values are trimmed before validation and sending (VALID-03). While performing, changes and repeated submits are
 * ignored (ORDER-03). The option (EVENT-12) starts as the first one and is sent with the order.
 * The component provides `createOrder` (guesses the location, posts the order), `redirect` (to the payment page)
 * and `notifyFailure` (the `errors.internal_short` toast).
 */

export type BuyFormField = keyof EventOrderFormValues

export interface BuyFormInput {
  /** The event's options in their order; the first is preselected (EVENT-12). Empty when it has none. */
  optionIds: readonly string[]
  /** What the visitor entered before the machine started; an untouched form when absent. */
  draft?: BuyFormDraft
}

export interface BuyFormContext {
  values: EventOrderFormValues
  /** The chosen option's uuid; null when the event has no options. */
  optionId: string | null
  optionIds: readonly string[]
  /** The phone input's verdict (libphonenumber-js), VALID-04. */
  phoneValid: boolean
  errors: FieldErrors<EventOrderFormValues>
  /** ORDER-07: the created order's access code, set on the way to `redirect`. */
  accessCode: string | null
}

/** What `createOrder` is given: the trimmed values and the chosen option. */
export interface BuyFormOrder {
  values: EventOrderFormValues
  optionId: string | null
}

/** What `createOrder` answers: created, or the server's field errors (400). Anything else it throws (ORDER-08). */
export type BuyFormResult =
  | { status: 'created'; accessCode: string }
  | { status: 'invalid'; errors: FieldErrors<EventOrderFormValues> }

export type BuyFormEvent = BuyFormEdit | { type: 'form.submit' }

const formErrors = (context: BuyFormContext) =>
  validateForm(trimValues(context.values), eventOrderFormRules(context.phoneValid))

export const buyFormMachine = setup({
  types: {
    input: {} as BuyFormInput,
    context: {} as BuyFormContext,
    events: {} as BuyFormEvent,
  },
  actors: {
    createOrder: fromPromise<BuyFormResult, BuyFormOrder>(mustProvide('createOrder')),
  },
  actions: {
    redirect: mustProvide('redirect'),
    notifyFailure: mustProvide('notifyFailure'),
    change: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {}
      // A changed field's error goes away until the next submit.
      const { [event.field]: _gone, ...errors } = context.errors
      return { ...editBuyFormDraft(context, event, context.optionIds), errors }
    }),
    chooseOption: assign(({ context, event }) =>
      event.type === 'form.option' ? editBuyFormDraft(context, event, context.optionIds) : {},
    ),
    phoneValidity: assign(({ context, event }) =>
      event.type === 'form.phoneValidity' ? editBuyFormDraft(context, event, context.optionIds) : {},
    ),
    showErrors: assign(({ context }) => ({ errors: formErrors(context) })),
    trim: assign(({ context }) => ({ values: trimValues(context.values), errors: {} })),
  },
  guards: {
    invalid: ({ context }) => hasErrors(formErrors(context)),
  },
}).createMachine({
  id: 'buyForm',
  context: ({ input }) => ({
    ...(input.draft ?? initialBuyFormDraft(input.optionIds)),
    optionIds: input.optionIds,
    errors: {},
    accessCode: null,
  }),
  initial: 'idle',
  on: {
    // The phone input reports its verdict whenever it may have changed, also while an order is on its way.
    'form.phoneValidity': { actions: 'phoneValidity' },
  },
  states: {
    idle: {
      on: {
        'form.change': { actions: 'change' },
        'form.option': { actions: 'chooseOption' },
        'form.submit': 'validating',
      },
    },
    validating: {
      // ORDER-02: errors show and nothing is sent.
      always: [
        { guard: 'invalid', target: 'idle', actions: 'showErrors' },
        { target: 'performing', actions: 'trim' },
      ],
    },
    performing: {
      // ORDER-03: busy; changes and repeated submits are ignored (no handlers here).
      invoke: {
        src: 'createOrder',
        input: ({ context }) => ({ values: context.values, optionId: context.optionId }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'invalid',
            target: 'idle',
            actions: assign(({ event }) => ({ errors: event.output.status === 'invalid' ? event.output.errors : {} })),
          },
          {
            target: 'redirect',
            actions: assign(({ event }) => ({ accessCode: event.output.status === 'created' ? event.output.accessCode : null })),
          },
        ],
        // ORDER-08: the toast; the values stay for another try.
        onError: { target: 'idle', actions: 'notifyFailure' },
      },
    },
    redirect: {
      // ORDER-07: on to the payment page with the access code.
      type: 'final',
      entry: 'redirect',
    },
  },
})
