import { assign, fromPromise, setup } from 'xstate'
import {
  hasErrors,
  SUBSCRIPTION_FORM_RULES,
  trimValues,
  validateForm,
  type FieldErrors,
  type SubscriptionFormValues,
} from '../src/model/validation'
import { mustProvide } from './must-provide'

/**
 * The subscription banner's form (EVENTS-09, COURSES-05, OQ-07, VALID-05):
 *   editing ─submit→ validating ─error→ editing (the e-mail's message)
 *                               └valid→ submitting ─requested→ editing, cleared, success toast ("check your mail")
 *                                                  ├invalid (server 400)→ editing with the server's message
 *                                                  ├rateLimited (429)→ editing, the address kept, "too many" toast
 *                                                  └failure→ editing, the address kept, error toast
 * Repeated submits while submitting are ignored. The toasts are actions the component provides.
 */

export type SubscribeResult =
  | { status: 'requested' }
  | { status: 'invalid'; errors: FieldErrors<SubscriptionFormValues> }
  | { status: 'rateLimited' }

export type SubscriptionFormEvent = { type: 'form.change'; value: string } | { type: 'form.submit' }

export interface SubscriptionFormContext {
  values: SubscriptionFormValues
  errors: FieldErrors<SubscriptionFormValues>
}

export const subscriptionFormMachine = setup({
  types: {
    context: {} as SubscriptionFormContext,
    events: {} as SubscriptionFormEvent,
  },
  actors: {
    subscribe: fromPromise<SubscribeResult, SubscriptionFormValues>(mustProvide('subscribe')),
  },
  actions: {
    toastRequested: mustProvide('toastRequested'),
    toastRateLimited: mustProvide('toastRateLimited'),
    toastFailed: mustProvide('toastFailed'),
  },
  guards: {
    invalid: ({ context }) => hasErrors(validateForm(trimValues(context.values), SUBSCRIPTION_FORM_RULES)),
  },
}).createMachine({
  id: 'subscriptionForm',
  context: { values: { email: '' }, errors: {} },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.change': { actions: assign(({ event }) => ({ values: { email: event.value }, errors: {} })) },
        'form.submit': 'validating',
      },
    },
    validating: {
      always: [
        {
          guard: 'invalid',
          target: 'editing',
          actions: assign(({ context }) => ({ errors: validateForm(trimValues(context.values), SUBSCRIPTION_FORM_RULES) })),
        },
        { target: 'submitting', actions: assign(({ context }) => ({ values: trimValues(context.values) })) },
      ],
    },
    submitting: {
      invoke: {
        src: 'subscribe',
        input: ({ context }) => context.values,
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'invalid',
            target: 'editing',
            actions: assign(({ event }) => ({ errors: event.output.status === 'invalid' ? event.output.errors : {} })),
          },
          { guard: ({ event }) => event.output.status === 'rateLimited', target: 'editing', actions: 'toastRateLimited' },
          { target: 'editing', actions: [assign({ values: { email: '' }, errors: {} }), 'toastRequested'] },
        ],
        onError: { target: 'editing', actions: 'toastFailed' },
      },
    },
  },
})
