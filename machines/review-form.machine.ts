import { assign, fromPromise, setup } from 'xstate'
import {
  hasErrors,
  reviewFormRules,
  trimValues,
  validateForm,
  type FieldErrors,
  type ReviewFormValues,
} from '../src/model/validation'
import { mustProvide } from './must-provide'

/**
 * The review-writing form (REVIEWFORM-01…07, VALID-01…04, VALID-08, OQ-34):
 *   editing ─submit→ validating ─errors→ editing (first error per field)
 *                               └valid→ submitting ─created→ sent
 *                                                  ├invalid (server 400 fields)→ editing
 *                                                  └failure→ failed (error panel; the text is kept)
 * While submitting, further submits are ignored (REVIEWFORM-04). `form.reset` starts again with fresh values,
 * sent each time the modal opens (REVIEWFORM-01). Values are trimmed before validation and sending (VALID-03).
 */

export type ReviewField = keyof ReviewFormValues

/** Values the form opens with: a page about an event or trainer prefills what the review is about. */
export interface ReviewFormPrefill {
  entity_type?: string
  entity_id?: string
}

export interface ReviewFormInput {
  prefill?: ReviewFormPrefill
}

export interface ReviewFormContext {
  values: ReviewFormValues
  /** The phone input's verdict (libphonenumber-js), VALID-04. */
  phoneValid: boolean
  errors: FieldErrors<ReviewFormValues>
  prefill: ReviewFormPrefill
}

/** What `createReview` answers: created, or the server's field errors (400). Anything else it throws. */
export type ReviewSubmitResult =
  | { status: 'created' }
  | { status: 'invalid'; errors: FieldErrors<ReviewFormValues> }

export type ReviewFormEvent =
  | { type: 'form.change'; field: ReviewField; value: string | boolean }
  | { type: 'form.phoneValidity'; valid: boolean }
  | { type: 'form.submit' }
  | { type: 'form.reset'; prefill?: ReviewFormPrefill }

export function emptyReviewValues(prefill: ReviewFormPrefill = {}): ReviewFormValues {
  return {
    client_name: '',
    client_phone: '',
    entity_type: prefill.entity_type ?? '',
    entity_id: prefill.entity_id ?? '',
    body: '',
    agreement: false,
  }
}

function freshContext(prefill: ReviewFormPrefill = {}): ReviewFormContext {
  return { values: emptyReviewValues(prefill), phoneValid: false, errors: {}, prefill }
}

export const reviewFormMachine = setup({
  types: {
    input: {} as ReviewFormInput,
    context: {} as ReviewFormContext,
    events: {} as ReviewFormEvent,
  },
  actors: {
    createReview: fromPromise<ReviewSubmitResult, ReviewFormValues>(mustProvide('createReview')),
  },
  guards: {
    invalid: ({ context }) => hasErrors(validateForm(trimValues(context.values), reviewFormRules(context.phoneValid))),
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {}
      // A changed field's error goes away until the next submit.
      const { [event.field]: _gone, ...errors } = context.errors
      const values = { ...context.values, [event.field]: event.value }
      // The prefilled item belongs to the prefilled type only.
      if (event.field === 'entity_type') {
        values.entity_id = event.value === context.prefill.entity_type ? (context.prefill.entity_id ?? '') : ''
      }
      return { values, errors }
    }),
    phoneValidity: assign(({ event }) => (event.type === 'form.phoneValidity' ? { phoneValid: event.valid } : {})),
    showErrors: assign(({ context }) => ({
      errors: validateForm(trimValues(context.values), reviewFormRules(context.phoneValid)),
    })),
    trim: assign(({ context }) => ({ values: trimValues(context.values), errors: {} })),
  },
}).createMachine({
  id: 'reviewForm',
  context: ({ input }) => freshContext(input.prefill),
  initial: 'editing',
  on: {
    'form.reset': {
      target: '.editing',
      actions: assign(({ event }) => freshContext(event.prefill)),
    },
    'form.phoneValidity': { actions: 'phoneValidity' },
  },
  states: {
    editing: {
      on: {
        'form.change': { actions: 'change' },
        'form.submit': 'validating',
      },
    },
    validating: {
      always: [
        { guard: 'invalid', target: 'editing', actions: 'showErrors' },
        { target: 'submitting', actions: 'trim' },
      ],
    },
    submitting: {
      // REVIEWFORM-04: busy; changes and repeated submits are ignored (no handlers here).
      invoke: {
        src: 'createReview',
        input: ({ context }) => context.values,
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'invalid',
            target: 'editing',
            actions: assign(({ event }) => ({ errors: event.output.status === 'invalid' ? event.output.errors : {} })),
          },
          { target: 'sent' },
        ],
        onError: 'failed',
      },
    },
    failed: {
      // REVIEWFORM-05: the error panel; the visitor's text stays and can be sent again.
      on: {
        'form.change': { target: 'editing', actions: 'change' },
        'form.submit': 'validating',
      },
    },
    sent: {},
  },
})
