import { assign, fromPromise, setup } from 'xstate'
import { EMAIL_RULES } from '../src/model/account-validation'
import { hasErrors, trimValues, validateForm, type FieldErrors } from '../src/model/validation'
import { mustProvide } from './must-provide'

/**
 * "Find my orders" (issue 44): a guest asks for the links of the orders bought with an address.
 *   editing ─submit→ validating ─error→ editing (the e-mail's message)
 *                               └valid→ submitting ─sent→ sent (the same words whether or not the address has orders)
 *                                                  ├invalid (server 400)→ editing with the server's message
 *                                                  ├rateLimited (429)→ editing, the address kept, notice "too many"
 *                                                  └failure→ editing, the address kept, notice "failed"
 *   sent ─again→ editing (cleared)
 * Repeated submits while submitting are ignored.
 */

export interface FindOrdersValues {
  email: string
}

export type FindOrdersResult = { status: 'sent' } | { status: 'invalid'; errors: FieldErrors<FindOrdersValues> } | { status: 'rateLimited' }

export type FindOrdersEvent = { type: 'form.change'; value: string } | { type: 'form.submit' } | { type: 'again' }

export interface FindOrdersContext {
  values: FindOrdersValues
  errors: FieldErrors<FindOrdersValues>
  notice: 'rateLimited' | 'failed' | null
}

export const findOrdersMachine = setup({
  types: { context: {} as FindOrdersContext, events: {} as FindOrdersEvent },
  actors: {
    find: fromPromise<FindOrdersResult, FindOrdersValues>(mustProvide('find')),
  },
  guards: {
    invalid: ({ context }) => hasErrors(validateForm(trimValues(context.values), EMAIL_RULES)),
  },
}).createMachine({
  id: 'findOrders',
  context: { values: { email: '' }, errors: {}, notice: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.change': { actions: assign(({ event }) => ({ values: { email: event.value }, errors: {}, notice: null })) },
        'form.submit': 'validating',
      },
    },
    validating: {
      always: [
        {
          guard: 'invalid',
          target: 'editing',
          actions: assign(({ context }) => ({ errors: validateForm(trimValues(context.values), EMAIL_RULES), notice: null })),
        },
        { target: 'submitting', actions: assign(({ context }) => ({ values: trimValues(context.values), notice: null })) },
      ],
    },
    submitting: {
      invoke: {
        src: 'find',
        input: ({ context }) => context.values,
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'invalid',
            target: 'editing',
            actions: assign(({ event }) => ({ errors: event.output.status === 'invalid' ? event.output.errors : {} })),
          },
          { guard: ({ event }) => event.output.status === 'rateLimited', target: 'editing', actions: assign({ notice: 'rateLimited' }) },
          { target: 'sent' },
        ],
        onError: { target: 'editing', actions: assign({ notice: 'failed' }) },
      },
    },
    sent: {
      on: { again: { target: 'editing', actions: assign({ values: { email: '' }, errors: {}, notice: null }) } },
    },
  },
})
